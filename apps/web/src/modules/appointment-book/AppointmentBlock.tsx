import { type CalendarItem, STATUS_COLORS } from '@chairside/domain';
import { alpha, Box, Typography, useTheme } from '@mui/material';
import type { CSSProperties, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/VisuallyHidden';

interface AppointmentBlockProps {
  item: CalendarItem;
  placement: { startTime: string; endTime: string };
  showDoctor: boolean;
  dragging: boolean;
  canWrite: boolean;
  style: CSSProperties;
  onPointerDown(e: PointerEvent<HTMLElement>, mode: 'move' | 'resize'): void;
  onPointerMove(e: PointerEvent<HTMLElement>): void;
  onPointerUp(): void;
  onClick(): void;
}

/** The colour of a status in the theme (STATUS_COLORS of the domain, `default` as grey). */
export function useStatusColor() {
  const theme = useTheme();
  return (status: CalendarItem['status']): string => {
    const name = STATUS_COLORS[status];
    return name === 'default' ? theme.palette.grey[600] : theme.palette[name].main;
  };
}

/** One visit in the time grid: a button opening it; dragged to move, by its lower edge to resize. */
export function AppointmentBlock(props: AppointmentBlockProps) {
  const { item, placement, dragging, canWrite } = props;
  const { t } = useTranslation();
  const colorOf = useStatusColor();
  const color = colorOf(item.status);
  const patient = item.patientName ?? t('Patient not found');
  const detail = props.showDoctor ? (item.doctorName ?? t('Doctor not found')) : item.reasonForVisit;
  // The whole of it on hover, for a block too short or narrow to show every line.
  const whole = [`${placement.startTime}–${placement.endTime}`, patient, detail].filter(Boolean).join(' · ');
  return (
    <Box
      component="button"
      type="button"
      title={whole}
      data-appointment={item.id}
      onClick={props.onClick}
      onPointerDown={(e: PointerEvent<HTMLElement>) => props.onPointerDown(e, 'move')}
      onPointerMove={props.onPointerMove}
      onPointerUp={props.onPointerUp}
      onPointerCancel={props.onPointerUp}
      style={props.style}
      sx={{
        position: 'absolute',
        zIndex: dragging ? 3 : 2,
        overflow: 'hidden',
        textAlign: 'start',
        p: 0.5,
        pb: 1,
        border: 0,
        borderInlineStart: 4,
        borderColor: color,
        borderRadius: 1,
        bgcolor: (theme) => alpha(color, theme.palette.mode === 'dark' ? 0.35 : 0.16),
        color: 'text.primary',
        boxShadow: dragging ? 4 : 0,
        opacity: dragging ? 0.85 : 1,
        cursor: canWrite ? 'grab' : 'pointer',
        touchAction: 'none',
        textDecoration: item.status === 'Cancelled' ? 'line-through' : undefined,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {/* Time, patient and doctor (or reason) on lines of their own, so that none is cut off by another. */}
      <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 600 }} noWrap>
        <bdi dir="ltr">
          {placement.startTime}–{placement.endTime}
        </bdi>
      </Typography>
      <Typography variant="caption" component="span" sx={{ display: 'block' }} noWrap>
        {patient}
      </Typography>
      {detail && (
        <Typography variant="caption" component="span" data-detail sx={{ display: 'block' }} noWrap>
          {detail}
        </Typography>
      )}
      {/* Its name is what it shows, then the status its colour shows. */}
      <VisuallyHidden>, {t(item.status)}</VisuallyHidden>
      {canWrite && (
        <Box
          aria-hidden
          data-resize
          onPointerDown={(e: PointerEvent<HTMLElement>) => {
            e.stopPropagation();
            props.onPointerDown(e, 'resize');
          }}
          sx={{ position: 'absolute', insetInline: 0, bottom: 0, height: 6, cursor: 'ns-resize' }}
        />
      )}
    </Box>
  );
}

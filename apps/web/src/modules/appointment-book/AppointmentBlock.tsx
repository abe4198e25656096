import { type CalendarItem, STATUS_COLORS } from '@chairside/domain';
import { alpha, Box, Tooltip, Typography, useTheme } from '@mui/material';
import type { CSSProperties, PointerEvent } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useTranslation } from '../../i18n/useTranslation';

interface AppointmentBlockProps {
  item: CalendarItem;
  placement: { startTime: string; endTime: string };
  showDoctor: boolean;
  dragging: boolean;
  canWrite: boolean;
  style: CSSProperties;
  /** How many lines its height holds: 1 (a quarter of an hour) puts time and patient on one. */
  lines: 1 | 2 | 3;
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

/**
 * Lines close enough that half an hour (40 px) shows the time and the patient; aligned with the
 * page (`left` is flipped to `right` in Arabic) whatever the direction of their text.
 */
const line = { display: 'block', lineHeight: 1.35, textAlign: 'left' } as const;

/** One visit in the time grid: a button opening it; dragged to move, by its lower edge to resize. */
export function AppointmentBlock(props: AppointmentBlockProps) {
  const { item, placement, dragging, canWrite, lines } = props;
  const compact = lines === 1;
  const { t } = useTranslation();
  const colorOf = useStatusColor();
  const color = colorOf(item.status);
  const patient = item.patientName ?? t('Patient not found');
  const detail = props.showDoctor ? (item.doctorName ?? t('Doctor not found')) : item.reasonForVisit;
  // The whole of it on hover, for a block too short or narrow to show every line.
  const whole = [
    `${placement.startTime}–${placement.endTime}`,
    patient,
    item.doctorName ?? t('Doctor not found'),
    item.reasonForVisit,
    t(item.status),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    // Shown on hover and on keyboard focus; it describes the block, whose name stays what it shows.
    <Tooltip title={dragging ? '' : whole} describeChild enterDelay={400} disableInteractive placement="top">
      <Box
        component="button"
        type="button"
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
          px: 0.5,
          py: compact ? 0 : 0.25,
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
        {compact ? (
          // A quarter of an hour: one line, the start time and the patient. Each line takes its direction
          // from its text, so that a Latin name cut short in Arabic keeps its start.
          <Typography variant="caption" component="span" dir="auto" sx={line} noWrap>
            <bdi dir="ltr" style={{ fontWeight: 600 }}>
              {placement.startTime}
            </bdi>{' '}
            {patient}
          </Typography>
        ) : (
          // Time, patient and doctor (or reason) on lines of their own, so that none is cut off by another.
          <>
            <Typography variant="caption" component="span" sx={{ ...line, fontWeight: 600 }} noWrap>
              <bdi dir="ltr">
                {placement.startTime}–{placement.endTime}
              </bdi>
            </Typography>
            <Typography variant="caption" component="span" dir="auto" sx={line} noWrap>
              {patient}
            </Typography>
            {detail && lines > 2 && (
              <Typography variant="caption" component="span" dir="auto" data-detail sx={line} noWrap>
                {detail}
              </Typography>
            )}
          </>
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
    </Tooltip>
  );
}

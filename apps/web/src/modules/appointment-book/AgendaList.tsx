import type { CalendarItem } from '@chairside/domain';
import { alpha, Box, Button, ButtonBase, Typography } from '@mui/material';
import { useFormatDate } from '../../app/useFormatDate';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useTranslation } from '../../i18n/useTranslation';
import { useStatusColor } from './AppointmentBlock';
import { weekDayOf } from './calendarRange';

interface AgendaListProps {
  days: readonly string[];
  items: readonly CalendarItem[];
  today: string;
  onOpen(item: CalendarItem): void;
  /** Book a visit on a day; without it (a reader) there is no Book button. */
  onBook?(date: string): void;
}

/**
 * The day and week views on a phone: each day's visits as a list in time order, each a full-width
 * button with its time, patient, doctor and status, where a time grid would be a few pixels wide.
 */
export function AgendaList({ days, items, today, onOpen, onBook }: AgendaListProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const colorOf = useStatusColor();
  const sorted = [...items].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {days.map((day) => {
        const mine = sorted.filter((item) => item.appointmentDate === day);
        return (
          <Box component="section" key={day} aria-labelledby={`agenda-${day}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography
                id={`agenda-${day}`}
                component="h3"
                variant="subtitle2"
                sx={{ py: 0.5, flexGrow: 1, fontWeight: day === today ? 700 : 600 }}
              >
                {t(weekDayOf(day))} <bdi dir="ltr">{formatDate(day)}</bdi>
              </Typography>
              {onBook && (
                <Button size="small" onClick={() => onBook(day)} aria-describedby={`agenda-${day}`}>
                  {t('Book')}
                </Button>
              )}
            </Box>
            {mine.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                {t('No appointments')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {mine.map((item) => (
                  <li key={item.id}>
                    <ButtonBase
                      data-appointment={item.id}
                      onClick={() => onOpen(item)}
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: '92px 1fr',
                        columnGap: 1,
                        width: '100%',
                        textAlign: 'start',
                        mt: 0.75,
                        p: 0.75,
                        borderInlineStart: 4,
                        borderColor: colorOf(item.status),
                        borderRadius: 1,
                        bgcolor: alpha(colorOf(item.status), 0.12),
                        textDecoration: item.status === 'Cancelled' ? 'line-through' : undefined,
                      }}
                    >
                      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                        <bdi dir="ltr">{`${item.startTime}–${item.endTime}`}</bdi>
                      </Typography>
                      <Typography variant="body2" component="span">
                        {item.patientName ?? t('Patient not found')}
                        <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                          {item.doctorName ?? t('Doctor not found')} · {t(item.status)}
                        </Typography>
                      </Typography>
                      <VisuallyHidden>{item.reasonForVisit ? `, ${item.reasonForVisit}` : ''}</VisuallyHidden>
                    </ButtonBase>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

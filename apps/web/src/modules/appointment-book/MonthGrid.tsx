import { type CalendarItem, WEEK_DAYS } from '@chairside/domain';
import { Box, ButtonBase, Link, Typography } from '@mui/material';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useTranslation } from '../../i18n/useTranslation';
import { useStatusColor } from './AppointmentBlock';

const SHOWN = 4;

interface MonthGridProps {
  days: readonly string[];
  month: string;
  items: readonly CalendarItem[];
  today: string;
  onDay(date: string): void;
  onOpen(item: CalendarItem): void;
}

/** The month view: a week per row; each day lists its first visits and opens its day view. */
export function MonthGrid({ days, month, items, today, onDay, onOpen }: MonthGridProps) {
  const { t, i18n } = useTranslation();
  const monthName = (date: string) =>
    new Date(`${date}T12:00:00`).toLocaleDateString(`${i18n.language}-u-nu-latn`, { month: 'long', year: 'numeric' });
  const colorOf = useStatusColor();
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) byDay.set(item.appointmentDate, [...(byDay.get(item.appointmentDate) ?? []), item]);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(110px, 1fr))',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflowX: 'auto',
      }}
    >
      {WEEK_DAYS.map((d) => (
        <Typography
          key={d}
          component="h3"
          variant="subtitle2"
          sx={{ p: 1, textAlign: 'center', borderBottom: 1, borderColor: 'divider' }}
        >
          {t(d)}
        </Typography>
      ))}
      {days.map((date) => {
        const list = byDay.get(date) ?? [];
        const outside = date.slice(0, 7) !== month.slice(0, 7);
        return (
          <Box
            key={date}
            sx={{
              minHeight: 120,
              p: 0.5,
              borderTop: 1,
              borderInlineStart: 1,
              borderColor: 'divider',
              bgcolor: date === today ? 'action.selected' : outside ? 'action.hover' : undefined,
            }}
          >
            <Link
              component="button"
              type="button"
              variant="body2"
              underline="hover"
              onClick={() => onDay(date)}
              sx={{ fontWeight: date === today ? 700 : 400, color: 'text.primary' }}
            >
              {/* Named by what it shows, the day's number, then its month and how many visits it has. */}
              {Number(date.slice(8))}
              <VisuallyHidden>{` ${monthName(date)}, ${t('{{n}} appointments', { n: list.length })}`}</VisuallyHidden>
            </Link>
            {list.slice(0, SHOWN).map((item) => (
              <ButtonBase
                key={item.id}
                onClick={() => onOpen(item)}
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'start',
                  mt: 0.25,
                  px: 0.5,
                  borderInlineStart: 3,
                  borderColor: colorOf(item.status),
                  borderRadius: 0.5,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                {/* Its direction from the patient's name (the time is isolated): a Latin name cut in Arabic keeps its start; `left` is flipped in Arabic. */}
                <Typography
                  variant="caption"
                  noWrap
                  component="span"
                  dir="auto"
                  sx={{ display: 'block', textAlign: 'left' }}
                >
                  <bdi dir="ltr">{`${item.startTime}–${item.endTime}`}</bdi>{' '}
                  {item.patientName ?? t('Patient not found')}
                  <VisuallyHidden>, {t(item.status)}</VisuallyHidden>
                </Typography>
              </ButtonBase>
            ))}
            {list.length > SHOWN && (
              // The darker primary: 4.5:1 and more on every day's background (today's and other months' too).
              <Link
                component="button"
                type="button"
                variant="caption"
                onClick={() => onDay(date)}
                sx={{ color: 'primary.dark', fontWeight: 600 }}
              >
                {t('+{{n}} more', { n: list.length - SHOWN })}
              </Link>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

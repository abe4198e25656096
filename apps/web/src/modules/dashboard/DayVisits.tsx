import { type CalendarItem, STATUS_COLORS } from '@chairside/domain';
import { Button, Chip, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { memo, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFormatDate } from '../../app/useFormatDate';
import { useFirstScreenHold } from '../../components/useAfterFirstPaint';
import { useGrowingCount } from '../../components/useGrowingCount';
import { useTranslation } from '../../i18n/useTranslation';
import { LoadErrorAlert } from '../../resources/LoadErrorAlert';
import { useCalendar } from '../appointment-book/useCalendar';
import { APPOINTMENT_PAGES } from '../appointments/pages';

/** The visits of one day: patient, status, times, doctor, type and reason, each with View Details. */
const VisitList = memo(function VisitList({ items }: { items: readonly CalendarItem[] }) {
  const { t } = useTranslation();
  const { count, markerRef, more } = useGrowingCount(items.length);
  if (items.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('No appointments found.')}</Typography>;
  return (
    <List dense disablePadding sx={{ maxHeight: 320, overflowY: 'auto' }}>
      {items.slice(0, count).map((a) => (
        <ListItem
          key={a.id}
          divider
          disableGutters
          secondaryAction={
            <Button component={RouterLink} to={APPOINTMENT_PAGES.view(a.id)} size="small">
              {t('View Details')}
            </Button>
          }
          sx={{ pr: 14 }}
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{a.patientName ?? t('Patient not found')}</span>
                <Chip size="small" label={t(a.status)} color={STATUS_COLORS[a.status]} />
              </Stack>
            }
            secondary={[
              `${a.startTime}–${a.endTime}`,
              a.doctorName ?? t('Doctor not found'),
              t(a.appointmentType),
              a.reasonForVisit,
            ].join(' · ')}
            slotProps={{ primary: { component: 'div' } }}
          />
        </ListItem>
      ))}
      {more && <li ref={markerRef} aria-hidden style={{ height: 1 }} />}
    </List>
  );
});

/** The chosen day's visits, asked for that day; drawn in a transition when they arrive (short tasks). */
export function DayVisits({ date }: { date: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const visits = useCalendar({ from: date, to: date, clinic: null });
  // A day that could not be read says so, never "No appointments found.": the desk would think it free.
  const failed = visits.isError && visits.data === undefined;
  const items = useDeferredValue(visits.data?.items);
  // The day's visits are the dashboard's first screen: what comes after it waits for them.
  useFirstScreenHold(items === undefined && !failed);
  return (
    <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('Visits on {{date}}', { date: formatDate(date) })}
      </Typography>
      {failed ? (
        <LoadErrorAlert
          onRetry={visits.refetch}
          message="The day’s visits could not be loaded. Check your connection and try again."
        />
      ) : items === undefined ? (
        <Skeleton height={64} />
      ) : (
        <VisitList key={date} items={items} />
      )}
    </Stack>
  );
}

import { STATUS_COLORS } from '@chairside/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { DateCalendar, PickerDay, type PickerDayProps } from '@mui/x-date-pickers';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateLocalization } from '../../app/DateLocalization';
import { useFormatDate } from '../../app/useFormatDate';
import { useTranslation } from '../../i18n/useTranslation';
import { useCalendar } from '../appointment-book/useCalendar';
import { useAppointmentCounts } from '../appointments/api';
import { APPOINTMENT_PAGES } from '../appointments/pages';

const DAY = 'YYYY-MM-DD';

/** A day of the month, with a dot when the book holds visits that day. */
function DayWithDot(props: PickerDayProps & { busyDays?: ReadonlySet<string> }) {
  const { busyDays, day, outsideCurrentMonth, ...rest } = props;
  const busy = !outsideCurrentMonth && busyDays?.has(day.format(DAY));
  return (
    <Badge key={day.toString()} overlap="circular" variant="dot" color="primary" invisible={!busy}>
      <PickerDay {...rest} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

/**
 * Spec 000 §2.9 "Appointments Calendar": the month with a dot on each day that
 * has visits (counted by the server), and the chosen day's visits — patient,
 * status, times, doctor, type, reason and notes — each with View Details.
 */
export function AppointmentsCalendarCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const formatDate = useFormatDate();
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const counts = useAppointmentCounts(month.startOf('month').format(DAY), month.endOf('month').format(DAY));
  const busyDays = new Set((counts.data?.byDay ?? []).filter((d) => d.total > 0).map((d) => d.date));
  const date = day.format(DAY);
  const visits = useCalendar({ from: date, to: date, clinic: null });
  const items = visits.data?.items ?? [];

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('Appointments Calendar')}
          </Typography>
          <Button component={RouterLink} to={APPOINTMENT_PAGES.list} size="small">
            {t('View All Appointments')}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateLocalization>
            <DateCalendar
              value={day}
              onChange={(value) => value && setDay(value)}
              onMonthChange={(value) => setMonth(value.startOf('month'))}
              slots={{ day: DayWithDot }}
              slotProps={{ day: { busyDays } as Partial<PickerDayProps> }}
              sx={{ m: 0, flexShrink: 0 }}
            />
          </DateLocalization>
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('Visits on {{date}}', { date: formatDate(date) })}
            </Typography>
            {visits.isLoading ? (
              <Skeleton height={64} />
            ) : items.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('No appointments found.')}</Typography>
            ) : (
              <List dense disablePadding sx={{ maxHeight: 320, overflowY: 'auto' }}>
                {items.map((a) => (
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
              </List>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

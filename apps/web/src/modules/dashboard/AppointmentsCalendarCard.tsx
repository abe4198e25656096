import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint';
import { useTranslation } from '../../i18n/useTranslation';
import { APPOINTMENT_PAGES } from '../appointments/pages';
import { DayVisits } from './DayVisits';

// The month picker's code (the date pickers, ~22 KiB gzipped) is asked for once the first screen is
// drawn: the day's visits beside it draw without waiting for it, in the space it will take.
const BusyDaysCalendar = lazy(() => import('./BusyDaysCalendar').then((m) => ({ default: m.BusyDaysCalendar })));
/** The month picker's size (MUI's DateCalendar: 320 × 336 px). */
const CALENDAR_SIZE = { width: 320, height: 336 } as const;

/**
 * Spec 000 §2.9 "Appointments Calendar": the month with a dot on each day that
 * has visits (counted by the server), and the chosen day's visits — patient,
 * status, times, doctor, type, reason and notes — each with View Details.
 */
export function AppointmentsCalendarCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const ready = useAfterFirstPaint();
  const placeholder = <Box sx={{ ...CALENDAR_SIZE, flexShrink: 0 }} />;

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
          {ready ? (
            <Suspense fallback={placeholder}>
              <BusyDaysCalendar day={day} onDayChange={setDay} />
            </Suspense>
          ) : (
            placeholder
          )}
          <DayVisits date={day.format('YYYY-MM-DD')} />
        </Stack>
      </CardContent>
    </Card>
  );
}

import { appointments, type CalendarItem } from '@chairside/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormatDate } from '../../app/useFormatDate';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { CalendarToolbar } from '../appointment-book/CalendarToolbar';
import { gridHours, localTime } from '../appointment-book/calendarRange';
import { DoctorFilter } from '../appointment-book/DoctorFilter';
import { MonthGrid } from '../appointment-book/MonthGrid';
import { type GridColumn, TimeGrid } from '../appointment-book/TimeGrid';
import { useCalendar, useClinicDoctors } from '../appointment-book/useCalendar';
import { useCalendarMoves } from '../appointment-book/useCalendarMoves';
import { useCalendarParams } from '../appointment-book/useCalendarParams';
import { BookingProblemAlert } from '../appointments/BookingProblemAlert';
import { type NewSession, NewSessionDialog } from './NewSessionDialog';
import { SessionDialog } from './SessionDialog';

/**
 * Telemedicine Consultation (`/telemedicine`, spec 002): the Telemedicine
 * visits of every clinic by day, week or month, for one doctor or all,
 * coloured by status. A free time or New Appointment opens the booking as a
 * session; a session opens with its call to join or to send.
 */
export default function TelemedicinePage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { can } = useAuth();
  const canWrite = can(appointments.permissions.write);
  const { params, now, today, view, date, days, go } = useCalendarParams('week');
  const doctors = useClinicDoctors('all');
  const doctor = doctors.data?.find((d) => d.id === Number(params.get('doctor')))?.id ?? null;
  const calendar = useCalendar({
    from: days[0] ?? date,
    to: days.at(-1) ?? date,
    clinic: null,
    doctor,
    appointmentType: 'Telemedicine',
  });
  const { pending, problem, save, takeSlot, saving } = useCalendarMoves(calendar.refetch);
  const [opened, setOpened] = useState<CalendarItem | null>(null);
  const [creating, setCreating] = useState<NewSession | null>(null);
  const items = calendar.data?.items ?? [];
  // A session opened from the calendar follows the calendar (its status may change while open).
  const shown = opened ? (items.find((i) => i.id === opened.id) ?? opened) : null;

  const columns: GridColumn[] = (view === 'day' ? [date] : days).map((d) => ({
    key: d,
    date: d,
    doctor: null,
    label: formatDate(d),
  }));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('Telemedicine Consultation')}
        </Typography>
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setCreating({ doctor: doctor ?? undefined })}
          >
            {t('New Appointment')}
          </Button>
        )}
      </Box>
      <CalendarToolbar view={view} date={date} days={days} today={today} onGo={go}>
        <DoctorFilter doctors={doctors.data ?? []} value={doctor ?? null} onChange={(d) => go({ doctor: d })} />
      </CalendarToolbar>
      {problem && <BookingProblemAlert problem={problem.problem} onUseSlot={takeSlot} />}
      {calendar.isError && <Alert severity="error">{t(GENERIC_ERROR)}</Alert>}
      <Box sx={{ height: 4 }}>{(calendar.isFetching || saving) && <LinearProgress aria-label={t('Loading…')} />}</Box>
      {calendar.isSuccess && items.length === 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('No telemedicine sessions in this period.')}
        </Alert>
      )}
      {view === 'month' ? (
        <MonthGrid
          days={days}
          month={date}
          items={items}
          today={today}
          onDay={(d) => go({ view: 'day', date: d })}
          onOpen={setOpened}
        />
      ) : (
        <TimeGrid
          columns={columns}
          items={items}
          hours={null}
          span={gridHours(undefined)}
          today={today}
          nowMinute={localTime(now)}
          pending={pending}
          canWrite={canWrite}
          onBook={(column, start) => setCreating({ date: column.date, start, doctor: doctor ?? undefined })}
          onOpen={setOpened}
          onMove={(m) => save({ ...m, doctor: m.item.doctor })}
        />
      )}
      <SessionDialog session={shown} onClose={() => setOpened(null)} />
      <NewSessionDialog session={creating} onClose={() => setCreating(null)} />
    </Box>
  );
}

import { appointments, type CalendarItem } from '@chairside/domain';
import { Alert, Box, LinearProgress, MenuItem, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useNavigate } from 'react-router';
import { useFormatDate } from '../../app/useFormatDate';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { BookingProblemAlert } from '../appointments/BookingProblemAlert';
import { APPOINTMENT_PAGES } from '../appointments/pages';
import { AgendaList } from './AgendaList';
import { CalendarToolbar } from './CalendarToolbar';
import { gridHours, localTime } from './calendarRange';
import { DoctorFilter } from './DoctorFilter';
import { MonthGrid } from './MonthGrid';
import { StatusLegend } from './StatusLegend';
import { type GridColumn, TimeGrid } from './TimeGrid';
import { useCalendar, useClinicDoctors, useClinics } from './useCalendar';
import { useCalendarMoves } from './useCalendarMoves';
import { useCalendarParams } from './useCalendarParams';

/**
 * The appointment book (`/appointment-book`): a clinic's visits by day (a
 * column per doctor), week or month, coloured by status, over its opening
 * hours. An empty slot books it; a visit opens, or is dragged to another
 * time or doctor (or by its edge to another length) and saved at once; a
 * refusal (a clash, outside hours) names why and puts it back.
 * View, day and clinic are kept in the address. A legend names the status colours;
 * on a phone the day and week are lists of visits (AgendaList).
 */
export default function AppointmentBookPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const { can } = useAuth();
  const canWrite = can(appointments.permissions.write);
  // On a phone the day and week are lists of visits: a time grid there would be columns a few pixels wide.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { params, now, today, view, date, days, go } = useCalendarParams('day');
  const clinics = useClinics();
  const clinicParam = Number(params.get('clinic'));
  const clinic = clinics.data?.find((c) => c.id === clinicParam) ?? clinics.data?.[0] ?? null;
  const doctors = useClinicDoctors(clinic?.id ?? null);
  // One doctor's book (a week that fits the screen), or every doctor's of the clinic.
  const doctorParam = Number(params.get('doctor'));
  const doctor = doctors.data?.find((d) => d.id === doctorParam) ?? null;
  const calendar = useCalendar({
    from: days[0] ?? date,
    to: days.at(-1) ?? date,
    clinic: clinic?.id ?? null,
    doctor: doctor?.id ?? null,
  });
  const { pending, problem, save, takeSlot, saving } = useCalendarMoves(calendar.refetch);

  const open = (item: CalendarItem) => navigate(APPOINTMENT_PAGES.view(item.id));

  const book = (column: GridColumn, start: string) =>
    navigate(
      APPOINTMENT_PAGES.book({ doctor: column.doctor ?? undefined, clinic: clinic?.id, date: column.date, start }),
    );

  const columns: GridColumn[] =
    view === 'day'
      ? (doctor ? [doctor] : (doctors.data ?? [])).map((d) => ({
          key: `d${d.id}`,
          date,
          doctor: d.id,
          label: d.fullName,
        }))
      : // One doctor's week: its slots book that doctor, and its visits show their reason rather than the doctor.
        days.map((d) => ({ key: d, date: d, doctor: doctor?.id ?? null, label: formatDate(d) }));

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('Appointment Book')}
      </Typography>
      <CalendarToolbar view={view} date={date} days={days} today={today} onGo={go}>
        <TextField
          select
          size="small"
          label={t('Clinic')}
          value={clinic?.id ?? ''}
          onChange={(e) => go({ clinic: Number(e.target.value), doctor: null })}
          sx={{ minWidth: 200 }}
        >
          {(clinics.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <DoctorFilter doctors={doctors.data ?? []} value={doctor?.id ?? null} onChange={(d) => go({ doctor: d })} />
      </CalendarToolbar>
      {problem && <BookingProblemAlert problem={problem.problem} onUseSlot={takeSlot} />}
      {(calendar.isError || clinics.isError) && <Alert severity="error">{t(GENERIC_ERROR)}</Alert>}
      {calendar.data?.truncated && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('Too many appointments to show at once: choose a shorter range.')}
        </Alert>
      )}
      <StatusLegend />
      <Box sx={{ height: 4 }}>{(calendar.isFetching || saving) && <LinearProgress aria-label={t('Loading…')} />}</Box>
      {clinics.data?.length === 0 ? (
        <Alert severity="info">{t('Add a clinic to use the appointment book.')}</Alert>
      ) : view === 'month' ? (
        <MonthGrid
          days={days}
          month={date}
          items={calendar.data?.items ?? []}
          today={today}
          onDay={(d) => go({ view: 'day', date: d })}
          onOpen={open}
        />
      ) : phone ? (
        <AgendaList
          days={days}
          items={calendar.data?.items ?? []}
          today={today}
          onOpen={open}
          onBook={canWrite ? (d) => navigate(APPOINTMENT_PAGES.book({ clinic: clinic?.id, date: d })) : undefined}
        />
      ) : view === 'day' && doctors.data?.length === 0 ? (
        <Alert severity="info">{t('No doctor works at this clinic.')}</Alert>
      ) : (
        <TimeGrid
          columns={columns}
          items={calendar.data?.items ?? []}
          hours={clinic?.workingHours ?? null}
          span={gridHours(clinic?.workingHours)}
          today={today}
          nowMinute={localTime(now)}
          pending={pending}
          canWrite={canWrite}
          onBook={book}
          onOpen={open}
          onMove={save}
        />
      )}
    </Box>
  );
}

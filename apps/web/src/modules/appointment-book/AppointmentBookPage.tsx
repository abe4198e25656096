import { appointments, type CalendarItem } from '@chairside/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useFormatDate } from '../../app/useFormatDate';
import { useAuth } from '../../auth/AuthContext';
import { GENERIC_ERROR } from '../../resources/errors';
import { useToast } from '../../shell/toast';
import { type BookingProblem, BookingProblemAlert, bookingProblemOf } from '../appointments/BookingProblemAlert';
import { APPOINTMENT_PAGES } from '../appointments/pages';
import { CALENDAR_VIEWS, type CalendarView, daysOf, gridHours, localDate, localTime, shiftDate } from './calendarRange';
import { MonthGrid } from './MonthGrid';
import { type GridColumn, TimeGrid } from './TimeGrid';
import { type Move, useCalendar, useClinicDoctors, useClinics, useMoveAppointment } from './useCalendar';

const VIEW_LABELS: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The clock, once a minute: today's line follows it. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The appointment book (`/appointment-book`): a clinic's visits by day (a
 * column per doctor), week or month, coloured by status, over its opening
 * hours. An empty slot books it; a visit opens, or is dragged to another
 * time or doctor (or by its edge to another length) and saved at once; a
 * refusal (a clash, outside hours) names why and puts it back.
 * View, day and clinic are kept in the address.
 */
export default function AppointmentBookPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const toast = useToast();
  const { can } = useAuth();
  const canWrite = can(appointments.permissions.write);
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const today = localDate(now);
  const view = (CALENDAR_VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as CalendarView)
    : 'day';
  const date = DATE.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const clinics = useClinics();
  const clinicParam = Number(params.get('clinic'));
  const clinic = clinics.data?.find((c) => c.id === clinicParam) ?? clinics.data?.[0] ?? null;
  const doctors = useClinicDoctors(clinic?.id ?? null);
  const days = daysOf(view, date);
  const calendar = useCalendar({ from: days[0] ?? date, to: days.at(-1) ?? date, clinic: clinic?.id ?? null });
  const move = useMoveAppointment();
  const [pending, setPending] = useState<Map<number, Move>>(new Map());
  const [problem, setProblem] = useState<{ item: CalendarItem; problem: BookingProblem } | null>(null);

  const go = (next: Partial<{ view: CalendarView; date: string; clinic: number }>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) p.set(k, String(v));
    setParams(p, { replace: true });
  };

  const open = (item: CalendarItem) => navigate(APPOINTMENT_PAGES.view(item.id));

  const book = (column: GridColumn, start: string) =>
    navigate(
      APPOINTMENT_PAGES.book({ doctor: column.doctor ?? undefined, clinic: clinic?.id, date: column.date, start }),
    );

  const save = async (m: Move) => {
    setProblem(null);
    setPending((p) => new Map(p).set(m.item.id, m));
    try {
      await move.mutateAsync(m);
      toast.success(t('Appointment moved.'));
    } catch (error) {
      // A clash or hours outside the schedule: why, the clashing visit and the next free slot.
      if (error instanceof ApiError && (error.status === 422 || 'clash' in error.problem))
        setProblem({ item: m.item, problem: bookingProblemOf(error) });
      else toast.error(t(error instanceof ApiError ? (error.problem.detail ?? GENERIC_ERROR) : GENERIC_ERROR));
    } finally {
      await calendar.refetch();
      setPending((p) => {
        const next = new Map(p);
        next.delete(m.item.id);
        return next;
      });
    }
  };

  const columns: GridColumn[] =
    view === 'day'
      ? (doctors.data ?? []).map((d) => ({ key: `d${d.id}`, date, doctor: d.id, label: d.fullName }))
      : days.map((d) => ({ key: d, date: d, doctor: null, label: formatDate(d) }));

  const title =
    view === 'day'
      ? formatDate(date)
      : view === 'week'
        ? t('{{from}} to {{to}}', { from: formatDate(days[0]), to: formatDate(days.at(-1)) })
        : date.slice(0, 7);

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('Appointment Book')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={view}
          aria-label={t('View')}
          onChange={(_, v: CalendarView | null) => v && go({ view: v })}
        >
          {CALENDAR_VIEWS.map((v) => (
            <ToggleButton key={v} value={v} sx={{ textTransform: 'none', py: 0.5, color: 'text.primary' }}>
              {t(VIEW_LABELS[v])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <IconButton aria-label={t('Previous')} onClick={() => go({ date: shiftDate(view, date, -1) })}>
          <ChevronLeft sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => go({ date: today })}>
          {t('Today')}
        </Button>
        <IconButton aria-label={t('Next')} onClick={() => go({ date: shiftDate(view, date, 1) })}>
          <ChevronRight sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }} aria-live="polite">
          {title}
        </Typography>
        <TextField
          select
          size="small"
          label={t('Clinic')}
          value={clinic?.id ?? ''}
          onChange={(e) => go({ clinic: Number(e.target.value) })}
          sx={{ minWidth: 200 }}
        >
          {(clinics.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {problem && (
        <BookingProblemAlert
          problem={problem.problem}
          onUseSlot={(slot) =>
            save({
              item: problem.item,
              appointmentDate: slot.date,
              startTime: slot.start,
              endTime: slot.end,
              doctor: problem.item.doctor,
            })
          }
        />
      )}
      {(calendar.isError || clinics.isError) && <Alert severity="error">{t(GENERIC_ERROR)}</Alert>}
      {calendar.data?.truncated && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('Too many appointments to show at once: choose a shorter range.')}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{(calendar.isFetching || move.isPending) && <LinearProgress />}</Box>
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

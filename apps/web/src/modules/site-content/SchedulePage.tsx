import { type DayHours, formatDayHours, WEEK_DAYS, type WeekDay, type WeekHours } from '@chairside/domain';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';
import { useSettings } from '../../api/settings';
import { ltr } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';

interface Doctor {
  id: number;
  fullName: string;
  specialization: string;
  availableDays: WeekDay[];
  availableTimeSlots: { start: string; end: string }[];
}
interface StaffMember {
  id: number;
  fullName: string;
  role: string;
  status: string;
  shiftSchedule: WeekHours | null;
}
interface Page<T> {
  items: T[];
}

/** A doctor's hours on a day: their slots, else the clinic's hours; none on a day they do not work. */
function doctorDay(d: Doctor, day: WeekDay, clinic: WeekHours | undefined): string | null {
  if (!d.availableDays.includes(day)) return null;
  if (d.availableTimeSlots.length) return d.availableTimeSlots.map((s) => `${s.start} - ${s.end}`).join(', ');
  const hours: DayHours | undefined = clinic?.[day];
  return hours && !hours.closed ? formatDayHours(hours) : null;
}

/**
 * `/schedule`: the clinic's week at a glance — who works when, from the doctors' days and time
 * slots and the staff's shifts. Read-only; Print gives a sheet for the front desk.
 */
export default function SchedulePage() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const people = useQuery({
    queryKey: ['schedule'],
    queryFn: async () => {
      const [doctors, staff] = await Promise.all([
        get<Page<Doctor>>('/doctors', { pageSize: 100, sort: 'fullName' }),
        get<Page<StaffMember>>('/staff', { pageSize: 100, sort: 'fullName', status: 'Active' }),
      ]);
      return { doctors: doctors.items, staff: staff.items };
    },
  });

  const rows = people.data
    ? [
        ...people.data.doctors.map((d) => ({
          key: `d${d.id}`,
          name: d.fullName,
          title: d.specialization,
          days: WEEK_DAYS.map((day) => doctorDay(d, day, settings?.openHours)),
        })),
        ...people.data.staff.map((s) => ({
          key: `s${s.id}`,
          name: s.fullName,
          title: s.role,
          days: WEEK_DAYS.map((day) => {
            const h = s.shiftSchedule?.[day];
            return h && !h.closed ? formatDayHours(h) : null;
          }),
        })),
      ]
    : [];

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('Schedule')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          sx={{ '@media print': { display: 'none' } }}
        >
          {t('Print')}
        </Button>
      </Box>
      {people.isError ? (
        <Alert severity="error">{t('Failed to load the schedule.')}</Alert>
      ) : !people.data ? (
        <CircularProgress aria-label={t('Loading')} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('Who works when')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Name')}</TableCell>
                {WEEK_DAYS.map((day) => (
                  <TableCell key={day}>{t(day)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell component="th" scope="row">
                    <bdi>{r.name}</bdi>
                    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                      {t(r.title)}
                    </Typography>
                  </TableCell>
                  {r.days.map((hours, i) => (
                    <TableCell key={WEEK_DAYS[i]} sx={{ color: hours ? undefined : 'text.secondary' }}>
                      {hours ? ltr(hours) : t('Off')}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

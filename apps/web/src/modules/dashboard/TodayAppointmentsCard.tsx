import { APPOINTMENT_STATUSES, STATUS_COLORS } from '@chairside/domain';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Box, Chip, Stack } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { localDate } from '../appointment-book/calendarRange';
import { useAppointmentCounts } from '../appointments/api';
import { StatCard } from './StatCard';

/** How many visits the book holds today, and how far along they are (counted by the server, per status). */
export function TodayAppointmentsCard() {
  const { t } = useTranslation();
  const today = localDate();
  const { data, isLoading, isError, refetch } = useAppointmentCounts(today, today);
  const statuses = APPOINTMENT_STATUSES.filter((s) => (data?.byStatus[s] ?? 0) > 0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <StatCard
        label={t('Appointments today')}
        icon={EventAvailableOutlined}
        total={data?.total}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        to="/rendezvous"
      />
      {/* The chips' row is kept while the counts load: the calendar under it on phones stays put. */}
      {isLoading && <Box sx={{ minHeight: 24 }} />}
      {statuses.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap' }} aria-label={t('Today by status')}>
          {statuses.map((s) => (
            <Chip key={s} size="small" color={STATUS_COLORS[s]} label={`${t(s)}: ${data?.byStatus[s] ?? 0}`} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

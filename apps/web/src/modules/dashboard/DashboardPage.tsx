import { TOP_LISTS, type TopListName } from '@chairside/domain';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthContext';
import { navItemForResource } from '../../shell/nav';
import { BillingFigures } from '../billing/BillingFigures';
import { AppointmentsCalendarCard } from './AppointmentsCalendarCard';
import { HealthPanel } from './HealthPanel';
import { PendingAccountsCard } from './PendingAccountsCard';
import { StatCard } from './StatCard';
import { TodayAppointmentsCard } from './TodayAppointmentsCard';
import { TopListCard } from './TopListCard';
import { useResourceTotals } from './useResourceTotals';

/**
 * Spec 000 §2.9, with real numbers only: record counts per readable resource,
 * the Top 5 lists, the appointments calendar, and the server's health.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, can } = useAuth();
  const totals = useResourceTotals();

  return (
    <Box>
      <Typography variant="h4" component="h1">
        {t('Dashboard')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {t('Welcome, {{name}}.', { name: user?.username ?? t('User') })}
      </Typography>
      <BillingFigures />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          mb: 3,
        }}
      >
        {totals.map(({ def, total, isLoading, isError, refetch }) => {
          const nav = navItemForResource(def.name);
          return (
            <StatCard
              key={def.name}
              label={t(def.plural)}
              icon={nav?.icon ?? CategoryOutlined}
              total={total}
              isLoading={isLoading}
              isError={isError}
              onRetry={refetch}
              to={nav?.path}
            />
          );
        })}
        {can('appointments.view') && <TodayAppointmentsCard />}
        {can('users.manage') && <PendingAccountsCard />}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', mb: 3 }}>
        {(Object.keys(TOP_LISTS) as TopListName[])
          .filter((name) => can(TOP_LISTS[name].permission))
          .map((name) => (
            <TopListCard key={name} name={name} />
          ))}
      </Box>
      {can('appointments.view') && (
        <Box sx={{ mb: 3 }}>
          <AppointmentsCalendarCard />
        </Box>
      )}
      <Box sx={{ maxWidth: { md: 480 } }}>
        <HealthPanel />
      </Box>
    </Box>
  );
}

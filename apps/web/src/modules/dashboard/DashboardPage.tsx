import { resourceByName, TOP_LISTS, type TopListName } from '@chairside/domain';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { Box, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { navItemForResource } from '../../shell/nav';
import { BillingFigures } from '../billing/BillingFigures';
import { AppointmentsCalendarCard } from './AppointmentsCalendarCard';
import { HealthPanel } from './HealthPanel';
import { PendingAccountsCard } from './PendingAccountsCard';
import { StatCard } from './StatCard';
import { TodayAppointmentsCard } from './TodayAppointmentsCard';
import { TopListCard } from './TopListCard';
import { useDashboardSummary } from './useDashboardSummary';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/**
 * Spec 000 §2.9, with real numbers only: today's visits and the calendar
 * first, then the record counts per readable resource and the charts (one
 * request), the Top 5 lists, and the server's health.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, can } = useAuth();
  const summary = useDashboardSummary();

  return (
    <Box>
      <Typography variant="h4" component="h1">
        {t('Dashboard')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {t('Welcome, {{name}}.', { name: user?.username ?? t('User') })}
      </Typography>
      {can('appointments.view') && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, mb: 3 }}>
          <Box>
            <TodayAppointmentsCard />
          </Box>
          <AppointmentsCalendarCard />
        </Box>
      )}
      <BillingFigures />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          mb: 3,
        }}
      >
        {(summary.data?.totals ?? []).map(({ resource, total }) => {
          const def = resourceByName.get(resource);
          if (!def) return null;
          const nav = navItemForResource(resource);
          return (
            <StatCard
              key={resource}
              label={t(def.plural)}
              icon={nav?.icon ?? CategoryOutlined}
              total={total}
              isLoading={false}
              isError={false}
              onRetry={() => void summary.refetch()}
              to={nav?.path}
            />
          );
        })}
        {summary.isLoading && (
          <StatCard
            label={t('Loading…')}
            icon={CategoryOutlined}
            total={undefined}
            isLoading
            isError={false}
            onRetry={() => {}}
          />
        )}
        {summary.isError && (
          <StatCard
            label={t('Dashboard')}
            icon={CategoryOutlined}
            total={undefined}
            isLoading={false}
            isError
            onRetry={() => void summary.refetch()}
          />
        )}
        {can('users.manage') && <PendingAccountsCard />}
      </Box>
      {summary.data && (
        <Suspense fallback={<PageLoader />}>
          <DashboardCharts summary={summary.data} />
        </Suspense>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', mb: 3 }}>
        {(Object.keys(TOP_LISTS) as TopListName[])
          .filter((name) => can(TOP_LISTS[name].permission))
          .map((name) => (
            <TopListCard key={name} name={name} />
          ))}
      </Box>
      <Box sx={{ maxWidth: { md: 480 } }}>
        <HealthPanel />
      </Box>
    </Box>
  );
}

import { catalogueEntryByName } from '@chairside/domain';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { Box } from '@mui/material';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { navItemForResource } from '../../shell/nav';
import { PendingAccountsCard } from './PendingAccountsCard';
import { StatCard } from './StatCard';
import { useDashboardSummary } from './useDashboardSummary';

/** The record counts per readable resource (from the one summary request), each linking to its list. */
export function DashboardCounters() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const summary = useDashboardSummary();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', mb: 3 }}>
      {(summary.data?.totals ?? []).map(({ resource, total }) => {
        const def = catalogueEntryByName.get(resource);
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
      {/* After the counts: drawn before them, it would be pushed aside when they arrive. */}
      {can('users.manage') && !summary.isLoading && <PendingAccountsCard />}
    </Box>
  );
}

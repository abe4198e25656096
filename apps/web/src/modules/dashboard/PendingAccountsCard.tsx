import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { useQuery } from '@tanstack/react-query';
import { fetchUsers, USERS_KEY } from '../../api/users';
import { useTranslation } from '../../i18n/useTranslation';
import { StatCard } from './StatCard';

/** For user managers: how many registered accounts wait for activation. */
export function PendingAccountsCard() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useQuery({
    queryKey: [...USERS_KEY, 'pending-total'],
    queryFn: () => fetchUsers({ active: 'false', page: 1, pageSize: 1 }),
  });
  return (
    <StatCard
      label={t('Accounts awaiting activation')}
      icon={HowToRegOutlined}
      total={data?.total}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      to="/configuration/users?active=false"
    />
  );
}

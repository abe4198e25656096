import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { Box } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { StatCard } from '../dashboard/StatCard';
import { useRecallSummary } from './api';

/** The dashboard's recall tiles (issue 25): due this month, and visits booked from the recall list this month. */
export function RecallTiles() {
  const { t } = useTranslation();
  const summary = useRecallSummary();
  const card = { isLoading: summary.isLoading, isError: summary.isError, onRetry: () => void summary.refetch() };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', mb: 3 }}>
      <StatCard
        label={t('Recall due this month')}
        icon={ReplayOutlined}
        total={summary.data?.dueThisMonth}
        to="/recall"
        {...card}
      />
      <StatCard
        label={t('Booked from recall this month')}
        icon={EventAvailableOutlined}
        total={summary.data?.bookedFromRecall}
        {...card}
      />
    </Box>
  );
}

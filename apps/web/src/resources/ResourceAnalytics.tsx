import type { AnyResource, SummaryChartResult } from '@chairside/domain';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { get } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { LoadErrorAlert } from './LoadErrorAlert';
import { resourceKeys } from './queryKeys';

const SummaryCharts = lazy(() => import('./SummaryCharts'));

const loading = (label: string) => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
    <CircularProgress aria-label={label} />
  </Box>
);

/** A record type's analytics page: the charts its definition declares, computed by the server. */
export function ResourceAnalytics({ def, title }: { def: AnyResource; title: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...resourceKeys.all, def.name, 'analytics'],
    queryFn: () => get<{ charts: SummaryChartResult[] }>(`/${def.name}/analytics`),
  });
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(title)}
      </Typography>
      {query.isError ? (
        <LoadErrorAlert onRetry={query.refetch} />
      ) : query.data ? (
        <Suspense fallback={loading(t('Loading…'))}>
          <SummaryCharts def={def} charts={query.data.charts} />
        </Suspense>
      ) : (
        loading(t('Loading…'))
      )}
    </Box>
  );
}

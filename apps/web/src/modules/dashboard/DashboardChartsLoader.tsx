import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { CHART_CARD_HEIGHT } from './chartSize';
import { useDashboardSummary } from './useDashboardSummary';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The charts of the summary, their code (@mui/x-charts) fetched once the summary is there. */
export function DashboardChartsLoader() {
  const summary = useDashboardSummary();
  // The charts' room, kept while the summary and their code arrive.
  const room = <Box sx={{ minHeight: CHART_CARD_HEIGHT, mb: 3 }} />;
  if (!summary.data) return summary.isLoading ? room : null;
  return (
    <Suspense fallback={room}>
      <DashboardCharts summary={summary.data} />
    </Suspense>
  );
}

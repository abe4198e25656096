import type { AnyResource } from '@chairside/domain';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { LoadErrorAlert } from './LoadErrorAlert';
import { formatTile, type SummarySelection } from './summaryData';
import { useFormatContext } from './useFormatContext';
import { useChartsShown, useResourceSummary } from './useResourceSummary';

const SummaryCharts = lazy(() => import('./SummaryCharts'));

const CHART_HEIGHT = 240;

export interface ResourceSummaryProps {
  def: AnyResource;
  /** The list's current search and filters. */
  selection: SummarySelection;
  id?: string;
}

const chartGrid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' },
} as const;
const tileGrid = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' } as const;

function ChartSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => `chart-skeleton-${i}`).map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={CHART_HEIGHT} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </>
  );
}

/**
 * The summary of a resource, computed by the server: its tiles (counts and
 * totals) and its charts, over the records the list shows.
 */
export function ResourceSummary({ def, selection, id }: ResourceSummaryProps) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const summary = useResourceSummary(def, selection);
  const declared = def.summary ?? { tiles: [], charts: [] };
  const [chartsShown, toggleCharts] = useChartsShown(def.name);
  const chartsId = useId();

  if (summary.isError && !summary.data) return <LoadErrorAlert id={id} sx={{ mb: 2 }} onRetry={summary.refetch} />;

  const data = summary.data;
  return (
    <Box
      id={id}
      component="section"
      aria-label={t('Summary')}
      aria-busy={summary.isFetching}
      sx={{ mb: 2, display: 'grid', gap: 1.5 }}
    >
      {declared.tiles.length > 0 && (
        <Box sx={tileGrid}>
          {(data?.tiles ?? declared.tiles.map((tile) => ({ label: tile.label, value: null, format: undefined }))).map(
            (tile) => (
              <Paper key={tile.label} variant="outlined" sx={{ px: 2, py: 1.25 }}>
                {/* A long label (French, Spanish) wraps rather than being cut short. */}
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
                  {t(tile.label)}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                  {data ? formatTile(tile, ctx) : <Skeleton width="50%" />}
                </Typography>
              </Paper>
            ),
          )}
        </Box>
      )}
      {declared.charts.length > 0 && (
        <Box>
          <Button
            size="small"
            startIcon={chartsShown ? <ExpandLess /> : <ExpandMore />}
            aria-expanded={chartsShown}
            aria-controls={chartsShown ? chartsId : undefined}
            onClick={toggleCharts}
          >
            {t(chartsShown ? 'Hide charts' : 'Show charts')}
          </Button>
        </Box>
      )}
      {declared.charts.length > 0 && chartsShown && (
        <Box id={chartsId} sx={chartGrid}>
          {data ? (
            <Suspense fallback={<ChartSkeletons count={data.charts.length} />}>
              <SummaryCharts def={def} charts={data.charts} />
            </Suspense>
          ) : (
            <ChartSkeletons count={declared.charts.length} />
          )}
        </Box>
      )}
    </Box>
  );
}

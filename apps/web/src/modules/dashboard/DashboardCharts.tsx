import { APPOINTMENT_STATUSES, type DashboardSummary } from '@chairside/domain';
import { Box, Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CHART_HEIGHT as HEIGHT } from './chartSize';

/** Loaded on demand with the dashboard: @mui/x-charts stays out of the pages that show no chart. */

/**
 * Off on the dashboard: each chart's entry animation re-renders its SVG on every frame while the
 * rest of the page is still settling, which Lighthouse counts as blocking time on a slow phone.
 */
const skipAnimation = true;

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t(title)}
      </Typography>
      {empty ? (
        <Box sx={{ height: HEIGHT, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
          <Typography variant="body2">{t('No data')}</Typography>
        </Box>
      ) : (
        children
      )}
    </Paper>
  );
}

const integerAxis = [{ tickMinStep: 1 }];

/** This month's visits per day, one stacked series per status. */
function VisitsPerDay({ data }: { data: NonNullable<DashboardSummary['visitsPerDay']> }) {
  const { t } = useTranslation();
  const start = dayjs(`${data.month}-01`);
  const days = Array.from({ length: start.daysInMonth() }, (_, i) => start.add(i, 'day').format('YYYY-MM-DD'));
  const statuses = APPOINTMENT_STATUSES.filter((s) => data.items.some((i) => i.status === s));
  const series = statuses.map((status) => ({
    label: t(status),
    stack: 'visits',
    data: days.map((day) => data.items.find((i) => i.day === day && i.status === status)?.count ?? 0),
  }));
  return (
    <ChartCard title="Visits per day this month" empty={data.items.length === 0}>
      <BarChart
        height={HEIGHT}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: days.map((d) => String(Number(d.slice(8)))) }]}
        yAxis={integerAxis}
        series={series}
      />
    </ChartCard>
  );
}

/** The dashboard's charts (spec 000 §2.9), from the one summary request. */
export default function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const monthName = (m: string) => dayjs(`${m}-01`).toDate().toLocaleDateString(i18n.language, { month: 'short' });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', mb: 3 }}>
      {summary.visitsPerDay && <VisitsPerDay data={summary.visitsPerDay} />}
      {summary.newPatients && (
        <ChartCard title="New patients per month" empty={summary.newPatients.every((m) => m.count === 0)}>
          <LineChart
            height={HEIGHT}
            skipAnimation={skipAnimation}
            xAxis={[{ scaleType: 'point', data: summary.newPatients.map((m) => monthName(m.month)) }]}
            yAxis={integerAxis}
            series={[
              {
                data: summary.newPatients.map((m) => m.count),
                label: t('New patients'),
                color: theme.palette.primary.main,
              },
            ]}
          />
        </ChartCard>
      )}
      {summary.topProcedures && (
        <ChartCard title="Top procedures" empty={summary.topProcedures.length === 0}>
          <BarChart
            height={HEIGHT}
            skipAnimation={skipAnimation}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: summary.topProcedures.map((p) => p.name), width: 120 }]}
            xAxis={integerAxis}
            series={[
              {
                data: summary.topProcedures.map((p) => p.count),
                label: t('Procedures'),
                color: theme.palette.primary.main,
              },
            ]}
          />
        </ChartCard>
      )}
    </Box>
  );
}

import type { AnyResource, SummaryChartResult } from '@chairside/domain';
import { Box, Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { type ReactNode, useId } from 'react';
import { isolate } from '../i18n/bidi';
import { useTranslation } from '../i18n/useTranslation';
import { CHART_PALETTE, type ChipPalette, chartKind, valueColors } from './chartColors';
import { formatMoney } from './format';
import { chartData } from './summaryData';
import { useFormatContext } from './useFormatContext';

/** Loaded on demand: @mui/x-charts stays out of the pages that show no chart. */

const HEIGHT = 240;
/** Room under a bar chart for its category names, turned to fit (none is dropped or cut). */
const X_LABELS_HEIGHT = 72;

export interface SummaryChartsProps {
  def: AnyResource;
  charts: SummaryChartResult[];
}

function SummaryChart({ def, chart }: { def: AnyResource; chart: SummaryChartResult }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const ctx = useFormatContext();
  const titleId = useId();
  const declared = [...(def.summary?.charts ?? []), ...(def.analytics ?? [])].find((c) => c.title === chart.title);
  const data = chartData(chart, def, declared?.groupBy, declared?.series, ctx);
  // Each name in its own direction: a blood group keeps its sign after the letter (`O-`) on an Arabic axis.
  const categories = data.categories.map(isolate);
  // Amounts read as money in the tooltips (the axis keeps plain numbers, shorter).
  const money = data.money ? (v: number | null) => (v === null ? '' : formatMoney(v.toFixed(2), ctx)) : null;
  const title = t(chart.title);
  const single = data.series.length === 1;
  const chips: ChipPalette = {
    primary: theme.palette.primary.main,
    secondary: theme.palette.secondary.main,
    success: theme.palette.success.main,
    error: theme.palette.error.main,
    warning: theme.palette.warning.main,
    info: theme.palette.info.main,
  };
  const groupField = declared ? def.fields[declared.groupBy] : undefined;
  const seriesField = declared?.series ? def.fields[declared.series] : undefined;
  // A value has one colour everywhere: its chip's in the grid, the same in every chart.
  const categoryColors = valueColors(data.keys, groupField, chips);
  const seriesColors = valueColors(data.seriesKeys, seriesField, chips);
  // One series takes the theme's colour; several take their values' colours.
  const series = data.series.map((s, i) => ({
    data: s.data,
    label: s.label === undefined ? undefined : isolate(s.label),
    color: single ? theme.palette.primary.main : (seriesColors[i] ?? CHART_PALETTE[0]),
    ...(money ? { valueFormatter: money } : {}),
  }));
  const kind = chartKind(chart, groupField, data.categories.length);
  // One bar series over categories takes the categories' colours, as the pie does.
  const barColors =
    single && groupField?.kind === 'choice' ? { colorMap: { type: 'ordinal' as const, colors: categoryColors } } : {};
  // Amounts on the axis in short form (15K), so that they fit beside the chart.
  const compact = new Intl.NumberFormat(`${ctx.language}-u-nu-latn`, { notation: 'compact' });
  const integer = [{ tickMinStep: 1, ...(money ? { valueFormatter: (v: number) => compact.format(v) } : {}) }];

  let body: ReactNode;
  if (chart.points.length === 0)
    body = (
      <Box sx={{ height: HEIGHT, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">{t('No data')}</Typography>
      </Box>
    );
  else if (kind === 'pie')
    body = (
      <PieChart
        height={HEIGHT}
        series={[
          {
            data: categories.map((label, id) => ({
              id,
              label,
              value: data.totals[id] ?? 0,
              color: categoryColors[id] ?? CHART_PALETTE[0],
            })),
            innerRadius: 40,
            paddingAngle: 1,
            cornerRadius: 3,
            highlightScope: { fade: 'global', highlight: 'item' },
            ...(money ? { valueFormatter: (item: { value: number }) => money(item.value) } : {}),
          },
        ]}
      />
    );
  else if (kind === 'line')
    // Over time only; straight segments (a smoothed curve overshoots below zero) and a mark on
    // every month, so that a single month is drawn too.
    body = (
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: categories }]}
        yAxis={integer}
        series={series.map((s) => ({ ...s, curve: 'linear' as const, showMark: true }))}
        hideLegend={single}
      />
    );
  else
    body = (
      <BarChart
        height={HEIGHT + X_LABELS_HEIGHT}
        xAxis={[
          {
            scaleType: 'band',
            data: categories,
            categoryGapRatio: 0.4,
            ...barColors,
            // Every category named: the labels turn to fit instead of being dropped or cut.
            height: X_LABELS_HEIGHT,
            tickLabelInterval: () => true,
            tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 11 },
          },
        ]}
        yAxis={integer}
        series={series}
        hideLegend={single}
      />
    );

  return (
    <Paper variant="outlined" component="figure" aria-labelledby={titleId} sx={{ m: 0, p: 1.5, minWidth: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {body}
    </Paper>
  );
}

export default function SummaryCharts({ def, charts }: SummaryChartsProps) {
  return (
    <>
      {charts.map((chart) => (
        <SummaryChart key={chart.title} def={def} chart={chart} />
      ))}
    </>
  );
}

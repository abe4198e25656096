import {
  type AnyResource,
  type FieldDef,
  SUMMARY_NONE,
  type SummaryChartResult,
  type SummaryTileResult,
} from '@chairside/domain';
import { type FormatContext, formatMoney, formatNumber } from './format';

/** The part of the list's state a summary follows: the free-text search and the filters. */
export interface SummarySelection {
  q?: string;
  filters?: Record<string, string>;
}

/** Query string of `GET /api/{name}/summary`: the search and the set filters, nothing else. */
export function summaryQuery(selection: SummarySelection): Record<string, string> {
  const query: Record<string, string> = {};
  const q = selection.q?.trim();
  if (q) query.q = q;
  for (const [key, value] of Object.entries(selection.filters ?? {})) if (value !== '') query[key] = value;
  return query;
}

/** A tile's number as shown: a count or integer total in the language's style, a money total with the clinic's currency. */
export function formatTileValue(value: SummaryTileResult['value'], ctx: FormatContext): string {
  return typeof value === 'string' ? formatMoney(value, ctx) : formatNumber(value, ctx, 0);
}

/** Group keys the server itself names. */
const SERVER_WORDS = new Set([SUMMARY_NONE, 'Other']);

/**
 * The label of a group or series value: choice values, Yes/No and the server's
 * `None`/`Other` are translated; free text and referenced records' titles are shown as stored.
 */
export function groupLabel(key: string, field: FieldDef | undefined, ctx: Pick<FormatContext, 't'>): string {
  if (SERVER_WORDS.has(key) || field?.kind === 'choice' || field?.kind === 'boolean') return ctx.t(key);
  return key;
}

export interface ChartData {
  /** The x-axis (or pie slice) labels, in the server's order. */
  categories: string[];
  /** One series (`label` undefined) or one per series value, each with one value per category. */
  series: { label?: string; data: number[] }[];
  /** Per category, the total over the series (what a pie shows). */
  totals: number[];
}

/** A chart's points as category labels and series of numbers, ready for MUI X Charts. */
export function chartData(
  chart: SummaryChartResult,
  def: AnyResource,
  groupBy: string | undefined,
  seriesBy: string | undefined,
  ctx: Pick<FormatContext, 't'>,
): ChartData {
  const keys: string[] = [];
  const seriesKeys: string[] = [];
  for (const p of chart.points) {
    if (!keys.includes(p.key)) keys.push(p.key);
    if (p.series !== undefined && !seriesKeys.includes(p.series)) seriesKeys.push(p.series);
  }
  const groupField = groupBy ? def.fields[groupBy] : undefined;
  const seriesField = seriesBy ? def.fields[seriesBy] : undefined;
  const countOf = (key: string, series?: string) =>
    chart.points
      .filter((p) => p.key === key && (series === undefined || p.series === series))
      .reduce((sum, p) => sum + p.value, 0);
  const series = seriesKeys.length
    ? seriesKeys.map((s) => ({ label: groupLabel(s, seriesField, ctx), data: keys.map((k) => countOf(k, s)) }))
    : [{ data: keys.map((k) => countOf(k)) }];
  return {
    categories: keys.map((k) => groupLabel(k, groupField, ctx)),
    series,
    totals: keys.map((k) => countOf(k)),
  };
}

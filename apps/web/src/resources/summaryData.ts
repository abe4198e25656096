import {
  type AnyResource,
  type FieldDef,
  moneyToCents,
  SUMMARY_NONE,
  type SummaryChartResult,
  type SummaryTileResult,
} from '@chairside/domain';
import { type FormatContext, formatDecimal, formatMoney, formatNumber, optionLabel, recordFormat } from './format';

/** The part of the list's state a summary follows: the free-text search, the filters and the view. */
export interface SummarySelection {
  q?: string;
  filters?: Record<string, string>;
  view?: string;
}

/** Query string of `GET /api/{name}/summary`: the search, the set filters and the view, nothing else. */
export function summaryQuery(selection: SummarySelection): Record<string, string> {
  const query: Record<string, string> = {};
  const q = selection.q?.trim();
  if (q) query.q = q;
  if (selection.view) query.view = selection.view;
  for (const [key, value] of Object.entries(selection.filters ?? {})) if (value !== '') query[key] = value;
  return query;
}

/**
 * A tile's number as shown: a count or integer total in the language's style, a money
 * amount with the clinic's currency, an average with the places the server rounded it to,
 * or a dash for an average over no records.
 */
export function formatTileValue(
  value: SummaryTileResult['value'],
  ctx: FormatContext,
  format: SummaryTileResult['format'] = 'money',
): string {
  if (value === null) return '—';
  if (typeof value === 'number') return formatNumber(value, ctx, 0);
  return format === 'decimal' ? formatDecimal(value, ctx) : formatMoney(value, ctx);
}

/** A tile as shown: per currency when the server totalled it so (`$120.00 · €80.00`), else its one value. */
export function formatTile(tile: SummaryTileResult, ctx: FormatContext): string {
  if (!tile.currencies?.length) return formatTileValue(tile.value, ctx, tile.format);
  return tile.currencies.map((c) => formatMoney(c.value, recordFormat(ctx, c))).join(' · ');
}

/** Group keys the server itself names. */
const SERVER_WORDS = new Set([SUMMARY_NONE, 'Other']);

/**
 * The label of a group or series value: choice values, Yes/No and the server's
 * `None`/`Other` are translated; free text and referenced records' titles are shown as stored.
 */
export function groupLabel(
  key: string,
  field: FieldDef | undefined,
  ctx: Pick<FormatContext, 't' | 'language'>,
): string {
  if (SERVER_WORDS.has(key) || field?.kind === 'boolean') return ctx.t(key);
  if (field?.kind === 'choice') return optionLabel(field, key, ctx);
  return key;
}

export interface ChartData {
  /** The x-axis (or pie slice) labels, in the server's order. */
  categories: string[];
  /** The values behind them, as the server sent them (a choice's option), for their colours. */
  keys: string[];
  /** The series values as the server sent them, in the order of `series`. */
  seriesKeys: string[];
  /** One series (`label` undefined) or one per series value, each with one value per category. */
  series: { label?: string; data: number[] }[];
  /** Per category, the total over the series (what a pie shows). */
  totals: number[];
  /** The values are amounts of money (a chart that totals a money field), not counts. */
  money: boolean;
}

/** A chart's points as category labels and series of numbers, ready for MUI X Charts. */
export function chartData(
  chart: SummaryChartResult,
  def: AnyResource,
  groupBy: string | undefined,
  seriesBy: string | undefined,
  ctx: Pick<FormatContext, 't' | 'language'>,
): ChartData {
  const keys: string[] = [];
  const seriesKeys: string[] = [];
  for (const p of chart.points) {
    if (!keys.includes(p.key)) keys.push(p.key);
    if (p.series !== undefined && !seriesKeys.includes(p.series)) seriesKeys.push(p.series);
  }
  const groupField = groupBy ? def.fields[groupBy] : undefined;
  const seriesField = seriesBy ? def.fields[seriesBy] : undefined;
  // Money totals come as decimal strings: added up in cents, plotted in currency units.
  const money = chart.points.some((p) => typeof p.value === 'string');
  const countOf = (key: string, series?: string) => {
    const total = chart.points
      .filter((p) => p.key === key && (series === undefined || p.series === series))
      .reduce((sum, p) => sum + (typeof p.value === 'string' ? moneyToCents(p.value) : p.value), 0);
    return money ? total / 100 : total;
  };
  const series = seriesKeys.length
    ? seriesKeys.map((s) => ({ label: groupLabel(s, seriesField, ctx), data: keys.map((k) => countOf(k, s)) }))
    : [{ data: keys.map((k) => countOf(k)) }];
  return {
    categories: keys.map((k) => groupLabel(k, groupField, ctx)),
    keys,
    seriesKeys,
    series,
    totals: keys.map((k) => countOf(k)),
    money,
  };
}

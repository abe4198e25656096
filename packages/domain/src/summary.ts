import { z } from 'zod';
import type { FieldDef } from './fields.js';

/**
 * Summary tiles and charts of a record type: declared with its definition,
 * computed by the server from the data (`GET /api/{name}/summary`), following
 * the same search and filters as the list.
 */

/** A number over the records: a count (optionally of those whose field is one of some values), a sum or an average. */
export interface SummaryTile<K extends string = string> {
  /** English label, also the i18n key: `Total Patients`, `Pending`. */
  label: string;
  /** Only the records whose field is one of these values; without it, every record. */
  where?: { field: K; in: readonly string[] };
  /** A money or integer field to total instead of counting. */
  sum?: K;
  /** A number or money field to average instead of counting (exact, rounded to `decimals` places). */
  avg?: K;
  /** Decimal places of an average: 0 to 6 (default 2). */
  decimals?: number;
  /**
   * With a money `sum`: the text field holding each record's currency code. The
   * total is then one amount per currency (`$120.00 · €80.00`), never two currencies added.
   */
  byCurrency?: K;
}

export type SummaryChartType = 'pie' | 'bar' | 'line';

/** Records counted per value of a field. */
export interface SummaryChart<K extends string = string> {
  /** English title, also the i18n key. */
  title: string;
  type: SummaryChartType;
  /**
   * A choice, text, boolean or reference field: one point per value (a reference shows the record's title).
   * A multi-choice field counts each record once under each of its values (doctors available per day).
   * A date or date-time field groups by month (`2026-03`), in time order: a chart over time.
   */
  groupBy: K;
  /** A second choice (or boolean) field: one series per value, e.g. status per category. */
  series?: K;
  /** Only these values of the series field (Completed and Pending of a status); without it, every value. */
  seriesValues?: readonly string[];
  /** Group by the leading letters of the value, up to the first non-letter: blood type `AB+` → `AB`. */
  prefix?: boolean;
  /** A date field (a birth date) counted by age band today: `0-17`, `18-34`… (see `AGE_BANDS`). */
  bucket?: 'age';
  /** A money or integer field to total per group instead of counting the records: amount per category. */
  sum?: K;
}

export interface SummaryDef<K extends string = string> {
  tiles: readonly SummaryTile<K>[];
  charts: readonly SummaryChart<K>[];
}

/** The label of a group whose value is empty. */
export const SUMMARY_NONE = 'None';

const GROUP_KINDS: readonly FieldDef['kind'][] = [
  'choice',
  'choices',
  'textList',
  'text',
  'boolean',
  'reference',
  'date',
  'datetime',
];

/** Age bands of a chart with `bucket: 'age'`, in order. */
export const AGE_BANDS = ['0-17', '18-34', '35-49', '50-64', '65+'] as const;
const SERIES_KINDS: readonly FieldDef['kind'][] = ['choice', 'boolean'];
const WHERE_KINDS: readonly FieldDef['kind'][] = ['choice', 'text', 'boolean', 'choices'];
const SUM_KINDS: readonly FieldDef['kind'][] = ['money', 'integer'];
const AVG_KINDS: readonly FieldDef['kind'][] = ['money', 'integer', 'decimal'];

/**
 * What is wrong with a summary declaration, as messages (empty when it is sound).
 * The types already check that named fields exist; this checks their kinds and values.
 */
export function summaryProblems(name: string, fields: Record<string, FieldDef>, summary: SummaryDef): string[] {
  const problems: string[] = [];
  const field = (key: string, allowed: readonly FieldDef['kind'][], role: string): FieldDef | undefined => {
    const f = fields[key];
    if (!f) problems.push(`${name}: summary ${role} names unknown field ${key}`);
    else if (!allowed.includes(f.kind))
      problems.push(`${name}: summary ${role} ${key} is a ${f.kind} field (allowed: ${allowed.join(', ')})`);
    else return f;
    return undefined;
  };
  const labels = new Set<string>();
  for (const tile of summary.tiles) {
    if (labels.has(tile.label)) problems.push(`${name}: two summary tiles are labelled ${tile.label}`);
    labels.add(tile.label);
    if (tile.sum !== undefined) field(tile.sum, SUM_KINDS, `tile "${tile.label}" sum`);
    if (tile.avg !== undefined) field(tile.avg, AVG_KINDS, `tile "${tile.label}" avg`);
    if (tile.sum !== undefined && tile.avg !== undefined)
      problems.push(`${name}: summary tile "${tile.label}" both sums and averages`);
    if (tile.decimals !== undefined && (tile.avg === undefined || !Number.isInteger(tile.decimals)))
      problems.push(`${name}: summary tile "${tile.label}" decimals needs an avg and a whole number`);
    else if (tile.decimals !== undefined && (tile.decimals < 0 || tile.decimals > 6))
      problems.push(`${name}: summary tile "${tile.label}" decimals must be 0 to 6`);
    if (tile.byCurrency !== undefined) {
      field(tile.byCurrency, ['text'], `tile "${tile.label}" byCurrency`);
      if (tile.sum === undefined || fields[tile.sum]?.kind !== 'money')
        problems.push(`${name}: summary tile "${tile.label}" byCurrency needs a sum of a money field`);
    }
    if (tile.where) {
      const f = field(tile.where.field, WHERE_KINDS, `tile "${tile.label}" where`);
      if (tile.where.in.length === 0) problems.push(`${name}: summary tile "${tile.label}" matches no value`);
      const options =
        f?.kind === 'choice' || f?.kind === 'choices' ? f.options : f?.kind === 'boolean' ? ['true', 'false'] : null;
      for (const v of options ? tile.where.in : [])
        if (!options?.includes(v))
          problems.push(`${name}: summary tile "${tile.label}": ${v} is not a value of ${tile.where.field}`);
    }
  }
  const titles = new Set<string>();
  for (const chart of summary.charts) {
    if (titles.has(chart.title)) problems.push(`${name}: two summary charts are titled ${chart.title}`);
    titles.add(chart.title);
    const g = field(chart.groupBy, GROUP_KINDS, `chart "${chart.title}" groupBy`);
    if (chart.series !== undefined) {
      field(chart.series, SERIES_KINDS, `chart "${chart.title}" series`);
      if (chart.series === chart.groupBy)
        problems.push(`${name}: summary chart "${chart.title}" series is its groupBy`);
      const s = fields[chart.series];
      const options = s?.kind === 'choice' ? s.options : s?.kind === 'boolean' ? ['true', 'false'] : [];
      for (const v of chart.seriesValues ?? [])
        if (!options.includes(v))
          problems.push(`${name}: summary chart "${chart.title}": ${v} is not a value of ${chart.series}`);
    } else if (chart.seriesValues)
      problems.push(`${name}: summary chart "${chart.title}" has seriesValues but no series`);
    if (chart.sum !== undefined) field(chart.sum, SUM_KINDS, `chart "${chart.title}" sum`);
    if (chart.bucket === 'age' && g && g.kind !== 'date')
      problems.push(`${name}: summary chart "${chart.title}" age bands need a date field`);
    if (chart.prefix && g && g.kind !== 'text' && g.kind !== 'choice')
      problems.push(`${name}: summary chart "${chart.title}" prefix needs a text or choice field`);
  }
  return problems;
}

/** Query of `GET /api/{name}/summary` is the list's search and filters; this is its answer. */
export const summaryTileSchema = z.object({
  label: z.string(),
  /**
   * A count or an integer sum; a money sum or average, or an average, is a decimal
   * string (`"1250.00"`, `"4.35"`); an average over no records is null.
   */
  value: z.union([z.number().int(), z.string(), z.null()]),
  /** How a string value reads: an amount of money (the default) or a plain decimal number. */
  format: z.enum(['money', 'decimal']).optional(),
  /**
   * A tile totalled per currency: one amount per currency code, largest first (empty when
   * nothing matches). `value` is then the amount when there is at most one currency, else null.
   */
  currencies: z.array(z.object({ currency: z.string(), value: z.string() })).optional(),
});

export const summaryPointSchema = z.object({
  /** The group: a choice value, a text, a referenced record's title, or `None`. */
  key: z.string(),
  /** The series value, for charts with a series. */
  series: z.string().optional(),
  /** A count or an integer total; a money total (a chart with `sum` of a money field) is a decimal string. */
  value: z.union([z.number().int(), z.string()]),
});

export const summaryChartSchema = z.object({
  title: z.string(),
  type: z.enum(['pie', 'bar', 'line']),
  points: z.array(summaryPointSchema),
});

export const summaryResponseSchema = z.object({
  tiles: z.array(summaryTileSchema),
  charts: z.array(summaryChartSchema),
});

export type SummaryTileResult = z.infer<typeof summaryTileSchema>;
export type SummaryPoint = z.infer<typeof summaryPointSchema>;
export type SummaryChartResult = z.infer<typeof summaryChartSchema>;
export type SummaryResult = z.infer<typeof summaryResponseSchema>;

import {
  AGE_BANDS,
  type AnyResource,
  centsToMoney,
  DEFAULT_SETTINGS,
  type FieldDef,
  referenceTarget,
  SUMMARY_NONE,
  type SummaryChart,
  type SummaryChartResult,
  type SummaryPoint,
  type SummaryResult,
  type SummaryTile,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { snake } from '../db/resource-table.js';
import { quote } from './columns.js';
import type { ListParams, ResourceRepository } from './repository.js';

type Selection = Pick<ListParams, 'q' | 'filters' | 'archived' | 'view' | 'from' | 'to'>;

/** At most this many groups per chart; the smallest of the rest are added up as `Other`. */
export const MAX_GROUPS = 30;
export const SUMMARY_OTHER = 'Other';

/**
 * The summary tiles and charts of a record type, computed in SQL over the
 * records the list would show (same search, same filters): one query for all
 * the tiles, one statement grouping all the charts that do not unnest a list (see {@link SummaryQueries.charts}).
 */
export class SummaryQueries {
  constructor(
    private readonly def: AnyResource,
    private readonly repo: ResourceRepository,
  ) {}

  private field(key: string): { field: FieldDef; col: string } {
    const spec = this.repo.specs.find((s) => s.key === key);
    if (!spec) throw new Error(`${this.def.name}: unknown summary field ${key}`);
    return { field: spec.field, col: spec.derived ?? `t.${quote(spec.column)}` };
  }

  private column(key: string): string {
    const spec = this.repo.specs.find((s) => s.key === key);
    if (!spec) throw new Error(`${this.def.name}: unknown summary field ${key}`);
    return spec.column;
  }

  /** What the pre-grouping of `groupShared` selects for a field: its column, or its derived value named as the column. */
  private rawColumn(key: string): { select: string; group: string } {
    const { col } = this.field(key);
    const name = `t.${quote(this.column(key))}`;
    return col === name ? { select: col, group: col } : { select: `${col} as ${quote(this.column(key))}`, group: col };
  }

  private tileCondition(tile: SummaryTile): SQL {
    if (!tile.where) return sql`true`;
    const { field, col } = this.field(tile.where.field);
    const c = sql.raw(col);
    if (field.kind === 'boolean') {
      const wanted = [...new Set(tile.where.in)].map((v) => v === 'true');
      return wanted.length === 2 ? sql`${c} is not null` : sql`${c} = ${wanted[0] ?? false}`;
    }
    const values = sql`${sql.param([...tile.where.in])}::text[]`;
    if (field.kind === 'choices') return sql`${c} && ${values}`;
    return sql`${c} = any(${values})`;
  }

  private tileExpression(tile: SummaryTile, i: number): SQL {
    const alias = sql.raw(quote(`t${i}`));
    const cond = this.tileCondition(tile);
    if (tile.avg) {
      // numeric all the way (avg of integers or cents is numeric), rounded in SQL: exact decimals, never floats.
      const { field, col } = this.field(tile.avg);
      const places = field.kind === 'money' ? 2 : (tile.decimals ?? 2);
      const avg = sql`avg(${sql.raw(col)}) filter (where ${cond})`;
      const scaled = field.kind === 'money' ? sql`${avg} / 100` : avg;
      return sql`round(${scaled}, ${sql.raw(String(places))})::text as ${alias}`;
    }
    if (!tile.sum) return sql`count(*) filter (where ${cond})::int as ${alias}`;
    const { col } = this.field(tile.sum);
    // Text, so that a large total of cents reaches us whole.
    return sql`coalesce(sum(${sql.raw(col)}) filter (where ${cond}), 0)::text as ${alias}`;
  }

  async tiles(rows: Rows, selection: Selection): Promise<SummaryResult['tiles']> {
    const tiles = this.def.summary?.tiles ?? [];
    if (!tiles.length) return [];
    const [row] = await rows<Record<string, string | number>>(
      sql`select ${sql.join(
        tiles.map((t, i) => this.tileExpression(t, i)),
        sql`, `,
      )} from ${sql.raw(quote(this.def.table))} t where ${this.repo.where(selection)}`,
    );
    const perCurrency = await this.currencyTiles(rows, selection);
    return tiles.map((tile, i) => {
      const currencies = perCurrency.get(i);
      if (currencies)
        return {
          label: tile.label,
          value: currencies.length > 1 ? null : (currencies[0]?.value ?? '0.00'),
          currencies,
        };
      if (tile.avg) {
        const avg = row?.[`t${i}`];
        const format = this.field(tile.avg).field.kind === 'money' ? ('money' as const) : ('decimal' as const);
        return { label: tile.label, value: avg === null || avg === undefined ? null : String(avg), format };
      }
      const raw = row?.[`t${i}`] ?? 0;
      if (!tile.sum) return { label: tile.label, value: Number(raw) };
      const kind = this.field(tile.sum).field.kind;
      return { label: tile.label, value: kind === 'money' ? centsToMoney(Number(raw)) : Number(raw) };
    });
  }

  /**
   * The tiles totalled per currency (`byCurrency`), by tile index: one statement,
   * one row per currency and such tile. A record without a currency counts in the
   * clinic's (Settings → Localisation).
   */
  private async currencyTiles(
    rows: Rows,
    selection: Selection,
  ): Promise<Map<number, { currency: string; value: string }[]>> {
    const wanted = (this.def.summary?.tiles ?? []).flatMap((tile, i) =>
      tile.byCurrency && tile.sum ? [{ tile, i, sum: tile.sum, by: tile.byCurrency }] : [],
    );
    const result = new Map(wanted.map(({ i }) => [i, [] as { currency: string; value: string }[]]));
    const [first] = wanted;
    if (!first) return result;
    const currency = sql`coalesce(nullif(${sql.raw(this.field(first.by).col)}, ''),
      (select data->'localisation'->>'currency' from settings where id = 1), ${DEFAULT_SETTINGS.localisation.currency})`;
    const sums = wanted.map(
      ({ tile, i, sum }) =>
        sql`sum(${sql.raw(this.field(sum).col)}) filter (where ${this.tileCondition(tile)})::text as ${sql.raw(quote(`t${i}`))}`,
    );
    const found = await rows<Record<string, string | null>>(
      sql`select ${currency} as currency, ${sql.join(sums, sql`, `)}
          from ${sql.raw(quote(this.def.table))} t where ${this.repo.where(selection)} group by 1`,
    );
    for (const { i } of wanted) {
      const list = result.get(i) ?? [];
      for (const r of found) {
        const cents = r[`t${i}`];
        if (cents !== null && cents !== undefined) list.push({ currency: String(r.currency), value: cents });
      }
      list.sort((a, b) => Number(BigInt(b.value) - BigInt(a.value)) || a.currency.localeCompare(b.currency));
      result.set(
        i,
        list.map((c) => ({ currency: c.currency, value: centsToMoney(Number(c.value)) })),
      );
    }
    return result;
  }

  /**
   * The SQL text of a group key (`''` for an empty value) and the join it needs;
   * `fansOut` when the join gives a record several rows (one per value of a list).
   */
  private groupKey(
    key: string,
    alias: string,
    prefix: boolean,
    bucket?: 'age',
    pregrouped = false,
  ): { expr: string; join: string; fansOut: boolean } {
    const { field, col: read } = this.field(key);
    // Over the pre-grouped rows of `groupShared`, a derived choice was computed there under its column's name.
    const col = pregrouped ? `t.${quote(this.column(key))}` : read;
    if (bucket === 'age') {
      // Ages on the clinic's day (`app_today()`), not the database server's `current_date`.
      const band = (years: number, label: string) =>
        `when age(app_today(), ${col}) < interval '${years} years' then '${label}'`;
      return {
        expr: `case when ${col} is null then '' ${band(18, '0-17')} ${band(35, '18-34')} ${band(50, '35-49')} ${band(65, '50-64')} else '65+' end`,
        join: '',
        fansOut: false,
      };
    }
    if (field.kind === 'choices' || field.kind === 'textList')
      // One row per value of the record (a record without any counts once, as `None`).
      return {
        expr: `coalesce(${alias}.v, '')`,
        join: `left join lateral unnest(${col}) as ${alias}(v) on true`,
        fansOut: true,
      };
    if (field.kind === 'reference') {
      const target = referenceTarget(field.resource);
      if (!target) throw new Error(`${this.def.name}.${key} references unknown resource ${field.resource}`);
      return {
        // At most one row per record: the join is on the target's primary key.
        expr: `coalesce(${alias}.${quote(snake(target.titleField))}::text, '')`,
        join: `left join ${quote(target.table)} ${alias} on ${alias}.id = ${col}`,
        fansOut: false,
      };
    }
    if (field.kind === 'boolean')
      return { expr: `case ${col} when true then 'Yes' when false then 'No' else '' end`, join: '', fansOut: false };
    // Over time: one point per month, in UTC whatever the session's time zone.
    if (field.kind === 'datetime')
      return { expr: `coalesce(to_char(${col} at time zone 'UTC', 'YYYY-MM'), '')`, join: '', fansOut: false };
    if (field.kind === 'date') return { expr: `coalesce(to_char(${col}, 'YYYY-MM'), '')`, join: '', fansOut: false };
    const text = `coalesce(trim(${col}::text), '')`;
    return {
      expr: prefix ? `coalesce(substring(${text} from '^[[:alpha:]]+'), '')` : text,
      join: '',
      fansOut: false,
    };
  }

  /** How a chart groups and what it adds up; `n` numbers its aliases so that plans can share one statement. */
  private plan(chart: SummaryChart, n: number, pregrouped = false): ChartPlan {
    const group = this.groupKey(chart.groupBy, `g${n}`, chart.prefix ?? false, chart.bucket, pregrouped);
    const series = chart.series ? this.groupKey(chart.series, `s${n}`, false, undefined, pregrouped) : null;
    return { chart, group, series, total: chart.sum ? this.field(chart.sum) : null };
  }

  async chart(rows: Rows, chart: SummaryChart, selection: Selection): Promise<SummaryChartResult> {
    const [result] = await this.charts(rows, [chart], selection);
    if (!result) throw new Error(`${this.def.name}: chart ${chart.title} gave no result`);
    return result;
  }

  /**
   * Several charts over the same selection, reading the table as few times as possible.
   *
   * Charts whose grouping keeps one row per record share ONE statement and
   * one scan: the records are first counted per distinct value of the
   * columns the charts group on (a few dozen groups for choice fields), the
   * keys are computed on those groups, and `GROUP BY GROUPING SETS` adds them
   * up once per chart (PostgreSQL and PGlite). Before, each chart ran its own
   * `GROUP BY`, one full scan each, evaluating its key (trim, a regular
   * expression for prefixes) on every record: on 100,000 patients the three
   * summary charts took ~1.1 s on PGlite against ~0.2 s now, in one
   * statement (bench/history.md). A single `GROUP BY` per chart is kept only
   * for a lone chart and for a chart over a list field (`choices`,
   * `textList`): unnesting gives a record one row per value, which would
   * multiply the other charts' counts. The tiles stay a statement of their
   * own: folded into the grouping sets as the empty set (without the
   * pre-grouping, which tile sums and averages over other columns would
   * defeat) they measured slower than the two statements (0.97 s against 0.55 s).
   */
  async charts(rows: Rows, charts: readonly SummaryChart[], selection: Selection): Promise<SummaryChartResult[]> {
    const plans = charts.map((c, i) => this.plan(c, i));
    const fansOut = (p: ChartPlan) => p.group.fansOut || (p.series?.fansOut ?? false);
    const shared = plans.filter((p) => !fansOut(p));
    const grouped = new Map<ChartPlan, GroupRow[]>();
    const jobs: Promise<void>[] = plans
      .filter((p) => fansOut(p) || shared.length === 1)
      .map(async (p) => {
        grouped.set(p, await this.groupOne(rows, p, selection));
      });
    if (shared.length > 1)
      jobs.push(
        this.groupShared(rows, shared, selection).then((byPlan) => {
          for (const [p, r] of byPlan) grouped.set(p, r);
        }),
      );
    await Promise.all(jobs);
    return plans.map((p) => this.result(p, grouped.get(p) ?? []));
  }

  /** One chart, one `GROUP BY`. */
  private groupOne(rows: Rows, p: ChartPlan, selection: Selection): Promise<GroupRow[]> {
    const joins = sql.raw([p.group.join, p.series?.join ?? ''].filter(Boolean).join(' '));
    const seriesSelect = sql.raw(p.series ? `, ${p.series.expr} as series` : '');
    // A total of cents as text, so that it reaches us whole.
    const value = sql.raw(p.total ? `coalesce(sum(${p.total.col}), 0)::text` : 'count(*)::int');
    return rows<GroupRow>(
      sql`select ${sql.raw(p.group.expr)} as key${seriesSelect}, ${value} as value
          from ${sql.raw(quote(this.def.table))} t ${joins}
          where ${this.repo.where(selection)}
          group by 1${sql.raw(p.series ? ', 2' : '')}`,
    );
  }

  /**
   * Several charts in one statement: the middle select computes chart i's key
   * as `k{i}` (its series as `s{i}`, its total as `__m{i}`), the outer one
   * groups by one set per chart; `in{i}` (`grouping(k{i})`) = 0 marks chart i's rows.
   */
  private async groupShared(
    rows: Rows,
    plans: readonly ChartPlan[],
    selection: Selection,
  ): Promise<Map<ChartPlan, GroupRow[]>> {
    const raw = new Map<string, { select: string; group: string }>(); // the columns the keys are computed from
    const totals: string[] = [];
    const keys: string[] = [];
    const outer: string[] = ['sum(t."__n")::int as n'];
    const sets: string[] = [];
    // Keys read the pre-grouped rows, where a derived choice already holds its value.
    const over = plans.map((given, i) => this.plan(given.chart, i, true));
    over.forEach((p, i) => {
      raw.set(p.chart.groupBy, this.rawColumn(p.chart.groupBy));
      if (p.chart.series) raw.set(p.chart.series, this.rawColumn(p.chart.series));
      keys.push(`${p.group.expr} as k${i}`);
      outer.push(`k${i}`, `grouping(k${i}) as in${i}`);
      if (p.series) {
        keys.push(`${p.series.expr} as s${i}`);
        outer.push(`s${i}`);
      }
      sets.push(p.series ? `(k${i}, s${i})` : `(k${i})`);
      if (p.total) {
        totals.push(`, sum(${p.total.col}) as "__m${i}"`);
        keys.push(`t."__m${i}"`);
        // A total of cents as text, so that it reaches us whole.
        outer.push(`coalesce(sum("__m${i}"), 0)::text as v${i}`);
      }
    });
    const columns = [...raw.values()].map((c) => c.select).join(', ');
    const groupBy = [...raw.values()].map((c) => c.group).join(', ');
    const joins = over.flatMap((p) => [p.group.join, p.series?.join ?? '']).filter(Boolean);
    // Innermost, the one scan: the records counted (and summed) per distinct value of the raw
    // columns, a few dozen groups for choice fields. The keys (trimmed text, regular-expression
    // prefixes, age bands, joined titles) are then computed once per group, not once per record,
    // and each chart's set adds those groups up. The inner groups are named `t` with the
    // table's column names, so the keys' SQL reads them as it reads the table.
    const result = await rows<Record<string, string | number | null>>(
      sql`select ${sql.raw(outer.join(', '))}
          from (select ${sql.raw(keys.join(', '))}, t."__n"
                from (select ${sql.raw(columns)}, count(*) as "__n"${sql.raw(totals.join(''))}
                      from ${sql.raw(quote(this.def.table))} t
                      where ${this.repo.where(selection)}
                      group by ${sql.raw(groupBy)}) t ${sql.raw(joins.join(' '))}) t
          group by grouping sets (${sql.raw(sets.join(', '))})`,
    );
    return new Map(
      plans.map((p, i) => [
        p,
        result
          .filter((r) => Number(r[`in${i}`]) === 0)
          .map((r) => ({
            key: String(r[`k${i}`] ?? ''),
            ...(p.series ? { series: String(r[`s${i}`] ?? '') } : {}),
            value: (p.total ? r[`v${i}`] : r.n) ?? 0,
          })),
      ]),
    );
  }

  /** A chart's grouped rows as its points, in order, money as decimal strings. */
  private result(p: ChartPlan, result: readonly GroupRow[]): SummaryChartResult {
    const { chart, series, total } = p;
    const seriesField = chart.series ? this.field(chart.series).field : undefined;
    const boolean = seriesField?.kind === 'boolean';
    const wanted = chart.seriesValues?.map((v) => (boolean ? (v === 'true' ? 'Yes' : 'No') : v));
    const points = result
      .map((r) => ({
        key: r.key || SUMMARY_NONE,
        ...(series ? { series: r.series || SUMMARY_NONE } : {}),
        value: Number(r.value),
      }))
      .filter((pt) => !wanted || wanted.includes(pt.series ?? ''));
    const ordered = orderPoints(
      points,
      this.field(chart.groupBy).field,
      seriesField,
      chart.prefix ?? false,
      chart.bucket === 'age' ? AGE_BANDS : undefined,
    );
    const money = total?.field.kind === 'money';
    return {
      title: chart.title,
      type: chart.type,
      points: money ? ordered.map((pt) => ({ ...pt, value: centsToMoney(pt.value) })) : ordered,
    };
  }

  /** The charts of the analytics page, over the same selection as the list. */
  async analytics(rows: Rows, selection: Selection): Promise<SummaryChartResult[]> {
    return this.charts(rows, this.def.analytics ?? [], selection);
  }

  /** Tiles and charts: two statements, each one scan of the table (the tiles', and the charts' grouping sets). */
  async summary(rows: Rows, selection: Selection): Promise<SummaryResult> {
    const [tiles, charts] = await Promise.all([
      this.tiles(rows, selection),
      this.charts(rows, this.def.summary?.charts ?? [], selection),
    ]);
    return { tiles, charts };
  }
}

/** One group of a chart as the database returns it: its key, its series, its count or total of cents. */
type GroupRow = { key: string; series?: string; value: number | string };

interface ChartPlan {
  chart: SummaryChart;
  group: { expr: string; join: string; fansOut: boolean };
  series: { expr: string; join: string; fansOut: boolean } | null;
  total: { field: FieldDef; col: string } | null;
}

/** Where a value stands in the declared order of its field (choice options, Yes before No), `None` last. */
function rankOf(
  field: FieldDef | undefined,
  prefix: boolean,
  declared?: readonly string[],
): ((key: string) => number) | null {
  let order: readonly string[] | null = declared ?? null;
  if (order) {
    // The declared order wins (age bands).
  } else if (field?.kind === 'choices') order = field.options;
  // Countries are many and unordered: the largest first, like free text.
  else if (field?.kind === 'choice' && field.display !== 'region') {
    order = prefix ? [...new Set(field.options.map((o) => /^\p{L}+/u.exec(o)?.[0] ?? ''))] : field.options;
  } else if (field?.kind === 'boolean') order = ['Yes', 'No'];
  if (!order) return null;
  const known = order;
  return (key) => {
    const i = known.indexOf(key);
    return i >= 0 ? i : key === SUMMARY_NONE ? known.length + 1 : known.length;
  };
}

/** A point before money totals become decimal strings: a count, or a total (of cents for money). */
export type CountedPoint = Omit<SummaryPoint, 'value'> & { value: number };

/**
 * Points in a stable, readable order: declared values in their declared order,
 * other values by size (largest first) then name; `None` and `Other` last.
 * Beyond {@link MAX_GROUPS} groups, the smallest are added up as `Other`.
 */
export function orderPoints(
  points: CountedPoint[],
  groupField: FieldDef | undefined,
  seriesField: FieldDef | undefined,
  prefix: boolean,
  order?: readonly string[],
): CountedPoint[] {
  const totals = new Map<string, number>();
  for (const p of points) totals.set(p.key, (totals.get(p.key) ?? 0) + p.value);
  const rank = rankOf(groupField, prefix, order);
  const last = (k: string) => (k === SUMMARY_OTHER ? 2 : k === SUMMARY_NONE ? 1 : 0);
  const overTime = groupField?.kind === 'date' || groupField?.kind === 'datetime';
  const keys = [...totals.keys()].sort((a, b) =>
    rank
      ? rank(a) - rank(b)
      : overTime
        ? last(a) - last(b) || a.localeCompare(b)
        : last(a) - last(b) || (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b),
  );
  let merged = points;
  if (keys.length > MAX_GROUPS) {
    const bySize = [...keys].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
    const kept = new Set(bySize.slice(0, MAX_GROUPS - 1));
    const others = new Map<string | undefined, number>();
    merged = [];
    for (const p of points)
      if (kept.has(p.key)) merged.push(p);
      else others.set(p.series, (others.get(p.series) ?? 0) + p.value);
    for (const [s, value] of others)
      merged.push({ key: SUMMARY_OTHER, ...(s === undefined ? {} : { series: s }), value });
    keys.splice(0, keys.length, ...keys.filter((k) => kept.has(k)), SUMMARY_OTHER);
  }
  const keyRank = new Map(keys.map((k, i) => [k, i]));
  const seriesRank = rankOf(seriesField, false);
  return [...merged].sort(
    (a, b) =>
      (keyRank.get(a.key) ?? 0) - (keyRank.get(b.key) ?? 0) ||
      (seriesRank && a.series !== undefined && b.series !== undefined
        ? seriesRank(a.series) - seriesRank(b.series)
        : (a.series ?? '').localeCompare(b.series ?? '')),
  );
}

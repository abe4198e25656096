import {
  type AnyResource,
  centsToMoney,
  type FieldDef,
  resourceByName,
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

type Selection = Pick<ListParams, 'q' | 'filters'>;

/** At most this many groups per chart; the smallest of the rest are added up as `Other`. */
export const MAX_GROUPS = 30;
export const SUMMARY_OTHER = 'Other';

/**
 * The summary tiles and charts of a record type, computed in SQL over the
 * records the list would show (same search, same filters): one query for all
 * the tiles, one grouped query per chart.
 */
export class SummaryQueries {
  constructor(
    private readonly def: AnyResource,
    private readonly repo: ResourceRepository,
  ) {}

  private field(key: string): { field: FieldDef; col: string } {
    const spec = this.repo.specs.find((s) => s.key === key);
    if (!spec) throw new Error(`${this.def.name}: unknown summary field ${key}`);
    return { field: spec.field, col: `t.${quote(spec.column)}` };
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
    return tiles.map((tile, i) => {
      const raw = row?.[`t${i}`] ?? 0;
      if (!tile.sum) return { label: tile.label, value: Number(raw) };
      const kind = this.field(tile.sum).field.kind;
      return { label: tile.label, value: kind === 'money' ? centsToMoney(Number(raw)) : Number(raw) };
    });
  }

  /** The SQL text of a group key (`''` for an empty value) and the join it needs. */
  private groupKey(key: string, alias: string, prefix: boolean): { expr: string; join: string } {
    const { field, col } = this.field(key);
    if (field.kind === 'reference') {
      const target = resourceByName.get(field.resource);
      if (!target) throw new Error(`${this.def.name}.${key} references unknown resource ${field.resource}`);
      return {
        expr: `coalesce(${alias}.${quote(snake(target.titleField))}::text, '')`,
        join: `left join ${quote(target.table)} ${alias} on ${alias}.id = ${col}`,
      };
    }
    if (field.kind === 'boolean')
      return { expr: `case ${col} when true then 'Yes' when false then 'No' else '' end`, join: '' };
    const text = `coalesce(trim(${col}::text), '')`;
    return { expr: prefix ? `coalesce(substring(${text} from '^[[:alpha:]]+'), '')` : text, join: '' };
  }

  async chart(rows: Rows, chart: SummaryChart, selection: Selection): Promise<SummaryChartResult> {
    const group = this.groupKey(chart.groupBy, 'g', chart.prefix ?? false);
    const series = chart.series ? this.groupKey(chart.series, 's', false) : null;
    const joins = sql.raw([group.join, series?.join ?? ''].filter(Boolean).join(' '));
    const seriesSelect = sql.raw(series ? `, ${series.expr} as series` : '');
    const result = await rows<{ key: string; series?: string; value: number }>(
      sql`select ${sql.raw(group.expr)} as key${seriesSelect}, count(*)::int as value
          from ${sql.raw(quote(this.def.table))} t ${joins}
          where ${this.repo.where(selection)}
          group by 1${sql.raw(series ? ', 2' : '')}`,
    );
    const points = result.map((r) => ({
      key: r.key || SUMMARY_NONE,
      ...(series ? { series: r.series || SUMMARY_NONE } : {}),
      value: Number(r.value),
    }));
    const seriesField = chart.series ? this.field(chart.series).field : undefined;
    return {
      title: chart.title,
      type: chart.type,
      points: orderPoints(points, this.field(chart.groupBy).field, seriesField, chart.prefix ?? false),
    };
  }

  async summary(rows: Rows, selection: Selection): Promise<SummaryResult> {
    const charts = this.def.summary?.charts ?? [];
    const [tiles, ...results] = await Promise.all([
      this.tiles(rows, selection),
      ...charts.map((c) => this.chart(rows, c, selection)),
    ]);
    return { tiles, charts: results };
  }
}

/** Where a value stands in the declared order of its field (choice options, Yes before No), `None` last. */
function rankOf(field: FieldDef | undefined, prefix: boolean): ((key: string) => number) | null {
  let order: readonly string[] | null = null;
  if (field?.kind === 'choice') {
    order = prefix ? [...new Set(field.options.map((o) => /^\p{L}+/u.exec(o)?.[0] ?? ''))] : field.options;
  } else if (field?.kind === 'boolean') order = ['Yes', 'No'];
  if (!order) return null;
  const known = order;
  return (key) => {
    const i = known.indexOf(key);
    return i >= 0 ? i : key === SUMMARY_NONE ? known.length + 1 : known.length;
  };
}

/**
 * Points in a stable, readable order: declared values in their declared order,
 * other values by size (largest first) then name; `None` and `Other` last.
 * Beyond {@link MAX_GROUPS} groups, the smallest are added up as `Other`.
 */
export function orderPoints(
  points: SummaryPoint[],
  groupField: FieldDef | undefined,
  seriesField: FieldDef | undefined,
  prefix: boolean,
): SummaryPoint[] {
  const totals = new Map<string, number>();
  for (const p of points) totals.set(p.key, (totals.get(p.key) ?? 0) + p.value);
  const rank = rankOf(groupField, prefix);
  const last = (k: string) => (k === SUMMARY_OTHER ? 2 : k === SUMMARY_NONE ? 1 : 0);
  const keys = [...totals.keys()].sort((a, b) =>
    rank ? rank(a) - rank(b) : last(a) - last(b) || (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b),
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

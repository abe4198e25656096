import { type AnyResource, resourceByName, sortableKeys } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { snake, sortsByLowerCase } from '../db/resource-table.js';
import { type ColumnSpec, columnsOf, quote, type Row, toColumn, toRecord } from './columns.js';

export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  q?: string;
  filters: Record<string, string | number | undefined>;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * SQL for one record type, built from its definition. Identifiers come from
 * the domain definition, never from the request; values are always bound.
 */
export class ResourceRepository {
  readonly specs: ColumnSpec[];
  private readonly table: string;
  private readonly selectList: string;
  private readonly joins: string;

  constructor(readonly def: AnyResource) {
    this.specs = columnsOf(def);
    this.table = quote(def.table);
    const refSelects: string[] = [];
    const joins: string[] = [];
    this.specs.forEach((s, i) => {
      if (s.field.kind !== 'reference') return;
      const target = resourceByName.get(s.field.resource);
      if (!target) throw new Error(`${def.name}.${s.key} references unknown resource ${s.field.resource}`);
      const alias = `r${i}`;
      joins.push(`left join ${quote(target.table)} ${alias} on ${alias}.id = t.${quote(s.column)}`);
      refSelects.push(`${alias}.${quote(snake(target.titleField))} as ${quote(`${s.key}__label`)}`);
    });
    this.selectList = [
      't.id',
      't.created_at as "createdAt"',
      't.updated_at as "updatedAt"',
      't.version',
      ...this.specs.map((s) => s.select),
      ...refSelects,
    ].join(', ');
    this.joins = joins.join(' ');
  }

  private from(): SQL {
    return sql.raw(`select ${this.selectList} from ${this.table} t ${this.joins}`);
  }

  private columnOf(key: string): string {
    if (key === 'id') return 't.id';
    if (key === 'createdAt') return 't.created_at';
    if (key === 'updatedAt') return 't.updated_at';
    const spec = this.specs.find((s) => s.key === key);
    if (!spec) throw new Error(`Unknown field ${key}`);
    return `t.${quote(spec.column)}`;
  }

  where(params: Pick<ListParams, 'q' | 'filters'>): SQL {
    const parts: SQL[] = [sql`true`];
    if (params.q && this.def.list.search.length) {
      const pattern = `%${escapeLike(params.q)}%`;
      parts.push(
        sql`(${sql.join(
          this.def.list.search.map((k) => sql`${sql.raw(this.columnOf(k))} ilike ${pattern}`),
          sql` or `,
        )})`,
      );
    }
    for (const [key, value] of Object.entries(params.filters)) {
      if (value === undefined || !this.def.list.filters.includes(key)) continue;
      const spec = this.specs.find((s) => s.key === key);
      if (!spec) continue;
      const col = sql.raw(this.columnOf(key));
      if (spec.field.kind === 'boolean') parts.push(sql`${col} = ${value === 'true'}`);
      else if (spec.field.kind === 'choices' || spec.field.kind === 'textList') parts.push(sql`${value} = any(${col})`);
      else parts.push(sql`${col} = ${value}`);
    }
    return sql.join(parts, sql` and `);
  }

  private sortExpression(key: string): string {
    const spec = this.specs.find((s) => s.key === key);
    const col = this.columnOf(key);
    return spec && sortsByLowerCase(spec.field) ? `lower(${col})` : col;
  }

  /** ORDER BY of a sort parameter, always ending with the id so pages are stable. */
  orderBy(sort: string): SQL {
    const allowed = sortableKeys(this.def);
    const keys = sort.split(',').filter((k) => allowed.includes(k.replace(/^-/, '')));
    const terms = keys.map((k) => `${this.sortExpression(k.replace(/^-/, ''))} ${k.startsWith('-') ? 'desc' : 'asc'}`);
    const lastDesc = keys.at(-1)?.startsWith('-') ?? false;
    if (!keys.some((k) => k.replace(/^-/, '') === 'id')) terms.push(`t.id ${lastDesc ? 'desc' : 'asc'}`);
    return sql.raw(terms.join(', '));
  }

  async list(rows: Rows, p: ListParams): Promise<{ items: Row[]; total: number }> {
    const where = this.where(p);
    const order = this.orderBy(p.sort);
    // Deferred join: walk the (sort, id) index for the page's ids, then read only those rows.
    const page = sql`select t.id from ${sql.raw(this.table)} t where ${where} order by ${order} limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`;
    const [items, [count]] = await Promise.all([
      rows<Row>(sql`${this.from()} join (${page}) k on k.id = t.id order by ${order}`),
      rows<{ total: number }>(sql`select count(*)::int as total from ${sql.raw(this.table)} t where ${where}`),
    ]);
    return { items: items.map((r) => toRecord(this.specs, r)), total: count?.total ?? 0 };
  }

  async all(rows: Rows, p: Omit<ListParams, 'page' | 'pageSize'>, limit: number): Promise<Row[]> {
    const items = await rows<Row>(
      sql`${this.from()} where ${this.where(p)} order by ${this.orderBy(p.sort)} limit ${limit}`,
    );
    return items.map((r) => toRecord(this.specs, r));
  }

  async get(rows: Rows, id: number, lock = false): Promise<Row | undefined> {
    const [row] = await rows<Row>(sql`${this.from()} where t.id = ${id}${lock ? sql` for update of t` : sql``}`);
    return row ? toRecord(this.specs, row) : undefined;
  }

  async insert(rows: Rows, values: Row): Promise<number> {
    const specs = this.specs.filter((s) => values[s.key] !== undefined && !s.field.readOnly);
    const cols = sql.raw(specs.map((s) => quote(s.column)).join(', '));
    const vals = sql.join(
      specs.map((s) => this.bind(s, values[s.key])),
      sql`, `,
    );
    const [row] = await rows<{ id: number }>(
      specs.length
        ? sql`insert into ${sql.raw(this.table)} (${cols}) values (${vals}) returning id`
        : sql`insert into ${sql.raw(this.table)} default values returning id`,
    );
    return Number(row!.id);
  }

  /** Updates the given fields when the version matches; returns false when it does not (or the row is gone). */
  async update(rows: Rows, id: number, version: number, values: Row): Promise<boolean> {
    const specs = this.specs.filter((s) => values[s.key] !== undefined && !s.field.readOnly);
    const sets = [
      ...specs.map((s) => sql`${sql.raw(quote(s.column))} = ${this.bind(s, values[s.key])}`),
      sql`updated_at = now()`,
      sql`version = version + 1`,
    ];
    const changed = await rows<{ id: number }>(
      sql`update ${sql.raw(this.table)} set ${sql.join(sets, sql`, `)} where id = ${id} and version = ${version} returning id`,
    );
    return changed.length > 0;
  }

  async remove(rows: Rows, ids: number[]): Promise<number[]> {
    const gone = await rows<{ id: number }>(
      sql`delete from ${sql.raw(this.table)} where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) returning id`,
    );
    return gone.map((r) => Number(r.id));
  }

  async lookup(rows: Rows, q: string | undefined, ids: number[]): Promise<{ id: number; label: string }[]> {
    const title = this.columnOf(this.def.titleField);
    const cond = ids.length
      ? sql`t.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`
      : q
        ? sql`${sql.raw(title)} ilike ${`%${escapeLike(q)}%`}`
        : sql`true`;
    return rows<{ id: number; label: string }>(
      sql`select t.id, ${sql.raw(title)} as label from ${sql.raw(this.table)} t where ${cond} order by ${sql.raw(title)} limit 20`,
    );
  }

  private bind(spec: ColumnSpec, value: unknown): SQL {
    const v = toColumn(spec.field, value);
    if (spec.field.kind === 'json') return sql`${v}::jsonb`;
    if (spec.field.kind === 'choices' || spec.field.kind === 'textList')
      return sql`${sql.param(v as string[])}::text[]`;
    return sql`${v}`;
  }
}

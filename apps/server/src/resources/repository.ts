import { createHash } from 'node:crypto';
import { type AnyResource, isBlank, referenceTarget, resourceByName, sortableKeys } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Rows } from '../db/client.js';
import { idList } from '../db/id-list.js';
import type { ReadCache } from '../db/read-cache.js';
import { searchDocument, searchedColumns, searchReadColumns, snake, sortsByLowerCase } from '../db/resource-table.js';
import { viewOf, viewSql } from '../db/view-sql.js';
import { tablesRead, tablesSelected } from '../db/write-tracking.js';
import { type ColumnSpec, columnsOf, quote, type Row, toColumn, toRecord } from './columns.js';
import { LIST_FILTERS } from './list-filters.js';
import { decodeCursor, encodeCursor, type PageCursor } from './page-cursor.js';

export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  q?: string;
  filters: Record<string, string | number | undefined>;
  /** Archivable records: the archived ones instead of the live ones. */
  archived?: boolean;
  /** One of the definition's named views (`lowStock`): its conditions, in SQL. */
  view?: string;
  /** Only these records (an export of the selected rows). */
  ids?: readonly number[];
  /** The definition's `list.dateRange` field on or after this day (`YYYY-MM-DD`). */
  from?: string;
  /** The definition's `list.dateRange` field on or before this day. */
  to?: string;
  /** The `next` of the page before this one: the page is read from the sort index from there on. */
  after?: string;
  /** The `prev` of the page after this one. */
  before?: string;
  /**
   * Count a search's matches exactly up to {@link EXACT_COUNT_UP_TO}, not {@link SORTED_MATCHES_LIMIT}: what
   * Remove All asks before it confirms a number.
   */
  exactCount?: boolean;
}

/** A list page: its records, how many match, and the cursors of its last and first records. */
export interface ListPage {
  items: Row[];
  total: number;
  /** `total` is the planner's estimate (more than {@link EXACT_COUNT_UP_TO} match). */
  estimated: boolean;
  next?: string;
  prev?: string;
}

/** The raw columns of a page's rows holding the sort keys (as text), for its cursors. */
const SORT_KEY = '__sort';
/** A search match's sort keys, as {@link ResourceRepository.firstMatches} names them. */
const MATCH_KEY = '__match';
/** The table block a search match was found in, as {@link ResourceRepository.firstMatches} names it. */
const MATCH_BLOCK = '__block';

/**
 * How many records a search matches: `counted` when it is at most `upTo`; past it, an estimate from where the
 * first `counted` were found: they were read in the table's order (a bitmap or sequential scan), so if they
 * filled the first `lastBlock` + 1 of its `blocks`, the rest of the table holds matches in that proportion.
 */
export function searchTotal(counted: number, upTo: number, lastBlock: number, blocks: number): Total {
  if (counted <= upTo) return { total: counted, estimated: false };
  const read = Math.max(1, lastBlock + 1);
  return { total: Math.max(counted, Math.round((counted * Math.max(blocks, read)) / read)), estimated: true };
}

/** The planner's row estimate of an `EXPLAIN (FORMAT JSON)` answer (a parsed or a text column). */
function planRows(row: Record<string, unknown> | undefined): number {
  const value = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * A search reads at most this many of its matches and one more (its trigram index finds them, the table
 * confirms each): as many or fewer are counted exactly and sorted for the page; more are walked from the
 * sort index for the page, and their number is extrapolated from how far into the table the first ones lay
 * (the grid shows "about N"). At a chain's million patients a common surname matches 16,000: reading 10,001
 * of them cost 150 ms a search on PostgreSQL, 2,001 cost 20 ms.
 */
export const SORTED_MATCHES_LIMIT = 2000;

/**
 * A list counts its matches exactly up to this many (as many as Remove All takes at once); above it, it
 * gives the planner's estimate, flagged, and the grid shows "about N".
 */
export const EXACT_COUNT_UP_TO = 10_000;

/** How many records a list matches: exact, or the planner's estimate when above {@link EXACT_COUNT_UP_TO}. */
export interface Total {
  total: number;
  estimated: boolean;
}

/**
 * A searched reference whose title matches at most this many records (a surname among a million patients) is
 * searched by those records' ids, bound as one array; past it, by a subquery in each statement. Bounds what a
 * read cache entry holds (8 bytes an id) and what a statement carries.
 */
export const BOUND_TITLE_MATCHES = 20_000;

/** The records whose title a search matches: their ids, and a digest of them that names them in cache keys. */
interface TitleMatches {
  ids: number[];
  digest: string;
}

/** Per searched reference field, the records its title matches; a field not in it is searched by subquery. */
type ReferenceMatches = ReadonlyMap<string, TitleMatches>;

const NO_MATCHES: ReferenceMatches = new Map();

/**
 * A page of a search matching many records ending within this many matches is found by testing the records
 * in order as they stream from the sort index (`streamedSearch`); a deeper one by the statement of any list
 * (its cost grows with the depth).
 */
export const WALKED_SEARCH_MATCHES = 200;

/** Deep pages start their walk from the sort keys of every this-many-th record (`seekingWalk`). */
export const LANDMARK_EVERY = 1000;

interface SortTerm {
  key: string;
  expression: string;
  desc: boolean;
}

const dialect = new PgDialect();

/** `select s.id …`: the records of `target` whose title matches the pattern (its title's trigram index). */
const titleMatching = (target: AnyResource, pattern: string): SQL =>
  sql`select s.id from ${sql.raw(quote(target.table))} s where ${sql.raw(`s.${quote(snake(target.titleField))}`)} ilike ${pattern}`;

/** The ids of the records whose title matches a pattern, or null when more than {@link BOUND_TITLE_MATCHES} do. */
async function titleMatches(rows: Rows, target: AnyResource, pattern: string): Promise<TitleMatches | null> {
  const [row] = await rows<{ ids: (number | string)[] | null }>(
    sql`select array(${titleMatching(target, pattern)} limit ${BOUND_TITLE_MATCHES + 1}) as ids`,
  );
  const ids = (row?.ids ?? []).map(Number);
  if (ids.length > BOUND_TITLE_MATCHES) return null;
  return { ids, digest: createHash('sha256').update(ids.join(',')).digest('base64url') };
}

/**
 * SQL for one record type, built from its definition. Identifiers come from
 * the domain definition, never from the request; values are always bound.
 * For a personal record type (`ownedByUser`) it is built for one owner, and
 * every statement reads and writes only that owner's rows.
 */
export class ResourceRepository {
  readonly specs: ColumnSpec[];
  private readonly table: string;
  private readonly selectList: string;
  private readonly joins: string;
  /** The search document (`searchDocument`) and the searched fields it does not hold (references, computed). */
  private readonly search: { document: string | null; others: string[] };
  /** The tables the list and its counts read (a read cache's key). */
  readonly tables: string[];

  constructor(
    readonly def: AnyResource,
    /** The user whose records a personal record type reads and writes; null for shared types. */
    readonly ownerId: number | null = null,
  ) {
    if (def.ownedByUser && ownerId === null) throw new Error(`${def.name}: personal records need their owner`);
    if (!def.ownedByUser && ownerId !== null) throw new Error(`${def.name}: records are shared, not owned`);
    this.specs = columnsOf(def);
    this.table = quote(def.table);
    const refSelects: string[] = [];
    const joins: string[] = [];
    this.specs.forEach((s, i) => {
      if (s.field.kind !== 'reference') return;
      const target = referenceTarget(s.field.resource);
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
      ...(def.archivable ? ['t.archived_at as "archivedAt"'] : []),
      ...this.specs.map((s) => s.select),
      ...refSelects,
    ].join(', ');
    this.joins = joins.join(' ');
    const columns = searchedColumns(def);
    this.search = {
      document: searchDocument(columns, 't'),
      others: def.list.search.filter((k) => !columns.includes(snake(k))),
    };
    this.tables = tablesRead(def);
  }

  /** The tables a list selection's count, matches and landmarks read (their read cache keys' tables). */
  private tablesSelected(p: Pick<ListParams, 'q'>): string[] {
    return tablesSelected(this.def, !!p.q && this.def.list.search.length > 0);
  }

  /** A key naming a read of this record type (for this owner) for a {@link ReadCache}. */
  cacheKey(what: string, selection: unknown): string {
    return JSON.stringify([what, this.def.name, this.ownerId, selection]);
  }

  /** The same statements, for one user's records of a personal record type. */
  ownedBy(userId: number): ResourceRepository {
    return new ResourceRepository(this.def, userId);
  }

  /** `owner_id = <owner>` for a personal record type (column of alias t, or bare in UPDATE/DELETE), else true. */
  private owned(alias: 't' | null = 't'): SQL {
    if (this.ownerId === null) return sql`true`;
    return sql`${sql.raw(alias ? `${alias}.owner_id` : 'owner_id')} = ${this.ownerId}`;
  }

  /** `extra`: more select terms (a page's sort keys). */
  private from(extra: string[] = []): SQL {
    return sql.raw(`select ${[this.selectList, ...extra].join(', ')} from ${this.table} t ${this.joins}`);
  }

  private columnOf(key: string): string {
    if (key === 'id') return 't.id';
    if (key === 'createdAt') return 't.created_at';
    if (key === 'updatedAt') return 't.updated_at';
    const spec = this.specs.find((s) => s.key === key);
    if (!spec) throw new Error(`Unknown field ${key}`);
    return spec.computed ?? spec.derived ?? `t.${quote(spec.column)}`;
  }

  /**
   * What the free text matches in one searched field: the text itself, or for
   * a reference the title of the record it points at (`manufacturer name`).
   */
  private searchTerm(key: string, pattern: string, matched: ReferenceMatches, walk: boolean): SQL {
    const target = this.searchedTarget(key);
    if (!target) return sql`${sql.raw(this.columnOf(key))} ilike ${pattern}`;
    const bound = matched.get(key);
    if (bound) {
      const column = sql.raw(this.columnOf(key));
      const ids = sql`${sql.param(bound.ids)}::bigint[]`;
      // Never `= any($ids)`: the planner would estimate each of 15,000 constants (25 ms a statement).
      // `= any(array(…))` is one value computed first, which the column's index can read (a count's bitmap);
      // `in (select unnest(…))` is a hash table, for a walk testing record after record.
      return walk ? sql`${column} in (select unnest(${ids}))` : sql`${column} = any(array(select unnest(${ids})))`;
    }
    const column = sql.raw(this.columnOf(key));
    // A walk testing record after record (`walk`) looks up each one's title by id: page 1 of a common
    // surname's 31,000 invoices among 2,000,000 tests 1,201 of them, 5 ms, where finding the 16,394 matching
    // patients first (a hashed subplan, as the planner makes of `in` or `exists`) took 50-75 ms.
    if (walk)
      return sql`(select s.${sql.raw(quote(snake(target.titleField)))} from ${sql.raw(quote(target.table))} s where s.id = ${column}) ilike ${pattern}`;
    // `= any(array(…))`, not `in (select …)`: the matching ids become one value computed first, so the
    // planner can OR this with the search document's trigram index (a BitmapOr of two index scans); an
    // `in (subquery)` beside an OR is a hashed subplan tested on every row, a full scan of the table.
    return sql`${column} = any(array(${titleMatching(target, pattern)}))`;
  }

  /**
   * The free-text condition: the search document (one trigram index) ILIKE the
   * text, or a searched reference's title. A text with a newline (the
   * document's separator) is matched field by field instead, so it never
   * matches across two fields.
   */
  private matches(q: string, matched: ReferenceMatches, walk = false): SQL {
    const pattern = `%${escapeLike(q)}%`;
    const { document, others } = this.search;
    const term = (k: string) => this.searchTerm(k, pattern, matched, walk);
    const terms =
      document && !q.includes('\n')
        ? [sql`(${sql.raw(document)}) ilike ${pattern}`, ...others.map(term)]
        : this.def.list.search.map(term);
    return sql`(${sql.join(terms, sql` or `)})`;
  }

  /** The record type a searched field points at, when it is a reference. */
  private searchedTarget(key: string): AnyResource | undefined {
    const spec = this.specs.find((s) => s.key === key);
    return spec?.field.kind === 'reference' ? resourceByName.get(spec.field.resource) : undefined;
  }

  /**
   * The records each searched reference's title matches, found once for all the statements of a list (they
   * would each find them again), and kept in the read cache under the referenced table alone: writes to the
   * listed records (an invoice, a payment) keep them. Empty without a search, and without a cache that keeps.
   */
  private async referenceMatches(rows: Rows, q: string | undefined, cache?: ReadCache): Promise<ReferenceMatches> {
    // Only where they are kept: found per request, the ids (15,739 at 1M) are parsed, digested and bound on
    // the event loop each time, which held /api/ping up to 34 ms beside this search with caches off.
    if (!q || !this.def.list.search.length || !cache?.keeps) return NO_MATCHES;
    const pattern = `%${escapeLike(q)}%`;
    const keys = this.search.document && !q.includes('\n') ? this.search.others : this.def.list.search;
    const matched = new Map<string, TitleMatches>();
    for (const field of keys) {
      const target = this.searchedTarget(field);
      if (!target) continue;
      const find = () => titleMatches(rows, target, pattern);
      const key = JSON.stringify(['title matches', target.name, pattern]);
      const found = await cache.get([target.table], key, find);
      if (found) matched.set(field, found);
    }
    return matched;
  }

  /**
   * A selection as a cache key names it: its SQL with each searched reference as a subquery, and the digests
   * of the ids bound in its place, so a result found with other ids (a patient renamed since) is never used.
   */
  private selectionKey(p: ListParams, matched: ReferenceMatches, order?: SQL): unknown {
    const digests = [...matched].map(([key, m]) => [key, m.digest]);
    return [dialect.sqlToQuery(order ? sql`${this.where(p)} ${order}` : this.where(p)), digests];
  }

  where(
    params: Pick<ListParams, 'q' | 'filters' | 'archived' | 'view' | 'ids' | 'from' | 'to'>,
    matched: ReferenceMatches = NO_MATCHES,
  ): SQL {
    const parts: SQL[] = [this.owned(), ...this.dateRange(params)];
    if (params.ids) parts.push(sql`t.id = any(${sql.param([...params.ids])}::bigint[])`);
    if (this.def.archivable) parts.push(params.archived ? sql`t.archived_at is not null` : sql`t.archived_at is null`);
    const view = viewOf(this.def, params.view);
    if (view) parts.push(sql.raw(viewSql(view, (key) => this.columnOf(key))));
    if (params.q && this.def.list.search.length) parts.push(this.matches(params.q, matched));
    for (const [key, value] of Object.entries(params.filters)) {
      if (value === undefined || !this.def.list.filters.includes(key)) continue;
      const spec = this.specs.find((s) => s.key === key);
      if (!spec) continue;
      const special = LIST_FILTERS[this.def.table]?.[key];
      if (special) {
        parts.push(special(value));
        continue;
      }
      const col = sql.raw(this.columnOf(key));
      if (spec.field.kind === 'boolean') parts.push(sql`${col} = ${value === 'true'}`);
      else if (spec.field.kind === 'choices' || spec.field.kind === 'textList') parts.push(sql`${value} = any(${col})`);
      else parts.push(sql`${col} = ${value}`);
    }
    return sql.join(parts, sql` and `);
  }

  /** Conditions of the list's date range: whole days, a date-time's counted in UTC. */
  private dateRange({ from, to }: Pick<ListParams, 'from' | 'to'>): SQL[] {
    const key = this.def.list.dateRange;
    if (!key || (!from && !to)) return [];
    const col = sql.raw(this.columnOf(key));
    const instant = this.def.fields[key]?.kind === 'datetime';
    const parts: SQL[] = [];
    if (from)
      parts.push(instant ? sql`${col} >= ${from}::date::timestamp at time zone 'UTC'` : sql`${col} >= ${from}::date`);
    if (to)
      parts.push(instant ? sql`${col} < (${to}::date + 1)::timestamp at time zone 'UTC'` : sql`${col} <= ${to}::date`);
    return parts;
  }

  private sortExpression(key: string): string {
    const spec = this.specs.find((s) => s.key === key);
    const col = this.columnOf(key);
    return spec && sortsByLowerCase(spec.field) ? `lower(${col})` : col;
  }

  /** The sort of a sort parameter, key by key, always ending with the id so pages are stable. */
  private sortTerms(sort: string): SortTerm[] {
    const allowed = sortableKeys(this.def);
    const keys = this.withDefaultTies(sort.split(',').filter((k) => allowed.includes(k.replace(/^-/, ''))));
    const terms = keys.map((k) => {
      const key = k.replace(/^-/, '');
      return { key, expression: this.sortExpression(key), desc: k.startsWith('-') };
    });
    if (!keys.some((k) => k.replace(/^-/, '') === 'id'))
      terms.push({ key: 'id', expression: 't.id', desc: keys.at(-1)?.startsWith('-') ?? false });
    return terms;
  }

  /** ORDER BY of a sort parameter, always ending with the id so pages are stable. */
  orderBy(sort: string): SQL {
    return sql.raw(
      this.sortTerms(sort)
        .map((t) => `${t.expression} ${t.desc ? 'desc' : 'asc'}`)
        .join(', '),
    );
  }

  /**
   * A sort a page can seek into from a landmark with one row comparison: one direction throughout, and
   * never null (a required column, not a computed value), so that "after the landmark" is `(keys) > (values)`.
   */
  private seekable(terms: SortTerm[]): boolean {
    return terms.every((t) => t.desc === terms[0]?.desc && this.notNull(t.key));
  }

  /** A sort key that is never null: a system column or a required stored column. */
  private notNull(key: string): boolean {
    if (key === 'id' || key === 'createdAt' || key === 'updatedAt') return true;
    const spec = this.specs.find((s) => s.key === key);
    return !!spec && !spec.computed && !spec.derived && spec.field.required === true;
  }

  /** A sort as a cursor names it: `-invoiceNumber,-id`. */
  private sortName(terms: SortTerm[]): string {
    return terms.map((t) => `${t.desc ? '-' : ''}${t.key}`).join(',');
  }

  /**
   * The ids of the page right after (`after`) or before (`before`) a cursor's record: the sort index
   * read from that record on, no offset, so page 5,000 costs what page 2 does. Only for a sort in one
   * direction whose keys cannot be null where it matters: in the order read, a descending key puts its
   * nulls first, so a non-null cursor value has none of them after it; an ascending one puts them last,
   * where `(keys) > (values)` would miss them, so it must be not null. Otherwise null: the page is
   * found by its number.
   */
  private fromCursor(p: ListParams, where: SQL, terms: SortTerm[]): SQL | null {
    const param = p.after ? 'after' : p.before ? 'before' : null;
    if (!param) return null;
    const cursor: PageCursor = decodeCursor(param, (p.after ?? p.before) as string);
    const back = param === 'before';
    const usable =
      cursor.sort === this.sortName(terms) &&
      cursor.keys.length === terms.length &&
      terms.every(
        (t, i) =>
          t.desc === terms[0]?.desc && (cursor.keys[i] === null ? false : this.notNull(t.key) || t.desc !== back),
      );
    if (!usable) return null;
    const readDesc = terms[0]?.desc !== back;
    const keys = sql.raw(terms.map((t) => t.expression).join(', '));
    const values = sql.join(
      cursor.keys.map((v) => sql`${v}`),
      sql`, `,
    );
    const order = sql.raw(terms.map((t) => `${t.expression} ${readDesc ? 'desc' : 'asc'}`).join(', '));
    return sql`select t.id from ${sql.raw(this.table)} t where ${where} and (${keys}) ${sql.raw(readDesc ? '<' : '>')} (${values}) order by ${order} limit ${p.pageSize}`;
  }

  /** The select terms of a page's sort keys, as text (a timestamp keeps its microseconds). */
  private sortKeyColumns(terms: SortTerm[]): string[] {
    return terms.map((t, i) => `(${t.expression})::text as "${SORT_KEY}${i}"`);
  }

  /** `next` and `prev` of a page: the sort keys of its last and first rows. */
  private cursorsOf(terms: SortTerm[], items: Row[]): Pick<ListPage, 'next' | 'prev'> {
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last || !terms.every((t) => t.desc === terms[0]?.desc)) return {};
    const sort = this.sortName(terms);
    const keysOf = (r: Row) => terms.map((_, i) => r[`${SORT_KEY}${i}`] ?? null);
    return { next: encodeCursor({ sort, keys: keysOf(last) }), prev: encodeCursor({ sort, keys: keysOf(first) }) };
  }

  /**
   * The ids of a page of a search matching many records: the list's records read in order from the sort
   * index, each with the columns the search reads, and tested as they stream past until the page is full.
   * The title's sort index carries those columns (`titleSortCover`), so in the grid's usual order nothing
   * but the index is read: a common surname's page 3 among a million patients tested 18,000 entries of the
   * index, not 18,000 rows of the table. Null when a searched field is computed (it needs the whole row).
   */
  private streamedSearch(p: ListParams, matched: ReferenceMatches, terms: SortTerm[]): SQL | null {
    const read = searchReadColumns(this.def);
    if (!read || !p.q) return null;
    const selected = [
      't.id',
      ...terms.map((t, i) => `${t.expression} as "${SORT_KEY}${i}"`),
      ...read.map((c) => `t.${quote(c)}`),
    ].join(', ');
    const order = sql.raw(terms.map((t, i) => `t."${SORT_KEY}${i}" ${t.desc ? 'desc' : 'asc'}`).join(', '));
    // `offset 0` keeps the records in the sort index's order: the test below is made on each as it comes.
    const records = sql`select ${sql.raw(selected)} from ${sql.raw(this.table)} t
      where ${this.where({ ...p, q: undefined }, matched)} order by ${this.orderBy(p.sort)} offset 0`;
    return sql`select t.id from (${records}) t where ${this.matches(p.q, matched, true)}
      order by ${order} limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`;
  }

  /**
   * A walk's page ids, kept while the tables it reads are unchanged: the next request for the page reads
   * only its records. Without a cache that keeps, the walk itself.
   */
  private async keptWalk(
    rows: Rows,
    walk: () => Promise<SQL>,
    tables: string[],
    key: unknown,
    cache?: ReadCache,
  ): Promise<SQL> {
    if (!cache?.keeps) return walk();
    const ids = await cache.get(tables, this.cacheKey('page', key), async () =>
      (await rows<{ id: number }>(await walk())).map((r) => Number(r.id)),
    );
    return sql`select unnest(${sql.param(ids)}::bigint[]) as id`;
  }

  /** The sort keys of every {@link LANDMARK_EVERY}th record of a selection, in order. */
  private async landmarks(rows: Rows, where: SQL, terms: SortTerm[]): Promise<unknown[][]> {
    const keys = terms.map((t, i) => `${t.expression} as k${i}`).join(', ');
    const order = terms.map((t) => `${t.expression} ${t.desc ? 'desc' : 'asc'}`).join(', ');
    const found = await rows<Record<string, unknown>>(sql`
      select * from (
        select ${sql.raw(keys)}, row_number() over (order by ${sql.raw(order)}) as n
        from ${sql.raw(this.table)} t where ${where}) m
      where n % ${LANDMARK_EVERY} = 0 order by n`);
    return found.map((r) => terms.map((_, i) => r[`k${i}`]));
  }

  /**
   * A grid sorts by one column: sorted by the first key of the default sort
   * (`-appointmentDate` of `-appointmentDate,startTime`), ties follow the rest of it.
   */
  private withDefaultTies(keys: string[]): string[] {
    const [first, ...rest] = this.def.list.defaultSort.split(',');
    if (keys.length !== 1 || keys[0] !== first) return keys;
    return [...keys, ...rest.filter((k) => !keys.some((key) => key.replace(/^-/, '') === k.replace(/^-/, '')))];
  }

  /** References inside rows fields: no foreign key can hold them, so they are checked and labelled here. */
  private get rowReferences(): { key: string; sub: string; label: string; resource: AnyResource }[] {
    return this.specs.flatMap((s) =>
      s.field.kind === 'rows'
        ? Object.entries(s.field.fields).flatMap(([sub, f]) => {
            if (f.kind !== 'reference') return [];
            const resource = resourceByName.get(f.resource);
            if (!resource)
              throw new Error(`${this.def.name}.${s.key}.${sub} references unknown resource ${f.resource}`);
            return [{ key: s.key, sub, label: f.label, resource }];
          })
        : [],
    );
  }

  /** Titles of the given ids of a resource. */
  private async titles(rows: Rows, target: AnyResource, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const found = await rows<{ id: number; title: string }>(
      sql`select id, ${sql.raw(quote(snake(target.titleField)))} as title from ${sql.raw(quote(target.table))} where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    return new Map(found.map((r) => [Number(r.id), String(r.title)]));
  }

  /** Adds `labels["field.index.sub"]` for references inside rows fields. */
  private async withRowLabels(rows: Rows, records: Row[]): Promise<Row[]> {
    for (const ref of this.rowReferences) {
      const idsOf = (r: Row) =>
        ((r[ref.key] as Row[] | null) ?? [])
          .map((row) => row[ref.sub])
          .filter((v): v is number => typeof v === 'number');
      const names = await this.titles(rows, ref.resource, [...new Set(records.flatMap(idsOf))]);
      for (const r of records) {
        r.labels ??= {};
        const labels = r.labels as Record<string, string | null>;
        ((r[ref.key] as Row[] | null) ?? []).forEach((row, i) => {
          const id = row[ref.sub];
          if (typeof id === 'number') labels[`${ref.key}.${i}.${ref.sub}`] = names.get(id) ?? null;
        });
      }
    }
    return records;
  }

  /** The `{ path, message }` of every reference inside the given rows that points nowhere. */
  async missingRowReferences(rows: Rows, values: Row): Promise<{ path: string; message: string }[]> {
    const problems: { path: string; message: string }[] = [];
    for (const ref of this.rowReferences) {
      const entries = (values[ref.key] as Row[] | null | undefined) ?? [];
      const ids = entries.map((row) => row[ref.sub]).filter((v): v is number => typeof v === 'number');
      const names = await this.titles(rows, ref.resource, [...new Set(ids)]);
      entries.forEach((row, i) => {
        const id = row[ref.sub];
        if (typeof id === 'number' && !names.has(id))
          problems.push({ path: `${ref.key}.${i}.${ref.sub}`, message: `${ref.label} does not exist` });
      });
    }
    return problems;
  }

  /** A page of records and how many match; `counts`: a cache for the count (reads outside a transaction only). */
  async list(rows: Rows, p: ListParams, counts?: ReadCache): Promise<ListPage> {
    const matched = await this.referenceMatches(rows, p.q, counts);
    const where = this.where(p, matched);
    const order = this.orderBy(p.sort);
    const terms = this.sortTerms(p.sort);
    const sortKeys = this.sortKeyColumns(terms);
    const limits = sql`limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`;
    // The selection with its order as the read cache names it: worked out once a request, when first needed.
    let ordered: unknown;
    const orderedSelection = () => {
      ordered ??= this.selectionKey(p, matched, order);
      return ordered;
    };
    const counted = () =>
      counts
        ? counts.get(this.tablesSelected(p), this.cacheKey('count', this.selectionKey(p, matched)), () =>
            this.count(rows, where),
          )
        : this.count(rows, where);
    // Deferred join: find the page's ids, then read only those rows.
    const itemsOf = (ids: SQL) =>
      rows<Row>(sql`${this.from(sortKeys)} join (${ids}) k on k.id = t.id order by ${order}`);
    // Walk the (sort, id) index until the page is found: quick when most records match. Deep pages
    // start from the nearest landmark before them instead of from the first record.
    const walked = () => this.seekingWalk(rows, p, where, orderedSelection(), counts);
    const deep = p.page * p.pageSize > WALKED_SEARCH_MATCHES;
    // A shallow page of many matches is walked once while the tables it reads are unchanged: at a chain's
    // million patients a common surname's page 3 tested thousands of records on every request.
    const walkedSearch = async () =>
      p.after || p.before || deep
        ? walked()
        : this.keptWalk(
            rows,
            async () => this.streamedSearch(p, matched, terms) ?? (await walked()),
            this.tablesSelected(p),
            [orderedSelection(), p.page, p.pageSize],
            counts,
          );
    let items: Row[];
    let total: Total;
    const upTo = p.exactCount ? EXACT_COUNT_UP_TO : SORTED_MATCHES_LIMIT;
    if (p.q && counts) {
      // A search, paged through: its sorted matches are kept while the table is unchanged, so the next
      // pages read only their own records.
      const found = await counts.get(this.tablesSelected(p), this.cacheKey('matches', [orderedSelection(), upTo]), () =>
        this.searchMatches(rows, where, terms, upTo),
      );
      total = found;
      const offset = (p.page - 1) * p.pageSize;
      const ids = found.ids?.slice(offset, offset + p.pageSize);
      items = ids
        ? await rows<Row>(sql`${this.from(sortKeys)} where t.id = any(${sql.param(ids)}::bigint[]) order by ${order}`)
        : await itemsOf(await walkedSearch());
    } else if (p.q) {
      const found = await this.searchPage(rows, where, terms, sortKeys, limits, upTo);
      total = found.total;
      items = found.items ?? (await itemsOf(await walkedSearch()));
    } else [items, total] = await Promise.all([walked().then(itemsOf), counted()]);
    const records = await this.withRowLabels(
      rows,
      items.map((r) => toRecord(this.specs, r)),
    );
    return { items: records, ...total, ...this.cursorsOf(terms, items) };
  }

  /**
   * The ids of a page by walking the sort index. From {@link LANDMARK_EVERY} records on, the walk starts
   * at the landmark before the page (a cached list of the sort keys of every LANDMARK_EVERY-th record,
   * kept while the table is unchanged): page 2400 of 100,000 patients then reads at most
   * LANDMARK_EVERY + 20 index entries, not 48,000.
   */
  private async seekingWalk(
    rows: Rows,
    p: ListParams,
    where: SQL,
    selection: unknown,
    cache?: ReadCache,
  ): Promise<SQL> {
    const terms = this.sortTerms(p.sort);
    const order = this.orderBy(p.sort);
    const offset = (p.page - 1) * p.pageSize;
    const sought = this.fromCursor(p, where, terms);
    if (sought) return sought;
    const plain = sql`select t.id from ${sql.raw(this.table)} t where ${where} order by ${order} limit ${p.pageSize} offset ${offset}`;
    const passed = Math.floor(offset / LANDMARK_EVERY);
    // Without a cache the landmarks would be computed for this one page, a walk of the whole list: the
    // page's own walk of `offset` index entries is cheaper.
    if (!cache?.keeps || passed === 0 || !this.seekable(terms)) return plain;
    const marks = await cache.get(this.tablesSelected(p), this.cacheKey('landmarks', selection), () =>
      this.landmarks(rows, where, terms),
    );
    const mark = marks[passed - 1];
    if (!mark) return plain;
    const keys = sql.raw(terms.map((t) => t.expression).join(', '));
    const after = sql`(${keys}) ${sql.raw(terms[0]?.desc ? '<' : '>')} (${sql.join(
      mark.map((v) => sql`${v}`),
      sql`, `,
    )})`;
    return sql`select t.id from ${sql.raw(this.table)} t where ${where} and ${after} order by ${order} limit ${p.pageSize} offset ${offset - passed * LANDMARK_EVERY}`;
  }

  /**
   * A search's matches, read once (its search index): counted and, when few, all their ids in order. Few
   * matches are sorted (the planner would walk the sort index, testing thousands of records, for a page of
   * 20); more than `upTo` are paged by the walk (`ids` null) and their number estimated ({@link searchTotal}).
   */
  private async searchMatches(
    rows: Rows,
    where: SQL,
    terms: SortTerm[],
    upTo: number,
  ): Promise<Total & { ids: number[] | null }> {
    const [row] = await rows<{
      n: number;
      last_block: number | null;
      blocks: number;
      ids: (number | string)[] | null;
    }>(sql`
      with m as materialized (${this.firstMatches(where, terms, upTo)})
      select (select count(*)::int from m) as n, (select max(m."${sql.raw(MATCH_BLOCK)}") from m) as last_block,
        ${this.tableBlocks()} as blocks,
        case when (select count(*) from m) <= ${SORTED_MATCHES_LIMIT}
          then array(select m.id from m order by ${this.matchOrder(terms)}) end as ids`);
    const total = searchTotal(Number(row?.n ?? 0), upTo, Number(row?.last_block ?? 0), Number(row?.blocks ?? 0));
    return { ...total, ids: row?.ids ? row.ids.map(Number) : null };
  }

  /** How many blocks the table holds now (its file's size, no scan). */
  private tableBlocks(): SQL {
    return sql`(pg_relation_size(${this.table}::regclass) / current_setting('block_size')::int)::int`;
  }

  /**
   * One page of a search and how many records it matches, in one statement reading the matches once; `items`
   * null when more than {@link SORTED_MATCHES_LIMIT} match (the page is then walked from the sort index).
   */
  private async searchPage(
    rows: Rows,
    where: SQL,
    terms: SortTerm[],
    sortKeys: string[],
    limits: SQL,
    upTo: number,
  ): Promise<{ items: Row[] | null; total: Total }> {
    const order = this.matchOrder(terms);
    const found = await rows<Row & { __matches: number; __lastBlock: number | null; __blocks: number }>(sql`
      with m as materialized (${this.firstMatches(where, terms, upTo)}),
        n as (select count(*)::int as n, max(m."${sql.raw(MATCH_BLOCK)}") as b from m)
      select n.n as "__matches", n.b as "__lastBlock", ${this.tableBlocks()} as "__blocks", x.* from n left join lateral (
        ${this.from([...sortKeys, 'k.r as "__r"'])}
        join (select m.id, row_number() over (order by ${order}) as r from m order by ${order} ${limits}) k on k.id = t.id
        where n.n <= ${SORTED_MATCHES_LIMIT}) x on true
      order by x."__r"`);
    const first = found[0];
    const n = Number(first?.__matches ?? 0);
    const items = n <= SORTED_MATCHES_LIMIT ? found.filter((r) => r.id !== null) : null;
    return { items, total: searchTotal(n, upTo, Number(first?.__lastBlock ?? 0), Number(first?.__blocks ?? 0)) };
  }

  /**
   * The first records a condition matches, `upTo` and one more: each its id, its sort keys, worked out as the
   * rows are read, so they are sorted without reading the table again (joined back by id, the planner expects
   * the limit's rows and scans the whole table to hash them) and without carrying whole rows (an invoice's
   * lines: 3,114 matching invoices, 31 ms whole, 19 ms narrow, median), and the table block it lay in.
   */
  private firstMatches(where: SQL, terms: SortTerm[], upTo: number): SQL {
    const keys = terms.map((t, i) => `${t.expression} as "${MATCH_KEY}${i}"`).join(', ');
    return sql`select t.id, ${sql.raw(keys)}, (t.ctid::text::point)[0]::int as "${sql.raw(MATCH_BLOCK)}"
      from ${sql.raw(this.table)} t where ${where} limit ${upTo + 1}`;
  }

  /** The sort of {@link firstMatches}' rows (`m`), by the keys they carry: the sort parameter's order. */
  private matchOrder(terms: SortTerm[]): SQL {
    return sql.raw(terms.map((t, i) => `m."${MATCH_KEY}${i}" ${t.desc ? 'desc' : 'asc'}`).join(', '));
  }

  /**
   * How many records a condition matches: counted up to {@link EXACT_COUNT_UP_TO} + 1 (never more rows
   * read than that), and past it the planner's estimate of the rows (`EXPLAIN (FORMAT JSON)`: the
   * table's statistics, no scan), never less than what was counted.
   */
  private async count(rows: Rows, where: SQL): Promise<Total> {
    const [row] = await rows<{ total: number }>(
      sql`select count(*)::int as total from (select 1 from ${sql.raw(this.table)} t where ${where} limit ${EXACT_COUNT_UP_TO + 1}) c`,
    );
    return this.exactOrEstimate(rows, where, row?.total ?? 0);
  }

  /** `counted` (counted up to {@link EXACT_COUNT_UP_TO} + 1) when exact, else the planner's estimate, never less. */
  private async exactOrEstimate(rows: Rows, where: SQL, counted: number): Promise<Total> {
    if (counted <= EXACT_COUNT_UP_TO) return { total: counted, estimated: false };
    const [plan] = await rows<Record<string, unknown>>(
      sql`explain (format json) select 1 from ${sql.raw(this.table)} t where ${where}`,
    );
    return { total: Math.max(counted, planRows(plan)), estimated: true };
  }

  /** Ids of the records a selection matches, locked until the transaction ends (at most `limit`). */
  async matchingIds(
    rows: Rows,
    p: Pick<ListParams, 'q' | 'filters' | 'archived' | 'view' | 'from' | 'to'>,
    limit: number,
  ) {
    const found = await rows<{ id: number }>(
      sql`select t.id from ${sql.raw(this.table)} t where ${this.where(p)} order by t.id limit ${limit} for update of t`,
    );
    return found.map((r) => Number(r.id));
  }

  async all(rows: Rows, p: Omit<ListParams, 'page' | 'pageSize'>, limit: number): Promise<Row[]> {
    const items = await rows<Row>(
      sql`${this.from()} where ${this.where(p)} order by ${this.orderBy(p.sort)} limit ${limit}`,
    );
    return this.withRowLabels(
      rows,
      items.map((r) => toRecord(this.specs, r)),
    );
  }

  async get(rows: Rows, id: number, lock = false): Promise<Row | undefined> {
    const [row] = await rows<Row>(
      sql`${this.from()} where t.id = ${id} and ${this.owned()}${lock ? sql` for update of t` : sql``}`,
    );
    return row ? (await this.withRowLabels(rows, [toRecord(this.specs, row)]))[0] : undefined;
  }

  /**
   * The values to store: the given writable ones plus what the definition
   * derives from the record and what the server sets itself (read-only fields).
   */
  private withDerived(values: Row, record: Row, serverValues: Row = {}): { values: Row; specs: ColumnSpec[] } {
    const derived = { ...(this.def.derive?.(record) ?? {}), ...serverValues } as Row;
    const all = { ...values, ...derived };
    return {
      values: all,
      specs: this.specs.filter((s) => all[s.key] !== undefined && (!s.field.readOnly || s.key in derived)),
    };
  }

  async insert(rows: Rows, given: Row, serverValues?: Row): Promise<number> {
    const { values, specs } = this.withDerived(given, given, serverValues);
    const names = specs.map((s) => quote(s.column));
    const binds = specs.map((s) => this.bind(s, values[s.key]));
    if (this.ownerId !== null) {
      names.push('owner_id');
      binds.push(sql`${this.ownerId}`);
    }
    const cols = sql.raw(names.join(', '));
    const vals = sql.join(binds, sql`, `);
    const [row] = await rows<{ id: number }>(
      names.length
        ? sql`insert into ${sql.raw(this.table)} (${cols}) values (${vals}) returning id`
        : sql`insert into ${sql.raw(this.table)} default values returning id`,
    );
    const id = Number(row!.id);
    await this.numberRecord(rows, id, values);
    return id;
  }

  /**
   * Fills the generated numbers left empty: prefix + zero-padded id. Ids are
   * unique, but a number typed by hand may already hold that value: then the
   * first free `-2`, `-3`… suffix is taken (`CERT-000042-2`).
   */
  private async numberRecord(rows: Rows, id: number, values: Row): Promise<void> {
    for (const s of this.specs) {
      if (s.field.kind !== 'text' || !s.field.generated || !isBlank(values[s.key])) continue;
      const { prefix, digits } = s.field.generated;
      const col = sql.raw(quote(s.column));
      const table = sql.raw(this.table);
      const base = sql`${prefix} || lpad(${id}::text, greatest(${digits}::int, length(${id}::text)), '0')`;
      const taken = (number: SQL) => sql`exists (select 1 from ${table} o where lower(o.${col}) = lower(${number}))`;
      const done = await rows(
        sql`update ${table} set ${col} = ${base} where id = ${id} and not ${taken(base)} returning id`,
      );
      if (done.length) continue;
      await rows(sql`
        update ${table} set ${col} = (
          select ${base} || '-' || n from generate_series(2, 1000) n
          where not ${taken(sql`${base} || '-' || n`)} order by n limit 1)
        where id = ${id}`);
    }
  }

  /** Updates the given fields when the version matches; returns false when it does not (or the row is gone). */
  /** `record`: the whole record as it will be stored (for a PATCH, the stored one with the patch applied). */
  async update(rows: Rows, id: number, version: number, given: Row, record: Row = given): Promise<boolean> {
    const { values, specs } = this.withDerived(given, record);
    const sets = [
      ...specs.map((s) => sql`${sql.raw(quote(s.column))} = ${this.bind(s, values[s.key])}`),
      sql`updated_at = app_now()`,
      sql`version = version + 1`,
    ];
    const changed = await rows<{ id: number }>(
      sql`update ${sql.raw(this.table)} set ${sql.join(sets, sql`, `)} where id = ${id} and version = ${version} and ${this.owned(null)} returning id`,
    );
    return changed.length > 0;
  }

  /** Deletes the rows, or archives those not yet archived when the record type is archivable. */
  async remove(rows: Rows, ids: number[]): Promise<number[]> {
    const list = idList(ids);
    const gone = await rows<{ id: number }>(
      this.def.archivable
        ? sql`update ${sql.raw(this.table)} set archived_at = app_now(), updated_at = app_now(), version = version + 1 where id in ${list} and archived_at is null and ${this.owned(null)} returning id`
        : sql`delete from ${sql.raw(this.table)} where id in ${list} and ${this.owned(null)} returning id`,
    );
    return gone.map((r) => Number(r.id));
  }

  /** Brings an archived record back; false when it is unknown or not archived. */
  async restore(rows: Rows, id: number): Promise<boolean> {
    const back = await rows<{ id: number }>(
      sql`update ${sql.raw(this.table)} set archived_at = null, updated_at = app_now(), version = version + 1 where id = ${id} and archived_at is not null and ${this.owned(null)} returning id`,
    );
    return back.length > 0;
  }

  /** SQL naming a record: its title column, or the name of the record it is for when the title is a reference. */
  private titleExpression(): string {
    const field = this.def.fields[this.def.titleField];
    const target = field?.kind === 'reference' ? referenceTarget(field.resource) : undefined;
    const column = this.columnOf(this.def.titleField);
    return target
      ? `(select x.${quote(snake(target.titleField))} from ${quote(target.table)} x where x.id = ${column})`
      : column;
  }

  async lookup(rows: Rows, q: string | undefined, ids: number[]): Promise<{ id: number; label: string }[]> {
    const title = this.titleExpression();
    let cond = ids.length
      ? sql`t.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`
      : q
        ? sql`${sql.raw(title)} ilike ${`%${escapeLike(q)}%`}`
        : sql`true`;
    // Known ids keep their names (an archived patient still names old records); pick lists offer live ones only.
    if (this.def.archivable && !ids.length) cond = sql`${cond} and t.archived_at is null`;
    cond = sql`${cond} and ${this.owned()}`;
    // A record whose title field is empty (a planned procedure has a service, not a condition) is named by its id.
    return rows<{ id: number; label: string }>(
      sql`select t.id, coalesce((${sql.raw(title)})::text, '#' || t.id) as label from ${sql.raw(this.table)} t where ${cond} order by ${sql.raw(title)} limit 20`,
    );
  }

  private bind(spec: ColumnSpec, value: unknown): SQL {
    const v = toColumn(spec.field, value);
    if (spec.field.kind === 'json' || spec.field.kind === 'rows') return sql`${v}::jsonb`;
    if (spec.field.kind === 'choices' || spec.field.kind === 'textList')
      return sql`${sql.param(v as string[])}::text[]`;
    return sql`${v}`;
  }
}

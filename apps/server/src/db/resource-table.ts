import { type AnyResource, type FieldDef, isComputed } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from './app-now.js';
import { isStable, viewSql } from './view-sql.js';

/** Text sorts case-insensitively (lower(col)), whatever the database collation; an index matches it. */
export const sortsByLowerCase = (f: FieldDef): boolean => f.kind === 'text';

export const snake = (s: string): string => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Resolve = (resource: string) => AnyPgColumn;

/**
 * The columns the free-text search reads directly: the searched fields stored
 * as text (text and choice fields; references search their target's title, see
 * the repository). One trigram index over all of them answers the search.
 */
export function searchedColumns(def: AnyResource): string[] {
  return def.list.search.flatMap((key) => {
    const f = def.fields[key];
    return f && !isComputed(f) && (f.kind === 'text' || f.kind === 'choice') ? [snake(key)] : [];
  });
}

/**
 * Every column a search of the record type reads: the search document's columns and each searched reference's
 * column (the record it points at is matched by its title). Null when a searched field is computed: its value
 * is worked out from the whole row (or other tables), so a search cannot be tested from these columns alone.
 */
export function searchReadColumns(def: AnyResource): string[] | null {
  const columns: string[] = [];
  for (const key of def.list.search) {
    const f = def.fields[key];
    if (!f || isComputed(f)) return null;
    columns.push(snake(key));
  }
  return columns;
}

/** The most bytes a btree key may hold (8 KB pages: a third of a page, less the tuple's own header). */
const BTREE_KEY_BYTES = 2_600;

/** The most bytes a field's value takes in an index: text at 4 bytes a character, but e-mail and phone are ASCII. */
function widestBytes(f: FieldDef): number | null {
  if (f.kind === 'reference') return 8;
  if (f.kind === 'choice') return Math.max(...f.options.map((o) => o.length)) * 4;
  if (f.kind !== 'text' || !f.max) return null;
  return f.max * (f.format === 'email' || f.format === 'phone' ? 1 : 4);
}

/**
 * The searched columns the title's sort index carries after its keys, so that a search matching many records
 * walks that index alone for its page, testing each entry (no read of the table): the title is the grid's
 * usual order. Empty when a searched value could be too wide for a btree key in the worst case, or the search
 * reads a computed field.
 */
export function titleSortCover(def: AnyResource): string[] {
  const columns = searchReadColumns(def);
  const title = def.fields[def.titleField];
  if (!columns || !title) return [];
  const cover = def.list.search.filter((key) => key !== def.titleField);
  // The title twice (lower-cased, then as it is) and the id, then the rest.
  const widths = [title, title, ...cover.map((key) => def.fields[key] as FieldDef)].map(widestBytes);
  if (widths.some((w) => w === null)) return [];
  const total = (widths as number[]).reduce((a, b) => a + b, 8);
  return total <= BTREE_KEY_BYTES ? cover : [];
}

/** What separates the columns in the search document: no search text contains it (see the repository). */
export const SEARCH_SEPARATOR = '\\n';

/**
 * The search document of a record: its searched columns joined by a newline
 * (`coalesce(a, '') || E'\n' || coalesce(b, '')`), or the column itself when
 * there is one. The trigram index is built on exactly this expression and the
 * list matches with `<document> ILIKE '%text%'`, so the planner sees one
 * condition it can estimate (from the index's statistics) and answer with one
 * index, for the page and for the count. A text without a newline matches the
 * document exactly when it matches one of the columns.
 */
export function searchDocument(columns: readonly string[], alias?: string): string | null {
  const ref = (c: string) => (alias ? `${alias}."${c}"` : `"${c}"`);
  if (columns.length <= 1) return columns[0] ? ref(columns[0]) : null;
  return columns.map((c) => `coalesce(${ref(c)}, '')`).join(` || E'${SEARCH_SEPARATOR}' || `);
}

function column(name: string, f: FieldDef, ref: Resolve): PgColumnBuilderBase {
  const col = snake(name);
  switch (f.kind) {
    case 'text':
      return f.required ? text(col).notNull() : text(col);
    case 'integer':
      return f.required ? integer(col).notNull() : integer(col);
    case 'decimal': {
      const c = numeric(col, { precision: 12, scale: f.scale });
      return f.required ? c.notNull() : c;
    }
    case 'money': {
      const c = bigint(`${col}_cents`, { mode: 'number' });
      return f.required ? c.notNull() : c;
    }
    case 'date':
      return f.required ? date(col).notNull() : date(col);
    case 'datetime':
      return f.required ? timestamp(col, { withTimezone: true }).notNull() : timestamp(col, { withTimezone: true });
    case 'time':
      return f.required ? time(col).notNull() : time(col);
    case 'boolean':
      return f.required ? boolean(col).notNull() : boolean(col);
    case 'choice':
      return f.required ? text(col).notNull() : text(col);
    case 'choices':
    case 'textList':
      return text(col).array().notNull().default(sql`'{}'::text[]`);
    case 'reference': {
      const c = bigint(col, { mode: 'number' }).references(() => ref(f.resource), { onDelete: 'restrict' });
      return f.required ? c.notNull() : c;
    }
    case 'json':
      return f.required ? jsonb(col).notNull() : jsonb(col);
    case 'rows':
      return jsonb(col).notNull().default(sql`'[]'::jsonb`);
    case 'files':
      throw new Error(`${name}: files live in the files table, not in a column`);
  }
}

/**
 * A read-only field with a default (a status the server moves): the client
 * never sends it, so the column holds the default of a new record. So does a
 * derived choice (`derived`), so that records older than the column get it.
 */
function withServerDefault(f: FieldDef, col: PgColumnBuilderBase): PgColumnBuilderBase {
  const derived = f.kind === 'choice' && f.derived !== undefined;
  const value =
    (f.readOnly || derived) && (f.kind === 'choice' || f.kind === 'boolean' || f.kind === 'integer')
      ? f.default
      : undefined;
  return value === undefined ? col : (col as unknown as { default(v: unknown): PgColumnBuilderBase }).default(value);
}

/** Columns of an index, at least one. */
type Keyed = [ExtraConfigColumn | SQL, ...(ExtraConfigColumn | SQL)[]];

const quoteList = (opts: readonly string[]) => opts.map((o) => `'${o.replace(/'/g, "''")}'`).join(', ');

/**
 * The table of a record type, built from its domain definition: system
 * columns, one column per field, check constraints for choice lists, a unique
 * index per unique field, a trigram index per searched text field and a btree
 * index per sortable or filtered field.
 */
export function resourceTable(def: AnyResource, ref: Resolve) {
  const cols: Record<string, PgColumnBuilderBase> = {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  };
  for (const [name, f] of Object.entries(def.fields))
    if (!isComputed(f)) cols[name] = withServerDefault(f, column(name, f, ref));
  if (def.archivable) cols.archivedAt = timestamp('archived_at', { withTimezone: true });
  // Personal records go with their owner ('users' is resolved by the schema, beside the resource tables).
  if (def.ownedByUser)
    cols.ownerId = bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => ref('users'), { onDelete: 'cascade' });
  cols.createdAt = timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW);
  cols.updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW);
  cols.version = integer('version').notNull().default(1);

  return pgTable(def.table, cols, (t) => {
    const extras = [];
    const c = t as unknown as Record<string, ExtraConfigColumn>;
    // Every query of a personal record type is scoped to its owner: its indexes lead with owner_id.
    const owner = def.ownedByUser ? c.ownerId : undefined;
    const keyed = (...cols: Keyed): Keyed => (owner ? [owner, ...cols] : cols);
    const searched = searchedColumns(def);
    const document = searchDocument(searched);
    if (document) extras.push(index(`${def.table}_search_trgm`).using('gin', sql.raw(`(${document}) gin_trgm_ops`)));
    for (const [name, f] of Object.entries(def.fields)) {
      const colName = snake(name);
      const column = c[name];
      if (!column) continue;
      // Countries are checked by the API only: rows written before the list keep their free text until edited.
      if (f.kind === 'choice' && f.display !== 'region')
        extras.push(check(`${def.table}_${colName}_check`, sql.raw(`"${colName}" IN (${quoteList(f.options)})`)));
      if (f.kind === 'choices')
        extras.push(
          check(`${def.table}_${colName}_check`, sql.raw(`"${colName}" <@ ARRAY[${quoteList(f.options)}]::text[]`)),
        );
      if (f.unique)
        extras.push(
          f.kind === 'text'
            ? uniqueIndex(`${def.table}_${colName}_unique`).on(sql`lower(${column})`)
            : uniqueIndex(`${def.table}_${colName}_unique`).on(column),
        );
      // The title's own trigram index serves pick lists (`lookup`) and other types' searches of this one.
      if (name === def.titleField && def.list.search.includes(name) && f.kind === 'text' && searched.length > 1)
        extras.push(index(`${def.table}_${colName}_trgm`).using('gin', column.op('gin_trgm_ops')));
      const structured = f.kind === 'json' || f.kind === 'rows';
      if (def.list.sortable.includes(name) && !structured && c.id && !sortsByLowerCase(f))
        extras.push(index(`${def.table}_${colName}_sort`).on(...keyed(column, c.id)));
      // Text sorts by lower(col): the column itself ends the key so that a page deep in the list is
      // read from the index alone (an index-only scan; PostgreSQL cannot rebuild the column from
      // lower(col)), and the list of live records (archivable types) indexes only those.
      if (def.list.sortable.includes(name) && c.id && sortsByLowerCase(f)) {
        const cover = name === def.titleField ? titleSortCover(def).flatMap((key) => c[key] ?? []) : [];
        const sort = index(`${def.table}_${colName}_sort`).on(...keyed(sql`lower(${column})`, c.id, column, ...cover));
        extras.push(def.archivable ? sort.where(sql`archived_at is null`) : sort);
      }
      const filteredOrLinked = def.list.filters.includes(name) || def.list.dateRange === name || f.kind === 'reference';
      const coveredBySort =
        (def.list.sortable.includes(name) && !sortsByLowerCase(f)) || !!def.indexes?.some((i) => i[0] === name);
      if (filteredOrLinked && !coveredBySort && !structured)
        extras.push(index(`${def.table}_${colName}_idx`).on(...keyed(column)));
    }
    for (const view of def.list.views ?? []) {
      if (!c.id) break;
      // A view that does not depend on the day gets a partial index of its rows;
      // one compared with today uses the index of its date column.
      if (isStable(view))
        extras.push(
          index(`${def.table}_${snake(view.name)}_view`)
            .on(...keyed(c.id))
            .where(sql.raw(viewSql(view, (key) => `"${snake(key)}"`))),
        );
      else
        for (const cond of view.where) {
          const col = c[cond.field];
          const indexed = def.list.sortable.includes(cond.field) || def.list.filters.includes(cond.field);
          if ('today' in cond && col && !indexed)
            extras.push(index(`${def.table}_${snake(cond.field)}_view_idx`).on(...keyed(col)));
        }
    }
    for (const fields of def.indexes ?? []) {
      const [first, ...rest] = fields.map((key) => c[key]).filter((col) => col !== undefined);
      if (first) extras.push(index(`${def.table}_${fields.map(snake).join('_')}_idx`).on(...keyed(first, ...rest)));
    }
    if (c.createdAt && c.id) extras.push(index(`${def.table}_created_at_sort`).on(...keyed(c.createdAt, c.id)));
    if (c.updatedAt && c.id) extras.push(index(`${def.table}_updated_at_sort`).on(...keyed(c.updatedAt, c.id)));
    return extras;
  });
}

import type { AnyResource, FieldDef } from '@chairside/domain';
import { sql } from 'drizzle-orm';
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

/** Text sorts case-insensitively (lower(col)), whatever the database collation; an index matches it. */
export const sortsByLowerCase = (f: FieldDef): boolean => f.kind === 'text';

export const snake = (s: string): string => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Resolve = (resource: string) => AnyPgColumn;

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
  }
}

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
  for (const [name, f] of Object.entries(def.fields)) cols[name] = column(name, f, ref);
  cols.createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  cols.updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
  cols.version = integer('version').notNull().default(1);

  return pgTable(def.table, cols, (t) => {
    const extras = [];
    const c = t as unknown as Record<string, ExtraConfigColumn>;
    for (const [name, f] of Object.entries(def.fields)) {
      const colName = snake(name);
      const column = c[name];
      if (!column) continue;
      if (f.kind === 'choice')
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
      if (def.list.search.includes(name) && f.kind === 'text')
        extras.push(index(`${def.table}_${colName}_trgm`).using('gin', column.op('gin_trgm_ops')));
      if (def.list.sortable.includes(name) && f.kind !== 'json' && c.id)
        extras.push(
          index(`${def.table}_${colName}_sort`).on(sortsByLowerCase(f) ? sql`lower(${column})` : column, c.id),
        );
      const filteredOrLinked = def.list.filters.includes(name) || f.kind === 'reference';
      const coveredBySort = def.list.sortable.includes(name) && !sortsByLowerCase(f);
      if (filteredOrLinked && !coveredBySort && f.kind !== 'json')
        extras.push(index(`${def.table}_${colName}_idx`).on(column));
    }
    if (c.createdAt && c.id) extras.push(index(`${def.table}_created_at_sort`).on(c.createdAt, c.id));
    if (c.updatedAt && c.id) extras.push(index(`${def.table}_updated_at_sort`).on(c.updatedAt, c.id));
    return extras;
  });
}

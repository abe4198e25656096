import { type AnyResource, RESOURCES, referenceTarget, resourceByName, USERS_TARGET } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Database, Rows } from './client.js';

/**
 * Writes per table, counted by the database: every INSERT, UPDATE, DELETE or
 * TRUNCATE statement on a tracked table adds a row `(table, 1)` to
 * `table_writes` (trigger `note_table_write`, migration `write_tracking`).
 * The sum per table only grows, and a write counts once its transaction
 * commits, for every server process reading the same database: a result
 * computed while the sums stayed the same is still the result as long as they
 * do (see `read-cache.ts`). Writers only insert, so they never wait on one
 * another; {@link compactWrites} folds the rows into one per table.
 */

const TRIGGER = 'note_table_write';

/** The tables whose writes are counted: every record type's, the accounts and the files attached to records. */
export const TRACKED_TABLES: readonly string[] = [
  ...new Set([...RESOURCES.map((r) => r.table), USERS_TARGET.table, 'files']),
];

/** The tables a record type's list, counts and summaries read: its own and those its fields look into. */
export function tablesRead(def: AnyResource): string[] {
  const tables = new Set([def.table]);
  for (const f of Object.values(def.fields)) {
    const target = f.kind === 'reference' ? referenceTarget(f.resource) : undefined;
    if (target) tables.add(target.table);
    const counted = f.kind === 'integer' && f.countOf ? resourceByName.get(f.countOf.resource) : undefined;
    if (counted) tables.add(counted.table);
    if (f.kind === 'files') tables.add('files');
  }
  return [...tables].sort();
}

/**
 * The tables a selection of a record type reads to count, search or order its records (not to label
 * them): its own, those its counted and files fields look into, and, for a search, the tables of the
 * searched references (their titles). A count of invoices is not recomputed after an appointment is
 * written, though an invoice's page names its appointment.
 */
export function tablesSelected(def: AnyResource, searching: boolean): string[] {
  const tables = new Set([def.table]);
  for (const [key, f] of Object.entries(def.fields)) {
    const counted = f.kind === 'integer' && f.countOf ? resourceByName.get(f.countOf.resource) : undefined;
    if (counted) tables.add(counted.table);
    if (f.kind === 'files') tables.add('files');
    const searched = searching && f.kind === 'reference' && def.list.search.includes(key);
    const target = searched ? referenceTarget(f.resource) : undefined;
    if (target) tables.add(target.table);
  }
  return [...tables].sort();
}

/** Adds the write-counting trigger to the tracked tables that lack it (new tables of new record types). */
export async function trackWrites(rows: Rows): Promise<void> {
  const found = await rows<{ table: string }>(sql`
    select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
      and c.relname = any(${sql.param([...TRACKED_TABLES])}::text[])
      and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = ${TRIGGER})`);
  for (const { table } of found)
    await rows(
      sql.raw(`create trigger ${TRIGGER} after insert or update or delete or truncate on "${table}"
               for each statement execute function note_table_write()`),
    );
}

/** One number per table that changes whenever a committed write changed the table: `table=n,…`. */
export async function writeVersion(rows: Rows, tables: readonly string[]): Promise<string> {
  const sums = await rows<{ table: string; writes: string }>(sql`
    select table_name as table, sum(writes)::text as writes from table_writes
    where table_name = any(${sql.param([...tables])}::text[]) group by table_name`);
  const byTable = new Map(sums.map((s) => [s.table, s.writes]));
  return tables.map((t) => `${t}=${byTable.get(t) ?? 0}`).join(',');
}

/**
 * Folds the rows of `table_writes` into one per table, keeping every sum: the
 * rows this statement deletes are exactly those it adds up, and readers see
 * either all of them or their sum. Rows inserted meanwhile stay as they are.
 * Tables already down to one row are left alone, so that a quiet database is
 * not rewritten every round (`compaction.ts`).
 */
export async function compactWrites(database: Database): Promise<void> {
  await database.rows(sql`
    with written as (select table_name from table_writes group by table_name having count(*) > 1),
    gone as (delete from table_writes w using written d where w.table_name = d.table_name returning w.table_name, w.writes)
    insert into table_writes (table_name, writes) select table_name, sum(writes) from gone group by table_name`);
}

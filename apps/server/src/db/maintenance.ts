import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** A table of at least this many pages (8 KiB) is vacuumed when most of them are not known all-visible. */
const VACUUM_MIN_PAGES = 128;

/**
 * Refresh planner statistics. PGlite runs no autovacuum, and ANALYZE alone
 * leaves the visibility map empty, so trigram and index-only plans look
 * expensive and the planner scans tables: there we VACUUM ANALYZE.
 * PostgreSQL: ANALYZE, then VACUUM the tables that a bulk load (an import, a
 * restore) left without a visibility map, as autovacuum would minutes later:
 * until then index-only scans read the table too (a page deep in the patients
 * list 358 against 29 ms) and the planner prices trigram plans too high.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await database.rows(sql`vacuum analyze`);
    return;
  }
  await database.rows(sql`analyze`);
  const stale = await database.rows<{ name: string }>(sql`
    select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and c.relpages >= ${VACUUM_MIN_PAGES} and c.relallvisible < c.relpages / 2`);
  for (const { name } of stale) await database.rows(sql.raw(`vacuum ${name}`));
}

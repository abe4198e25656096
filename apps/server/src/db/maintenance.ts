import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * Refresh planner statistics. PGlite runs no autovacuum, and ANALYZE alone
 * leaves the visibility map empty, so trigram and index-only plans look
 * expensive and the planner scans tables: there we VACUUM ANALYZE.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  await database.rows(database.kind === 'pglite' ? sql`vacuum analyze` : sql`analyze`);
}

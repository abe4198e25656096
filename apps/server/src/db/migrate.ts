import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';
import { refreshStatistics } from './maintenance.js';
import { trackWrites } from './write-tracking.js';

/** Committed SQL migrations: apps/server/drizzle, found upwards from this file (src/db or the dist bundle). */
export const MIGRATIONS_DIR = findUp(path.dirname(fileURLToPath(import.meta.url)), 'drizzle/meta/_journal.json');

function findUp(from: string, rel: string): string {
  let dir = from;
  for (;;) {
    if (fs.existsSync(path.join(dir, rel))) return path.join(dir, 'drizzle');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the migrations folder above ${from}`);
    dir = parent;
  }
}

export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await trackWrites(database.rows);
  } else {
    // Several servers may start at once against one database: one migrates, the others wait.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
      await migrateNodePg(tx as unknown as NodePgDatabase, { migrationsFolder });
      await trackWrites(async <T>(q: SQL) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows);
    });
  }
  await refreshStatistics(database);
}

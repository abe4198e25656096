import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { clientRows, type Database } from './client.js';
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

/**
 * Runs `work` while holding the start-up lock of this PostgreSQL database, so that of several servers
 * starting at once one does it and the others wait, then find it done. The lock is a session lock on
 * a connection of its own (given to `work`), held until that connection closes: drizzle's migrator runs
 * its own BEGIN/COMMIT, which inside an outer transaction would commit that one and end a transaction
 * lock early (two servers then added the write triggers at once: "trigger … already exists").
 */
export async function underStartupLock<T>(
  url: string | undefined,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  if (!url) throw new Error('A PostgreSQL database without its address');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Brings the database up to date. On PostgreSQL `directUrl` (DATABASE_MIGRATION_URL) is the address the
 * migrations use, when DATABASE_URL goes through a pooler in transaction mode that cannot hold their lock.
 */
export async function runMigrations(
  database: Database,
  migrationsFolder = MIGRATIONS_DIR,
  directUrl = database.url,
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await trackWrites(database.rows);
  } else
    await underStartupLock(directUrl, async (client) => {
      const db = drizzleNodePg(client);
      await migrateNodePg(db, { migrationsFolder });
      await trackWrites(clientRows(client));
    });
  await refreshStatistics(database);
}

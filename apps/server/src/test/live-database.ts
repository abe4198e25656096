import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { tableChecksums } from '../backups/checksums.js';
import { backupsDir, takeBackup } from '../backups/dump.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openPglite } from '../db/client.js';
import { clusterDir } from '../db/data-dir-swap.js';
import { freshDatabase } from './context.js';
import { dropDatabasesStartingWith } from './postgres-admin.js';

/**
 * The database a restore replaces, of the engine under test (TEST_DB): a PostgreSQL database of its own,
 * or an embedded one in a DATA_DIR on disk (closed between uses, as a restore needs it).
 */
export interface LiveDatabase {
  kind: 'postgres' | 'pglite';
  /** The settings npm run restore would read: DATABASE_URL or DATA_DIR. */
  config: Config;
  /** Evidence the live data is byte for byte what it was: every table's checksum (and the PostgreSQL database's oid), or every file of the embedded cluster. */
  fingerprint(): Promise<string>;
  use<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /** A backup of the live database by takeBackup; returns its path. */
  backup(): Promise<string>;
  close(): Promise<void>;
}

export async function liveDatabase(): Promise<LiveDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-live-'));
  const backup = (database: Database) =>
    takeBackup(database, { dir: backupsDir(dataDir), by: 'test', keep: 100 }).then((b) =>
      path.join(backupsDir(dataDir), b.file),
    );
  if (process.env.TEST_DB === 'postgres') {
    const { database, drop } = await freshDatabase();
    const url = database.url ?? '';
    const live = new URL(url).pathname.slice(1);
    const server = new URL(url);
    server.pathname = '/postgres';
    return {
      kind: 'postgres',
      config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: dataDir }),
      async fingerprint() {
        const [db] = await database.rows<{ oid: number }>(
          sql`select oid::int as oid from pg_database where datname = current_database()`,
        );
        return JSON.stringify({ oid: db?.oid, tables: await tableChecksums(database.rows) });
      },
      use: (work) => work(database),
      backup: () => backup(database),
      async close() {
        // The restores' databases beside it, then (whatever it now holds) the database itself.
        await dropDatabasesStartingWith(server.toString(), `${live}_`);
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const template = inject('databaseTemplate');
  const first = await openPglite(dataDir, new Blob([fs.readFileSync(template)]));
  await first.close();
  const use = async <T>(work: (database: Database) => Promise<T>) => {
    const database = await openPglite(dataDir);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  return {
    kind: 'pglite',
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    fingerprint: async () => digestTree(clusterDir(dataDir)),
    use,
    backup: () => use(backup),
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** SHA-256 over every file's path and bytes below `dir`. */
function digestTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      hash.update(`${path.relative(dir, p)}\0`);
      if (e.isDirectory()) walk(p);
      else hash.update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { clockSessionSettings, connectionOptions } from './clock-session.js';
import { settleInterruptedSwap } from './data-dir-swap.js';
import { PostgresListener } from './pg-listener.js';
import { startPglite } from './pglite-engine.js';
import { type ChannelListener, PgliteThread, type ThreadSupervision } from './pglite-remote.js';
import { defaultPoolSize } from './pool-size.js';
import { nameStatements, StatementNames } from './prepared-statements.js';
import { toSqlError } from './sql-error.js';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Rows = <T>(query: SQL) => Promise<T[]>;

/** The database, whichever engine runs it. Code above this file does not know which. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Run a raw statement and return its rows. */
  rows<T>(query: SQL): Promise<T[]>;
  /** Run statements in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (rows: Rows) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: `notify` hears each NOTIFY once its transaction commits (from this
   * process or any other on the same database), `gap` when some may have been lost (a connection
   * or the embedded database's thread restarted). Returns the way to stop.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as one tar file (gzip: compressed), to start another database from (`openPglite`'s `from`). */
  snapshot?(compression?: 'gzip' | 'none'): Promise<Blob>;
  /** PostgreSQL only: the connection address, for pg_dump. */
  url?: string;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;
const asIs = (v: string) => v;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  try {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  } catch (e) {
    throw toSqlError(e);
  }
}

/** Raw statements over one connection of its own (a session lock, an exported snapshot). */
export const clientRows =
  (client: pg.Client): Rows =>
  (q) =>
    rowsOf(drizzleNodePg(client) as unknown as Db, q);

/** One transaction; a failed statement (or commit) leaves as a SqlError, without its values. */
const transactionOf =
  (db: Db) =>
  <T>(fn: (rows: Rows) => Promise<T>): Promise<T> =>
    db
      .transaction((tx) => fn((q) => rowsOf(tx as unknown as Db, q)))
      .catch((e: unknown) => {
        throw toSqlError(e);
      });

/**
 * Embedded PostgreSQL (PGlite): one process per data directory, guarded by a
 * lock file. `from` starts an in-memory one from a dump of another
 * (`dumpDataDir`) instead of a new cluster: what the tests do, seconds sooner.
 * `thread`: run it in a worker thread (what the server does), so that a slow
 * statement holds up that thread and not every request of the clinic;
 * `supervision`: who hears of the thread's deaths and acts when it cannot be kept up.
 */
export async function openPglite(
  dataDir: string | 'memory',
  from?: Blob,
  { thread = false, supervision }: { thread?: boolean; supervision?: ThreadSupervision } = {},
): Promise<Database> {
  let release = () => {};
  if (dataDir !== 'memory') {
    fs.mkdirSync(dataDir, { recursive: true });
    release = takeLock(dataDir);
    settleInterruptedSwap(dataDir);
  }
  let client: PGlite | PgliteThread;
  try {
    client = thread
      ? await PgliteThread.start(dataDir, from, supervision)
      : await startPglite(dataDir, from, undefined, clockSessionSettings());
  } catch (e) {
    release();
    throw e;
  }
  return pgliteDatabase(client, release);
}

/** The Database over an open PGlite, in this thread or its own; `release` runs once it is closed. */
export function pgliteDatabase(client: PGlite | PgliteThread, release = () => {}): Database {
  // The thread answers drizzle's PGlite driver as PGlite would (`query`, `transaction`).
  const db = drizzlePglite(client as PGlite) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    rows: (q) => rowsOf(db, q),
    transaction: transactionOf(db),
    async listen(channel, listener) {
      if (client instanceof PgliteThread) {
        const stop = await client.listen(channel, listener);
        return async () => stop();
      }
      const stop = await client.listen(channel, (payload) => listener.notify(payload));
      return () => stop();
    },
    snapshot: (compression = 'none') => client.dumpDataDir(compression),
    async close() {
      await client.close();
      release();
    },
  };
}

/**
 * A PostgreSQL server. int8 comes back as a number (ids stay below 2^53), dates as 'YYYY-MM-DD'.
 * `directUrl` (DATABASE_MIGRATION_URL): PostgreSQL itself when `url` is a pooler in transaction
 * mode, for what needs a session of its own (LISTEN). `prepare`: statements run prepared
 * (`prepared-statements.ts`); off by default behind such a pooler, whose connections change between statements.
 */
export async function openPostgres(
  url: string,
  poolSize = defaultPoolSize(),
  directUrl?: string,
  { prepare = !directUrl }: { prepare?: boolean } = {},
): Promise<Database> {
  // Drizzle overrides parsers per query but falls back to pg's global table, so set them there.
  pg.types.setTypeParser(INT8, Number);
  pg.types.setTypeParser(DATE, asIs);
  const options = connectionOptions(clockSessionSettings());
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(options ? { options } : {}) });
  // A connection the server ends under us (a restart, an administrator, a dropped test database)
  // must not take the process down: the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  const names = new StatementNames();
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (prepare) nameStatements(client, names);
  });
  await pool.query('select 1');
  const db = drizzleNodePg(pool) as unknown as Db;
  const listener = new PostgresListener(directUrl ?? url, options);
  return {
    kind: 'postgres',
    url,
    db,
    rows: (q) => rowsOf(db, q),
    transaction: transactionOf(db),
    listen: (channel, heard) => listener.listen(channel, heard),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** The process id of another live server holding this data directory, if any. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'chairside.lock'), 'utf8'));
    return pid && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    return null;
  }
}

/** Holds this data directory as a server would (no server may open it meanwhile); returns the release. */
export function takeLock(dataDir: string): () => void {
  const lock = path.join(dataDir, 'chairside.lock');
  const pid = lockHolder(dataDir);
  if (pid)
    throw new Error(
      `The data directory ${dataDir} is in use by another Chairside server (process ${pid}). ` +
        'The embedded database allows one server per directory: stop the other one, or set DATA_DIR to another folder, or use DATABASE_URL.',
    );
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

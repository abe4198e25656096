import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Role } from '@chairside/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { sessionChangesHeard } from '../auth/sessions.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openPglite, openPostgres, pgliteDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { PgliteThread } from '../db/pglite-remote.js';
import { createUser } from '../users/store.js';

/** The migrated database the API project's global setup made (`global-setup.ts`), if any. */
export function templateOf(): string | undefined {
  const template = inject('databaseTemplate');
  return typeof template === 'string' && template !== '' ? template : undefined;
}

/** The template's bytes, read once per worker process: its files run one after another and each copies them. */
const templates = new Map<string, Buffer>();
function templateBytes(file: string): Buffer {
  let bytes = templates.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(file);
    templates.set(file, bytes);
  }
  return bytes;
}

/** A thread the worker's previous test file handed back with its database closed, for the next file's. */
let idleThread: Worker | undefined;

/**
 * A database in memory started from `from`, in its own thread as the server runs it: the thread the
 * previous file of this worker released if there is one (the files of a worker run one after another).
 * Its drop hands the thread on; a statement of this file sent after it is refused (`PgliteThread.release`).
 */
async function pgliteInThread(from: Blob): Promise<{ database: Database; drop(): Promise<void> }> {
  const reused = idleThread;
  idleThread = undefined;
  const thread = reused ? await PgliteThread.reopen(reused, from) : await PgliteThread.start('memory', from);
  return {
    database: pgliteDatabase(thread),
    async drop() {
      const handed = await thread.release();
      if (!handed) return;
      if (idleThread) await handed.terminate();
      else idleThread = handed;
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server of TEST_DATABASE_URL when
 * TEST_DB=postgres. A copy of the global setup's migrated and analysed one when
 * there is one: migrating it again would find nothing to do and spend most of a
 * second on `vacuum analyze` per file. Never a mock.
 */
export async function freshDatabase(
  source?: Blob | { postgres: string },
  { empty = false }: { empty?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const postgresTemplate = source && !(source instanceof Blob) ? source.postgres : undefined;
  const template = empty ? undefined : (postgresTemplate ?? templateOf());
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const snapshot = source instanceof Blob ? source : undefined;
    const from = snapshot ?? (template ? new Blob([templateBytes(template)]) : undefined);
    if (from) return pgliteInThread(from);
    // In its own thread, as the server runs it.
    const database = await openPglite('memory', from, { thread: true });
    if (!template && !empty) await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const name = `chairside_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  if (!template && !empty) await runMigrations(database);
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Creates an active account with this role and returns its session cookie header. */
  signIn(role: Role, username?: string): Promise<string>;
  /** Waits until the app has heard of every session change committed so far (a test's plain SQL on sessions). */
  sessionChangesHeard(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery';

/**
 * The app on a fresh database of its own. `source`: what to start that database from instead of
 * the migrated template (a seeded demo, `test/demo.ts`): a PGlite data directory, or a
 * PostgreSQL template database; each engine ignores the other's.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  source?: Blob | { postgres: string },
  /** The app's clock for timers and expiries (buildApp's `clock`), when the test moves it on. */
  clock?: () => Date,
): Promise<TestContext> {
  const { database, drop } = await freshDatabase(source);
  // Files the server writes beside its database (backups) go to a folder of the test's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, RESPONSE_VALIDATION: '1', ...env });
  const app = await buildApp({ config, database, logger: false, ...(clock ? { clock } : {}) });
  await app.ready();
  let n = 0;
  return {
    app,
    database,
    config,
    async signIn(role, username = `${role.toLowerCase()}${++n}`) {
      await createUser(database, { username, password: TEST_PASSWORD, role, active: true });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'chairside_session');
      return `chairside_session=${cookie?.value}`;
    },
    sessionChangesHeard: () => sessionChangesHeard(database, app.sessions),
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

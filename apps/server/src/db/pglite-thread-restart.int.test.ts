import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { loadConfig } from '../config.js';
import { DATABASE_RESTARTING } from '../http/error-handler.js';
import { type Database, pgliteDatabase } from './client.js';
import { PgliteThread, type ThreadSupervision } from './pglite-remote.js';
import { RestartBudget } from './restart-budget.js';

/**
 * The embedded database's thread dies (an uncaught error, a trap in WebAssembly; here `terminate`):
 * what it had in hand fails at once, a new thread opens the same data directory, and the server
 * goes on; a thread that keeps dying is given up on, for the process to be started again.
 */

interface Watched {
  dir: string;
  thread: PgliteThread;
  database: Database;
  app: FastifyInstance;
  logs: { level: string; message: string }[];
  givenUp: Error[];
}

const opened: Watched[] = [];

async function open(budget?: RestartBudget): Promise<Watched> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-restart-'));
  const logs: Watched['logs'] = [];
  const givenUp: Error[] = [];
  const supervision: ThreadSupervision = {
    log: (level, message) => logs.push({ level, message }),
    giveUp: (why) => givenUp.push(why),
    ...(budget ? { budget } : {}),
  };
  const thread = await PgliteThread.start(dir, undefined, supervision);
  const database = pgliteDatabase(thread);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir });
  const app = await buildApp({ config, database, logger: false });
  const watched = { dir, thread, database, app, logs, givenUp };
  opened.push(watched);
  return watched;
}

const health = async (app: FastifyInstance) => (await app.inject({ url: '/api/health' })).statusCode;
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => 'answered',
    (e: unknown) => e,
  );

let db: Watched;

beforeAll(async () => {
  db = await open();
  await db.database.rows(sql`create table visits (n int)`);
  await db.database.rows(sql`insert into visits values (1)`);
});

afterAll(async () => {
  for (const { app, database, dir } of opened) {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('the embedded database thread dies', () => {
  it('fails what was in flight with a clear error, and the next statement finds every commit', async () => {
    let holdOpen = () => {};
    const held = new Promise<void>((resolve) => {
      holdOpen = resolve;
    });
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const unfinished = failureOf(
      db.database.transaction(async (rows) => {
        await rows(sql`insert into visits values (2)`);
        inserted();
        await held;
        await rows(sql`insert into visits values (3)`);
      }),
    );
    await insertedYet;
    const slow = failureOf(db.database.rows(sql`select count(*) from generate_series(1, 50000000)`));
    await db.thread.terminateThread();
    holdOpen();

    expect(await slow).toMatchObject({
      code: '57P02',
      message: expect.stringContaining('The embedded database stopped before answering'),
    });
    expect(await unfinished).toMatchObject({ code: '57P02' });
    // Sent while the new thread starts: it waits for it.
    expect(await db.database.rows(sql`select n from visits order by n`)).toEqual([{ n: 1 }]);
    expect(await health(db.app)).toBe(200);
    await db.database.rows(sql`insert into visits values (4)`);
    expect(await db.database.rows(sql`select n from visits order by n`)).toEqual([{ n: 1 }, { n: 4 }]);
    expect(db.logs.map((l) => l.level)).toEqual(['error', 'info']);
    expect(db.logs[0]?.message).toContain(
      `The embedded database stopped (thread exit 1); starting it again on ${db.dir}`,
    );
    expect(db.givenUp).toEqual([]);
  });

  it('ends a thread whose PGlite PANICked, as PostgreSQL ends such a backend, and recovers', async () => {
    await db.database.rows(
      sql`create function deeper(n int) returns int language plpgsql as $$ begin return deeper(n + 1); end $$`,
    );
    const before = db.logs.length;
    // PGlite does not catch this overflow of its stack: it answers nothing, then PANICs
    // (ERRORDATA_STACK_SIZE exceeded) and, left running, answers every later statement with no rows.
    for (let i = 0; i < 5 && db.logs.length === before; i++) await failureOf(db.database.rows(sql`select deeper(1)`));
    expect(await db.database.rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    expect(db.logs.slice(before).map((l) => l.level)).toEqual(['error', 'info']);
    expect(await db.database.rows(sql`select n from visits order by n`)).toEqual([{ n: 1 }, { n: 4 }]);
  });

  it('listens again on the new thread, telling its listeners that notifications may have been lost', async () => {
    const heard: string[] = [];
    const stop = await db.database.listen('restart_test', {
      notify: (payload) => heard.push(payload),
      gap: () => heard.push('(gap)'),
    });
    await db.database.rows(sql`select pg_notify('restart_test', 'before')`);
    await expect.poll(() => heard).toEqual(['before']);
    await db.thread.terminateThread();
    await expect.poll(() => heard, { timeout: 60_000 }).toEqual(['before', '(gap)']);
    await db.database.rows(sql`select pg_notify('restart_test', 'after')`);
    await expect.poll(() => heard).toEqual(['before', '(gap)', 'after']);
    await stop();
  });
});

describe('a thread that keeps dying', () => {
  it('is given up on once its restarts are spent, and fails every statement at once', async () => {
    const failing = await open(new RestartBudget(1, 60_000));
    await failing.thread.terminateThread();
    expect(await health(failing.app)).toBe(200);
    await failing.thread.terminateThread();

    expect(failing.givenUp).toHaveLength(1);
    expect(failing.givenUp[0]?.message).toMatch(/is not restarted: it stopped more than 1 times within 60 s/);
    const refused = await failureOf(failing.database.rows(sql`select 1`));
    expect(refused).toMatchObject({ code: '57P02', message: expect.stringContaining('is not restarted') });
    expect(await health(failing.app)).toBe(503);
    expect(failing.logs.filter((l) => l.level === 'error')).toHaveLength(1);
    // A request whose statement the database refuses says so, and when to try again: not a bare 500.
    const signedIn = await failing.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: 'a-session' } });
    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.headers['retry-after']).toBe('2');
    expect(signedIn.json()).toMatchObject({ status: 503, detail: DATABASE_RESTARTING });
  });

  it('is given up on at its first death when its data was in memory', async () => {
    const givenUp: Error[] = [];
    const thread = await PgliteThread.start('memory', undefined, {
      log: () => undefined,
      giveUp: (e) => givenUp.push(e),
    });
    try {
      await thread.query('select 1');
      await thread.terminateThread();
      expect(givenUp.map((e) => e.message)).toEqual([
        expect.stringContaining('is not restarted: its data was in memory and died with it'),
      ]);
      await expect(thread.query('select 1')).rejects.toMatchObject({ code: '57P02' });
    } finally {
      await thread.close();
    }
  });
});

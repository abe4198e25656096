import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, pgliteDatabase } from './client.js';
import { PgliteThread } from './pglite-remote.js';
import { SqlError } from './sql-error.js';

/**
 * The server runs the embedded database in a worker thread (pglite-remote.ts, pglite-thread.ts): the
 * same answers as PGlite on the server's own thread, and the server's thread free while it works.
 */

let threaded: Database;
let inline: Database;

beforeAll(async () => {
  [threaded, inline] = await Promise.all([
    openPglite('memory', undefined, { thread: true }),
    openPglite('memory', undefined, { thread: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([threaded.close(), inline.close()]);
});

describe('PGlite in a worker thread', () => {
  it('answers every type as PGlite does on the server thread', async () => {
    const query = sql`select 9007199254740991::int8 as big, 12.50::numeric(12, 2) as money,
      '2026-11-24'::date as day, '2026-11-24 10:15:00+00'::timestamptz as at, '1 day'::interval as span,
      '{"teeth": [11, 12], "note": null}'::jsonb as chart, '\\x00ff10'::bytea as bytes,
      array['a', 'b'] as letters, array['2026-01-02'::date] as days, null::text as nothing, true as yes,
      ${'a parameter'}::text as param, ${42} as number`;
    const [fromThread] = await threaded.rows<Record<string, unknown>>(query);
    const [fromInline] = await inline.rows<Record<string, unknown>>(query);
    expect(fromThread).toEqual(fromInline);
    expect(fromThread).toMatchObject({
      day: '2026-11-24',
      chart: { teeth: [11, 12], note: null },
      param: 'a parameter',
    });
    expect(fromThread?.bytes).toEqual(new Uint8Array([0, 255, 16]));
  });

  it('leaves the server thread free while a long statement runs', async () => {
    const order: string[] = [];
    const slow = threaded.rows(sql`select count(*) from generate_series(1, 3000000)`).then(() => order.push('query'));
    await new Promise((resolve) => setTimeout(resolve, 1));
    order.push('timer');
    await slow;
    expect(order).toEqual(['timer', 'query']);
  });

  it('reports a failed statement as a SqlError with its SQLSTATE and constraint', async () => {
    await threaded.rows(sql`create table thread_unique (code text constraint thread_unique_code unique)`);
    await threaded.rows(sql`insert into thread_unique values (${'A-1'})`);
    const failure = await threaded.rows(sql`insert into thread_unique values (${'A-1'})`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SqlError);
    expect(failure).toMatchObject({ code: '23505', constraint: 'thread_unique_code', table: 'thread_unique' });
    expect(String((failure as Error).message)).not.toContain('A-1');
  });

  it('commits a transaction that returns and rolls back one that throws, with the error it threw', async () => {
    await threaded.rows(sql`create table thread_tx (n int)`);
    const kept = await threaded.transaction(async (rows) => {
      await rows(sql`insert into thread_tx values (1)`);
      return (await rows<{ n: number }>(sql`select count(*)::int as n from thread_tx`))[0]?.n;
    });
    expect(kept).toBe(1);
    const mine = new Error('changed my mind');
    const thrown = await threaded
      .transaction(async (rows) => {
        await rows(sql`insert into thread_tx values (2)`);
        throw mine;
      })
      .catch((e: unknown) => e);
    expect(thrown).toBe(mine);
    const failed = await threaded
      .transaction(async (rows) => {
        await rows(sql`insert into thread_tx values (3)`);
        await rows(sql`insert into thread_tx values ('not a number')`);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '22P02' });
    expect(await threaded.rows(sql`select n from thread_tx order by n`)).toEqual([{ n: 1 }]);
  });

  it('snapshots its data for another database to start from', async () => {
    await threaded.rows(sql`create table thread_snapshot (name text)`);
    await threaded.rows(sql`insert into thread_snapshot values ('kept')`);
    const snapshot = await threaded.snapshot?.('gzip');
    if (!snapshot) throw new Error('no snapshot');
    const copy = await openPglite('memory', snapshot, { thread: true });
    try {
      expect(await copy.rows(sql`select name from thread_snapshot`)).toEqual([{ name: 'kept' }]);
    } finally {
      await copy.close();
    }
  });

  it('hands its thread on to a database started from another snapshot, and refuses what its owner sends after', async () => {
    const source = await openPglite('memory', undefined, { thread: true });
    await source.rows(sql`create table handed (name text)`);
    await source.rows(sql`insert into handed values ('from the snapshot')`);
    const snapshot = await source.snapshot?.('none');
    await source.close();
    if (!snapshot) throw new Error('no snapshot');

    const owner = await PgliteThread.start('memory', snapshot);
    const ownerDb = pgliteDatabase(owner);
    await ownerDb.rows(sql`insert into handed values ('the first owner wrote this')`);
    // Left open at the release (a test that forgot it): rolled back, as a connection's end does.
    const open = ownerDb.transaction(async (rows) => {
      await rows(sql`insert into handed values ('in a transaction left open')`);
      await new Promise(() => undefined);
    });
    open.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const worker = await owner.release();
    if (!worker) throw new Error('the thread was not handed on');
    const late = await ownerDb.rows(sql`insert into handed values ('too late')`).catch((e: unknown) => e);
    expect(String(late)).toMatch(/The embedded database is closed/);

    const third = await PgliteThread.reopen(worker, snapshot);
    const thirdDb = pgliteDatabase(third);
    try {
      // The snapshot's data, none of the previous owner's, and the late insert never arrived.
      expect(await thirdDb.rows(sql`select name from handed order by name`)).toEqual([{ name: 'from the snapshot' }]);
      await thirdDb.rows(sql`insert into handed values ('the third owner')`);
      expect(await thirdDb.rows(sql`select count(*)::int as n from handed`)).toEqual([{ n: 2 }]);
    } finally {
      await thirdDb.close();
    }
  });

  it('keeps a data directory on disk, locked while open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-thread-'));
    try {
      const first = await openPglite(dir, undefined, { thread: true });
      await first.rows(sql`create table visits (n int)`);
      await first.rows(sql`insert into visits values (7)`);
      expect(fs.readFileSync(path.join(dir, 'chairside.lock'), 'utf8')).toBe(String(process.pid));
      await first.close();
      expect(fs.existsSync(path.join(dir, 'chairside.lock'))).toBe(false);
      const again = await openPglite(dir, undefined, { thread: true });
      expect(await again.rows(sql`select n from visits`)).toEqual([{ n: 7 }]);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

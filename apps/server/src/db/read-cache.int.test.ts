import type { SummaryResult } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { clinicInput } from '../test/http.js';
import { READ_CACHE_TTL_MS, ReadCache } from './read-cache.js';
import { compactWrites, writeVersion } from './write-tracking.js';

/**
 * Counts and summaries are kept while their tables are unchanged (read-cache.ts): whoever writes
 * (this server, another server process on the same database, SQL typed by an administrator), the
 * next read sees it.
 */

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await ctx.app.inject({ url, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const totalClinics = async () => (await get<SummaryResult>('/api/clinics/summary')).tiles[0]?.value;
const listed = async (q = '') => (await get<{ total: number }>(`/api/clinics?pageSize=5${q}`)).total;
const countries = async () =>
  (await get<SummaryResult>('/api/clinics/summary')).charts[0]?.points.map((p) => [p.key, p.value]);

describe('cached counts and summaries follow every write', () => {
  it('after writes through the API', async () => {
    expect([await totalClinics(), await listed()]).toEqual([0, 0]);
    for (const name of ['Cache North', 'Cache South']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/clinics',
        payload: clinicInput({ name, country: 'FR' }),
        headers: { cookie: admin },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect([await totalClinics(), await listed(), await listed('&q=cache')]).toEqual([2, 2, 2]);
  });

  it('after inserts, updates and deletes made in SQL, outside this server', async () => {
    // As another server process on the same database, or an administrator, would.
    await ctx.database.rows(sql`
      insert into clinics (name, address, city, state, zip_code, country, contact_number, email, working_hours)
      select 'Cache East', address, city, state, zip_code, 'ES', contact_number, 'east@example.com', working_hours
      from clinics where name = 'Cache North'`);
    expect([await totalClinics(), await listed(), await listed('&q=cache')]).toEqual([3, 3, 3]);
    expect(await countries()).toEqual([
      ['FR', 2],
      ['ES', 1],
    ]);
    await ctx.database.rows(sql`update clinics set country = 'ES' where name = 'Cache North'`);
    expect(await countries()).toEqual([
      ['ES', 2],
      ['FR', 1],
    ]);
    await ctx.database.rows(sql`delete from clinics where name = 'Cache East'`);
    expect([await totalClinics(), await listed('&q=east')]).toEqual([2, 0]);
  });

  it('keeps the tables’ versions when the maintenance folds their write rows together', async () => {
    const before = await writeVersion(ctx.database.rows, ['clinics', 'users']);
    await compactWrites(ctx.database);
    expect(await writeVersion(ctx.database.rows, ['clinics', 'users'])).toBe(before);
    const rows = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from table_writes where table_name = 'clinics'`,
    );
    expect(rows[0]?.n).toBe(1);
    await ctx.database.rows(sql`update clinics set city = 'Nice' where name = 'Cache South'`);
    expect(await writeVersion(ctx.database.rows, ['clinics', 'users'])).not.toBe(before);
  });
});

describe('ReadCache', () => {
  it('answers from the cache until the table is written, and never keeps a result a write overtook', async () => {
    const cache = new ReadCache(ctx.database);
    const key = 'test';
    expect(await cache.get(['clinics'], key, async () => 'first')).toBe('first');
    expect(await cache.get(['clinics'], key, async () => 'recomputed')).toBe('first');
    // A write commits while the result is being computed: it is returned but not kept.
    const overtaken = await cache.get(['clinics'], key, async () => 'first');
    expect(overtaken).toBe('first');
    const during = await cache.get(['doctors'], key, async () => {
      await ctx.database.rows(sql`update doctors set version = version + 1 where false`);
      return 'computed during a write';
    });
    expect(during).toBe('computed during a write');
    expect(await cache.get(['doctors'], key, async () => 'after the write')).toBe('after the write');
    expect(await cache.get(['doctors'], key, async () => 'again')).toBe('after the write');
  });

  it('recomputes after its time to live, for results that depend on the clock', async () => {
    let now = Date.UTC(2026, 0, 5, 10);
    const cache = new ReadCache(ctx.database, () => now);
    expect(await cache.get(['clinics'], 'clock', async () => 1)).toBe(1);
    now += READ_CACHE_TTL_MS - 1;
    expect(await cache.get(['clinics'], 'clock', async () => 2)).toBe(1);
    now += 2;
    expect(await cache.get(['clinics'], 'clock', async () => 3)).toBe(3);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { freshDatabase } from '../test/context.js';
import { hit, purgeRateLimits } from './rate-limit-store.js';

/**
 * The rate-limit counts kept in the database (what every server process
 * shares): hits of one key add up within its window, another key counts on
 * its own, an ended window starts afresh, and the maintenance forgets ended windows.
 */

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(() => drop());

const keys = async () =>
  (await database.rows<{ key: string }>(sql`select key from rate_limit_hits order by key`)).map((r) => r.key);

it('counts the hits of a key in its window, each key on its own, and starts afresh when the window ends', async () => {
  const first = await hit(database, 'POST /api/auth/login|203.0.113.7', 60_000);
  const second = await hit(database, 'POST /api/auth/login|203.0.113.7', 60_000);
  expect(first.current).toBe(1);
  expect(second.current).toBe(2);
  expect(second.ttl).toBeGreaterThan(50_000);
  expect(second.ttl).toBeLessThanOrEqual(60_000);
  expect((await hit(database, 'POST /api/auth/login|203.0.113.8', 60_000)).current).toBe(1);

  await hit(database, 'POST /api/contact|203.0.113.7', 1);
  await new Promise((r) => setTimeout(r, 20));
  const afresh = await hit(database, 'POST /api/contact|203.0.113.7', 60_000);
  expect(afresh.current).toBe(1);

  await hit(database, 'POST /api/bookings|203.0.113.9', 1);
  await new Promise((r) => setTimeout(r, 20));
  await purgeRateLimits(database);
  expect(await keys()).toEqual([
    'POST /api/auth/login|203.0.113.7',
    'POST /api/auth/login|203.0.113.8',
    'POST /api/contact|203.0.113.7',
  ]);
});

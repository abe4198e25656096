import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * The rate limits of public routes (LOGIN_RATE_PER_MINUTE on sign-in and
 * registration, the booking and contact forms' hourly limits) counted in the
 * database, in fixed windows per route and address: several server processes
 * behind one address count the same requests, where @fastify/rate-limit's
 * own store would give each process its own count (two processes, twice the
 * limit). One upsert per limited request; PGlite runs the same statement.
 */

/** What @fastify/rate-limit passes to `child`: the route's merged limit options, the route itself under `routeInfo`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

class DatabaseStore implements FastifyRateLimitStore {
  constructor(
    private readonly database: Database,
    private readonly scope: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    hit(this.database, `${this.scope}|${key}`, timeWindow).then(
      (result) => callback(null, result),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  child(options: unknown): FastifyRateLimitStore {
    const route = (options as ChildOptions).routeInfo;
    const method = [route?.method ?? ''].flat().join(',');
    return new DatabaseStore(this.database, `${method} ${route?.url ?? ''}`);
  }
}

/** Counts one request of `key` in its current window (a new one when the last has ended). */
export async function hit(
  database: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await database.rows<{ hits: number; ttl: number | string }>(sql`
    insert into rate_limit_hits as r (key, hits, window_start, window_end)
    values (${key}, 1, app_now(), app_now() + ${windowMs}::float8 * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.window_end <= app_now() then 1 else r.hits + 1 end,
      window_start = case when r.window_end <= app_now() then app_now() else r.window_start end,
      window_end = case when r.window_end <= app_now() then excluded.window_end else r.window_end end
    returning hits, greatest(0, ceil(extract(epoch from window_end - app_now()) * 1000))::int as ttl`);
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/** The store class @fastify/rate-limit instantiates (`store:` option), bound to this database. */
export function databaseRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  return class extends DatabaseStore {
    constructor() {
      super(database, '');
    }
  };
}

/** Forget windows that ended (the 15-minute maintenance). */
export async function purgeRateLimits(database: Database): Promise<void> {
  await database.rows(sql`delete from rate_limit_hits where window_end < app_now()`);
}

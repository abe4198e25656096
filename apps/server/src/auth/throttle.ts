import { AUTH_MESSAGES, nowMs } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { HttpProblem } from '../http/problem.js';

/**
 * Sign-in throttling (docs/decisions.md, "Sign-in throttling"), kept in the
 * database so that every server process sees the same counts. Failures are
 * counted per scope:
 * - `pair:<address>|<username>`: one address guessing one username (known or
 *   not: both answer alike), locked after LOGIN_MAX_FAILURES within a day;
 * - `address:<address>`: one address guessing across usernames, locked after
 *   LOGIN_ADDRESS_MAX_FAILURES within LOGIN_LOCK_MINUTES;
 * - `device:<token hash>|<user id>`: a browser the account signed in from
 *   before, which is throttled on its own and passes the two locks above.
 * Each lock lasts LOGIN_LOCK_MINUTES, doubled for every lock the scope had
 * since it last signed in, at most a day.
 */
const DAY_MS = 86_400_000;

export interface Scope {
  key: string;
  max: number;
  windowMs: number;
}

export function scopesOf(
  config: Config,
  address: string,
  username: string,
  device: { tokenHash: string; userId: number } | null,
): Scope[] {
  if (device)
    return [{ key: `device:${device.tokenHash}|${device.userId}`, max: config.loginMaxFailures, windowMs: DAY_MS }];
  return [
    { key: `pair:${address}|${username.toLowerCase()}`, max: config.loginMaxFailures, windowMs: DAY_MS },
    { key: `address:${address}`, max: config.loginAddressMaxFailures, windowMs: config.loginLockMs },
  ];
}

const keysOf = (scopes: Scope[]): SQL =>
  sql.join(
    scopes.map((s) => sql`${s.key}`),
    sql`, `,
  );

/** 429 with Retry-After while any of the scopes is locked. */
export async function assertNotLocked(database: Database, scopes: Scope[]): Promise<void> {
  const [row] = await database.rows<{ seconds: number | string | null }>(sql`
    select ceil(extract(epoch from max(locked_until) - app_now())) as seconds
    from login_throttle where key in (${keysOf(scopes)}) and locked_until > app_now()`);
  const seconds = Number(row?.seconds ?? 0);
  if (seconds > 0)
    throw new HttpProblem(429, AUTH_MESSAGES.tooManyAttempts, undefined, { 'retry-after': String(seconds) });
}

/** Counts a failure in each scope; one that reaches its limit is locked and starts counting afresh. */
export async function recordFailure(database: Database, config: Config, scopes: Scope[]): Promise<void> {
  for (const s of scopes) {
    const windowStart = new Date(nowMs() - s.windowMs).toISOString();
    await database.rows(sql`
      insert into login_throttle as t (key, failures) values (${s.key}, 1)
      on conflict (key) do update set
        failures = case when t.window_start < ${windowStart}::timestamptz then 1 else t.failures + 1 end,
        window_start = case when t.window_start < ${windowStart}::timestamptz then app_now() else t.window_start end`);
    await database.rows(sql`
      update login_throttle set
        failures = 0,
        window_start = app_now(),
        locks = locks + 1,
        locked_until = app_now() + least(${config.loginLockMs}::float8 * power(2, least(locks, 10)), ${DAY_MS}::float8)
          * interval '1 millisecond'
      where key = ${s.key} and failures >= ${s.max}`);
  }
}

/** The account's own scopes start afresh; the address keeps its count (one good account must not reset it). */
export async function recordSuccess(database: Database, scopes: Scope[], userId: number): Promise<void> {
  const own = scopes.filter((s) => !s.key.startsWith('address:'));
  if (own.length) await database.rows(sql`delete from login_throttle where key in (${keysOf(own)})`);
  await database.rows(sql`update users set last_login_at = app_now() where id = ${userId}`);
}

/** Forget counts and locks that ended more than a day ago. */
export async function purgeLoginThrottle(database: Database): Promise<void> {
  const before = new Date(nowMs() - DAY_MS).toISOString();
  await database.rows(sql`
    delete from login_throttle
    where window_start < ${before}::timestamptz and (locked_until is null or locked_until < ${before}::timestamptz)`);
}

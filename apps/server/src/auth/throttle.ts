import { AUTH_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { HttpProblem } from '../http/problem.js';

/**
 * Per-account lock after repeated failures, kept in the database so every
 * server process sees it. The per-address limit is @fastify/rate-limit's.
 */
export function assertNotLocked(lockedUntil: Date | string | null): void {
  if (!lockedUntil) return;
  const ms = new Date(lockedUntil).getTime() - Date.now();
  if (ms > 0)
    throw new HttpProblem(429, AUTH_MESSAGES.tooManyAttempts, undefined, {
      'retry-after': String(Math.ceil(ms / 1000)),
    });
}

export async function recordFailure(database: Database, config: Config, userId: number): Promise<void> {
  const lockUntil = new Date(Date.now() + config.loginLockMs).toISOString();
  await database.rows(sql`
    update users set
      failed_logins = case when failed_logins + 1 >= ${config.loginMaxFailures} then 0 else failed_logins + 1 end,
      locked_until = case when failed_logins + 1 >= ${config.loginMaxFailures} then ${lockUntil}::timestamptz else locked_until end
    where id = ${userId}`);
}

export async function recordSuccess(database: Database, userId: number): Promise<void> {
  await database.rows(
    sql`update users set failed_logins = 0, locked_until = null, last_login_at = now() where id = ${userId}`,
  );
}

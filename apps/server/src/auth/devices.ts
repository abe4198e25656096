import { randomBytes } from 'node:crypto';
import { nowMs } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { hashToken } from './sessions.js';

/**
 * The "known device" cookie: a random token a browser gets when an account
 * signs in from it. With it, the right password still passes the locks an
 * attacker may hold on the account's username from the same address.
 */
export const DEVICE_COOKIE = 'chairside_device';
const DEVICE_DAYS = 180;

/** The hash of the browser's device token, or null when it sent none that could be one. */
export function deviceTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && /^[\w-]{43}$/.test(token) ? hashToken(token) : null;
}

/** Whether the account signed in from this browser (within DEVICE_DAYS). */
export async function isKnownDevice(database: Database, tokenHash: string | null, userId: number): Promise<boolean> {
  if (!tokenHash) return false;
  const since = new Date(nowMs() - DEVICE_DAYS * 86_400_000).toISOString();
  const rows = await database.rows(sql`
    select 1 from known_devices
    where token_hash = ${tokenHash} and user_id = ${userId} and last_used_at > ${since}::timestamptz`);
  return rows.length > 0;
}

/** After a successful sign-in: the browser is known for this account (the same token for each account it signs in to). */
export async function rememberDevice(
  database: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  let token = request.cookies[DEVICE_COOKIE];
  if (!token || !/^[\w-]{43}$/.test(token)) token = randomBytes(32).toString('base64url');
  await database.rows(sql`
    insert into known_devices (token_hash, user_id) values (${hashToken(token)}, ${userId})
    on conflict (token_hash, user_id) do update set last_used_at = app_now()`);
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    maxAge: DEVICE_DAYS * 86_400,
  });
}

/** Forget browsers not used for DEVICE_DAYS. */
export async function purgeKnownDevices(database: Database): Promise<void> {
  const before = new Date(nowMs() - DEVICE_DAYS * 86_400_000).toISOString();
  await database.rows(sql`delete from known_devices where last_used_at < ${before}::timestamptz`);
}

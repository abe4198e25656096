import { createHash, randomBytes } from 'node:crypto';
import { nowMs, permissionsOf, type Role } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { SessionUser } from './types.js';

export const SESSION_COOKIE = 'chairside_session';
/**
 * last_seen_at is written at most this often, so most reads stay reads; it is
 * also how far the idle limit may be off (SESSION_IDLE_MINUTES is at least 1).
 */
const TOUCH_EVERY_MS = 5_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  database: Database,
  config: Config,
  userId: number,
  meta: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs() + config.sessionAbsoluteMs).toISOString();
  await database.rows(sql`
    insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
    values (${hashToken(token)}, ${userId}, ${expiresAt}, ${meta.ip}, ${meta.userAgent?.slice(0, 300) ?? null})`);
  return token;
}

interface SessionRow {
  user_id: number;
  username: string;
  role: Role | null;
  last_seen_at: Date;
}

/** The signed-in user of a cookie token, or null when it is unknown, revoked, idle too long or past its end. */
export async function findSession(database: Database, config: Config, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const idleSince = new Date(nowMs() - config.sessionIdleMs).toISOString();
  const [row] = await database.rows<SessionRow>(sql`
    select s.user_id, u.username, u.role, s.last_seen_at
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > app_now()
      and s.last_seen_at > ${idleSince} and u.active`);
  if (!row) return null;
  if (nowMs() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS)
    await database.rows(sql`update sessions set last_seen_at = app_now() where token_hash = ${tokenHash}`);
  return {
    id: row.user_id,
    username: row.username,
    role: row.role,
    permissions: permissionsOf(row.role),
    tokenHash,
  };
}

/**
 * Whether a session found earlier still holds (not signed out, revoked, expired or idle, its account
 * active), without counting as the user's activity: what a long-open stream asks now and then.
 */
export async function sessionAlive(database: Database, config: Config, tokenHash: string): Promise<boolean> {
  const idleSince = new Date(nowMs() - config.sessionIdleMs).toISOString();
  const [row] = await database.rows<{ alive: boolean }>(sql`
    select true as alive from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > app_now()
      and s.last_seen_at > ${idleSince} and u.active`);
  return row?.alive === true;
}

export async function revokeSession(database: Database, tokenHash: string): Promise<void> {
  await database.rows(
    sql`update sessions set revoked_at = app_now() where token_hash = ${tokenHash} and revoked_at is null`,
  );
}

export async function revokeUserSessions(database: Database, userId: number): Promise<void> {
  await database.rows(sql`update sessions set revoked_at = app_now() where user_id = ${userId} and revoked_at is null`);
}

/** Forget sessions that can no longer be used. */
export async function purgeSessions(database: Database): Promise<void> {
  await database.rows(
    sql`delete from sessions where expires_at < app_now() or revoked_at < app_now() - interval '1 day'`,
  );
}

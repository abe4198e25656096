import { createHash, randomBytes } from 'node:crypto';
import { nowMs, permissionsOf, type Role } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { type KnownSession, SESSIONS_CHANNEL, type SessionCache } from './session-cache.js';
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
  expires_at: Date;
}

const asUser = (session: KnownSession, tokenHash: string): SessionUser => ({
  id: session.userId,
  username: session.username,
  role: session.role,
  permissions: permissionsOf(session.role),
  tokenHash,
});

const touch = (database: Database, tokenHash: string) =>
  database.rows(sql`update sessions set last_seen_at = app_now() where token_hash = ${tokenHash}`);

/**
 * The signed-in user of a cookie token, or null when it is unknown, revoked, idle too long or past its end.
 * A session this process found valid is answered from `sessions` (`session-cache.ts`) without a statement.
 */
export async function findSession(
  database: Database,
  config: Config,
  sessions: SessionCache,
  token: string,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const kept = sessions.find(tokenHash);
  if (kept) {
    if (nowMs() - kept.lastSeenMs > TOUCH_EVERY_MS) {
      await touch(database, tokenHash);
      kept.lastSeenMs = nowMs();
    }
    return asUser(kept, tokenHash);
  }
  const stamp = sessions.stamp;
  const idleSince = new Date(nowMs() - config.sessionIdleMs).toISOString();
  const [row] = await database.rows<SessionRow>(sql`
    select s.user_id, u.username, u.role, s.last_seen_at, s.expires_at
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > app_now()
      and s.last_seen_at > ${idleSince} and u.active`);
  if (!row) return null;
  const session: KnownSession = {
    userId: row.user_id,
    username: row.username,
    role: row.role,
    lastSeenMs: new Date(row.last_seen_at).getTime(),
    expiresMs: new Date(row.expires_at).getTime(),
    readMs: nowMs(),
  };
  if (nowMs() - session.lastSeenMs > TOUCH_EVERY_MS) {
    await touch(database, tokenHash);
    session.lastSeenMs = nowMs();
  }
  sessions.keep(tokenHash, session, stamp);
  return asUser(session, tokenHash);
}

/** Hears the session changes of every process on the database (`session-cache.ts`); returns the way to stop. */
export async function hearSessionChanges(database: Database, sessions: SessionCache): Promise<() => Promise<void>> {
  const stop = await database.listen(SESSIONS_CHANNEL, sessions);
  sessions.listening();
  return async () => {
    sessions.lost();
    await stop();
  };
}

/** Resolves once `sessions` has heard every session change committed before the call (tests of plain SQL). */
export const sessionChangesHeard = (database: Database, sessions: SessionCache): Promise<void> =>
  sessions.heardUpTo(async (marker) => {
    await database.rows(sql`select pg_notify(${SESSIONS_CHANNEL}, ${marker})`);
  });

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

/** Other processes hear of a revocation from the trigger; this one forgets the session as soon as it commits. */
export async function revokeSession(database: Database, sessions: SessionCache, tokenHash: string): Promise<void> {
  await database.rows(
    sql`update sessions set revoked_at = app_now() where token_hash = ${tokenHash} and revoked_at is null`,
  );
  sessions.forgetSession(tokenHash);
}

export async function revokeUserSessions(database: Database, sessions: SessionCache, userId: number): Promise<void> {
  await database.rows(sql`update sessions set revoked_at = app_now() where user_id = ${userId} and revoked_at is null`);
  sessions.forgetUser(userId);
}

/** Forget sessions that can no longer be used. */
export async function purgeSessions(database: Database): Promise<void> {
  await database.rows(
    sql`delete from sessions where expires_at < app_now() or revoked_at < app_now() - interval '1 day'`,
  );
}

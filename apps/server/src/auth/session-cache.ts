import { randomUUID } from 'node:crypto';
import type { Role } from '@chairside/domain';
import type { ChannelListener } from '../db/pglite-remote.js';

/** The PostgreSQL channel of session changes (also named by the triggers of migration `session_changes`). */
export const SESSIONS_CHANNEL = 'chairside_sessions';
/** A session is looked up again at least this often, whatever was heard: the bound on a missed notification. */
export const SESSION_KEEP_MS = 30_000;
/** A notification that only marks a point in the channel ({@link SessionCache.heardUpTo}). */
const MARKER = 'marker:';
/** Sessions kept per process; past it the oldest goes (a clinic has tens of users, a chain hundreds). */
const MAX_SESSIONS = 5_000;

/** What a session's row said when it was read, and when this process last counted it as used. */
export interface KnownSession {
  userId: number;
  username: string;
  role: Role | null;
  /** When the session was last used as far as this process knows (ms). */
  lastSeenMs: number;
  expiresMs: number;
  /** When the row was read (ms): it is read again after {@link SESSION_KEEP_MS}. */
  readMs: number;
}

/**
 * The sessions this process found valid, by token hash, so that a signed-in request needs no
 * statement to know its user: for a small read (a patient's account, a chart) the session
 * look-up was one of two statements. A kept session is only a shortcut to the answer the
 * database would give now:
 * - every change that could end a session or change its user (revoked, expired, idle set back,
 *   deleted; the account's role, name or activity) is announced on {@link SESSIONS_CHANNEL} by a
 *   trigger, whatever wrote it, and forgets that user's sessions in every process;
 * - this process forgets them as soon as its own revocation commits, before the notification;
 * - a lookup that was running when a notification came is not kept ({@link generation});
 * - while the channel is not heard (before it listens, after its connection is lost) nothing is
 *   kept, a gap forgets everything, and a kept session is read again after {@link SESSION_KEEP_MS}.
 * Idle and absolute ends are checked on every use; one that looks idle here is read again, as
 * another process may have seen it used.
 */
export class SessionCache implements ChannelListener {
  private readonly known = new Map<string, KnownSession>();
  private hearing = false;
  /** Moves on every forgetting: a lookup begun before one may describe a state already changed. */
  private generation = 0;
  private readonly markers = new Map<string, () => void>();

  constructor(
    private readonly idleMs: number,
    private readonly now: () => number,
    private readonly maxSessions = MAX_SESSIONS,
  ) {}

  /** The channel is heard from now on (its LISTEN is in place). */
  listening(): void {
    this.hearing = true;
  }

  /** The channel is no longer heard (stopping, or its connection lost): keep nothing until it is again. */
  lost(): void {
    this.hearing = false;
    this.forgetAll();
  }

  notify(payload: string): void {
    if (payload.startsWith(MARKER)) {
      this.markers.get(payload)?.();
      this.markers.delete(payload);
      return;
    }
    const userId = Number(payload);
    if (Number.isSafeInteger(userId)) this.forgetUser(userId);
    else this.forgetAll();
  }

  gap(): void {
    this.hearing = true;
    this.forgetAll();
  }

  /** A kept session still good for a request now, or undefined: then the database is asked. */
  find(tokenHash: string): KnownSession | undefined {
    const session = this.known.get(tokenHash);
    if (!session) return undefined;
    const at = this.now();
    if (at - session.readMs >= SESSION_KEEP_MS || at >= session.expiresMs || at - session.lastSeenMs > this.idleMs) {
      this.known.delete(tokenHash);
      return undefined;
    }
    return session;
  }

  /** The generation to hand back to {@link keep} with what a lookup begun now finds. */
  get stamp(): number {
    return this.generation;
  }

  /** Keeps a session read from the database, unless something was forgotten since its lookup began. */
  keep(tokenHash: string, session: KnownSession, stamp: number): void {
    if (!this.hearing || stamp !== this.generation) return;
    this.known.delete(tokenHash);
    this.known.set(tokenHash, session);
    if (this.known.size > this.maxSessions) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }

  forgetSession(tokenHash: string): void {
    this.generation++;
    this.known.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.generation++;
    for (const [tokenHash, session] of this.known) if (session.userId === userId) this.known.delete(tokenHash);
  }

  forgetAll(): void {
    this.generation++;
    this.known.clear();
  }

  /**
   * Resolves once every notification committed before it was called has been heard: `send` sends
   * the given marker on the channel, and channel order is commit order. For tests that change a
   * session with plain SQL and then use it.
   */
  async heardUpTo(send: (marker: string) => Promise<void>): Promise<void> {
    const marker = `${MARKER}${randomUUID()}`;
    const heard = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    await send(marker);
    await heard;
  }
}

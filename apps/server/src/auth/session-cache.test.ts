import { describe, expect, it } from 'vitest';
import { type KnownSession, SESSION_KEEP_MS, SessionCache } from './session-cache.js';

const IDLE_MS = 60_000;

function setUp() {
  let at = 1_000_000;
  const cache = new SessionCache(IDLE_MS, () => at);
  cache.listening();
  const session = (userId: number): KnownSession => ({
    userId,
    username: `user${userId}`,
    role: 'Assistant',
    lastSeenMs: at,
    expiresMs: at + 3_600_000,
    readMs: at,
  });
  return { cache, session, later: (ms: number) => (at += ms) };
}

describe('the sessions a process keeps', () => {
  it('answers a kept session, and forgets the sessions of a user it hears of', () => {
    const { cache, session } = setUp();
    cache.keep('a', session(1), cache.stamp);
    cache.keep('b', session(1), cache.stamp);
    cache.keep('c', session(2), cache.stamp);
    expect(cache.find('a')?.userId).toBe(1);
    cache.notify('1');
    expect(cache.find('a')).toBeUndefined();
    expect(cache.find('b')).toBeUndefined();
    expect(cache.find('c')?.userId).toBe(2);
  });

  it('does not keep what a lookup found while a change was heard', () => {
    const { cache, session } = setUp();
    const stamp = cache.stamp;
    cache.notify('7'); // a revocation committed while the lookup ran: what it read may be from before
    cache.keep('a', session(1), stamp);
    expect(cache.find('a')).toBeUndefined();
  });

  it('keeps nothing while the channel is not heard, and forgets everything at a gap', () => {
    const { cache, session } = setUp();
    cache.keep('a', session(1), cache.stamp);
    cache.lost();
    expect(cache.find('a')).toBeUndefined();
    cache.keep('a', session(1), cache.stamp);
    expect(cache.find('a')).toBeUndefined();
    cache.gap();
    cache.keep('a', session(1), cache.stamp);
    expect(cache.find('a')?.userId).toBe(1);
    cache.gap();
    expect(cache.find('a')).toBeUndefined();
  });

  it('reads a session again once it is old, looks idle, or has passed its end', () => {
    const { cache, session, later } = setUp();
    cache.keep('old', session(1), cache.stamp);
    later(SESSION_KEEP_MS);
    expect(cache.find('old')).toBeUndefined();

    cache.keep('idle', { ...session(2), lastSeenMs: 0 }, cache.stamp);
    expect(cache.find('idle')).toBeUndefined();

    cache.keep('ending', { ...session(3), expiresMs: 0 }, cache.stamp);
    expect(cache.find('ending')).toBeUndefined();
  });

  it('ignores markers, its own or another process’s, and takes any other payload as everything changed', () => {
    const { cache, session } = setUp();
    cache.keep('a', session(1), cache.stamp);
    cache.notify('marker:from-another-process');
    expect(cache.find('a')?.userId).toBe(1);
    cache.notify('not a user id');
    expect(cache.find('a')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    let at = 0;
    const cache = new SessionCache(IDLE_MS, () => at, 2);
    cache.listening();
    const s = { userId: 1, username: 'u', role: null, lastSeenMs: 0, expiresMs: 10_000, readMs: 0 } as const;
    for (const hash of ['a', 'b', 'c']) cache.keep(hash, { ...s }, cache.stamp);
    at = 1;
    expect(cache.find('a')).toBeUndefined();
    expect(cache.find('b')).toBeDefined();
    expect(cache.find('c')).toBeDefined();
  });
});

describe('waiting for the channel', () => {
  it('resolves once its marker comes back', async () => {
    const { cache } = setUp();
    let sent = '';
    const heard = cache.heardUpTo(async (marker) => {
      sent = marker;
    });
    await Promise.resolve();
    cache.notify(sent);
    await expect(heard).resolves.toBeUndefined();
  });
});

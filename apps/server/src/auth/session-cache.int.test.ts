import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/context.js';
import { expectProblem, sessionCookie } from '../test/http.js';
import { createUser } from '../users/store.js';
import { sessionChangesHeard } from './sessions.js';

/**
 * A session this process found valid is kept (`session-cache.ts`), and every change that ends it or
 * changes its user reaches the kept copy, whatever wrote it: the API, or plain SQL from outside.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = (cookie: string, app = ctx.app) => app.inject({ url: '/api/auth/me', headers: { cookie } });
const byUser = (username: string, change: SQL) =>
  ctx.database.rows(sql`${change} where user_id = (select id from users where username = ${username})`);

/** Signs in, then uses the session once, so that this process (`app`) keeps it. */
async function keptSession(role: 'Admin' | 'Assistant', username: string, app = ctx.app): Promise<string> {
  const cookie = await ctx.signIn(role, username);
  expect((await me(cookie, app)).statusCode).toBe(200);
  return cookie;
}

describe('a kept session', () => {
  it('ends at the next request once revoked by plain SQL', async () => {
    const cookie = await keptSession('Assistant', 'revoked-by-sql');
    await byUser('revoked-by-sql', sql`update sessions set revoked_at = app_now()`);
    await ctx.sessionChangesHeard();
    expectProblem(await me(cookie), 401);
  });

  it('ends once its absolute end is moved to the past', async () => {
    const cookie = await keptSession('Assistant', 'cut-short');
    await byUser('cut-short', sql`update sessions set expires_at = app_now() - interval '1 second'`);
    await ctx.sessionChangesHeard();
    expectProblem(await me(cookie), 401);
  });

  it('ends once deleted', async () => {
    const cookie = await keptSession('Assistant', 'deleted-session');
    await byUser('deleted-session', sql`delete from sessions`);
    await ctx.sessionChangesHeard();
    expectProblem(await me(cookie), 401);
  });

  it('ends once its account is deactivated, and follows a role changed outside the app', async () => {
    const admin = await keptSession('Admin', 'promoted');
    await ctx.database.rows(sql`update users set role = 'Assistant' where username = 'promoted'`);
    await ctx.sessionChangesHeard();
    const after = await me(admin);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ role: string }>().role).toBe('Assistant');
    expectProblem(await ctx.app.inject({ url: '/api/users', headers: { cookie: admin } }), 403);
    await ctx.database.rows(sql`update users set active = false where username = 'promoted'`);
    await ctx.sessionChangesHeard();
    expectProblem(await me(admin), 401);
  });

  it('ends at once when the user signs out, and its other sessions when the password changes', () =>
    signOutAndPasswordEndSessions(ctx.app, 'leaving'));

  it('ends at once in the process that revoked it, even if it never hears the notification', async () => {
    // The same database, whose notifications this app never hears: what it forgets, it forgets by itself.
    const deaf: Database = { ...ctx.database, listen: async () => async () => {} };
    const app = await buildApp({ config: ctx.config, database: deaf, logger: false });
    await app.ready();
    try {
      await signOutAndPasswordEndSessions(app, 'leaving quietly');
    } finally {
      await app.close();
    }
  });
});

/** A password change through `app` ends the user's other sessions there, and a sign-out its own, at the next request. */
async function signOutAndPasswordEndSessions(app: FastifyInstance, username: string): Promise<void> {
  const first = await keptSession('Assistant', username, app);
  const second = await signInAgain(username);
  expect((await me(second, app)).statusCode).toBe(200);
  const changed = await app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { cookie: first },
    payload: { currentPassword: TEST_PASSWORD, newPassword: 'another long passphrase' },
  });
  expect(changed.statusCode, changed.body).toBeLessThan(300);
  // No wait for the notification: this process forgot them as its revocation committed.
  expectProblem(await me(second, app), 401);
  expectProblem(await me(first, app), 401);
  const current = sessionCookie(changed);
  expect((await me(current, app)).statusCode).toBe(200);
  const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: current } });
  expect(logout.statusCode).toBe(204);
  expectProblem(await me(current, app), 401);
}

async function signInAgain(username: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

describe('the session statement', () => {
  let app: FastifyInstance;
  let lookups = 0;
  beforeAll(async () => {
    // The same database, its statements counted on the way: how many times a session is read.
    const counted: Database = {
      ...ctx.database,
      rows: (query) => {
        if (/from sessions s join users/.test(JSON.stringify(query.queryChunks))) lookups++;
        return ctx.database.rows(query);
      },
    };
    app = await buildApp({ config: ctx.config, database: counted, logger: false });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('is sent once for a session used again and again, and again once the session changes', async () => {
    await createUser(ctx.database, {
      username: 'steady-reader',
      password: TEST_PASSWORD,
      role: 'Assistant',
      active: true,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'steady-reader', password: TEST_PASSWORD },
    });
    const cookie = sessionCookie(login);
    const before = lookups;
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    expect(lookups - before).toBe(1);
    await byUser('steady-reader', sql`update sessions set last_seen_at = last_seen_at - interval '1 second'`);
    await sessionChangesHeard(ctx.database, app.sessions);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    expect(lookups - before).toBe(2);
  });
});

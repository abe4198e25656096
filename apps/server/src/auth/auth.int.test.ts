import { AUTH_MESSAGES, ROLE_PERMISSIONS } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/context.js';
import { countRows, errorMap, expectProblem, sessionCookie } from '../test/http.js';
import { createUser } from '../users/store.js';

let ctx: TestContext;

beforeAll(async () => {
  // The per-address limit has its own file; here it must not get in the way.
  ctx = await createTestContext({ LOGIN_RATE_PER_MINUTE: '1000' });
});
afterAll(() => ctx.close());

const login = (username: string, password: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: cookie ? { cookie } : {},
  });
const me = (cookie: string) => ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });

async function userRow(username: string) {
  const [row] = await ctx.database.rows<{ id: number; role: string | null; active: boolean; last_login_at: unknown }>(
    sql`select id, role, active, last_login_at from users where username = ${username}`,
  );
  return row;
}

describe('POST /api/auth/login', () => {
  it('signs in: an HttpOnly SameSite=Lax session cookie and the role with its permissions', async () => {
    await createUser(ctx.database, { username: 'dora', password: TEST_PASSWORD, role: 'Dentist', active: true });
    const res = await login('dora', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: 'dora',
      // No staff record is linked to the account: no name to greet her by (the screen says the username).
      name: null,
      role: 'Dentist',
      permissions: [...ROLE_PERMISSIONS.Dentist],
    });
    const cookie = res.cookies.find((c) => c.name === 'chairside_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect((await userRow('dora'))?.last_login_at).not.toBeNull();
    const who = await me(sessionCookie(res));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ username: 'dora', role: 'Dentist' });
  });

  it('accepts the username in any letter case', async () => {
    const res = await login('DORA', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'dora' });
  });

  it('answers an unknown user and a wrong password alike: 401 and no cookie', async () => {
    for (const res of [await login('nobody', TEST_PASSWORD), await login('dora', 'wrong password')]) {
      expectProblem(res, 401, 'Login failed. Please check your credentials.');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('names each missing field with its message', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect([400, 422]).toContain(res.statusCode);
    expect(errorMap(res)).toEqual({ username: 'Username is required', password: 'Password is required' });
    const blank = await login('   ', '');
    expect(errorMap(blank)).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('refuses an inactive account with the right password (403), and says nothing more for a wrong one', async () => {
    await createUser(ctx.database, { username: 'ivy', password: TEST_PASSWORD, role: 'Dentist', active: false });
    const right = await login('ivy', TEST_PASSWORD);
    expectProblem(right, 403, AUTH_MESSAGES.inactive);
    expect(right.headers['set-cookie']).toBeUndefined();
    expectProblem(await login('ivy', 'wrong password'), 401, AUTH_MESSAGES.loginFailed);
  });

  it('rotates the session: signing in again ends the session the browser had', async () => {
    const first = sessionCookie(await login('dora', TEST_PASSWORD));
    const again = await login('dora', TEST_PASSWORD, first);
    expect(again.statusCode).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me without a session or with a made-up one is 401', async () => {
    expectProblem(await ctx.app.inject({ url: '/api/auth/me' }), 401);
    expectProblem(await me('chairside_session=not-a-real-token'), 401);
  });

  it('logout answers 204, clears the cookie and revokes the session', async () => {
    const cookie = await ctx.signIn('Assistant', 'leo');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'chairside_session');
    expect(cleared?.value).toBe('');
    expectProblem(await me(cookie), 401);
    const [row] = await ctx.database.rows<{ revoked: boolean }>(
      sql`select bool_and(s.revoked_at is not null) as revoked from sessions s join users u on u.id = s.user_id where u.username = 'leo'`,
    );
    expect(row?.revoked).toBe(true);
  });

  it('a session idle for longer than SESSION_IDLE_MINUTES ends', async () => {
    const cookie = await ctx.signIn('Assistant', 'idle');
    await ctx.database.rows(sql`
      update sessions set last_seen_at = app_now() - interval '31 minutes'
      where user_id = (select id from users where username = 'idle')`);
    expectProblem(await me(cookie), 401, AUTH_MESSAGES.sessionExpired);
  });

  it('use within the idle window keeps a session going and records the activity', async () => {
    const cookie = await ctx.signIn('Assistant', 'busy');
    await ctx.database.rows(sql`
      update sessions set last_seen_at = app_now() - interval '20 minutes'
      where user_id = (select id from users where username = 'busy')`);
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await ctx.database.rows<{ fresh: boolean }>(sql`
      select s.last_seen_at > app_now() - interval '1 minute' as fresh
      from sessions s join users u on u.id = s.user_id where u.username = 'busy'`);
    expect(row?.fresh).toBe(true);
  });

  it('a session past its absolute end ends, however active', async () => {
    const cookie = await ctx.signIn('Assistant', 'old');
    await ctx.database.rows(sql`
      update sessions set expires_at = app_now() - interval '1 second'
      where user_id = (select id from users where username = 'old')`);
    expectProblem(await me(cookie), 401);
  });
});

describe('POST /api/auth/register', () => {
  const register = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('creates an inactive account without a role, ignoring a role in the body', async () => {
    const res = await register({ username: 'mallory', password: 'long enough pw', role: 'Admin', active: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'mallory', role: null, active: false });
    expect(res.body).not.toMatch(/password/i);
    expect(await userRow('mallory')).toMatchObject({ role: null, active: false });
    expectProblem(await login('mallory', 'long enough pw'), 403, AUTH_MESSAGES.inactive);
  });

  it('refuses a taken username, in any letter case, with 409 and stores nothing', async () => {
    const before = await countRows(ctx.database, 'users');
    const res = await register({ username: 'MALLORY', password: 'another password' });
    const problem = expectProblem(res, 409, AUTH_MESSAGES.registerFailed);
    expect(problem.errors).toEqual([{ path: 'username', message: AUTH_MESSAGES.registerFailed }]);
    expect(await countRows(ctx.database, 'users')).toBe(before);
  });

  it('validates username and password', async () => {
    const before = await countRows(ctx.database, 'users');
    const res = await register({ username: 'bad name!', password: 'short' });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      username: 'Username may contain letters, digits and . _ @ - only',
      password: 'Password must be at least 8 characters',
    });
    expect(await countRows(ctx.database, 'users')).toBe(before);
  });
});

describe('POST /api/auth/password', () => {
  const change = (cookie: string | undefined, currentPassword: string, newPassword: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword, newPassword },
      headers: cookie ? { cookie } : {},
    });

  it('needs a session', async () => {
    expectProblem(await change(undefined, TEST_PASSWORD, 'a brand new one'), 401);
  });

  it('refuses a wrong current password with 422 on currentPassword and keeps the old one', async () => {
    const cookie = await ctx.signIn('Receptionist', 'rita');
    const res = await change(cookie, 'not my password', 'a brand new one');
    expectProblem(res, 422, AUTH_MESSAGES.currentPasswordWrong);
    expect(errorMap(res)).toEqual({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
    expect((await login('rita', TEST_PASSWORD)).statusCode).toBe(200);
    expectProblem(await login('rita', 'a brand new one'), 401);
  });

  it('refuses a too-short new password', async () => {
    const cookie = await ctx.signIn('Receptionist', 'rosa');
    const res = await change(cookie, TEST_PASSWORD, 'short');
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ newPassword: 'Password must be at least 8 characters' });
  });

  it('changes it: the new password works, the old one fails, other sessions end, this one goes on', async () => {
    const cookie = await ctx.signIn('Receptionist', 'remy');
    const elsewhere = sessionCookie(await login('remy', TEST_PASSWORD));
    const res = await change(cookie, TEST_PASSWORD, 'a brand new one');
    expect(res.statusCode).toBe(204);
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
    expectProblem(await me(elsewhere), 401);
    expectProblem(await login('remy', TEST_PASSWORD), 401, AUTH_MESSAGES.loginFailed);
    expect((await login('remy', 'a brand new one')).statusCode).toBe(200);
  });
});

describe('GET /api/auth/demo-accounts', () => {
  it('lists nothing outside demo mode', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/demo-accounts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ demo: false, password: null, accounts: [] });
  });
});

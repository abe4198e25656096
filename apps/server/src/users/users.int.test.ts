import { AUTH_MESSAGES, ROLE_PERMISSIONS, type Role, type User } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/context.js';
import { errorMap, expectProblem, sessionCookie } from '../test/http.js';
import { createUser } from './store.js';

let ctx: TestContext;
let admin: string;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_PER_MINUTE: '1000' });
  admin = await ctx.signIn('Admin', 'root');
  adminId = (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: admin } })).json<{ id: number }>().id;
});
afterAll(() => ctx.close());

const list = (query: string, cookie = admin) => ctx.app.inject({ url: `/api/users${query}`, headers: { cookie } });
const patch = (id: number | string, payload: Record<string, unknown>, cookie = admin) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, headers: { cookie } });
const login = (username: string, password = TEST_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const me = (cookie: string) => ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });

async function account(username: string): Promise<User> {
  const found = (await list(`?q=${username}`)).json<{ items: User[] }>().items.find((u) => u.username === username);
  if (!found) throw new Error(`no account ${username}`);
  return found;
}

describe('who may manage accounts', () => {
  it.each<Role>(['Dentist', 'Assistant', 'Receptionist', 'Accountant'])(
    '%s gets 403 and changes nothing',
    async (role) => {
      const cookie = await ctx.signIn(role);
      const target = await account('root');
      expectProblem(await list('', cookie), 403);
      expectProblem(await patch(target.id, { role: null, active: false, version: target.version }, cookie), 403);
      const reset = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${target.id}/password`,
        payload: { password: 'taken over!' },
        headers: { cookie },
      });
      expectProblem(reset, 403);
      expect(await account('root')).toEqual(target);
      expect((await login('root')).statusCode).toBe(200);
    },
  );

  it('anonymous gets 401', async () => {
    expectProblem(await ctx.app.inject({ url: '/api/users' }), 401);
  });
});

describe('GET /api/users', () => {
  beforeAll(async () => {
    for (const n of [1, 2, 3, 4, 5])
      await createUser(ctx.database, { username: `page0${n}`, password: TEST_PASSWORD, role: null, active: false });
  });

  it('pages and searches, never showing password hashes', async () => {
    const res = await list('?q=PAGE&pageSize=2&page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: User[]; total: number; page: number; pageSize: number }>();
    expect(body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(body.items.map((u) => u.username)).toEqual(['page03', 'page04']);
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it('sorts descending and filters on active', async () => {
    const desc = (await list('?q=page&sort=-username&pageSize=3')).json<{ items: User[] }>();
    expect(desc.items.map((u) => u.username)).toEqual(['page05', 'page04', 'page03']);
    const active = (await list('?active=true&pageSize=100')).json<{ items: User[] }>();
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((u) => u.active)).toBe(true);
    expect(active.items.some((u) => u.username.startsWith('page'))).toBe(false);
  });

  it('refuses a bad query with 400', async () => {
    expectProblem(await list('?pageSize=101'), 400);
    expectProblem(await list('?sort=password'), 400);
  });
});

describe('PATCH /api/users/:id', () => {
  it('activates a registered account with a role, who can then sign in', async () => {
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'newbie', password: TEST_PASSWORD },
    });
    const created = reg.json<User>();
    expectProblem(await login('newbie'), 403, AUTH_MESSAGES.inactive);
    const res = await patch(created.id, { role: 'Dentist', active: true, version: created.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, role: 'Dentist', active: true, version: created.version + 1 });
    const signedIn = await login('newbie');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'Dentist', permissions: [...ROLE_PERMISSIONS.Dentist] });
  });

  it('will not activate an account without a role', async () => {
    await createUser(ctx.database, { username: 'norole', password: TEST_PASSWORD, role: null, active: false });
    const before = await account('norole');
    const res = await patch(before.id, { active: true, version: before.version });
    expectProblem(res, 422, 'Choose a role before activating the account.');
    expect(errorMap(res)).toHaveProperty('role');
    expect(await account('norole')).toEqual(before);
  });

  it('deactivating an account ends its sessions and keeps it out', async () => {
    const cookie = await ctx.signIn('Dentist', 'dan');
    const dan = await account('dan');
    const res = await patch(dan.id, { active: false, version: dan.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false });
    expectProblem(await me(cookie), 401);
    expectProblem(await login('dan'), 403, AUTH_MESSAGES.inactive);
  });

  it('changing the role ends the sessions that carried the old permissions', async () => {
    const cookie = await ctx.signIn('Dentist', 'carl');
    const carl = await account('carl');
    expect((await patch(carl.id, { role: 'Accountant', version: carl.version })).statusCode).toBe(200);
    expectProblem(await me(cookie), 401);
    const again = await me(sessionCookie(await login('carl')));
    expect(again.json()).toMatchObject({ role: 'Accountant', permissions: [...ROLE_PERMISSIONS.Accountant] });
  });

  it('an admin cannot deactivate or demote their own account', async () => {
    const self = await account('root');
    const off = await patch(adminId, { active: false, version: self.version });
    expectProblem(off, 422, 'You cannot deactivate or demote your own account.');
    expect(errorMap(off)).toHaveProperty('active');
    const demote = await patch(adminId, { role: 'Dentist', version: self.version });
    expectProblem(demote, 422);
    expect(errorMap(demote)).toHaveProperty('role');
    expect(await account('root')).toEqual(self);
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    await createUser(ctx.database, { username: 'stale', password: TEST_PASSWORD, role: 'Assistant', active: true });
    const before = await account('stale');
    expect((await patch(before.id, { role: 'Dentist', version: before.version })).statusCode).toBe(200);
    const res = await patch(before.id, { role: 'Accountant', version: before.version });
    const problem = expectProblem(res, 409);
    expect(problem.errors?.[0]?.path).toBe('version');
    expect(await account('stale')).toMatchObject({ role: 'Dentist', version: before.version + 1 });
  });

  it('answers 404 for an unknown id, 400 for a non-numeric one or an unknown field', async () => {
    expectProblem(await patch(999999, { role: 'Dentist', version: 1 }), 404);
    expectProblem(await patch('abc', { role: 'Dentist', version: 1 }), 400);
    const self = await account('root');
    const res = await patch(adminId, { username: 'hijack', version: self.version });
    expectProblem(res, 400);
    expect(errorMap(res)).toEqual({ username: 'Unknown field' });
  });
});

describe('POST /api/users/:id/password', () => {
  const reset = (id: number, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users/${id}/password`,
      payload: { password },
      headers: { cookie: admin },
    });

  it('sets a new password and ends the sessions of that account', async () => {
    const cookie = await ctx.signIn('Assistant', 'forgetful');
    const user = await account('forgetful');
    expect((await reset(user.id, 'a fresh password')).statusCode).toBe(204);
    expectProblem(await me(cookie), 401);
    expectProblem(await login('forgetful'), 401, AUTH_MESSAGES.loginFailed);
    expect((await login('forgetful', 'a fresh password')).statusCode).toBe(200);
  });

  it('validates the password and the account', async () => {
    const user = await account('forgetful');
    const res = await reset(user.id, 'short');
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ password: 'Password must be at least 8 characters' });
    expect((await login('forgetful', 'a fresh password')).statusCode).toBe(200);
    expectProblem(await reset(999999, 'a fresh password'), 404);
  });
});

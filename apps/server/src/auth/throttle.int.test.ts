import { AUTH_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/context.js';
import { expectProblem } from '../test/http.js';
import { createUser } from '../users/store.js';

let ctx: TestContext;
let address = 0;
/** A new client address per call unless one is given, so the per-address limit stays out of account tests. */
const login = (username: string, password: string, remoteAddress = `10.0.1.${++address}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15', LOGIN_RATE_PER_MINUTE: '5' });
  for (const username of ['tess', 'tom'])
    await createUser(ctx.database, { username, password: TEST_PASSWORD, role: 'Dentist', active: true });
});
afterAll(() => ctx.close());

describe('per-account lock', () => {
  it('locks the account after LOGIN_MAX_FAILURES failures, from any address, even for the right password', async () => {
    for (let i = 0; i < 3; i++) expectProblem(await login('tess', 'wrong password'), 401, AUTH_MESSAGES.loginFailed);
    const locked = await login('tess', TEST_PASSWORD);
    expectProblem(locked, 429, AUTH_MESSAGES.tooManyAttempts);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['set-cookie']).toBeUndefined();
    expectProblem(await login('tess', 'wrong password'), 429);
    // Another account is not affected.
    expect((await login('tom', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the account in again once the lock has passed, and starts counting afresh', async () => {
    await ctx.database.rows(sql`update users set locked_until = now() - interval '1 second' where username = 'tess'`);
    expect((await login('tess', TEST_PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.database.rows<{ failed_logins: number; locked_until: unknown }>(
      sql`select failed_logins, locked_until from users where username = 'tess'`,
    );
    expect(row).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('a successful sign-in resets the failure count', async () => {
    for (let i = 0; i < 2; i++) expectProblem(await login('tom', 'wrong password'), 401);
    expect((await login('tom', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expectProblem(await login('tom', 'wrong password'), 401);
    expect((await login('tom', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('per-address rate limit', () => {
  it('answers 429 with Retry-After past LOGIN_RATE_PER_MINUTE requests from one address', async () => {
    const from = '10.0.2.1';
    for (let i = 0; i < 5; i++) expectProblem(await login('nobody', 'whatever', from), 401);
    const limited = await login('tom', TEST_PASSWORD, from);
    expectProblem(limited, 429, 'Too many requests. Try again in 60 seconds.');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers['set-cookie']).toBeUndefined();
  });

  it('is not fooled by X-Forwarded-For when no proxy is trusted', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'tom', password: TEST_PASSWORD },
      remoteAddress: '10.0.2.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expectProblem(res, 429);
  });

  it('leaves other addresses alone', async () => {
    expect((await login('tom', TEST_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });
});

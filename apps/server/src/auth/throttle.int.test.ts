import { AUTH_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/context.js';
import { expectProblem } from '../test/http.js';
import { createUser } from '../users/store.js';
import { DEVICE_COOKIE } from './devices.js';

/**
 * Sign-in throttling (docs/decisions.md): unknown and known usernames answer
 * alike, locks are per address and username with a growing delay plus a
 * per-address limit, a browser the account signed in from before still gets
 * in with the right password, and the counts live in the database.
 */

let ctx: TestContext;
let address = 0;
/** A new client address per call unless one is given. */
const newAddress = () => `10.0.1.${++address}`;
const login = (
  username: string,
  password: string,
  remoteAddress = newAddress(),
  cookie?: string,
  app: FastifyInstance = ctx.app,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const deviceOf = (res: LightMyRequestResponse): string => {
  const c = res.cookies.find((x) => x.name === DEVICE_COOKIE);
  if (!c?.value) throw new Error(`no device cookie in ${res.statusCode} ${res.body}`);
  return `${DEVICE_COOKIE}=${c.value}`;
};
/** What an attacker sees of an answer. */
const seen = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  retryAfter:
    res.headers['retry-after'] === undefined ? undefined : Math.round(Number(res.headers['retry-after']) / 60),
  cookies: res.cookies.map((c) => c.name),
});

beforeAll(async () => {
  ctx = await createTestContext({
    LOGIN_MAX_FAILURES: '3',
    LOGIN_LOCK_MINUTES: '15',
    LOGIN_ADDRESS_MAX_FAILURES: '6',
    LOGIN_RATE_PER_MINUTE: '100',
  });
  for (const username of ['tess', 'tom', 'tara', 'ted', 'tina'])
    await createUser(ctx.database, { username, password: TEST_PASSWORD, role: 'Dentist', active: true });
});
afterAll(() => ctx.close());

describe('known and unknown usernames', () => {
  it('answer alike, failure after failure and once locked', async () => {
    const known: ReturnType<typeof seen>[] = [];
    const unknown: ReturnType<typeof seen>[] = [];
    const [a, b] = [newAddress(), newAddress()];
    for (let i = 0; i < 5; i++) {
      known.push(seen(await login('tess', 'wrong password', a)));
      unknown.push(seen(await login('nobody-here', 'wrong password', b)));
    }
    expect(unknown).toEqual(known);
    expect(known.map((r) => r.status)).toEqual([401, 401, 401, 429, 429]);
    expect(known[3]?.retryAfter).toBe(15);
    expect(JSON.parse(known[0]?.body ?? '{}')).toMatchObject({ detail: AUTH_MESSAGES.loginFailed });
    expect(JSON.parse(known[3]?.body ?? '{}')).toMatchObject({ detail: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe('a lock an attacker cannot hold over a real user', () => {
  it('locks the guessing address for that username only: the right password from elsewhere gets in', async () => {
    const attacker = newAddress();
    for (let i = 0; i < 3; i++) expectProblem(await login('tom', 'wrong password', attacker), 401);
    const locked = await login('tom', TEST_PASSWORD, attacker);
    expectProblem(locked, 429, AUTH_MESSAGES.tooManyAttempts);
    expect(locked.cookies).toEqual([]);
    // The real user, from their own desk.
    expect((await login('tom', TEST_PASSWORD)).statusCode).toBe(200);
    // Another username from the attacker's address is still only counted, not locked.
    expectProblem(await login('tara', 'wrong password', attacker), 401);
  });

  it('lets the right password through from a browser the account signed in from, even on the locked address', async () => {
    const office = newAddress();
    const first = await login('ted', TEST_PASSWORD, office);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    // Someone on the same network (one public address) guesses ted's password.
    for (let i = 0; i < 4; i++) await login('ted', 'wrong password', office);
    expectProblem(await login('ted', TEST_PASSWORD, office), 429);
    // Ted's own browser still signs in, and keeps the same device token.
    const again = await login('ted', TEST_PASSWORD, office, device);
    expect(again.statusCode, again.body).toBe(200);
    expect(deviceOf(again)).toBe(device);
    // The device cookie is ted's alone: it does not open tom's lock on that address.
    for (let i = 0; i < 3; i++) await login('tom', 'wrong password', office, device);
    expectProblem(await login('tom', TEST_PASSWORD, office, device), 429);
  });

  it('throttles a known browser on its own when it sends wrong passwords', async () => {
    const first = await login('tina', TEST_PASSWORD);
    const device = deviceOf(first);
    const from = newAddress();
    for (let i = 0; i < 3; i++) expectProblem(await login('tina', 'wrong password', from, device), 401);
    expectProblem(await login('tina', TEST_PASSWORD, from, device), 429);
    // Without that browser's cookie, from another address, the account is not locked.
    expect((await login('tina', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('makes each next lock of the same address and username twice as long', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) await login('tara', 'wrong password', from);
    expect(Number((await login('tara', 'wrong password', from)).headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await ctx.database.rows(sql`update login_throttle set locked_until = app_now() - interval '1 second'`);
    for (let i = 0; i < 3; i++) await login('tara', 'wrong password', from);
    const second = Number((await login('tara', 'wrong password', from)).headers['retry-after']);
    expect(second).toBeGreaterThan(29 * 60);
    expect(second).toBeLessThanOrEqual(30 * 60);
  });

  it('starts afresh once a lock has passed and the right password is given', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) await login('tess', 'wrong password', from);
    expectProblem(await login('tess', TEST_PASSWORD, from), 429);
    await ctx.database.rows(sql`update login_throttle set locked_until = app_now() - interval '1 second'`);
    expect((await login('tess', TEST_PASSWORD, from)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expectProblem(await login('tess', 'wrong password', from), 401);
    expect((await login('tess', TEST_PASSWORD, from)).statusCode).toBe(200);
  });
});

describe('per-address limit across usernames', () => {
  it('locks an address that guesses many usernames, for every username, and leaves other addresses alone', async () => {
    const sprayer = newAddress();
    for (let i = 0; i < 6; i++) expectProblem(await login(`user${i}`, 'wrong password', sprayer), 401);
    expectProblem(await login('someone-new', 'wrong password', sprayer), 429);
    expectProblem(await login('tom', TEST_PASSWORD, sprayer), 429);
    expect((await login('tom', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('several server processes', () => {
  it('share the counts and locks through the database', async () => {
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const from = newAddress();
      await login('tara', 'wrong password', from);
      await login('tara', 'wrong password', from, undefined, other);
      await login('tara', 'wrong password', from);
      expectProblem(await login('tara', TEST_PASSWORD, from, undefined, other), 429);
    } finally {
      await other.close();
    }
  });
});

describe('per-address rate limit', () => {
  it('is not fooled by X-Forwarded-For when no proxy is trusted', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) await login('nobody', 'whatever', from);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: TEST_PASSWORD },
      remoteAddress: from,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expectProblem(res, 429);
  });
});

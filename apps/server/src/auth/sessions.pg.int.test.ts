import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Database, openPostgres } from '../db/client.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { expectProblem } from '../test/http.js';
import { sessionChangesHeard } from './sessions.js';

/**
 * Two server processes on one PostgreSQL database, as a chain runs them: a session one of them keeps
 * (`session-cache.ts`) ends there as soon as the other signs it out or deactivates its account.
 * PostgreSQL only: vitest.config.ts collects `*.pg.int.test.ts` only with TEST_DB=postgres.
 */

let ctx: TestContext;
let other: { app: FastifyInstance; database: Database };

beforeAll(async () => {
  ctx = await createTestContext();
  const database = await openPostgres(ctx.database.url ?? '');
  other = { app: await buildApp({ config: ctx.config, database, logger: false }), database };
  await other.app.ready();
});
afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await ctx?.close();
});

const meOn = (app: FastifyInstance, cookie: string) => app.inject({ url: '/api/auth/me', headers: { cookie } });
const heardByOther = () => sessionChangesHeard(other.database, other.app.sessions);

describe('a session kept by another process', () => {
  it('ends there once signed out here', async () => {
    const cookie = await ctx.signIn('Assistant', 'two-desks');
    expect((await meOn(other.app, cookie)).statusCode).toBe(200);
    expect((await meOn(other.app, cookie)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    await heardByOther();
    expectProblem(await meOn(other.app, cookie), 401);
  });

  it('ends there once an administrator here deactivates the account', async () => {
    const admin = await ctx.signIn('Admin');
    const cookie = await ctx.signIn('Receptionist', 'leaving-desk');
    expect((await meOn(other.app, cookie)).statusCode).toBe(200);
    const list = await ctx.app.inject({ url: '/api/users?pageSize=100', headers: { cookie: admin } });
    const user = list
      .json<{ items: { id: number; username: string; version: number }[] }>()
      .items.find((u) => u.username === 'leaving-desk');
    expect(user).toBeDefined();
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user?.id}`,
      headers: { cookie: admin },
      payload: { active: false, version: user?.version },
    });
    expect(off.statusCode, off.body).toBe(200);
    await heardByOther();
    expectProblem(await meOn(other.app, cookie), 401);
  });
});

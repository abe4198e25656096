import { APP_VERSION, MESSAGES, RESOURCES, servesRoute } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from './test/context.js';
import { countRows, expectProblem } from './test/http.js';

/** What every route shares: health, errors, OpenAPI, docs, the origin check and security headers. */

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin', 'boss');
});
afterAll(() => ctx.close());

describe('health', () => {
  it('GET /api/health is public and says ok', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: APP_VERSION });
  });
});

describe('errors', () => {
  it('an unknown /api path is a 404 problem, signed in or not', async () => {
    expectProblem(await ctx.app.inject({ url: '/api/no-such-thing' }), 404, 'No route for GET /api/no-such-thing');
    expectProblem(await ctx.app.inject({ url: '/api/no-such-thing?x=1', headers: { cookie: admin } }), 404);
    expectProblem(await ctx.app.inject({ method: 'DELETE', url: '/api/clinics', headers: { cookie: admin } }), 404);
  });

  it('malformed JSON is a 400 problem without internals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinics',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectProblem(res, 400);
    expect(res.body).not.toMatch(/node_modules|\.js:\d+/);
  });

  it('a wrong media type is 415, a body over 1 MiB is 413', async () => {
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/medicament-categories',
      headers: { cookie: admin, 'content-type': 'application/xml' },
      payload: '<category><name>x</name></category>',
    });
    expectProblem(xml, 415);
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/medicament-categories',
      headers: { cookie: admin },
      payload: { name: 'Big', description: 'x'.repeat(1024 * 1024 + 1) },
    });
    expectProblem(big, 413);
    expect(await countRows(ctx.database, 'medicament_categories')).toBe(0);
  });
});

describe('OpenAPI and docs', () => {
  it('GET /api/openapi.json is public and lists the record routes', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const def of RESOURCES) {
      expect(Object.keys(doc.paths[`/api/${def.name}`] ?? {})).toEqual(
        expect.arrayContaining(['get', ...(servesRoute(def, 'create') ? ['post'] : [])]),
      );
      const edits = servesRoute(def, 'update') ? ['put', 'patch'] : [];
      expect(Object.keys(doc.paths[`/api/${def.name}/{id}`] ?? {})).toEqual(
        expect.arrayContaining(['get', ...edits, 'delete']),
      );
    }
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/settings']));
  });

  it('GET /api/docs serves the browsable docs as HTML to anyone', async () => {
    const res = await ctx.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/swagger/i);
    const spec = await ctx.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json<{ paths: object }>().paths)).toContain('/api/clinics/{id}');
  });
});

describe('cross-site requests', () => {
  const clinicsCount = () => countRows(ctx.database, 'clinics');
  const post = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/medicament-categories',
      headers: { cookie: admin, ...headers },
      payload: { name: `From ${JSON.stringify(headers)}`, description: 'x' },
    });

  it('refuses a state-changing request from another origin (403), storing nothing', async () => {
    const before = await countRows(ctx.database, 'medicament_categories');
    expectProblem(await post({ origin: 'http://evil.example' }), 403, 'Cross-site request refused.');
    expectProblem(await post({ referer: 'http://evil.example/page' }), 403);
    expectProblem(await post({ origin: 'null' }), 403);
    expect(await countRows(ctx.database, 'medicament_categories')).toBe(before);
    expect(await clinicsCount()).toBe(0);
  });

  it('refuses a cross-site sign-in too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://evil.example' },
      payload: { username: 'boss', password: TEST_PASSWORD },
    });
    expectProblem(res, 403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the same origin, and reads from anywhere', async () => {
    expect((await post({ host: 'clinic.example', origin: 'https://clinic.example' })).statusCode).toBe(201);
    const read = await ctx.app.inject({
      url: '/api/medicament-categories',
      headers: { cookie: admin, origin: 'http://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a content security policy and nosniff', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('when the database fails', () => {
  it('answers 500 with the generic message: no stack, no SQL', async () => {
    // cascade: the tables that reference clinics (doctors, expenses…) lose only their foreign keys.
    await ctx.database.rows(sql`drop table clinics cascade`);
    const res = await ctx.app.inject({ url: '/api/clinics', headers: { cookie: admin } });
    expectProblem(res, 500, MESSAGES.genericError);
    expect(res.body).not.toMatch(/clinics|relation|select/i);
  });
});

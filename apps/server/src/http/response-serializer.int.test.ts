import { RESOURCES } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { makeRecord } from '../test/records.js';
import { zodWriter } from './response-writer.js';

/**
 * The compiled writers against zod's, on what the real API answers: one record of every type made through
 * the API, then every GET route that needs no more than a record id read back, each answer written again
 * by both writers from its data.
 */
let ctx: TestContext;
let admin: string;
const ids = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  for (const def of RESOURCES) ids.set(def.name, await makeRecord(ctx, admin, def.name, admin));
});
afterAll(async () => ctx.close());

/** The route's path with the record id filled in, or null when it needs another parameter. */
function pathOf(url: string): string | null {
  const resource = /^\/api\/([\w-]+)\//.exec(url)?.[1];
  const id = resource ? ids.get(resource) : undefined;
  const path = id === undefined ? url : url.replace(':id', String(id));
  return path.includes(':') ? null : path;
}

describe('answers written from the route schema', () => {
  it('are byte for byte what zod writes, for every route the API can be asked without more than an id', async () => {
    const compared = new Set<string>();
    for (const writer of ctx.app.responseWriters) {
      const path = writer.method === 'GET' && writer.kind === 'compiled' ? pathOf(writer.url) : null;
      if (!path) continue;
      const res = await ctx.app.inject({ method: 'GET', url: path, headers: { cookie: admin } });
      if (res.statusCode !== Number(writer.status) || !/json/.test(String(res.headers['content-type']))) continue;
      const data: unknown = res.json();
      const zod = zodWriter(writer.schema, writer.method, writer.url)(data);
      expect(writer.write(data), path).toBe(zod);
      expect(res.body, path).toBe(zod);
      compared.add(writer.url);
    }
    for (const def of RESOURCES) {
      expect(
        [`/api/${def.name}`, `/api/${def.name}/`].some((list) => compared.has(list)),
        def.name,
      ).toBe(true);
      expect(compared, def.name).toContain(`/api/${def.name}/:id`);
    }
    expect(compared.size).toBeGreaterThan(100);
  });

  it('leaves to zod the answers its schema would not write alike, and they are what zod writes', async () => {
    const settings = ctx.app.responseWriters.find((w) => w.method === 'GET' && w.url === '/api/settings');
    expect(settings).toMatchObject({ kind: 'zod', why: expect.stringMatching(/default/) });
    const summary = ctx.app.responseWriters.find((w) => w.method === 'GET' && w.url === '/api/patients/summary');
    expect(summary).toMatchObject({ kind: 'zod', why: expect.stringMatching(/union/) });
    for (const path of ['/api/settings', '/api/patients/summary']) {
      const res = await ctx.app.inject({ method: 'GET', url: path, headers: { cookie: admin } });
      expect(res.statusCode, path).toBe(200);
      const writer = path === '/api/settings' ? settings! : summary!;
      expect(res.body, path).toBe(zodWriter(writer.schema, 'GET', path)(res.json()));
    }
  });
});

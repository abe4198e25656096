import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installResponseSerializer } from './response-serializer.js';
import { zodWriter } from './response-writer.js';

/** What a client gets from a route of this schema whose handler returns `data`, and how it was written. */
async function served(schema: z.ZodType, data: unknown, validate = false) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  installResponseSerializer(app, { validate });
  app.get('/thing', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject({ method: 'GET', url: '/thing' });
  const writer = app.responseWriters.find((w) => w.method === 'GET' && w.url === '/thing');
  return { res, kind: writer?.kind, zod: res.statusCode === 200 ? zodWriter(schema, 'GET', '/thing')(data) : '' };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const account = z.object({
  id: z.number().int(),
  username: z.string().trim(),
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email()])),
  lastLoginAt: z.string().nullable(),
  labels: z.record(z.string(), z.string().nullable()).optional(),
  profile: z.object({ city: z.string() }).nullable(),
  history: z.unknown(),
});

describe('answers written from the route schema', () => {
  it('never sends a key the schema does not declare, at any depth', async () => {
    const row = {
      id: 7,
      username: 'nadia',
      email: 'nadia@clinic.example',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
      lastLoginAt: null,
      labels: { clinic: 'Smile Centre', doctor: null },
      profile: { city: 'Lyon', passwordHash: 'nested secret' },
      history: [{ at: '2026-01-02', note: 'jsonb kept whole' }],
    };
    const { res, kind, zod } = await served(z.object({ items: z.array(account), total: z.number() }), {
      items: [row, { ...row, id: 8, profile: null }],
      total: 2,
      sessionToken: 'top-level secret',
    });
    expect(kind).toBe('compiled');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/passwordHash|secret/);
    expect(res.json()).toEqual({
      items: [
        {
          id: 7,
          username: 'nadia',
          email: 'nadia@clinic.example',
          lastLoginAt: null,
          labels: { clinic: 'Smile Centre', doctor: null },
          profile: { city: 'Lyon' },
          history: [{ at: '2026-01-02', note: 'jsonb kept whole' }],
        },
        {
          id: 8,
          username: 'nadia',
          email: 'nadia@clinic.example',
          lastLoginAt: null,
          labels: { clinic: 'Smile Centre', doctor: null },
          profile: null,
          history: [{ at: '2026-01-02', note: 'jsonb kept whole' }],
        },
      ],
      total: 2,
    });
    expect(res.body).toBe(zod);
  });

  it('writes what zod wrote: escapes, unicode, optional keys left out, numbers as numbers', async () => {
    const schema = z.object({ text: z.string(), n: z.number(), big: z.number().int(), maybe: z.string().optional() });
    const data = { text: 'quote " backslash \\ tab \t line\u2028 é 😀 </script>', n: 12.5, big: 2 ** 40 };
    const { res, kind, zod } = await served(schema, data);
    expect(kind).toBe('compiled');
    expect(res.body).toBe(zod);
    expect(res.body).toBe(JSON.stringify(data));
  });

  it('leaves to zod what it would write otherwise: dates, defaults, unions of kinds', async () => {
    const schema = z.object({
      at: z.date(),
      timeFormat: z.enum(['12h', '24h']).default('24h'),
      value: z.union([z.number(), z.string()]),
      stripped: z.object({ kept: z.boolean() }),
    });
    const { res, kind, zod } = await served(schema, {
      at: new Date('2026-03-02T09:30:00.000Z'),
      timeFormat: '12h',
      value: 3,
      stripped: { kept: true, internal: 1 },
      extra: 'x',
    });
    expect(kind).toBe('zod');
    expect(res.body).toBe(zod);
    expect(res.json()).toEqual({
      at: '2026-03-02T09:30:00.000Z',
      timeFormat: '12h',
      value: 3,
      stripped: { kept: true },
    });
  });

  it('checks each answer with zod when asked (tests, development), not otherwise', async () => {
    const schema = z.object({ count: z.number().int() });
    const checked = await served(schema, { count: 'many' }, true);
    expect(checked.res.statusCode).toBe(500);
    const unchecked = await served(schema, { count: 3, extra: true }, false);
    expect(unchecked.res.body).toBe('{"count":3}');
  });
});

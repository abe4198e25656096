import { RESOURCES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlError } from '../db/sql-error.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { countRows, errorMap, expectProblem, recordInput } from '../test/http.js';
import { NUL_MESSAGE } from './nul-guard.js';

/**
 * What the outside test of the running app found (issue 10): a NUL in any
 * text, ids past the columns' range, values in the logs of a failed
 * statement, and health data an answer let a cache keep.
 */

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin', 'hardening-admin');
});
afterAll(() => ctx.close());

const get = (url: string, cookie = admin) => ctx.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, cookie = admin) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });
const TOO_BIG = '99999999999999999999';

describe('a NUL character in any text', () => {
  it('in a body is a 422 naming the field, and nothing is stored', async () => {
    const before = await countRows(ctx.database, 'patients');
    const res = await send('POST', '/api/patients', {
      ...recordInput('patients', 'Nul Patient'),
      fullName: 'A\u0000B',
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ fullName: NUL_MESSAGE });
    expect(await countRows(ctx.database, 'patients')).toBe(before);
  });

  it('deep in a body (a row of a list, a key of a document) names the path', async () => {
    const row = await send('PUT', '/api/settings', { clinicName: 'x', hours: { Monday: { closed: '\u0000' } } });
    expectProblem(row, 422);
    expect(errorMap(row)).toEqual({ 'hours.Monday.closed': NUL_MESSAGE });
    const key = await send('POST', '/api/patients', { ...recordInput('patients', 'Nul Key'), 'x\u0000': 1 });
    expectProblem(key, 422);
    expect(errorMap(key)).toEqual({ 'x\\u0000': NUL_MESSAGE });
  });

  it('in q or a text filter of every list, export and lookup is a 400 naming the parameter', async () => {
    for (const def of RESOURCES) {
      for (const path of ['', '/export', '/lookup']) {
        const res = await get(`/api/${def.name}${path}?q=%00`);
        expectProblem(res, 400);
        expect(errorMap(res), `${def.name}${path}`).toEqual({ q: NUL_MESSAGE });
      }
      for (const key of def.list.filters) {
        const f = def.fields[key];
        if (f?.kind !== 'text') continue;
        const res = await get(`/api/${def.name}?${key}=a%00b`);
        expect(errorMap(res), `${def.name}?${key}`).toEqual({ [key]: NUL_MESSAGE });
      }
    }
  });
});

describe('every id follows one rule: a positive whole number within the id columns', () => {
  it('answers 400 for an id past the range in a path, ids= of lookups and exports, and a reference filter', async () => {
    for (const def of RESOURCES) {
      for (const url of [
        `/api/${def.name}/${TOO_BIG}`,
        `/api/${def.name}/lookup?ids=${TOO_BIG}`,
        `/api/${def.name}/lookup?ids=1,0`,
        `/api/${def.name}/export?ids=${TOO_BIG}`,
        ...def.list.filters
          .filter((k) => def.fields[k]?.kind === 'reference')
          .map((k) => `/api/${def.name}?${k}=${TOO_BIG}`),
      ])
        expectProblem(await get(url), 400);
    }
  });

  it('answers 422 for a reference or an id in a body past the range', async () => {
    const ref = await send('POST', '/api/insurance-policies', {
      ...recordInput('insurance-policies', 'Far Policy'),
      patient: 2 ** 53,
    });
    expectProblem(ref, 422);
    expect(Object.keys(errorMap(ref))).toEqual(['patient']);
    const bulk = await send('POST', '/api/clinics/bulk-delete', { ids: [2 ** 53] });
    expectProblem(bulk, 422);
  });

  it('answers 422, not 500, for a whole number past what its column holds (a version)', async () => {
    const created = await send('POST', '/api/patients', recordInput('patients', 'Version Patient'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expectProblem(await send('PATCH', `/api/patients/${id}`, { fullName: 'Renamed', version: 3_000_000_000 }), 422);
  });
});

describe('a failed statement', () => {
  it('is reported with its statement and SQLSTATE, never its values', async () => {
    const secret = 'Jane Secret-Patient O-negative';
    const error = await ctx.database
      .rows(sql`select ${secret}::int as n from patients where full_name = ${secret}`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlError);
    const err = error as SqlError;
    expect(err.code).toBe('22P02');
    expect(err.message).toContain('from patients where full_name = $2');
    const logged = JSON.stringify({ ...err, message: err.message, stack: err.stack, cause: err.cause });
    expect(logged).not.toContain('Secret-Patient');
  });

  it('inside a transaction is reported the same way', async () => {
    const secret = 'INS-4242-SECRET';
    const error = await ctx.database
      .transaction((rows) => rows(sql`select ${secret}::int`))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlError);
    expect(JSON.stringify({ ...(error as SqlError), message: (error as SqlError).message })).not.toContain(secret);
  });
});

describe('answers that hold health data', () => {
  it('are Cache-Control: no-store, JSON and exports alike, and so are refusals', async () => {
    for (const url of [
      '/api/patients',
      '/api/patients/export?format=csv',
      '/api/patients/export?format=xlsx',
      '/api/auth/me',
    ])
      expect((await get(url)).headers['cache-control'], url).toBe('no-store');
    expect((await ctx.app.inject({ url: '/api/patients' })).headers['cache-control']).toBe('no-store');
  });
});

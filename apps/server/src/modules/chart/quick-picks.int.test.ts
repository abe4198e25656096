import { localDay, now, type QuickPicksResponse } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

/**
 * The quick-chart bar's picks: the clinic's most charted services and bare
 * conditions of the last year, over every patient, most used first.
 */

let ctx: TestContext;
let dentist: string;

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = dentist) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function created(url: string, payload: object): Promise<number> {
  const res = await inject('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const daysAgo = (days: number) => localDay(new Date(now().getTime() - days * 86_400_000));

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

describe('GET /api/chart-entries/quick-picks', () => {
  it('counts services and bare conditions of the last year over every patient, most used first', async () => {
    const service = (code: string, name: string, chartAs: string) =>
      created('/api/services', { code, name, category: 'Restorative', price: '10.00', active: true, chartAs });
    const seal = await service('QP-SEA', 'QP Sealant', 'Sealant');
    const fill = await service('QP-FIL', 'QP Filling', 'Filled');
    const old = await service('QP-OLD', 'QP Old Crown', 'Crown');
    const [a, b] = [
      await created('/api/patients', { fullName: 'Quick Pick A', bloodType: 'O+' }),
      await created('/api/patients', { fullName: 'Quick Pick B', bloodType: 'O+' }),
    ];
    const chart = (patient: number, body: object, date = daysAgo(3)) =>
      created('/api/chart-entries', { patient, date, tooth: '19', kind: 'Planned', ...body });
    for (const patient of [a, b, a]) await chart(patient, { service: seal, surfaces: ['O'] });
    await chart(b, { service: fill, surfaces: ['M', 'O'] });
    const archived = await chart(a, { service: fill, surfaces: ['O'] });
    expect((await inject('DELETE', `/api/chart-entries/${archived}`)).statusCode).toBe(204);
    await chart(a, { kind: 'Condition', condition: 'Decayed', surfaces: ['D'] });
    await chart(b, { kind: 'Condition', condition: 'Decayed', surfaces: ['O'] });
    // More than a year ago: not counted.
    for (let i = 0; i < 4; i++) await chart(a, { service: old }, daysAgo(400));

    const res = await inject('GET', '/api/chart-entries/quick-picks');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<QuickPicksResponse>();
    expect(items.slice(0, 3)).toEqual([
      { service: seal, code: 'QP-SEA', name: 'QP Sealant', condition: null, count: 3 },
      { service: null, code: null, name: null, condition: 'Decayed', count: 2 },
      { service: fill, code: 'QP-FIL', name: 'QP Filling', condition: null, count: 1 },
    ]);
    expect(items.some((i) => i.service === old)).toBe(false);
  });

  it('is for those who read charts', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chart-entries/quick-picks' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { expectProblem } from '../test/http.js';
import { createMedicament } from '../test/records.js';

/** Spec 000 §7's count calls: `/api/medicaments/count` → `{ medicament }`, `/api/certificates/count` → `{ certificate }`. */

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, number>>();
};

describe('count calls', () => {
  it('count the live records the list would show, with its search and filters', async () => {
    await createMedicament(ctx, admin, 'Countable A', ['Amoxicillin'], { drugClass: 'Penicillins' });
    const b = await createMedicament(ctx, admin, 'Countable B');
    await createMedicament(ctx, admin, 'Countable C');
    await ctx.app.inject({ method: 'DELETE', url: `/api/medicaments/${b}`, headers: { cookie: admin } });

    expect(await get('/api/medicaments/count')).toEqual({ medicament: 2 });
    expect(await get('/api/medicaments/count?drugClass=Penicillins')).toEqual({ medicament: 1 });
    expect(await get('/api/medicaments/count?q=countable%20c')).toEqual({ medicament: 1 });
    expect(await get('/api/medicaments/count?archived=true')).toEqual({ medicament: 1 });
    expect(await get('/api/certificates/count')).toEqual({ certificate: 0 });
    expectProblem(
      await ctx.app.inject({ method: 'GET', url: '/api/medicaments/count?colour=red', headers: { cookie: admin } }),
      400,
    );
  });
});

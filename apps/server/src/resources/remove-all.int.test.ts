import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { errorMap, expectProblem } from '../test/http.js';
import { expenseInput, incomeInput, ledgerPeople } from '../test/ledger.js';

/**
 * Remove All (`removeAll: true`): every record the search, filters and view
 * match goes, archived for an archivable type, once the client confirms how
 * many; only with the write permission.
 */

let ctx: TestContext;
let accountant: string;
let dentist: string;
let people: { patientId: number; doctorId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  accountant = await ctx.signIn('Accountant');
  dentist = await ctx.signIn('Dentist');
  people = await ledgerPeople(ctx, 'remove-all');
});
afterAll(() => ctx.close());

const createExpense = async (overrides: Record<string, unknown>) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: { cookie: accountant },
    payload: expenseInput(people, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};
const removeAll = (name: string, query: string, payload: unknown, cookie = accountant) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${name}/remove-all?${query}`,
    headers: { cookie },
    payload: payload as object,
  });
const total = async (name: string, query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/${name}?${query}`, headers: { cookie: accountant } })).json<{
    total: number;
  }>().total;

describe('POST /api/{name}/remove-all', () => {
  it('archives exactly the records the search and filters match, once their number is confirmed', async () => {
    const tag = 'sweep-one';
    for (let i = 0; i < 4; i++)
      await createExpense({ description: `${tag} ${i}`, paymentStatus: i < 3 ? 'Paid' : 'Pending' });
    await createExpense({ description: 'kept-by-sweep', paymentStatus: 'Paid' });

    const res = await removeAll('expenses', `q=${tag}&paymentStatus=Paid`, { confirmCount: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removed: 3 });
    expect(await total('expenses', `q=${tag}`)).toBe(1);
    expect(await total('expenses', `q=${tag}&archived=true`)).toBe(3);
    expect(await total('expenses', 'q=kept-by-sweep')).toBe(1);

    // Each archived record has its audit entry, by the user who removed them.
    const [audit] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where resource = 'expenses' and action = 'archive' and username like 'accountant%'`,
    );
    expect(audit?.n).toBe(3);
  });

  it('changes nothing when the confirmed number is not what matches now (409 says how many)', async () => {
    const tag = 'sweep-two';
    for (let i = 0; i < 2; i++) await createExpense({ description: `${tag} ${i}` });
    const res = await removeAll('expenses', `q=${tag}`, { confirmCount: 1 });
    expectProblem(res, 409, '2 records match now, not 1: the list changed. Review it and confirm again.');
    expect(await total('expenses', `q=${tag}`)).toBe(2);
    expectProblem(await removeAll('expenses', 'q=nothing-matches-this', { confirmCount: 1 }), 409);
  });

  it('needs the confirmation in the body and a well-formed query', async () => {
    let res = await removeAll('expenses', 'q=x', {});
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ confirmCount: 'confirmCount is required: how many records you confirm removing' });
    res = await removeAll('expenses', 'paymentStatus=Lost', { confirmCount: 1 });
    expectProblem(res, 400);
    res = await removeAll('expenses', 'archived=true', { confirmCount: 1 });
    expectProblem(res, 400);
  });

  it('only the write permission may remove all: View Billing is not enough', async () => {
    const tag = 'sweep-three';
    await createExpense({ description: tag });
    expectProblem(await removeAll('expenses', `q=${tag}`, { confirmCount: 1 }, dentist), 403);
    expect(await total('expenses', `q=${tag}`)).toBe(1);
  });

  it('works the same for incomes, and is not offered by types without removeAll', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/incomes',
        headers: { cookie: accountant },
        payload: incomeInput({ description: `income-sweep ${i}` }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await removeAll('incomes', 'q=income-sweep', { confirmCount: 2 });
    expect(res.json()).toEqual({ removed: 2 });
    expect(await total('incomes', 'q=income-sweep')).toBe(0);
    expectProblem(await removeAll('inventory-items', '', { confirmCount: 1 }), 404);
  });
});

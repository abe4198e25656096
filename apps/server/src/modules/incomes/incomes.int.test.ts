import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';
import { incomeInput, ledgerPeople } from '../../test/ledger.js';

/** Incomes: categories and payment lists, exact money totals, charts by category and payment method, access. */

type Rec = Record<string, unknown> & { id: number; version: number };
interface Summary {
  tiles: { label: string; value: number | string }[];
  charts: { title: string; points: { key: string; series?: string; value: number | string }[] }[];
}

let ctx: TestContext;
let receptionist: string;
let dentist: string;
let assistant: string;
let people: { patientId: number; doctorId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  receptionist = await ctx.signIn('Receptionist');
  dentist = await ctx.signIn('Dentist');
  assistant = await ctx.signIn('Assistant');
  people = await ledgerPeople(ctx, 'incomes');
});
afterAll(() => ctx.close());

const post = (body: Record<string, unknown>, cookie = receptionist) =>
  ctx.app.inject({ method: 'POST', url: '/api/incomes', headers: { cookie }, payload: body });
const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await post(incomeInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const get = (url: string, cookie = receptionist) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const summaryOf = async (query: string): Promise<Summary> => {
  const res = await get(`/api/incomes/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Summary>();
};

describe('/api/incomes', () => {
  it('records an income with its patient and doctor; payment status is Pending unless given', async () => {
    const { paymentStatus: _omitted, ...body } = incomeInput({ ...people });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      incomeCategory: 'Treatment',
      amount: '450.00',
      paymentStatus: 'Pending',
      labels: { patientId: 'Patient incomes', doctorId: 'Dr. incomes' },
    });
  });

  it('requires category, description, amount, payment method and date; keeps to the lists', async () => {
    let res = await post({});
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      incomeCategory: 'Category is required',
      description: 'Description is required',
      amount: 'Amount is required',
      paymentMethod: 'Payment Method is required',
      transactionDate: 'Transaction Date is required',
    });
    res = await post(
      incomeInput({ incomeCategory: 'Salary', paymentStatus: 'Refunded', transactionDate: '2026-02-30' }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      incomeCategory: 'Category must be one of: Consultation, Treatment, Product Sale, Insurance, Other',
      paymentStatus: 'Payment Status must be one of: Paid, Pending',
      transactionDate: 'Transaction Date must be a date (YYYY-MM-DD)',
    });
  });

  it('totals exactly (0.10 + 0.20 = 0.30) and charts the amount by payment method', async () => {
    const tag = 'income-totals';
    await create({ description: `${tag} 1`, amount: '0.10', paymentMethod: 'Cash', paymentStatus: 'Paid' });
    await create({ description: `${tag} 2`, amount: '0.20', paymentMethod: 'Cash', paymentStatus: 'Paid' });
    await create({
      description: `${tag} 3`,
      amount: '99999999.99',
      paymentMethod: 'Insurance',
      paymentStatus: 'Pending',
    });
    const s = await summaryOf(`q=${tag}`);
    expect(s.tiles).toEqual([
      { label: 'Total Income', value: '100000000.29', currencies: [{ currency: 'USD', value: '100000000.29' }] },
      { label: 'Paid', value: '0.30', currencies: [{ currency: 'USD', value: '0.30' }] },
      { label: 'Pending', value: '99999999.99', currencies: [{ currency: 'USD', value: '99999999.99' }] },
    ]);
    expect(s.charts.find((c) => c.title === 'Amount by payment method')?.points).toEqual([
      { key: 'Cash', value: '0.30' },
      { key: 'Insurance', value: '99999999.99' },
    ]);
    expect(s.charts.find((c) => c.title === 'Paid and pending by category')?.points).toEqual([
      { key: 'Treatment', series: 'Paid', value: 2 },
      { key: 'Treatment', series: 'Pending', value: 1 },
    ]);
  });

  it('filters by category and payment method, pages by five, and follows the filters in the summary', async () => {
    const tag = 'income-filter';
    for (let i = 0; i < 7; i++)
      await create({
        description: `${tag} ${i}`,
        incomeCategory: i < 4 ? 'Consultation' : 'Product Sale',
        paymentMethod: i % 2 ? 'Online' : 'Card',
        amount: '10.00',
      });
    const list = (await get(`/api/incomes?q=${tag}`)).json<{ items: Rec[]; total: number }>();
    expect(list).toMatchObject({ total: 7, pageSize: 5 });
    expect(list.items).toHaveLength(5);
    const online = (await get(`/api/incomes?q=${tag}&incomeCategory=Consultation&paymentMethod=Online`)).json<{
      total: number;
    }>();
    expect(online.total).toBe(2);
    const s = await summaryOf(`q=${tag}&incomeCategory=Product%20Sale`);
    expect(s.tiles[0]).toEqual({
      label: 'Total Income',
      value: '30.00',
      currencies: [{ currency: 'USD', value: '30.00' }],
    });
  });

  it('money needs View Billing to read and Edit Billing to write', async () => {
    expect((await get('/api/incomes', dentist)).statusCode).toBe(200);
    expectProblem(await post(incomeInput(), dentist), 403);
    expectProblem(await get('/api/incomes', assistant), 403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';
import { expenseInput, ledgerPeople, setClinicCurrency } from '../../test/ledger.js';
import { multipartFile, SAMPLE_FILES } from '../../test/upload.js';

/** Expenses: the spec's fields and rules, money kept exact, totals and charts from the data, who may do what. */

type Rec = Record<string, unknown> & { id: number; version: number };
interface Summary {
  tiles: { label: string; value: number | string | null; currencies?: { currency: string; value: string }[] }[];
  charts: { title: string; points: { key: string; series?: string; value: number | string }[] }[];
}

let ctx: TestContext;
let accountant: string;
let dentist: string;
let assistant: string;
let people: { patientId: number; doctorId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  accountant = await ctx.signIn('Accountant');
  dentist = await ctx.signIn('Dentist');
  assistant = await ctx.signIn('Assistant');
  people = await ledgerPeople(ctx, 'expenses');
});
afterAll(() => ctx.close());

const post = (body: Record<string, unknown>, cookie = accountant) =>
  ctx.app.inject({ method: 'POST', url: '/api/expenses', headers: { cookie }, payload: body });
const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await post(expenseInput(people, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const get = (url: string, cookie = accountant) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const summaryOf = async (query: string): Promise<Summary> => {
  const res = await get(`/api/expenses/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Summary>();
};
const tile = (s: Summary, label: string) => s.tiles.find((t) => t.label === label)?.value;

describe('/api/expenses', () => {
  it('creates an expense: Planned and Pending by default, the amount as an exact decimal, names of the references', async () => {
    const created = await create();
    expect(created).toMatchObject({
      description: 'Crown fabrication by the lab',
      status: 'Planned',
      paymentStatus: 'Pending',
      amount: '240.00',
      estimatedDuration: 7,
      transactionDate: '2026-03-02',
      archivedAt: null,
      labels: { patientId: 'Patient expenses', doctorId: 'Dr. expenses', clinicId: null },
    });
  });

  it('requires the patient, doctor, description, duration, category, amount and payment method (spec 001 §5)', async () => {
    const before = await countRows(ctx.database, 'expenses');
    const res = await post({ transactionDate: '2026-03-02' });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      patientId: 'Patient is required',
      doctorId: 'Doctor is required',
      description: 'Description is required',
      estimatedDuration: 'Estimated Duration (days) is required',
      expenseCategory: 'Category is required',
      amount: 'Amount is required',
      paymentMethod: 'Payment Method is required',
    });
    expect(await countRows(ctx.database, 'expenses')).toBe(before);
  });

  it('keeps to the spec lists and refuses amounts that are not money', async () => {
    const res = await post(
      expenseInput(people, { paymentMethod: 'Credit Card', status: 'Done', amount: 12.5, estimatedDuration: -1 }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      paymentMethod: 'Payment Method must be one of: Cash, Card, Insurance, Online',
      status: 'Status must be one of: Planned, In Progress, Completed, Cancelled',
      amount: 'Amount must be an amount such as 12.50',
      estimatedDuration: 'Estimated Duration (days) must be at least 0',
    });
    expect(errorMap(await post(expenseInput(people, { amount: '0.00' })))).toEqual({
      amount: 'Amount must be at least 0.01',
    });
    expect(errorMap(await post(expenseInput(people, { amount: '1.005' })))).toEqual({
      amount: 'Amount must be an amount such as 12.50',
    });
  });

  it('refuses a patient or doctor that does not exist', async () => {
    const res = await post(expenseInput(people, { patientId: 999_999 }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ patientId: 'Patient does not exist' });
  });

  it('adds money exactly: 0.10 + 0.20 totals 0.30, split into Paid and Pending', async () => {
    const tag = 'exactness-check';
    await create({ description: `${tag} a`, amount: '0.10', paymentStatus: 'Paid' });
    await create({ description: `${tag} b`, amount: '0.20', paymentStatus: 'Pending' });
    await create({ description: `${tag} c`, amount: '0.20', paymentStatus: 'Paid' });
    const s = await summaryOf(`q=${tag}`);
    expect(tile(s, 'Total Expenses')).toBe('0.50');
    expect(tile(s, 'Paid')).toBe('0.30');
    expect(tile(s, 'Pending')).toBe('0.20');
  });

  it('keeps the clinic’s currency of the day, and totals each currency apart, never adding them', async () => {
    const tag = 'two-currencies';
    const first = await create({ description: `${tag} a`, amount: '120.00', paymentStatus: 'Paid' });
    expect(first.currency).toBe('USD');
    await setClinicCurrency(ctx, 'EUR', '€');
    try {
      const second = await create({ description: `${tag} b`, amount: '80.00', paymentStatus: 'Paid' });
      expect(second.currency).toBe('EUR');
      expect((await get(`/api/expenses/${first.id}`)).json<Rec>().currency).toBe('USD');
      expectProblem(await post(expenseInput(people, { currency: 'GBP' })), 400);
      const s = await summaryOf(`q=${tag}`);
      const total = s.tiles.find((t) => t.label === 'Total Expenses');
      expect(total).toMatchObject({
        value: null,
        currencies: [
          { currency: 'USD', value: '120.00' },
          { currency: 'EUR', value: '80.00' },
        ],
      });
      expect(s.tiles.find((t) => t.label === 'Pending')).toMatchObject({ value: '0.00', currencies: [] });
    } finally {
      await setClinicCurrency(ctx, 'USD', '$');
    }
  });

  it('charts count per category, total the amount per category, and show status trends by category', async () => {
    const tag = 'chart-check';
    await create({ description: `${tag} 1`, expenseCategory: 'Lab', amount: '100.10', status: 'Completed' });
    await create({ description: `${tag} 2`, expenseCategory: 'Lab', amount: '0.20', status: 'Planned' });
    await create({ description: `${tag} 3`, expenseCategory: 'Medication', amount: '19.99', status: 'Completed' });
    const s = await summaryOf(`q=${tag}`);
    const chart = (title: string) => s.charts.find((c) => c.title === title)?.points;
    expect(chart('Expenses by category')).toEqual([
      { key: 'Medication', value: 1 },
      { key: 'Lab', value: 2 },
    ]);
    expect(chart('Amount per category')).toEqual([
      { key: 'Medication', value: '19.99' },
      { key: 'Lab', value: '100.30' },
    ]);
    expect(chart('Status trends by category')).toEqual([
      { key: 'Medication', series: 'Completed', value: 1 },
      { key: 'Lab', series: 'Planned', value: 1 },
      { key: 'Lab', series: 'Completed', value: 1 },
    ]);
  });

  it('lists five a page, newest transaction first, filtered and searched in SQL (the patient by name)', async () => {
    const tag = 'list-check';
    for (const [i, day] of [
      '2026-01-05',
      '2026-01-20',
      '2026-02-11',
      '2026-03-30',
      '2026-04-02',
      '2026-05-15',
    ].entries())
      await create({
        description: `${tag} ${i}`,
        transactionDate: day,
        paymentStatus: i % 2 ? 'Paid' : 'Pending',
        expenseCategory: i < 3 ? 'Treatment' : 'Consultation',
      });
    const page = (await get(`/api/expenses?q=${tag}`)).json<{ items: Rec[]; total: number; pageSize: number }>();
    expect(page.pageSize).toBe(5);
    expect(page.total).toBe(6);
    expect(page.items.map((r) => r.transactionDate)).toEqual([
      '2026-05-15',
      '2026-04-02',
      '2026-03-30',
      '2026-02-11',
      '2026-01-20',
    ]);
    const paidTreatment = (await get(`/api/expenses?q=${tag}&paymentStatus=Paid&expenseCategory=Treatment`)).json<{
      items: Rec[];
    }>();
    expect(paidTreatment.items.map((r) => r.description)).toEqual([`${tag} 1`]);
    const byPatient = (await get('/api/expenses?q=Patient%20expenses&pageSize=100')).json<{ total: number }>();
    expect(byPatient.total).toBeGreaterThanOrEqual(6);
    expectProblem(await get('/api/expenses?paymentStatus=Refunded'), 400);
  });

  it('archives rather than erases: a deleted expense leaves the list, stays readable, and can be restored', async () => {
    const rec = await create({ description: 'archive-check' });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${rec.id}`,
      headers: { cookie: accountant },
    });
    expect(del.statusCode).toBe(204);
    expect((await get('/api/expenses?q=archive-check')).json<{ total: number }>().total).toBe(0);
    expect((await get('/api/expenses?q=archive-check&archived=true')).json<{ total: number }>().total).toBe(1);
    const restore = await ctx.app.inject({
      method: 'POST',
      url: `/api/expenses/${rec.id}/restore`,
      headers: { cookie: accountant },
    });
    expect(restore.json()).toMatchObject({ archivedAt: null });
  });

  it('keeps receipts as uploaded files: a scan or photo (PDF, JPEG, PNG), listed on the expense', async () => {
    const rec = await create({ description: 'receipt-check' });
    const upload = (name: string, content: Buffer, cookie = accountant) => {
      const body = multipartFile(name, content);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/expenses/${rec.id}/files/receiptAttachments`,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
    };
    const res = await upload('lab invoice.png', SAMPLE_FILES.png);
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await get(`/api/expenses/${rec.id}`)).json<Rec>();
    expect(stored.receiptAttachments).toEqual([res.json()]);
    expect(stored.receiptAttachments).toMatchObject([{ name: 'lab invoice.png', type: 'image/png' }]);
    expectProblem(await upload('letter.docx', SAMPLE_FILES.docx), 415);
    expectProblem(await upload('other.pdf', SAMPLE_FILES.pdf, dentist), 403);
  });

  it('money needs View Billing to read and Edit Billing to write', async () => {
    expect((await get('/api/expenses', dentist)).statusCode).toBe(200);
    expect((await get('/api/expenses/summary', dentist)).statusCode).toBe(200);
    expectProblem(await post(expenseInput(people), dentist), 403);
    expectProblem(await get('/api/expenses', assistant), 403);
    expectProblem(await get('/api/expenses/summary', assistant), 403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClinic, makePatient } from '../test/book.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { countRows, errorMap, expectProblem } from '../test/http.js';
import { withReferences } from '../test/records.js';

/** Issue 22: a create sent again with its Idempotency-Key (a double-click, a retry) makes one record. */

let ctx: TestContext;
let admin: string;
let patient: number;
let clinic: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  patient = (await makePatient(ctx, admin)).id;
  clinic = (await makeClinic(ctx, admin)).id;
});
afterAll(() => ctx.close());

const create = (url: string, payload: object, key: string, cookie = admin) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie, 'idempotency-key': key }, payload });

const payment = (amount = '25.00') => ({
  patient,
  clinic,
  amount,
  paymentMethod: 'Cash',
  paymentDate: '2026-03-12',
});

describe('Idempotency-Key on a create', () => {
  it('answers a repeated key with the first answer, status and body, and creates once', async () => {
    const before = await countRows(ctx.database, 'payments');
    const first = await create('/api/payments', payment(), 'pay-once-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await create('/api/payments', payment(), 'pay-once-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(ctx.database, 'payments')).toBe(before + 1);
  });

  it('makes one record of 10 identical requests sent at once, all answered alike', async () => {
    const before = await countRows(ctx.database, 'payments');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create('/api/payments', payment('31.00'), 'pay-burst-1')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countRows(ctx.database, 'payments')).toBe(before + 1);
  });

  it('refuses a key reused with a different body (422), creating nothing', async () => {
    expect((await create('/api/payments', payment('10.00'), 'pay-reuse-1')).statusCode).toBe(201);
    const before = await countRows(ctx.database, 'payments');
    const reused = await create('/api/payments', payment('11.00'), 'pay-reuse-1');
    expectProblem(reused, 422);
    expect(errorMap(reused)).toHaveProperty('idempotency-key');
    expect(await countRows(ctx.database, 'payments')).toBe(before);
  });

  it('keeps keys per user, and forgets a refused create so that the retry runs', async () => {
    const other = await ctx.signIn('Admin');
    const before = await countRows(ctx.database, 'payments');
    expect((await create('/api/payments', payment(), 'shared-key-1')).statusCode).toBe(201);
    expect((await create('/api/payments', payment(), 'shared-key-1', other)).statusCode).toBe(201);
    expect(await countRows(ctx.database, 'payments')).toBe(before + 2);
    expectProblem(await create('/api/payments', payment('0.00'), 'retry-key-1'), 422);
    expect((await create('/api/payments', payment('5.00'), 'retry-key-1')).statusCode).toBe(201);
  });

  it('holds for every create of money and clinical records', async () => {
    for (const resource of ['invoices', 'chart-entries', 'prescriptions', 'appointments'] as const) {
      const body = { ...(await withReferences(ctx, admin, resource, `Idempotent ${resource}`)), patient };
      const table = resource.replace('-', '_');
      const before = await countRows(ctx.database, table);
      const answers = await Promise.all([1, 2, 3].map(() => create(`/api/${resource}`, body, `key-${resource}`)));
      expect(
        answers.map((a) => a.statusCode),
        answers[0]?.body,
      ).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.body)).size, resource).toBe(1);
      expect(await countRows(ctx.database, table), resource).toBe(before + 1);
    }
  });

  it('refuses a malformed key (400)', async () => {
    expectProblem(await create('/api/payments', payment(), 'x'.repeat(256)), 400);
  });
});

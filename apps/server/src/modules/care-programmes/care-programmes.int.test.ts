import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';
import { createDoctor, createPatient } from '../../test/records.js';

/** Treatment plans, memberships and loyalty accounts: what the server decides for each. */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let dentist: string;
let reception: string;
let assistant: string;
let patientId: number;
let doctorId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  reception = await ctx.signIn('Receptionist');
  assistant = await ctx.signIn('Assistant');
  const admin = await ctx.signIn('Admin');
  patientId = await createPatient(ctx, admin, 'Nadia Rossi');
  doctorId = await createDoctor(ctx, admin);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, payload });

describe('treatment plans', () => {
  const plan = (o: Record<string, unknown> = {}) => ({
    patient: patientId,
    doctor: doctorId,
    treatmentType: 'Endodontic',
    description: 'Root canal on 36, then a crown',
    estimatedDuration: 21,
    ...o,
  });

  it('starts Presented, takes no status from the client (its procedures give it), and names the patient and doctor', async () => {
    const res = await call('POST', '/treatment-plans', dentist, plan());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Rec & { labels: Record<string, string> }>();
    expect(created.status).toBe('Presented');
    expect(created.labels.patient).toBe('Nadia Rossi');
    const typed = await call('PATCH', `/treatment-plans/${created.id}`, dentist, {
      status: 'Completed',
      version: created.version,
    });
    expect(typed.statusCode).toBeGreaterThanOrEqual(400);
    expect((await call('GET', `/treatment-plans/${created.id}`, dentist)).json<Rec>().status).toBe('Presented');
    const summary = (await call('GET', '/treatment-plans/summary', dentist)).json<{
      tiles: { label: string; value: number }[];
    }>();
    expect(summary.tiles.find((t) => t.label === 'Presented')?.value).toBe(1);
  });

  it('requires patient, doctor, description and a positive duration; refuses unknown patients', async () => {
    const res = await call('POST', '/treatment-plans', dentist, {});
    expectProblem(res, 422);
    expect(Object.keys(errorMap(res))).toEqual(
      expect.arrayContaining(['patient', 'doctor', 'treatmentType', 'description', 'estimatedDuration']),
    );
    const zero = await call('POST', '/treatment-plans', dentist, plan({ estimatedDuration: 0 }));
    expect(errorMap(zero)).toEqual({ estimatedDuration: 'Estimated Duration (days) must be at least 1' });
    const ghost = await call('POST', '/treatment-plans', dentist, plan({ patient: 999999 }));
    expect(errorMap(ghost)).toEqual({ patient: 'Patient does not exist' });
  });

  it('is archived, not erased', async () => {
    const created = (await call('POST', '/treatment-plans', dentist, plan())).json<Rec>();
    const before = await countRows(ctx.database, 'treatment_plans');
    expect((await call('DELETE', `/treatment-plans/${created.id}`, dentist)).statusCode).toBe(204);
    expect(await countRows(ctx.database, 'treatment_plans')).toBe(before);
    const archived = (await call('GET', '/treatment-plans?archived=true', dentist)).json<{ items: Rec[] }>();
    expect(archived.items.map((p) => p.id)).toContain(created.id);
  });
});

describe('memberships', () => {
  const membership = (o: Record<string, unknown> = {}) => ({
    patient: patientId,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...o,
  });

  it('starts as an Active Basic plan with the default benefits', async () => {
    const res = await call('POST', '/memberships', reception, membership());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      membershipPlan: 'Basic',
      paymentStatus: 'Active',
      benefits: ['Free Cleanings', 'Discounted Treatments', 'Priority Booking', 'Emergency Support'],
    });
  });

  it('keeps each benefit once, whatever its case', async () => {
    const res = await call(
      'POST',
      '/memberships',
      reception,
      membership({ benefits: ['Whitening', 'Priority Booking', 'whitening', 'Priority booking'] }),
    );
    expect(res.json<Rec>().benefits).toEqual(['Whitening', 'Priority Booking']);
  });

  it('ends on or after it starts; the last payment is money', async () => {
    const res = await call(
      'POST',
      '/memberships',
      reception,
      membership({ endDate: '2025-12-31', lastPaymentAmount: '12.345' }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      endDate: 'End date must be on or after the start date',
      lastPaymentAmount: 'Last Payment Amount must be an amount such as 12.50',
    });
  });

  it('needs the billing permission to write', async () => {
    const kept = (await call('POST', '/memberships', reception, membership())).json<Rec>();
    const before = await countRows(ctx.database, 'memberships');
    // The dentist may read billing but not change it; the assistant may do neither.
    for (const cookie of [dentist, assistant]) {
      expectProblem(await call('POST', '/memberships', cookie, membership()), 403);
      expectProblem(
        await call('PATCH', `/memberships/${kept.id}`, cookie, { membershipPlan: 'Premium', version: kept.version }),
        403,
      );
      expectProblem(await call('DELETE', `/memberships/${kept.id}`, cookie), 403);
    }
    expect(await countRows(ctx.database, 'memberships')).toBe(before);
    const read = await call('GET', `/memberships/${kept.id}`, dentist);
    expect(read.statusCode).toBe(200);
    expect(read.json<Rec>()).toMatchObject({ membershipPlan: 'Basic', version: kept.version });
  });
});

describe('loyalty accounts', () => {
  const earned = [
    { activity: 'Check-up visit', points: 50, date: '2026-02-01' },
    { activity: 'Referral', points: 100, date: '2026-03-10' },
  ];

  it('computes the balance from earned and redeemed points; a sent balance is refused', async () => {
    const res = await call('POST', '/loyalty', reception, {
      patient: patientId,
      earned,
      redeemed: [{ reward: 'Free whitening kit', points: 120, date: '2026-04-01' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const account = res.json<Rec>();
    expect(account.points).toBe(30);

    const forged = await call('PUT', `/loyalty/${account.id}`, reception, {
      patient: patientId,
      earned,
      redeemed: [],
      points: 9999,
      version: account.version,
    });
    expectProblem(forged, 400);

    const patched = await call('PATCH', `/loyalty/${account.id}`, reception, {
      redeemed: [],
      version: account.version,
    });
    expect(patched.json<Rec>().points).toBe(150);
  });

  it('cannot redeem more than the balance (on create and on a partial change)', async () => {
    const other = await call('POST', '/patients', reception, { fullName: 'Tom Park', bloodType: 'B+' });
    const res = await call('POST', '/loyalty', reception, {
      patient: other.json<Rec>().id,
      earned: [{ activity: 'Visit', points: 10, date: '2026-01-05' }],
      redeemed: [{ reward: 'Toothbrush', points: 11, date: '2026-01-06' }],
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ redeemed: 'Cannot redeem more points than the patient has earned' });

    const ok = (
      await call('POST', '/loyalty', reception, {
        patient: other.json<Rec>().id,
        earned: [{ activity: 'Visit', points: 10, date: '2026-01-05' }],
      })
    ).json<Rec>();
    const over = await call('PATCH', `/loyalty/${ok.id}`, reception, {
      redeemed: [{ reward: 'Toothbrush', points: 11, date: '2026-01-06' }],
      version: ok.version,
    });
    expectProblem(over, 422);
  });

  it('one account per patient', async () => {
    const res = await call('POST', '/loyalty', reception, { patient: patientId, earned: [] });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ patient: 'This patient already has a loyalty account' });
  });
});

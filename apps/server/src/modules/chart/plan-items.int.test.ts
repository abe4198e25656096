import type { ChartResponse } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { doctorInput, errorMap, expectProblem } from '../../test/http.js';

/** Treatment planning by tooth: items with fees, the plan's totals, completion onto the chart, the plan PDF. */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let dentist: string;

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie = dentist) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function created(url: string, body: Record<string, unknown>): Promise<Rec> {
  const res = await inject('POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
}

async function newPlan(name: string): Promise<{ patient: number; plan: number }> {
  const admin = await ctx.signIn('Admin');
  const doctorRes = await ctx.app.inject({
    method: 'POST',
    url: '/api/doctors',
    headers: { cookie: admin },
    payload: { ...doctorInput({ fullName: `Dr ${name}`, licenseNumber: `LIC ${name}` }) },
  });
  expect(doctorRes.statusCode, doctorRes.body).toBe(201);
  const patient = (await created('/api/patients', { fullName: name, bloodType: 'B+' })).id;
  const plan = await created('/api/treatment-plans', {
    patient,
    doctor: doctorRes.json<Rec>().id,
    treatmentType: 'Restorative',
    description: `Plan for ${name}`,
    estimatedDuration: 30,
  });
  return { patient, plan: plan.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
});
afterAll(() => ctx.close());

describe('treatment plan items', () => {
  it('totals the plan, charts a completed procedure and keeps it final', async () => {
    const { patient, plan } = await newPlan('Plan Patient');
    const filling = await created('/api/treatment-plan-items', {
      plan,
      tooth: '14',
      surfaces: ['O', 'D'],
      procedure: 'Filled',
      price: '120.00',
    });
    const crown = await created('/api/treatment-plan-items', {
      plan,
      tooth: '3',
      procedure: 'Crown',
      price: '500.00',
      phase: 2,
    });
    await created('/api/treatment-plan-items', {
      plan,
      tooth: '30',
      procedure: 'Sealant',
      price: '75.50',
      status: 'Declined',
    });

    const accept = await inject('PATCH', `/api/treatment-plan-items/${crown.id}`, {
      version: crown.version,
      status: 'Accepted',
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const done = await inject('PATCH', `/api/treatment-plan-items/${filling.id}`, {
      version: filling.version,
      status: 'Completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const item = done.json<Rec & { labels: Record<string, string> }>();
    expect(item.chartEntry).toEqual(expect.any(Number));
    expect(item.completedOn).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));

    const entry = await inject('GET', `/api/chart-entries/${item.chartEntry}`);
    expect(entry.json()).toMatchObject({
      patient,
      tooth: '14',
      surfaces: ['O', 'D'],
      kind: 'Completed',
      condition: 'Filled',
    });
    const chart = (await inject('GET', `/api/patients/${patient}/chart`)).json<ChartResponse>();
    expect(chart.teeth['14']?.surfaces).toEqual({ O: 'Filled', D: 'Filled' });

    const summary = await inject('GET', `/api/treatment-plan-items/summary?plan=${plan}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json<{ tiles: { label: string; value: unknown }[] }>().tiles.map((t) => [t.label, t.value])).toEqual(
      [
        ['Plan Total', '695.50'],
        ['Accepted Total', '620.00'],
        ['Done', '120.00'],
        ['Procedures Done', 1],
      ],
    );

    const again = await inject('PATCH', `/api/treatment-plan-items/${filling.id}`, {
      version: item.version,
      status: 'Planned',
    });
    expectProblem(again, 409);
  });

  it('refuses a surface the tooth does not have', async () => {
    const { plan } = await newPlan('Plan Surfaces');
    const res = await inject('POST', '/api/treatment-plan-items', {
      plan,
      tooth: '8',
      surfaces: ['O'],
      procedure: 'Filled',
      price: '90.00',
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ surfaces: 'Tooth 8 has no O surface.' });
  });

  it('prints the plan for the patient to take home', async () => {
    const { plan } = await newPlan('Plan Print');
    await created('/api/treatment-plan-items', { plan, tooth: '19', procedure: 'Root Canal', price: '300.00' });
    const res = await inject('GET', `/api/treatment-plans/${plan}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a receptionist reads the plan items but does not change them', async () => {
    const { plan } = await newPlan('Plan Desk');
    const receptionist = await ctx.signIn('Receptionist');
    expect((await inject('GET', `/api/treatment-plan-items?plan=${plan}`, undefined, receptionist)).statusCode).toBe(
      200,
    );
    const res = await inject(
      'POST',
      '/api/treatment-plan-items',
      { plan, tooth: '2', procedure: 'Crown', price: '1.00' },
      receptionist,
    );
    expectProblem(res, 403);
  });

  it("takes the fee schedule's price when the fee is left empty, and needs one or the other", async () => {
    const { plan } = await newPlan('Plan Fees');
    const admin = await ctx.signIn('Admin');
    const serviceRes = await inject(
      'POST',
      '/api/services',
      { code: 'PLAN-CROWN', name: 'Plan crown', category: 'Prosthodontic', price: '640.00', active: true },
      admin,
    );
    expect(serviceRes.statusCode, serviceRes.body).toBe(201);
    const service = serviceRes.json<Rec>().id;
    const fromSchedule = await created('/api/treatment-plan-items', { plan, tooth: '3', procedure: 'Crown', service });
    expect(fromSchedule.price).toBe('640.00');
    expect(fromSchedule.labels).toMatchObject({ service: 'Plan crown' });
    const typed = await created('/api/treatment-plan-items', {
      plan,
      tooth: '30',
      procedure: 'Crown',
      service,
      price: '500.00',
    });
    expect(typed.price).toBe('500.00');
    const neither = await inject('POST', '/api/treatment-plan-items', { plan, tooth: '31', procedure: 'Crown' });
    expectProblem(neither, 422);
    expect(errorMap(neither)).toEqual({ price: 'Enter a fee, or choose a service from the fee schedule.' });
    const items = (await inject('GET', `/api/treatment-plan-items?plan=${plan}`)).json<{ total: number }>();
    expect(items.total).toBe(2);
  });
});

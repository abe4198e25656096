import type { ChartResponse, PatientAccount } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { clinicInput, doctorInput, errorMap, expectProblem } from '../../test/http.js';
import { pdfText } from '../../test/pdf-text.js';

/**
 * The one clinical flow (issue 28): a procedure record planned on a plan,
 * accepted with a signature, completed as the same record, billed once,
 * reversed only once its invoice is voided; the plan's status and totals and
 * the patient's account follow.
 */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let dentist: string;
let admin: string;

// A 1×1 transparent PNG: what a signature pad sends, in miniature.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = dentist) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function created(url: string, body: Record<string, unknown>, cookie = dentist): Promise<Rec> {
  const res = await inject('POST', url, body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
}
const read = async (url: string) => (await inject('GET', url, undefined, admin)).json<Rec>();

async function newPlan(name: string): Promise<{ patient: number; plan: number; doctor: number; crown: number }> {
  const doctor = await created(
    '/api/doctors',
    doctorInput({ fullName: `Dr ${name}`, licenseNumber: `LIC ${name}` }) as Record<string, unknown>,
    admin,
  );
  const patient = (await created('/api/patients', { fullName: name, bloodType: 'B+' })).id;
  const plan = await created('/api/treatment-plans', {
    patient,
    doctor: doctor.id,
    treatmentType: 'Restorative',
    description: `Plan for ${name}`,
    estimatedDuration: 30,
  });
  const crown = await created(
    '/api/services',
    {
      code: `CR${name.replace(/\W/g, '').slice(-10)}`,
      name: `Crown ${name}`,
      category: 'Prosthodontic',
      price: '640.00',
      active: true,
      chartAs: 'Crown',
    },
    admin,
  );
  return { patient, plan: plan.id, doctor: doctor.id, crown: crown.id };
}

const planned = (patient: number, plan: number, extra: Record<string, unknown>) =>
  created('/api/chart-entries', { patient, plan, kind: 'Planned', date: '2026-03-02', ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

describe('the procedure record', () => {
  it('is named in pick lists even when it has a service and no condition', async () => {
    const { patient, plan } = await newPlan('Lookup Names');
    const cleaning = await created(
      '/api/services',
      { code: 'CLEAN-LOOKUP', name: 'Cleaning', category: 'Preventive', price: '80.00', active: true },
      admin,
    );
    const entry = await planned(patient, plan, { service: cleaning.id });
    const res = await inject('GET', `/api/chart-entries/lookup?ids=${entry.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ id: entry.id, label: `#${entry.id}` }]);
  });

  it('accepting one of two alternative plans for a tooth declines the other’s proposal for that tooth only', async () => {
    const { patient, plan: crownPlan, doctor, crown } = await newPlan('Alternative Plans');
    await planned(patient, crownPlan, { tooth: '19', service: crown });
    const implantPlan = (
      await created('/api/treatment-plans', {
        patient,
        doctor,
        treatmentType: 'Restorative',
        description: 'Implant instead of a crown',
        estimatedDuration: 60,
      })
    ).id;
    const implant = await planned(patient, implantPlan, { tooth: '19', condition: 'Implant', fee: '2400.00' });
    const sealant = await planned(patient, implantPlan, { tooth: '8', condition: 'Sealant', fee: '40.00' });

    const signed = await inject('POST', `/api/treatment-plans/${crownPlan}/accept`, {
      signerName: 'Alternative Plans',
      signature: SIGNATURE,
      version: (await read(`/api/treatment-plans/${crownPlan}`)).version,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await read(`/api/chart-entries/${implant.id}`)).toMatchObject({ acceptance: 'Declined' });
    // Work on another tooth stays proposed, and the other plan's total no longer counts the declined implant.
    expect(await read(`/api/chart-entries/${sealant.id}`)).toMatchObject({ acceptance: 'Proposed' });
    expect(await read(`/api/treatment-plans/${implantPlan}`)).toMatchObject({ status: 'Presented', feeTotal: '40.00' });
  });

  it('is planned with the fee schedule’s fee and drawing, phases total the plan, and the plan’s status follows', async () => {
    const { patient, plan, crown } = await newPlan('Flow Plan');
    const onCrown = await planned(patient, plan, { tooth: '3', service: crown, phase: 2 });
    expect(onCrown).toMatchObject({ fee: '640.00', condition: 'Crown', acceptance: 'Proposed', priority: 'Normal' });
    const filling = await planned(patient, plan, {
      tooth: '14',
      surfaces: ['O', 'D'],
      condition: 'Filled',
      fee: '120.00',
    });
    await planned(patient, plan, { tooth: '30', condition: 'Sealant', fee: '75.50', acceptance: 'Declined' });
    expect(await read(`/api/treatment-plans/${plan}`)).toMatchObject({ status: 'Presented', feeTotal: '760.00' });

    const chart = (await inject('GET', `/api/patients/${patient}/chart`)).json<ChartResponse>();
    expect(chart.teeth['3']?.planned).toEqual([{ condition: 'Crown', surfaces: [] }]);

    const signed = await inject('POST', `/api/treatment-plans/${plan}/accept`, {
      signerName: 'Flow Plan',
      signature: SIGNATURE,
      version: (await read(`/api/treatment-plans/${plan}`)).version,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'Accepted',
      signedBy: 'Flow Plan',
      signatureHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const png = await inject('GET', `/api/treatment-plans/${plan}/signature`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // Work is done today or before, never on a day to come.
    const tomorrow = await inject('POST', `/api/chart-entries/${filling.id}/complete`, {
      version: (await read(`/api/chart-entries/${filling.id}`)).version,
      date: '2999-01-01',
    });
    expectProblem(tomorrow, 422);
    expect(errorMap(tomorrow)).toEqual({ date: 'Work is completed today or on a day gone by, not on a day to come.' });

    const done = await inject('POST', `/api/chart-entries/${filling.id}/complete`, {
      version: (await read(`/api/chart-entries/${filling.id}`)).version,
    });
    expect(done.statusCode, done.body).toBe(200);
    // The same record, now completed, by the plan's doctor, today.
    expect(done.json()).toMatchObject({ id: filling.id, kind: 'Completed', completedOn: expect.any(String) });
    expect(await read(`/api/treatment-plans/${plan}`)).toMatchObject({ status: 'In Progress' });
    const after = (await inject('GET', `/api/patients/${patient}/chart`)).json<ChartResponse>();
    expect(after.teeth['14']).toMatchObject({
      surfaces: { O: 'Filled', D: 'Filled' },
      surfaceKinds: { O: 'Completed' },
    });

    const edit = await inject('PATCH', `/api/chart-entries/${filling.id}`, {
      version: done.json<Rec>().version,
      fee: '1.00',
    });
    expectProblem(edit, 409);
    expectProblem(await inject('DELETE', `/api/chart-entries/${filling.id}`), 409);
    const pdf = await inject('GET', `/api/treatment-plans/${plan}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Doing the work keeps the seal; changing what was agreed (a fee) breaks it, and the plan says so.
    const seal = async () => (await inject('GET', `/api/treatment-plans/${plan}/seal`)).json<{ intact: boolean }>();
    expect(await seal()).toMatchObject({ signedBy: 'Flow Plan', intact: true });
    const crownNow = await read(`/api/chart-entries/${onCrown.id}`);
    const repriced = await inject('PATCH', `/api/chart-entries/${onCrown.id}`, {
      version: crownNow.version,
      fee: '600.00',
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await seal()).toMatchObject({ intact: false });
    expect(pdfText((await inject('GET', `/api/treatment-plans/${plan}/pdf`)).rawPayload)).toContain(
      'Changed since it was signed',
    );
  });

  it('bills completed work once, and a billed completion is reversed only once its invoice is void', async () => {
    const { patient, plan, crown } = await newPlan('Flow Bill');
    const clinic = await created('/api/clinics', { ...clinicInput({ name: 'Flow Bill Clinic' }) }, admin);
    const work = await planned(patient, plan, { tooth: '19', service: crown });
    const completed = await inject('POST', `/api/chart-entries/${work.id}/complete`, { version: work.version });
    expect(completed.statusCode, completed.body).toBe(200);

    const account = (await inject('GET', `/api/patients/${patient}/account`, undefined, admin)).json<PatientAccount>();
    expect(account.entries.map((e) => [e.kind, e.charge])).toEqual([['Procedure', '640.00']]);
    expect(account.totals[0]).toMatchObject({ balance: '640.00', unbilled: '640.00' });

    const [first, second] = await Promise.all([
      inject('POST', `/api/patients/${patient}/bill-completed`, { clinic: clinic.id }, admin),
      inject('POST', `/api/patients/${patient}/bill-completed`, { clinic: clinic.id }, admin),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([201, 422]);
    const invoice = (first.statusCode === 201 ? first : second).json<Rec>();
    expect(invoice).toMatchObject({ status: 'Issued', total: '640.00', patient, clinic: clinic.id });
    expect(invoice.items).toEqual([
      expect.objectContaining({ service: crown, tooth: '19', quantity: 1, unitPrice: '640.00' }),
    ]);
    const billed = await read(`/api/chart-entries/${work.id}`);
    expect(billed.invoice).toBe(invoice.id);
    const billedAccount = (
      await inject('GET', `/api/patients/${patient}/account`, undefined, admin)
    ).json<PatientAccount>();
    expect(billedAccount.totals[0]).toMatchObject({ balance: '640.00', unbilled: '0.00', outstanding: '640.00' });

    const refused = await inject('POST', `/api/chart-entries/${work.id}/reverse`, {
      version: billed.version,
      reason: 'Charted on the wrong tooth',
    });
    expectProblem(refused, 409);
    expect(refused.json<{ detail: string }>().detail).toContain(String(invoice.invoiceNumber));

    const voided = await inject(
      'POST',
      `/api/invoices/${invoice.id}/void`,
      { version: invoice.version, reason: 'Wrong tooth' },
      admin,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    const reversed = await inject('POST', `/api/chart-entries/${work.id}/reverse`, {
      version: billed.version,
      reason: 'Charted on the wrong tooth',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({
      kind: 'Planned',
      invoice: null,
      reversalReason: 'Charted on the wrong tooth',
    });
    expect(await read(`/api/treatment-plans/${plan}`)).toMatchObject({ status: 'Accepted' });
  });

  it('refuses what is not planned work, a plan of another patient, and a finding without a tooth', async () => {
    const { patient, plan } = await newPlan('Flow Rules');
    const finding = await created('/api/chart-entries', {
      patient,
      date: '2026-03-02',
      tooth: '8',
      condition: 'Decayed',
      kind: 'Condition',
    });
    expectProblem(await inject('POST', `/api/chart-entries/${finding.id}/complete`, { version: finding.version }), 409);
    const other = await newPlan('Flow Other');
    const stranger = await inject('POST', '/api/chart-entries', {
      patient,
      plan: other.plan,
      kind: 'Planned',
      date: '2026-03-02',
      tooth: '2',
      condition: 'Crown',
    });
    expectProblem(stranger, 422);
    const noTooth = await inject('POST', '/api/chart-entries', {
      patient,
      date: '2026-03-02',
      kind: 'Condition',
      condition: 'Decayed',
    });
    expectProblem(noTooth, 422);
    expect(errorMap(noTooth)).toEqual({ tooth: 'A finding is charted on a tooth: choose the tooth.' });
    const nothing = await inject('POST', '/api/chart-entries', {
      patient,
      plan,
      date: '2026-03-02',
      kind: 'Planned',
      tooth: '2',
    });
    expect(errorMap(nothing)).toEqual({
      condition: 'Choose what was found or done: a status or a service from the fee schedule.',
    });
    expectProblem(await inject('POST', `/api/patients/${patient}/bill-completed`, {}, admin), 422);
  });

  it('a receptionist reads the plan’s procedures but does not chart them', async () => {
    const { patient, plan } = await newPlan('Flow Desk');
    const receptionist = await ctx.signIn('Receptionist');
    expect((await inject('GET', `/api/chart-entries?plan=${plan}`, undefined, receptionist)).statusCode).toBe(200);
    const res = await inject(
      'POST',
      '/api/chart-entries',
      { patient, plan, kind: 'Planned', date: '2026-03-02', tooth: '2', condition: 'Crown' },
      receptionist,
    );
    expectProblem(res, 403);
  });
});

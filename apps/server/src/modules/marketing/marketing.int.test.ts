import {
  appointments,
  clinics,
  createSchema,
  doctors,
  memberships,
  now,
  patients,
  treatmentPlans,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceRepository } from '../../resources/repository.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { clinicInput, countRows, doctorInput, errorMap, expectProblem } from '../../test/http.js';

/**
 * Marketing campaigns (spec 002): the audience counted in SQL for each kind of
 * criterion, sending (one outbox message per matching patient with an email
 * address, the others reported), sending once, sent campaigns kept as they
 * went out, the form's rules and permissions.
 */

type Rec = Record<string, unknown> & { id: number; version: number };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let ctx: TestContext;
let admin: string;
const ids: Record<string, number> = {};

const send = (method: Method, url: string, payload?: unknown, cookie = admin) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A date `years` (and `days`) before today, YYYY-MM-DD. */
const yearsAgo = (years: number, days = 0): string => {
  const d = now();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

const insert = async (def: typeof patients | typeof memberships | typeof treatmentPlans, values: object) =>
  new ResourceRepository(def).insert(ctx.database.rows, createSchema(def).parse(values));

/**
 * Amelia: female, 36, A+, email, active membership, orthodontic plan.
 * Bruno: male, 70, O-, email, expired membership, a visit last month.
 * Chloe: female, 15, B+, no email.  Dev: other, no birth date, AB+, email.
 * Erin: female, 40, O+, email, archived (never in an audience).
 */
async function seedPatients(): Promise<void> {
  ids.amelia = await insert(patients, {
    fullName: 'Amelia Hart',
    bloodType: 'A+',
    gender: 'Female',
    birthDate: yearsAgo(36),
    email: 'amelia@example.com',
  });
  ids.bruno = await insert(patients, {
    fullName: 'Bruno Costa',
    bloodType: 'O-',
    gender: 'Male',
    birthDate: yearsAgo(70),
    email: 'bruno@example.com',
  });
  ids.chloe = await insert(patients, {
    fullName: 'Chloe Martin',
    bloodType: 'B+',
    gender: 'Female',
    birthDate: yearsAgo(15),
  });
  ids.dev = await insert(patients, {
    fullName: 'Dev Patel',
    bloodType: 'AB+',
    gender: 'Other',
    email: 'dev@example.com',
  });
  ids.erin = await insert(patients, {
    fullName: 'Erin Walsh',
    bloodType: 'O+',
    gender: 'Female',
    birthDate: yearsAgo(40),
    email: 'erin@example.com',
  });
  await ctx.database.rows(sql`update patients set archived_at = app_now() where id = ${ids.erin}`);

  await insert(memberships, { patient: ids.amelia, startDate: yearsAgo(1), endDate: yearsAgo(-1) });
  await insert(memberships, { patient: ids.bruno, startDate: yearsAgo(3), endDate: yearsAgo(2) });
  const doctor = await new ResourceRepository(doctors).insert(
    ctx.database.rows,
    createSchema(doctors).parse(doctorInput()),
  );
  const clinic = await new ResourceRepository(clinics).insert(
    ctx.database.rows,
    createSchema(clinics).parse(clinicInput()),
  );
  await insert(treatmentPlans, {
    patient: ids.amelia,
    doctor,
    treatmentType: 'Orthodontic',
    description: 'Clear aligners',
    estimatedDuration: 180,
  });
  const visit = await new ResourceRepository(appointments).insert(
    ctx.database.rows,
    createSchema(appointments).parse({
      patient: ids.bruno,
      doctor,
      clinic,
      appointmentDate: yearsAgo(0, 30),
      startTime: '09:00',
      endTime: '09:30',
      reasonForVisit: 'Check-up',
    }),
  );
  await ctx.database.rows(sql`update appointments set status = 'Completed' where id = ${visit}`);
}

const campaignInput = (overrides: Record<string, unknown> = {}) => ({
  campaignName: 'Spring recall',
  campaignType: 'Recall',
  targetAudience: {},
  messageTemplate: 'Dear {{firstName}}, time for a check-up at {{clinicName}}. ({{patientName}})',
  ...overrides,
});

const createCampaign = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await send('POST', '/api/marketing-campaigns', campaignInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

const preview = (targetAudience: unknown, cookie = admin) =>
  send('POST', '/api/marketing-campaigns/audience', { targetAudience }, cookie);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  await seedPatients();
});
afterAll(() => ctx.close());

describe('the audience, counted in SQL', () => {
  it.each([
    ['no criterion: every live patient', {}, 4, 3],
    ['null: every live patient', null, 4, 3],
    ['by gender', { gender: 'Female' }, 2, 1],
    ['by age range (no birth date matches no bound)', { ageMin: 18, ageMax: 65 }, 1, 1],
    ['by minimum age', { ageMin: 16 }, 2, 2],
    ['by maximum age', { ageMax: 15 }, 1, 0],
    ['by blood type', { bloodTypes: ['O-', 'AB+'] }, 2, 2],
    ['with an active membership', { membership: 'With an active membership' }, 1, 1],
    ['without an active membership', { membership: 'Without an active membership' }, 3, 2],
    ['with no visit for 6 months', { noVisitMonths: 6 }, 3, 2],
    ['a recent visit leaves a patient out', { noVisitMonths: 2, gender: 'Male' }, 0, 0],
    ['by treatment history', { treatmentTypes: ['Orthodontic', 'Cosmetic'] }, 1, 1],
    ['every criterion together', { gender: 'Female', ageMin: 18, bloodTypes: ['A+'] }, 1, 1],
  ])('%s', async (_, audience, matching, withEmail) => {
    const res = await preview(audience);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ matching, withEmail });
  });

  it('counts a saved campaign’s audience', async () => {
    const campaign = await createCampaign({ targetAudience: { gender: 'Female' } });
    const res = await send('GET', `/api/marketing-campaigns/${campaign.id}/audience`);
    expect(res.json()).toEqual({ matching: 2, withEmail: 1 });
    expectProblem(await send('GET', '/api/marketing-campaigns/999999/audience'), 404);
  });

  it('refuses an audience it cannot read: an age range upside down, an unknown blood type', async () => {
    const range = await preview({ ageMin: 50, ageMax: 20 });
    expectProblem(range, 422);
    expect(errorMap(range)).toEqual({ 'targetAudience.ageMax': 'Maximum Age must be at least the Minimum Age' });
    const blood = await preview({ bloodTypes: ['Z+'] });
    expect(errorMap(blood)).toEqual({
      'targetAudience.bloodTypes.0': 'Blood Types: choose from A+, A-, B+, B-, AB+, AB-, O+, O-, Unknown',
    });
    const saved = await send('POST', '/api/marketing-campaigns', campaignInput({ targetAudience: { ageMin: -1 } }));
    expectProblem(saved, 422);
    expect(errorMap(saved)).toEqual({ 'targetAudience.ageMin': 'Minimum Age must be at least 0' });
    expectProblem(await preview({ shoeSize: 42 }), 400);
  });
});

describe('sending a campaign', () => {
  it('queues exactly one message per matching patient with an email, reports the skipped, and marks it Sent', async () => {
    const campaign = await createCampaign({ campaignName: 'Whitening week', subject: 'A gift for {{firstName}}' });
    const outbox = await countRows(ctx.database, 'outbox_messages');
    const res = await send('POST', `/api/marketing-campaigns/${campaign.id}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ audienceSize: number; queued: number; skippedNoEmail: number; sentAt: string }>();
    expect(result).toMatchObject({ audienceSize: 4, queued: 3, skippedNoEmail: 1 });

    const messages = await ctx.database.rows<{ patient: number; recipient: string; subject: string; body: string }>(
      sql`select patient, recipient, subject, body from outbox_messages where source = ${'Marketing campaign: Whitening week'} order by patient`,
    );
    expect(await countRows(ctx.database, 'outbox_messages')).toBe(outbox + 3);
    expect(messages.map((m) => Number(m.patient))).toEqual([ids.amelia, ids.bruno, ids.dev]);
    expect(messages[0]).toMatchObject({
      recipient: 'amelia@example.com',
      subject: 'A gift for Amelia',
      body: 'Dear Amelia, time for a check-up at Chairside. (Amelia Hart)',
    });
    expect(messages[1]?.body).toBe('Dear Bruno, time for a check-up at Chairside. (Bruno Costa)');

    const stored = (await send('GET', `/api/marketing-campaigns/${campaign.id}`)).json<Rec>();
    expect(stored).toMatchObject({
      status: 'Sent',
      audienceSize: 4,
      messagesQueued: 3,
      skippedNoEmail: 1,
      sentAt: result.sentAt,
    });
    const history = (await send('GET', `/api/marketing-campaigns/${campaign.id}/history`)).json<{
      items: { action: string; changes: { field: string }[] }[];
    }>();
    expect(history.items[0]?.changes.map((c) => c.field).sort()).toEqual(
      ['audienceSize', 'messagesQueued', 'sentAt', 'skippedNoEmail', 'status'].sort(),
    );
  });

  it('sends a campaign once: a second send is a 409 saying when, and queues nothing', async () => {
    const campaign = await createCampaign({ targetAudience: { gender: 'Male' } });
    expect((await send('POST', `/api/marketing-campaigns/${campaign.id}/send`, {})).statusCode).toBe(200);
    const outbox = await countRows(ctx.database, 'outbox_messages');
    const again = await send('POST', `/api/marketing-campaigns/${campaign.id}/send`, {});
    const problem = expectProblem(again, 409);
    expect(problem.detail).toMatch(/^This campaign was already sent on \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    expect(await countRows(ctx.database, 'outbox_messages')).toBe(outbox);
  });

  it('keeps a sent campaign as it went out: edits are a 409', async () => {
    const campaign = await createCampaign({ targetAudience: { bloodTypes: ['A+'] } });
    await send('POST', `/api/marketing-campaigns/${campaign.id}/send`, {});
    const sent = (await send('GET', `/api/marketing-campaigns/${campaign.id}`)).json<Rec>();
    const patch = await send('PATCH', `/api/marketing-campaigns/${campaign.id}`, {
      campaignName: 'Renamed',
      version: sent.version,
    });
    expectProblem(
      patch,
      409,
      'This campaign has been sent and can no longer be changed. Duplicate it to send it again.',
    );
    const put = await send('PUT', `/api/marketing-campaigns/${campaign.id}`, {
      ...campaignInput({ status: 'Draft' }),
      version: sent.version,
    });
    expectProblem(put, 409);
  });

  it('writes to nobody when no matching patient has an email (422, still a draft) and never for a cancelled campaign', async () => {
    const outbox = await countRows(ctx.database, 'outbox_messages');
    const nobody = await createCampaign({ targetAudience: { ageMax: 15 } });
    const res = await send('POST', `/api/marketing-campaigns/${nobody.id}/send`, {});
    expectProblem(res, 422, 'No patient of this audience has an email address: nothing was sent.');
    expect(res.json()).toMatchObject({ matching: 1, withEmail: 0 });
    expect((await send('GET', `/api/marketing-campaigns/${nobody.id}`)).json<Rec>().status).toBe('Draft');

    const cancelled = await createCampaign({ status: 'Cancelled' });
    expectProblem(
      await send('POST', `/api/marketing-campaigns/${cancelled.id}/send`, {}),
      409,
      'A cancelled campaign cannot be sent: set it to Draft or Scheduled first.',
    );
    expect(await countRows(ctx.database, 'outbox_messages')).toBe(outbox);
    expectProblem(await send('POST', '/api/marketing-campaigns/999999/send', {}), 404);
  });
});

describe('the campaign form’s rules', () => {
  it('starts as a Draft with no metrics', async () => {
    const campaign = await createCampaign();
    expect(campaign).toMatchObject({
      status: 'Draft',
      audienceSize: null,
      messagesQueued: null,
      skippedNoEmail: null,
      sentAt: null,
    });
  });

  it('requires name, type and message; Sent is not chosen by hand; Scheduled needs a date; placeholders are known', async () => {
    const empty = await send('POST', '/api/marketing-campaigns', {});
    expectProblem(empty, 422);
    expect(errorMap(empty)).toEqual({
      campaignName: 'Campaign Name is required',
      campaignType: 'Campaign Type is required',
      messageTemplate: 'Message Template is required',
    });
    const res = await send(
      'POST',
      '/api/marketing-campaigns',
      campaignInput({ messageTemplate: 'Hi {{nickname}}', subject: '{{discount}} off' }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      messageTemplate: 'Unknown placeholders: nickname',
      subject: 'Unknown placeholders: discount',
    });
    const sent = await send('POST', '/api/marketing-campaigns', campaignInput({ status: 'Sent' }));
    expectProblem(sent, 422);
    expect(errorMap(sent)).toEqual({
      status: 'Choose Draft, Scheduled or Cancelled: a campaign becomes Sent when it is sent.',
    });
    const scheduled = await send('POST', '/api/marketing-campaigns', campaignInput({ status: 'Scheduled' }));
    expect(errorMap(scheduled)).toEqual({ scheduleDate: 'Schedule Date is required for a scheduled campaign' });
    await createCampaign({ status: 'Scheduled', scheduleDate: '2030-04-01' });
    // Metrics are the server's: a client cannot send them.
    expectProblem(await send('POST', '/api/marketing-campaigns', campaignInput({ messagesQueued: 5 })), 400);
  });

  it('exports the audience as words, not JSON', async () => {
    await createCampaign({ campaignName: 'Export me', targetAudience: { gender: 'Female', ageMin: 30, ageMax: 50 } });
    const res = await send('GET', '/api/marketing-campaigns/export?format=csv');
    expect(res.body).toContain('Female · Aged 30 to 50');
    expect(res.body).toContain('All patients');
  });
});

describe('permissions', () => {
  it('patient readers read and count; only administrators write and send', async () => {
    const campaign = await createCampaign();
    for (const role of ['Receptionist', 'Dentist', 'Accountant'] as const) {
      const cookie = await ctx.signIn(role);
      expect((await send('GET', '/api/marketing-campaigns', undefined, cookie)).statusCode).toBe(200);
      expect((await preview({}, cookie)).statusCode).toBe(200);
      expectProblem(await send('POST', '/api/marketing-campaigns', campaignInput(), cookie), 403);
      expectProblem(await send('POST', `/api/marketing-campaigns/${campaign.id}/send`, {}, cookie), 403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing-campaigns/audience',
      payload: { targetAudience: {} },
    });
    expectProblem(anonymous, 401);
  });
});

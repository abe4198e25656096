import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';
import { pdfText } from '../../test/pdf-text.js';

/**
 * Insurance policies (spec 002): required fields, coverage percentages bounded
 * 0 to 100, validity dates in order, unique policy numbers, the patient by
 * name, tiles and charts, the policy PDF, renewal reminders through the
 * outbox, archiving and permissions.
 */

type Rec = Record<string, unknown> & { id: number; version: number; labels?: Record<string, string | null> };

let ctx: TestContext;
let receptionist: string;
let admin: string;
let withEmail: number;
let withoutEmail: number;
let serial = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: unknown, cookie = receptionist) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const patient = async (fullName: string, email: string | null): Promise<number> => {
  const res = await send('POST', '/api/patients', { fullName, bloodType: 'O+', email });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>().id;
};

const input = (overrides: Record<string, unknown> = {}) => ({
  patient: withEmail,
  providerName: 'Delta Dental',
  policyNumber: `POL-${++serial}`,
  maxAnnualCoverage: '1500.00',
  treatmentCoverage: 80,
  medicationCoverage: 50,
  consultationCoverage: 100,
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await send('POST', '/api/insurance-policies', input(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

const remind = (id: number, payload: unknown = {}, cookie = receptionist) =>
  send('POST', `/api/insurance-policies/${id}/renewal-reminder`, payload, cookie);

beforeAll(async () => {
  ctx = await createTestContext();
  receptionist = await ctx.signIn('Receptionist');
  admin = await ctx.signIn('Admin');
  withEmail = await patient('Amelia Hart', 'amelia.hart@example.com');
  withoutEmail = await patient('Noah Quill', null);
});
afterAll(() => ctx.close());

describe('creating a policy', () => {
  it('requires the patient, provider, policy number, the four coverage numbers and the validity (422, nothing stored)', async () => {
    const before = await countRows(ctx.database, 'insurance_policies');
    const res = await send('POST', '/api/insurance-policies', {});
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      patient: 'Patient is required',
      providerName: 'Provider Name is required',
      policyNumber: 'Policy Number is required',
      maxAnnualCoverage: 'Max Annual Coverage is required',
      treatmentCoverage: 'Treatment Coverage (%) is required',
      medicationCoverage: 'Medication Coverage (%) is required',
      consultationCoverage: 'Consultation Coverage (%) is required',
      validFrom: 'Valid From is required',
      validUntil: 'Valid Until is required',
    });
    expect(await countRows(ctx.database, 'insurance_policies')).toBe(before);
  });

  it('is Active by default, names the patient, and has no reminder yet', async () => {
    const policy = await create();
    expect(policy).toMatchObject({
      status: 'Active',
      maxAnnualCoverage: '1500.00',
      treatmentCoverage: 80,
      medicationCoverage: 50,
      consultationCoverage: 100,
      lastReminderAt: null,
      archivedAt: null,
    });
    expect(policy.labels).toEqual({ patient: 'Amelia Hart' });
  });

  it('bounds the coverage percentages to 0 to 100, on create and on patch', async () => {
    const res = await send(
      'POST',
      '/api/insurance-policies',
      input({ treatmentCoverage: -1, medicationCoverage: 100.5, consultationCoverage: 12.345 }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      treatmentCoverage: 'Treatment Coverage (%) must be at least 0',
      medicationCoverage: 'Medication Coverage (%) must be at most 100',
      consultationCoverage: 'Consultation Coverage (%) allows at most 2 decimal places',
    });
    // A string is not a number either.
    const text = await send('POST', '/api/insurance-policies', input({ treatmentCoverage: '80' }));
    expectProblem(text, 422);

    const edge = await create({ treatmentCoverage: 0, medicationCoverage: 100, consultationCoverage: 12.5 });
    expect(edge).toMatchObject({ treatmentCoverage: 0, medicationCoverage: 100, consultationCoverage: 12.5 });
    const patch = await send('PATCH', `/api/insurance-policies/${edge.id}`, {
      consultationCoverage: 101,
      version: edge.version,
    });
    expectProblem(patch, 422);
    expect(errorMap(patch)).toEqual({ consultationCoverage: 'Consultation Coverage (%) must be at most 100' });
  });

  it('refuses a validity that ends before it starts (and accepts one day)', async () => {
    const res = await send(
      'POST',
      '/api/insurance-policies',
      input({ validFrom: '2026-06-01', validUntil: '2026-05-31' }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ validUntil: 'Valid Until must be on or after Valid From' });
    const oneDay = await create({ validFrom: '2026-06-01', validUntil: '2026-06-01' });
    // A patch is checked against the stored record with the patch applied.
    const patch = await send('PATCH', `/api/insurance-policies/${oneDay.id}`, {
      validFrom: '2026-07-01',
      version: oneDay.version,
    });
    expectProblem(patch, 422);
    expect(errorMap(patch)).toEqual({ validUntil: 'Valid Until must be on or after Valid From' });
  });

  it('keeps policy numbers unique, whatever their case', async () => {
    await create({ policyNumber: 'DD-2026-0001' });
    const res = await send('POST', '/api/insurance-policies', input({ policyNumber: 'dd-2026-0001' }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ policyNumber: 'This policy number belongs to another policy' });
  });

  it('refuses a status outside the list and a patient that does not exist', async () => {
    const res = await send('POST', '/api/insurance-policies', input({ status: 'Lapsed', patient: 999_999 }));
    expectProblem(res, 422);
    expect(errorMap(res).status).toBe('Status must be one of: Active, Expired, Pending');
    const ghost = await send('POST', '/api/insurance-policies', input({ patient: 999_999 }));
    expectProblem(ghost, 422);
    expect(errorMap(ghost)).toEqual({ patient: 'Patient does not exist' });
  });
});

describe('the list and its summary', () => {
  beforeAll(async () => {
    await create({ providerName: 'Cigna', status: 'Expired', patient: withoutEmail, policyNumber: 'CIG-77' });
    await create({ providerName: 'Cigna', status: 'Pending', policyNumber: 'CIG-78' });
  });

  it('finds a policy by its patient’s name, its number or its provider, and filters by status', async () => {
    const byName = (await send('GET', '/api/insurance-policies?q=Noah')).json<{ items: Rec[] }>();
    expect(byName.items.map((p) => p.policyNumber)).toEqual(['CIG-77']);
    const byNumber = (await send('GET', '/api/insurance-policies?q=cig-78')).json<{ items: Rec[] }>();
    expect(byNumber.items.map((p) => p.policyNumber)).toEqual(['CIG-78']);
    const expired = (await send('GET', '/api/insurance-policies?status=Expired')).json<{ items: Rec[] }>();
    expect(expired.items.every((p) => p.status === 'Expired')).toBe(true);
    const list = (await send('GET', '/api/insurance-policies')).json<{ pageSize: number }>();
    expect(list.pageSize).toBe(5);
  });

  it('counts total, active and expired policies, and charts them by provider and status', async () => {
    const res = await send('GET', '/api/insurance-policies/summary');
    expect(res.statusCode, res.body).toBe(200);
    const { tiles, charts } = res.json<{
      tiles: { label: string; value: number }[];
      charts: { title: string; points: { key: string; series?: string; value: number }[] }[];
    }>();
    const total = await countRows(ctx.database, 'insurance_policies');
    expect(tiles).toEqual([
      { label: 'Total Policies', value: total },
      { label: 'Active', value: total - 2 },
      { label: 'Expired', value: 1 },
    ]);
    expect(charts.map((c) => c.title)).toEqual([
      'Policies by provider',
      'Policies per provider',
      'Status trends by provider',
    ]);
    expect(charts[0]?.points).toContainEqual({ key: 'Cigna', value: 2 });
    expect(charts[2]?.points).toContainEqual({ key: 'Cigna', series: 'Expired', value: 1 });
    expect(charts[2]?.points).toContainEqual({ key: 'Cigna', series: 'Pending', value: 1 });
  });
});

describe('GET /api/insurance-policies/:id/pdf', () => {
  it('is a PDF named after the policy number, with the patient’s name and the coverage', async () => {
    const policy = await create({
      policyNumber: 'DD/2026 42',
      providerName: 'Aetna Dental',
      maxAnnualCoverage: '2250.00',
      treatmentCoverage: 75,
    });
    const res = await send('GET', `/api/insurance-policies/${policy.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="insurance_DD_2026_42.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    // Money and percentages as the screens show them (one formatter): `$2,250.00`, `75.00`.
    for (const expected of ['DD/2026 42', 'Amelia Hart', 'Aetna Dental', 'Treatment Coverage (%)', '$2,250.00'])
      expect(text).toContain(expected);
    expect(text).toMatch(/Treatment Coverage \(%\)\s*75\.00/);
    expect(text).not.toContain(`Patient\n${withEmail}\n`);
    expectProblem(await send('GET', '/api/insurance-policies/999999/pdf'), 404);
  });
});

describe('POST /api/insurance-policies/:id/renewal-reminder', () => {
  const outboxOf = async (patientId: number) =>
    ctx.database.rows<{ recipient: string; subject: string; body: string; status: string; source: string }>(
      sql`select recipient, subject, body, status, source from outbox_messages
        where patient = ${patientId} order by id`,
    );

  it('queues an email to the patient in the outbox, records when, and writes the history', async () => {
    const policy = await create({ policyNumber: 'REN-1', providerName: 'MetLife', validUntil: '2026-12-31' });
    const before = (await outboxOf(withEmail)).length;
    const res = await remind(policy.id);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<{ messageId: number; recipient: string; queuedAt: string }>();
    expect(result.recipient).toBe('amelia.hart@example.com');

    const messages = await outboxOf(withEmail);
    expect(messages).toHaveLength(before + 1);
    const message = messages.at(-1)!;
    expect(message).toMatchObject({
      recipient: 'amelia.hart@example.com',
      status: 'Queued',
      source: 'Insurance renewal reminder',
      subject: 'Renewal of your insurance policy REN-1',
    });
    expect(message.body).toContain('Dear Amelia Hart,');
    expect(message.body).toContain('MetLife insurance policy REN-1');
    expect(message.body).toContain('2026-12-31');

    // The admin sees it in the outbox, Queued (no mail server in the tests).
    const outbox = await send('GET', `/api/outbox/${result.messageId}`, undefined, admin);
    expect(outbox.json()).toMatchObject({ status: 'Queued', labels: { patient: 'Amelia Hart' } });

    const stored = (await send('GET', `/api/insurance-policies/${policy.id}`)).json<Rec>();
    expect(stored.lastReminderAt).toBe(result.queuedAt);
    expect(stored.version).toBe(policy.version + 1);
    const history = (await send('GET', `/api/insurance-policies/${policy.id}/history`)).json<{
      items: { action: string; changes: { field: string }[] }[];
    }>();
    expect(history.items[0]?.action).toBe('update');
    expect(history.items[0]?.changes.map((c) => c.field)).toEqual(['lastReminderAt']);
  });

  it('refuses a second reminder within a day with 409 saying when, unless asked again', async () => {
    const policy = await create();
    expect((await remind(policy.id)).statusCode).toBe(201);
    const count = (await outboxOf(withEmail)).length;
    const again = await remind(policy.id);
    const problem = expectProblem(again, 409);
    expect(problem.detail).toMatch(
      /^A renewal reminder for this policy was already queued on \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    expect((problem as Record<string, unknown>).lastReminderAt).toEqual(expect.any(String));
    expect(await outboxOf(withEmail)).toHaveLength(count);

    expect((await remind(policy.id, { again: true })).statusCode).toBe(201);
    expect(await outboxOf(withEmail)).toHaveLength(count + 1);
    expectProblem(await remind(policy.id, { again: 'yes' }), 422);
  });

  it('answers 422 for a patient without an email address, and queues nothing', async () => {
    const policy = await create({ patient: withoutEmail });
    const outbox = await countRows(ctx.database, 'outbox_messages');
    const res = await remind(policy.id);
    expectProblem(res, 422, 'This patient has no email address: add one to their record to send a reminder.');
    expect(errorMap(res)).toEqual({
      patient: 'This patient has no email address: add one to their record to send a reminder.',
    });
    expect(await countRows(ctx.database, 'outbox_messages')).toBe(outbox);
    expect((await send('GET', `/api/insurance-policies/${policy.id}`)).json<Rec>().lastReminderAt).toBeNull();
  });

  it('refuses an archived policy (409) and an unknown one (404)', async () => {
    const policy = await create();
    expect((await send('DELETE', `/api/insurance-policies/${policy.id}`)).statusCode).toBe(204);
    expectProblem(
      await remind(policy.id),
      409,
      'This insurance policy is archived: restore it before sending a reminder.',
    );
    expectProblem(await remind(999_999), 404, 'The insurance policy was not found.');
  });
});

describe('archiving and permissions', () => {
  it('archives instead of erasing, and restores', async () => {
    const policy = await create();
    expect((await send('DELETE', `/api/insurance-policies/${policy.id}`)).statusCode).toBe(204);
    const live = (await send('GET', `/api/insurance-policies?q=${policy.policyNumber}`)).json<{ total: number }>();
    expect(live.total).toBe(0);
    const archived = (await send('GET', `/api/insurance-policies?archived=true&q=${policy.policyNumber}`)).json<{
      total: number;
    }>();
    expect(archived.total).toBe(1);
    expect((await send('POST', `/api/insurance-policies/${policy.id}/restore`)).statusCode).toBe(200);
  });

  it('lets billing readers read, billing editors write and remind, and nobody else in', async () => {
    const policy = await create();
    const dentist = await ctx.signIn('Dentist');
    const assistant = await ctx.signIn('Assistant');
    expect((await send('GET', '/api/insurance-policies', undefined, dentist)).statusCode).toBe(200);
    expect((await send('GET', `/api/insurance-policies/${policy.id}/pdf`, undefined, dentist)).statusCode).toBe(200);
    expectProblem(await send('POST', '/api/insurance-policies', input(), dentist), 403);
    expectProblem(await remind(policy.id, {}, dentist), 403);
    expectProblem(await send('GET', '/api/insurance-policies', undefined, assistant), 403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/insurance-policies/${policy.id}/renewal-reminder`,
      payload: {},
    });
    expectProblem(anonymous, 401);
  });
});

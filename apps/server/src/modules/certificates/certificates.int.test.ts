import { CERTIFICATE_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { clinicInput, countRows, errorMap, expectProblem } from '../../test/http.js';
import { labTestRefs } from '../../test/lab-tests.js';
import { pdfText } from '../../test/pdf-text.js';

/** Certificates and their templates: rules, numbers, generation from a template, PDF, archive, permissions. */

type Rec = Record<string, unknown> & { id: number; version: number };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let ctx: TestContext;
let dentist: string;
let refs: { patientId: number; doctorId: number; clinicId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  const people = await labTestRefs(ctx, dentist);
  const clinic = await ctx.app.inject({
    method: 'POST',
    url: '/api/clinics',
    headers: { cookie: await ctx.signIn('Admin') },
    payload: clinicInput({ name: 'Chairside Harbour' }),
  });
  expect(clinic.statusCode, clinic.body).toBe(201);
  refs = { ...people, clinicId: clinic.json<Rec>().id };
});
afterAll(() => ctx.close());

const send = (method: Method, url: string, payload?: unknown, cookie = dentist) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const input = (overrides: Record<string, unknown> = {}) => ({
  ...refs,
  certificateType: 'Dental Clearance',
  issueDate: '2026-03-02',
  // Still valid: a certificate past its Valid Until reads Expired (see resources/derived-status.int.test.ts).
  validUntil: '2036-06-02',
  diagnosis: 'No active caries; healthy periodontium.',
  treatmentDetails: 'Scaling and polishing on 2026-02-20.',
  recommendations: 'Fit for orthodontic treatment.',
  signature: 'Dr. Samuel Reyes, DDS',
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await send('POST', '/api/certificates', input(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

const template = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await send('POST', '/api/certificate-templates', {
    name: 'Dental clearance letter',
    certificateType: 'Dental Clearance',
    content:
      'Certificate {{certificateNumber}}\n\nThis is to certify that {{patientName}} was examined by {{doctorName}} ' +
      'at {{clinicName}} on {{issueDate}}. Diagnosis: {{diagnosis}}. Treatment: {{treatmentDetails}}.\n\n' +
      '{{recommendations}} Valid until {{ validUntil }}.',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

const auditOf = async (id: number) =>
  ctx.database.rows<{ action: string; changes: Record<string, { from: unknown; to: unknown }> | null }>(
    sql`select action, changes from audit_log where resource = 'certificates' and record_id = ${id} order by id`,
  );

describe('/api/certificate-templates', () => {
  it('refuses content with unknown placeholders, naming them, and stores nothing', async () => {
    const before = await countRows(ctx.database, 'certificate_templates');
    const res = await send('POST', '/api/certificate-templates', {
      name: 'Pet certificate',
      content: '{{patientName}} owns {{petName}}, colour {{ colour }}, and {{petName}} again.',
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ content: 'Unknown placeholders: petName, colour' });
    expect(await countRows(ctx.database, 'certificate_templates')).toBe(before);
  });

  it('requires a title and content', async () => {
    const res = await send('POST', '/api/certificate-templates', { description: 'Empty' });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ name: 'Title is required', content: 'Content is required' });
  });

  it('checks the placeholders on every edit, and a template can be deleted', async () => {
    const t = await template();
    const put = await send('PUT', `/api/certificate-templates/${t.id}`, {
      name: 'Dental clearance letter',
      content: 'Dear {{patientFirstName}}',
      version: t.version,
    });
    expectProblem(put, 422);
    expect(errorMap(put)).toEqual({ content: 'Unknown placeholders: patientFirstName' });
    const patch = await send('PATCH', `/api/certificate-templates/${t.id}`, { content: '{{age}}', version: t.version });
    expect(errorMap(patch)).toEqual({ content: 'Unknown placeholders: age' });
    const ok = await send('PATCH', `/api/certificate-templates/${t.id}`, {
      content: 'Seen on {{issueDate}}.',
      version: t.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ content: 'Seen on {{issueDate}}.', version: t.version + 1 });

    expect((await send('DELETE', `/api/certificate-templates/${t.id}`)).statusCode).toBe(204);
    expectProblem(await send('GET', `/api/certificate-templates/${t.id}`), 404);
  });
});

describe('/api/certificates rules and numbers', () => {
  it('requires what spec 001 §5 requires; nothing is stored', async () => {
    const before = await countRows(ctx.database, 'certificates');
    const res = await send('POST', '/api/certificates', { certificateType: 'Vaccination' });
    expectProblem(res, 422);
    expect(errorMap(res)).toMatchObject({
      patientId: 'Patient is required',
      doctorId: 'Doctor is required',
      clinicId: 'Clinic is required',
      diagnosis: 'Diagnosis is required',
      treatmentDetails: 'Treatment Details is required',
      recommendations: 'Recommendations is required',
      signature: 'Signature is required',
      issueDate: 'Issue Date is required',
      validUntil: 'Valid Until is required',
    });
    expect(await countRows(ctx.database, 'certificates')).toBe(before);
  });

  it('is valid until a day on or after its issue date, on create, replace and patch', async () => {
    let res = await send('POST', '/api/certificates', input({ validUntil: '2026-03-01' }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ validUntil: CERTIFICATE_MESSAGES.validUntil });

    const c = await create({ validUntil: '2026-03-02' });
    res = await send('PUT', `/api/certificates/${c.id}`, {
      ...input({ issueDate: '2026-04-01', validUntil: '2026-03-02' }),
      version: c.version,
    });
    expect(errorMap(res)).toEqual({ validUntil: CERTIFICATE_MESSAGES.validUntil });
    // A patch of the end date alone is checked against the stored issue date.
    res = await send('PATCH', `/api/certificates/${c.id}`, { validUntil: '2026-02-28', version: c.version });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ validUntil: CERTIFICATE_MESSAGES.validUntil });
    expect((await send('GET', `/api/certificates/${c.id}`)).json()).toMatchObject({
      validUntil: '2026-03-02',
      version: c.version,
    });
  });

  it('is Issued and numbered CERT-nnnnnn when nothing else is said; numbers are unique', async () => {
    const a = await create();
    const b = await create();
    expect(a).toMatchObject({ status: 'Issued', body: null, archivedAt: null });
    expect(a.certificateNumber).toMatch(/^CERT-\d{6}$/);
    expect(b.certificateNumber).toMatch(/^CERT-\d{6}$/);
    expect(b.certificateNumber).not.toBe(a.certificateNumber);

    // A number typed by hand is kept, and taken only once (whatever its case).
    const typed = await create({ certificateNumber: 'CLR-2026-001' });
    expect(typed.certificateNumber).toBe('CLR-2026-001');
    const dup = await send('POST', '/api/certificates', input({ certificateNumber: 'clr-2026-001' }));
    expectProblem(dup, 422);
    expect(errorMap(dup)).toEqual({ certificateNumber: 'A certificate with this number already exists' });
    const renumber = await send('PATCH', `/api/certificates/${a.id}`, {
      certificateNumber: 'CLR-2026-001',
      version: a.version,
    });
    expect(errorMap(renumber)).toEqual({ certificateNumber: 'A certificate with this number already exists' });
  });

  it('a number typed by hand that the next certificate would get does not block it', async () => {
    const last = await create();
    const nextNumber = `CERT-${String(last.id + 2).padStart(6, '0')}`;
    const typed = await create({ certificateNumber: nextNumber });
    expect(typed.id).toBe(last.id + 1);
    const next = await create();
    expect(next.id).toBe(last.id + 2);
    expect(next.certificateNumber).toBe(`${nextNumber}-2`);
  });

  it('points at records that exist', async () => {
    const res = await send('POST', '/api/certificates', input({ patientId: 999_999 }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ patientId: 'Patient does not exist' });
  });
});

describe('POST /api/certificates/generate', () => {
  it('stores a certificate whose text is the template filled in, names and number included', async () => {
    const t = await template();
    const { certificateType: _type, ...fields } = input({ issueDate: '2026-05-04', validUntil: '2036-11-04' });
    const res = await send('POST', '/api/certificates/generate', {
      ...fields,
      certificateType: 'Dental Clearance',
      templateId: t.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json<Rec>();
    expect(c.version).toBe(1);
    expect(c.certificateNumber).toMatch(/^CERT-\d{6}$/);
    expect(c.body).toBe(
      `Certificate ${c.certificateNumber}\n\nThis is to certify that Amelia Hart was examined by Dr. Samuel Reyes ` +
        'at Chairside Harbour on 2026-05-04. Diagnosis: No active caries; healthy periodontium.. ' +
        'Treatment: Scaling and polishing on 2026-02-20..\n\nFit for orthodontic treatment. Valid until 2036-11-04.',
    );
    expect(c.labels).toMatchObject({ patientId: 'Amelia Hart', doctorId: 'Dr. Samuel Reyes' });
    // The creation is audited with the generated text.
    const audit = await auditOf(c.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0]?.changes?.body?.to).toBe(c.body);
  });

  it('writes dates in the clinic’s date format', async () => {
    const admin = await ctx.signIn('Admin');
    const settings = await send('GET', '/api/settings', undefined, admin);
    const current = settings.json<Record<string, unknown> & { version: number; localisation: object }>();
    const { version, ...data } = current;
    const put = await send(
      'PUT',
      '/api/settings',
      { ...data, localisation: { ...current.localisation, dateFormat: 'DD-MM-YYYY' }, version },
      admin,
    );
    expect(put.statusCode, put.body).toBe(200);
    try {
      const t = await template({ content: 'Issued {{issueDate}}, valid until {{validUntil}}.' });
      const res = await send('POST', '/api/certificates/generate', { ...input(), templateId: t.id });
      expect(res.json<Rec>().body).toBe('Issued 02-03-2026, valid until 02-06-2036.');
    } finally {
      const now = (await send('GET', '/api/settings', undefined, admin)).json<{ version: number }>();
      await send('PUT', '/api/settings', { ...data, version: now.version }, admin);
    }
  });

  it('refuses an unknown template, a text of its own and the rules’ breaches, storing nothing', async () => {
    const t = await template();
    const before = await countRows(ctx.database, 'certificates');
    let res = await send('POST', '/api/certificates/generate', { ...input(), templateId: 999_999 });
    expectProblem(res, 422, 'Template does not exist');
    expect(errorMap(res)).toEqual({ templateId: 'Template does not exist' });
    res = await send('POST', '/api/certificates/generate', { ...input(), templateId: t.id, body: 'My own text' });
    expectProblem(res, 400);
    res = await send('POST', '/api/certificates/generate', {
      ...input({ validUntil: '2026-01-01' }),
      templateId: t.id,
    });
    expect(errorMap(res)).toEqual({ validUntil: CERTIFICATE_MESSAGES.validUntil });
    res = await send('POST', '/api/certificates/generate', { ...input({ doctorId: 999_999 }), templateId: t.id });
    expect(errorMap(res)).toEqual({ doctorId: 'Doctor does not exist' });
    expect(await countRows(ctx.database, 'certificates')).toBe(before);
  });
});

describe('/api/certificates list, inline edits and archive', () => {
  it('filters by type, status, patient, doctor, clinic and an issue-date range', async () => {
    const other = await send('POST', '/api/patients', { fullName: 'Bruno Costa', bloodType: 'A+' });
    const brunoId = other.json<Rec>().id;
    const mine = [
      await create({
        patientId: brunoId,
        certificateType: 'Vaccination',
        issueDate: '2025-01-10',
        validUntil: '2035-12-31',
      }),
      await create({
        patientId: brunoId,
        certificateType: 'Vaccination',
        issueDate: '2025-01-20',
        validUntil: '2035-12-31',
      }),
      await create({
        patientId: brunoId,
        certificateType: 'Medical Fitness',
        issueDate: '2025-02-01',
        validUntil: '2035-12-31',
        status: 'Active',
      }),
    ];
    const list = async (query: string) =>
      (await send('GET', `/api/certificates?patientId=${brunoId}&${query}`)).json<{ items: Rec[]; total: number }>();

    expect((await list('')).total).toBe(3);
    expect((await list('certificateType=Vaccination')).items.map((i) => i.id).sort()).toEqual(
      [mine[0]?.id, mine[1]?.id].sort(),
    );
    expect((await list('status=Active')).items.map((i) => i.id)).toEqual([mine[2]?.id]);
    expect((await list(`doctorId=${refs.doctorId}&clinicId=${refs.clinicId}`)).total).toBe(3);
    // Both ends included; the latest first.
    expect((await list('from=2025-01-20&to=2025-02-01')).items.map((i) => i.id)).toEqual([mine[2]?.id, mine[1]?.id]);
    expect((await list('from=2025-01-21')).items.map((i) => i.id)).toEqual([mine[2]?.id]);
    expect((await list('to=2025-01-10')).items.map((i) => i.id)).toEqual([mine[0]?.id]);
    expect((await list('from=2025-02-02&to=2025-01-01')).total).toBe(0);
    expectProblem(await send('GET', '/api/certificates?from=2025-02-30'), 400);

    // The search finds a certificate by its patient's name; the summary follows the filters.
    expect((await send('GET', '/api/certificates?q=bruno%20cos')).json<{ total: number }>().total).toBe(3);
    const summary = await send('GET', `/api/certificates/summary?patientId=${brunoId}&from=2025-01-15`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json<{ tiles: { label: string; value: unknown }[] }>().tiles).toEqual([
      { label: 'Total', value: 2 },
      { label: 'Active', value: 1 },
      { label: 'Expired', value: 0 },
    ]);
    const page = await send('GET', '/api/certificates');
    expect(page.json<{ pageSize: number }>().pageSize).toBe(10);
  });

  it('an inline edit patches with the version; a stale version is a 409', async () => {
    const c = await create();
    const first = await send('PATCH', `/api/certificates/${c.id}`, { status: 'Active', version: c.version });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'Active', version: c.version + 1 });
    const stale = await send('PATCH', `/api/certificates/${c.id}`, { validUntil: '2027-01-01', version: c.version });
    expectProblem(stale, 409);
    expect((await send('GET', `/api/certificates/${c.id}`)).json()).toMatchObject({
      status: 'Active',
      validUntil: '2036-06-02',
    });
    const audit = await auditOf(c.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]?.changes).toEqual({ status: { from: 'Issued', to: 'Active' } });
  });

  it('DELETE archives: the record stays, read-only, listed as archived, and can be restored', async () => {
    const c = await create();
    expect((await send('DELETE', `/api/certificates/${c.id}`)).statusCode).toBe(204);
    const stored = (await send('GET', `/api/certificates/${c.id}`)).json<Rec>();
    expect(stored.archivedAt).toEqual(expect.any(String));
    const live = (await send('GET', '/api/certificates?pageSize=100')).json<{ items: Rec[] }>();
    expect(live.items.map((i) => i.id)).not.toContain(c.id);
    const archived = (await send('GET', '/api/certificates?archived=true&pageSize=100')).json<{ items: Rec[] }>();
    expect(archived.items.map((i) => i.id)).toContain(c.id);
    expectProblem(
      await send('PATCH', `/api/certificates/${c.id}`, { status: 'Expired', version: stored.version }),
      409,
    );

    const back = await send('POST', `/api/certificates/${c.id}/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ archivedAt: null });
    expect((await auditOf(c.id)).map((a) => a.action)).toEqual(['create', 'archive', 'restore']);
  });
});

describe('GET /api/certificates/:id/pdf and the export', () => {
  it('is an A4 PDF named after the number, with the text, the names and a signature line', async () => {
    const t = await template();
    const generated = await send('POST', '/api/certificates/generate', { ...input(), templateId: t.id });
    const c = generated.json<Rec>();
    const res = await send('GET', `/api/certificates/${c.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate_${c.certificateNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A4 portrait, in points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Dental Clearance Certificate',
      `Certificate No. ${c.certificateNumber}`,
      'Chairside Harbour',
      '1 Main Street, Springfield, IL 62701, United States',
      'Amelia Hart',
      'Dr. Samuel Reyes',
      'Signature',
      'Dr. Samuel Reyes, DDS',
    ])
      expect(text).toContain(expected);
    // The body is justified: its words are placed one by one.
    expect(text.replace(/\s+/g, '')).toContain('ThisistocertifythatAmeliaHartwasexaminedbyDr.SamuelReyes');
    expect(text).not.toMatch(/patientId|doctorId|clinicId/);
  });

  it('without a generated text, prints the diagnosis, treatment and recommendations', async () => {
    const c = await create({ certificateType: 'Other', notes: 'Paid in cash — internal.' });
    const text = pdfText((await send('GET', `/api/certificates/${c.id}/pdf`)).rawPayload);
    expect(text).toContain('Certificate No. CERT-');
    expect(text).toContain('No active caries; healthy periodontium.');
    expect(text).toContain('Fit for orthodontic treatment.');
    expect(text).not.toContain('Paid in cash');
    expectProblem(await send('GET', '/api/certificates/999999/pdf'), 404);
  });

  it('exports the list as a real Excel workbook named certificates.xlsx', async () => {
    await create();
    const res = await send('GET', '/api/certificates/export?format=xlsx&certificateType=Dental%20Clearance');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="certificates.xlsx"');
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('permissions', () => {
  it('an accountant (View Patients) reads certificates and templates but changes nothing', async () => {
    const accountant = await ctx.signIn('Accountant');
    const c = await create();
    const t = await template();
    for (const url of [
      '/api/certificates',
      `/api/certificates/${c.id}`,
      `/api/certificates/${c.id}/pdf`,
      '/api/certificate-templates',
    ])
      expect((await send('GET', url, undefined, accountant)).statusCode, url).toBe(200);
    const before = await countRows(ctx.database, 'certificates');
    expectProblem(await send('POST', '/api/certificates', input(), accountant), 403);
    expectProblem(await send('POST', '/api/certificates/generate', { ...input(), templateId: t.id }, accountant), 403);
    expectProblem(
      await send('PATCH', `/api/certificates/${c.id}`, { status: 'Active', version: c.version }, accountant),
      403,
    );
    expectProblem(await send('DELETE', `/api/certificates/${c.id}`, undefined, accountant), 403);
    expectProblem(await send('POST', '/api/certificate-templates', { name: 'x', content: 'y' }, accountant), 403);
    expect(await countRows(ctx.database, 'certificates')).toBe(before);
  });

  it('a receptionist (Edit Patients) generates certificates; nobody signed out sees one', async () => {
    const t = await template();
    const res = await send(
      'POST',
      '/api/certificates/generate',
      { ...input(), templateId: t.id },
      await ctx.signIn('Receptionist'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<Rec>().id;
    for (const url of ['/api/certificates', `/api/certificates/${id}/pdf`, '/api/certificate-templates'])
      expectProblem(await ctx.app.inject({ method: 'GET', url }), 401);
  });
});

import { addDays, todayUtc } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';
import { multipartFile, SAMPLE_FILES } from '../../test/upload.js';

/**
 * Legal compliance documents: a patient's signed document uploaded as a PDF,
 * shown inline in the browser's viewer, its status and expiry, archiving,
 * and who may see them.
 */

type Rec = Record<string, unknown> & {
  id: number;
  version: number;
  document: { id: number; name: string; type: string }[];
};
interface Page {
  items: Rec[];
  total: number;
  pageSize: number;
}

let ctx: TestContext;
let admin: string;
let patientId: number;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const create = async (body: Record<string, unknown>): Promise<Rec> => {
  const res = await inject('POST', '/api/legal-documents', {
    patient: patientId,
    documentType: 'Treatment Consent',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const upload = (id: number, name: string, data: Buffer) => {
  const file = multipartFile(name, data);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/legal-documents/${id}/files/document`,
    headers: { cookie: admin, ...file.headers },
    payload: file.payload,
  });
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  const patient = await inject('POST', '/api/patients', { fullName: 'Lena Fischer', bloodType: 'O+' });
  patientId = patient.json<{ id: number }>().id;
});
afterAll(() => ctx.close());

describe('/api/legal-documents', () => {
  it('creates a signed document for a patient, named; the expiry is optional', async () => {
    const doc = await create({ signedDate: '2026-03-02' });
    expect(doc).toMatchObject({
      status: 'Signed',
      signedDate: '2026-03-02',
      expiryDate: null,
      document: [],
      archivedAt: null,
      labels: { patient: 'Lena Fischer' },
    });
  });

  it('requires a patient and a type, a signed date when signed, and an expiry after it', async () => {
    let res = await inject('POST', '/api/legal-documents', {});
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ patient: 'Patient is required', documentType: 'Document Type is required' });
    res = await inject('POST', '/api/legal-documents', { patient: patientId, documentType: 'Treatment Consent' });
    expect(errorMap(res)).toEqual({ signedDate: 'Signed Date is required for a signed document' });
    res = await inject('POST', '/api/legal-documents', {
      patient: patientId,
      documentType: 'Financial Agreement',
      signedDate: '2026-03-02',
      expiryDate: '2026-03-01',
    });
    expect(errorMap(res)).toEqual({ expiryDate: 'Expiry Date must be after the signed date' });
    const pending = await create({ status: 'Pending Signature' });
    expect(pending.signedDate).toBeNull();
  });

  it('keeps the signed PDF and shows it inline, still typed from its bytes and isolated', async () => {
    // Signed today, valid a year: never past expiry, whatever day the test runs.
    const doc = await create({ signedDate: todayUtc(), expiryDate: addDays(todayUtc(), 365) });
    let res = await upload(doc.id, 'consent signed.pdf', SAMPLE_FILES.pdf);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<{ id: number; name: string; type: string }>();
    expect(file).toMatchObject({ name: 'consent signed.pdf', type: 'application/pdf' });

    // One signed document per record, and a PDF only.
    expectProblem(await upload(doc.id, 'second.pdf', SAMPLE_FILES.pdf), 422);
    const other = await create({ signedDate: '2026-03-02' });
    expectProblem(await upload(other.id, 'scan.png', SAMPLE_FILES.png), 415);

    const url = `/api/legal-documents/${doc.id}/files/${file.id}`;
    res = await inject('GET', `${url}?inline=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="consent signed.pdf"; filename*=UTF-8''consent%20signed.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(res.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    res = await inject('GET', url);
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expectProblem(await inject('GET', `${url}?inline=yes`), 400);

    const listed = (await inject('GET', `/api/legal-documents/${doc.id}`)).json<Rec>();
    expect(listed.document.map((f) => f.name)).toEqual(['consent signed.pdf']);
  });

  it('lists five a page by default, filtered by status, type and patient, and past expiry in SQL', async () => {
    await create({ signedDate: '2020-01-01', expiryDate: '2021-01-01', documentType: 'Photography Consent' });
    const page = (await inject('GET', '/api/legal-documents')).json<Page>();
    expect(page.pageSize).toBe(5);
    const all = (await inject('GET', '/api/legal-documents?pageSize=100')).json<Page>();
    const [today] = await ctx.database.rows<{ d: string }>(sql`select app_today()::text as d`);
    const past = (await inject('GET', '/api/legal-documents?view=pastExpiry&pageSize=100')).json<Page>();
    expect(past.items.map((r) => r.expiryDate)).toEqual(
      all.items.filter((r) => typeof r.expiryDate === 'string' && r.expiryDate < today!.d).map((r) => r.expiryDate),
    );
    expect(past.total).toBe(1);
    const pending = (await inject('GET', '/api/legal-documents?status=Pending%20Signature')).json<Page>();
    expect(pending.items.map((r) => r.status)).toEqual(['Pending Signature']);
    const photos = (await inject('GET', '/api/legal-documents?documentType=Photography%20Consent')).json<Page>();
    expect(photos.total).toBe(1);
    expect((await inject('GET', `/api/legal-documents?patient=${patientId}&pageSize=100`)).json<Page>().total).toBe(
      all.total,
    );
    expect((await inject('GET', '/api/legal-documents?q=fischer&pageSize=100')).json<Page>().total).toBe(all.total);
  });

  it('archives rather than erases, keeping the signed PDF, and restores', async () => {
    const doc = await create({ signedDate: '2026-03-02' });
    await upload(doc.id, 'kept.pdf', SAMPLE_FILES.pdf);
    expect((await inject('DELETE', `/api/legal-documents/${doc.id}`)).statusCode).toBe(204);
    const archived = (await inject('GET', `/api/legal-documents/${doc.id}`)).json<Rec>();
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.document.map((f) => f.name)).toEqual(['kept.pdf']);
    expectProblem(await upload(doc.id, 'more.pdf', SAMPLE_FILES.pdf), 409);
    const restored = await inject('POST', `/api/legal-documents/${doc.id}/restore`);
    expect(restored.json<Rec>().archivedAt).toBeNull();
  });

  it('is for clinic administration only', async () => {
    for (const role of ['Dentist', 'Assistant', 'Receptionist', 'Accountant'] as const) {
      const cookie = await ctx.signIn(role);
      expectProblem(await inject('GET', '/api/legal-documents', undefined, cookie), 403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { clinicInput, errorMap, expectProblem, parseCsv } from '../test/http.js';
import { labTestRefs } from '../test/lab-tests.js';

/**
 * Statuses that the dates and quantities contradict (issue 14): the status a
 * record reads is the one its data implies, the same in the record, the
 * list's filter, the summary tiles and the export.
 */

type Rec = Record<string, unknown> & { id: number; version: number };
type Page = { items: Rec[]; total: number };

let ctx: TestContext;
let admin: string;
let refs: { patientId: number; doctorId: number; clinicId: number };
const PAST = '2020-01-31';
const FUTURE = '2099-12-31';

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
const create = async (name: string, body: object): Promise<Rec> => {
  const res = await send('POST', `/api/${name}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const list = async (name: string, query: string): Promise<Page> => {
  const res = await send('GET', `/api/${name}?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const ids = (p: Page) => p.items.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  const people = await labTestRefs(ctx, admin);
  const clinic = await create('clinics', clinicInput({ name: 'Derived Status Clinic' }));
  refs = { ...people, clinicId: clinic.id };
});
afterAll(() => ctx.close());

describe('a certificate past its Valid Until', () => {
  const certificate = (validUntil: string, status: string) =>
    create('certificates', {
      ...refs,
      certificateType: 'Vaccination',
      status,
      issueDate: '2019-06-01',
      validUntil,
      diagnosis: 'Vaccinated.',
      treatmentDetails: 'Hepatitis B.',
      recommendations: 'None.',
      signature: 'Dr. Samuel Reyes',
    });

  it('reads Expired in the record, the filter, the tiles and the export; a valid one keeps its status', async () => {
    const lapsed = await certificate(PAST, 'Issued');
    const valid = await certificate(FUTURE, 'Active');
    expect(lapsed.status).toBe('Expired');
    expect(valid.status).toBe('Active');

    expect(ids(await list('certificates', 'status=Expired'))).toEqual([lapsed.id]);
    expect(ids(await list('certificates', 'status=Issued'))).toEqual([]);

    const summary = await send('GET', '/api/certificates/summary');
    expect(summary.statusCode, summary.body).toBe(200);
    const tiles = summary.json<{ tiles: { label: string; value: number }[] }>().tiles;
    expect(tiles.find((t) => t.label === 'Expired')?.value).toBe(1);
    expect(tiles.find((t) => t.label === 'Active')?.value).toBe(1);
    const charts = summary.json<{ charts: { title: string; points: { series?: string; value: number }[] }[] }>().charts;
    const statuses = charts.find((c) => c.title === 'Status per type')?.points.map((p) => p.series);
    expect(statuses?.sort()).toEqual(['Active', 'Expired']);

    const csv = parseCsv((await send('GET', '/api/certificates/export?format=csv')).body);
    const status = csv[0]!.indexOf('Status');
    expect(
      csv
        .slice(1)
        .map((r) => r[status])
        .sort(),
    ).toEqual(['Active', 'Expired']);
  });
});

describe('an inventory item', () => {
  const item = (name: string, body: object) =>
    create('inventory-items', { name, category: 'Consumables', unit: 'box', ...body });

  it('reads Out of Stock at 0, Low Stock at its reorder level, Expired past expiry, in records and filters', async () => {
    const empty = await item('Derived gloves', { quantity: 0, status: 'In Stock' });
    const low = await item('Derived masks', { quantity: 3, reorderLevel: 5 });
    const expired = await item('Derived anaesthetic', { quantity: 50, expiryDate: PAST });
    const fine = await item('Derived bibs', { quantity: 50, expiryDate: FUTURE });
    expect([empty.status, low.status, expired.status, fine.status]).toEqual([
      'Out of Stock',
      'Low Stock',
      'Expired',
      'In Stock',
    ]);
    expect(ids(await list('inventory-items', 'status=Out%20of%20Stock'))).toEqual([empty.id]);
    expect(ids(await list('inventory-items', 'status=In%20Stock'))).toEqual([fine.id]);
    const sorted = await list('inventory-items', 'sort=status');
    expect(sorted.items.map((r) => r.status)).toEqual(['Expired', 'In Stock', 'Low Stock', 'Out of Stock']);
  });
});

describe('a legal document past its expiry', () => {
  const doc = (status: string, expiryDate: string) =>
    create('legal-documents', {
      patient: refs.patientId,
      documentType: 'Treatment Consent',
      status,
      signedDate: '2019-01-01',
      expiryDate,
    });

  it('reads Expired instead of Signed; a revoked one stays Revoked', async () => {
    const lapsed = await doc('Signed', PAST);
    const revoked = await doc('Revoked', PAST);
    const current = await doc('Signed', FUTURE);
    expect([lapsed.status, revoked.status, current.status]).toEqual(['Expired', 'Revoked', 'Signed']);
    expect(ids(await list('legal-documents', 'status=Signed'))).toEqual([current.id]);
    expect(ids(await list('legal-documents', 'status=Expired'))).toEqual([lapsed.id]);
  });
});

describe('equipment after Add Maintenance', () => {
  it('is no longer overdue while In Maintenance, and takes the next service date it was given', async () => {
    const chair = await create('equipment', {
      equipmentName: 'Derived chair',
      clinic: refs.clinicId,
      nextServiceDue: PAST,
    });
    expect(ids(await list('equipment', 'view=overdue'))).toEqual([chair.id]);

    let res = await send('POST', `/api/equipment/${chair.id}/maintenance`, {
      date: '2026-01-10',
      type: 'Repair',
      nextServiceDue: '2026-01-01',
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ nextServiceDue: 'Next Service Due must be after the maintenance date' });

    res = await send('POST', `/api/equipment/${chair.id}/maintenance`, {
      date: '2026-01-10',
      type: 'Repair',
      nextServiceDue: FUTURE,
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = (await send('GET', `/api/equipment/${chair.id}`)).json<Rec>();
    expect(after).toMatchObject({ status: 'In Maintenance', lastServiceDate: '2026-01-10', nextServiceDue: FUTURE });
    expect(ids(await list('equipment', 'view=overdue'))).toEqual([]);
  });

  it('stays out of the Overdue view while In Maintenance even without a new date', async () => {
    const unit = await create('equipment', {
      equipmentName: 'Derived autoclave',
      clinic: refs.clinicId,
      nextServiceDue: PAST,
    });
    const res = await send('POST', `/api/equipment/${unit.id}/maintenance`, { date: '2026-01-10', type: 'Cleaning' });
    expect(res.statusCode, res.body).toBe(201);
    expect(ids(await list('equipment', 'view=overdue'))).not.toContain(unit.id);
  });
});

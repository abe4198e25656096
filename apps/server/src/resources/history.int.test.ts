import type { HistoryEntry, HistoryPage } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { expectProblem } from '../test/http.js';

/** `GET /api/{name}/:id/history`: the audit log of one record, for anyone who may read it. */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let keeper: string;
let dentist: string;
let categoryId: number;
let makerA: Rec;
let makerB: Rec;

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = keeper) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const created = async (url: string, payload: unknown, cookie = keeper): Promise<Rec> => {
  const res = await send('POST', url, payload, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

const maker = (name: string, licenseNumber: string) =>
  created('/api/medicament-manufacturers', {
    name,
    licenseNumber,
    phone: '+44 20 8047 5000',
    email: 'orders@maker.example',
    city: 'London',
    country: 'United Kingdom',
    contractStartDate: '2024-01-01',
  });

const medicament = () =>
  created('/api/medicaments', {
    name: 'Advil 400 mg',
    genericName: 'Ibuprofen',
    categoryId,
    manufacturerId: makerA.id,
    dosageForm: 'Tablet',
    strength: '400 mg',
    description: 'Anti-inflammatory analgesic.',
    activeIngredients: [{ ingredient: 'Ibuprofen', concentration: '400 mg' }],
    usageInstructions: 'One tablet every 8 hours with food.',
    stockQuantity: 40,
    pricePerUnit: '0.18',
    expirationDate: '2027-01-31',
    storageConditions: 'Below 25 °C',
    barcode: '4006381333931',
    batchNumber: 'IBU26-0007',
  });

const history = async (resource: string, id: number, query = '', cookie = keeper): Promise<HistoryPage> => {
  const res = await send('GET', `/api/${resource}/${id}/history${query}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HistoryPage>();
};

const changeOf = (entry: HistoryEntry | undefined, field: string) => entry?.changes.find((c) => c.field === field);

beforeAll(async () => {
  ctx = await createTestContext();
  keeper = await ctx.signIn('Assistant', 'amelia.keeper');
  dentist = await ctx.signIn('Dentist', 'dr.house');
  categoryId = (await created('/api/medicament-categories', { name: 'Analgesic', description: 'Pain relief' })).id;
  makerA = await maker('Pfizer', 'US-FDA-0105');
  makerB = await maker('Bayer', 'DE-BFARM-3310');
});
afterAll(() => ctx.close());

describe('GET /api/{name}/:id/history', () => {
  it('lists who did what and when, newest first, field by field with old and new values', async () => {
    const m = await medicament();
    const put = await send('PUT', `/api/medicaments/${m.id}`, {
      ...Object.fromEntries(
        Object.entries(m).filter(([k]) => !['id', 'createdAt', 'updatedAt', 'labels', 'archivedAt'].includes(k)),
      ),
      pricePerUnit: '0.25',
      manufacturerId: makerB.id,
      version: m.version,
    });
    expect(put.statusCode, put.body).toBe(200);
    const patched = await send('PATCH', `/api/medicaments/${m.id}`, { status: 'Unavailable', version: m.version + 1 });
    expect(patched.statusCode, patched.body).toBe(200);

    const page = await history('medicaments', m.id);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    const [status, edit, create] = page.items;

    expect(status?.user).toEqual({ id: expect.any(Number), name: 'amelia.keeper' });
    expect(status?.changes).toEqual([{ field: 'status', from: 'Available', to: 'Unavailable' }]);

    // Only what changed; money as the API shows it; references with the names of both records.
    expect(edit?.changes.map((c) => c.field).sort()).toEqual(['manufacturerId', 'pricePerUnit']);
    expect(changeOf(edit, 'pricePerUnit')).toEqual({ field: 'pricePerUnit', from: '0.18', to: '0.25' });
    expect(changeOf(edit, 'manufacturerId')).toEqual({
      field: 'manufacturerId',
      from: makerA.id,
      to: makerB.id,
      fromLabel: 'Pfizer',
      toLabel: 'Bayer',
    });

    // The creation lists the values it started with.
    expect(changeOf(create, 'name')).toEqual({ field: 'name', from: null, to: 'Advil 400 mg' });
    expect(changeOf(create, 'activeIngredients')?.to).toEqual([{ ingredient: 'Ibuprofen', concentration: '400 mg' }]);
    for (const e of page.items) expect(Date.parse(e.at)).not.toBeNaN();
    expect(Date.parse(status?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(create?.at ?? ''));
  });

  it('records archiving and restoring', async () => {
    const m = await medicament();
    expect((await send('DELETE', `/api/medicaments/${m.id}`)).statusCode).toBe(204);
    expect((await send('POST', `/api/medicaments/${m.id}/restore`, {})).statusCode).toBe(200);
    const page = await history('medicaments', m.id);
    expect(page.items.map((e) => e.action)).toEqual(['restore', 'archive', 'create']);
    expect(page.items[0]?.changes).toEqual([]);
  });

  it('is paged', async () => {
    const m = await medicament();
    for (const [i, stockQuantity] of [41, 42, 43].entries())
      expect(
        (await send('PATCH', `/api/medicaments/${m.id}`, { stockQuantity, version: m.version + i })).statusCode,
      ).toBe(200);
    const second = await history('medicaments', m.id, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(second.items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(changeOf(second.items[0], 'stockQuantity')).toMatchObject({ from: 40, to: 41 });
    expectProblem(await send('GET', `/api/medicaments/${m.id}/history?pageSize=101`), 400);
  });

  it('leaves out what the server computes (a manufacturer’s supplied count)', async () => {
    const page = await history('medicament-manufacturers', makerA.id);
    expect(page.items.at(-1)?.action).toBe('create');
    expect(page.items.flatMap((e) => e.changes.map((c) => c.field))).not.toContain('medicamentsSupplied');
  });

  it('needs the read permission of the record type, and an existing record', async () => {
    const m = await medicament();
    expect((await history('medicaments', m.id, '', dentist)).total).toBe(1);
    expectProblem(await send('GET', `/api/medicament-manufacturers/${makerA.id}/history`, undefined, dentist), 403);
    expectProblem(await ctx.app.inject({ url: `/api/medicaments/${m.id}/history` }), 401);
    expectProblem(await send('GET', '/api/medicaments/999999/history'), 404);
    expectProblem(await send('GET', '/api/medicaments/abc/history'), 400);
  });

  it('a personal record’s history is its owner’s alone', async () => {
    const note = await created('/api/notes', { title: 'Order more gloves' }, dentist);
    expect((await history('notes', note.id, '', dentist)).items[0]?.user?.name).toBe('dr.house');
    expectProblem(await send('GET', `/api/notes/${note.id}/history`), 404);
  });
});

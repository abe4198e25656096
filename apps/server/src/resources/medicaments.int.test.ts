import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { countRows, errorMap, expectProblem } from '../test/http.js';

/**
 * Medicaments and their manufacturers: the links to categories and
 * manufacturers, search by manufacturer name, the supplied count, the rules,
 * archiving and who may do what.
 */

type Rec = Record<string, unknown> & { id: number; version: number; labels?: Record<string, string | null> };

let ctx: TestContext;
let keeper: string; // Assistant: inventory.manage
let dentist: string; // patients.view only
let categoryId: number;
let otherCategoryId: number;
let serial = 0;
const next = () => ++serial;

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = keeper) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const manufacturerInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Septodont ${next()}`,
  licenseNumber: `FR-ANSM-${next()}`,
  phone: '+33 1 49 76 70 00',
  email: 'orders@septodont.example',
  website: 'https://www.septodont.com',
  contactName: 'Claire Moreau',
  contactPhone: '+33 1 49 76 70 12',
  contactEmail: 'c.moreau@septodont.example',
  street: '58 Rue du Pont de Créteil',
  city: 'Saint-Maur-des-Fossés',
  state: null,
  postalCode: '94100',
  country: 'France',
  certifications: ['GMP', 'ISO'],
  contractStartDate: '2024-01-01',
  contractEndDate: '2027-12-31',
  ...overrides,
});

const createManufacturer = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await send('POST', '/api/medicament-manufacturers', manufacturerInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

let manufacturerId: number;
const medicamentInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Amoxicillin 500 mg ${next()}`,
  genericName: 'Amoxicillin',
  categoryId,
  manufacturerId,
  dosageForm: 'Capsule',
  strength: '500 mg',
  requiresPrescription: true,
  status: 'Available',
  description: 'First-line antibiotic for dental abscesses.',
  activeIngredients: [{ ingredient: 'Amoxicillin trihydrate', concentration: '500 mg' }],
  sideEffects: ['Diarrhoea', 'Nausea'],
  contraindications: ['Allergy to penicillins'],
  usageInstructions: 'One capsule three times a day for 5 days.',
  stockQuantity: 120,
  pricePerUnit: '0.32',
  expirationDate: '2027-06-30',
  storageConditions: 'Below 25 °C',
  barcode: '4006381333931',
  batchNumber: 'AMO26-0042',
  ...overrides,
});

const createMedicament = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await send('POST', '/api/medicaments', medicamentInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

beforeAll(async () => {
  ctx = await createTestContext();
  keeper = await ctx.signIn('Assistant');
  dentist = await ctx.signIn('Dentist');
  const category = async (name: string) =>
    (await send('POST', '/api/medicament-categories', { name, description: `${name} medicines` })).json<Rec>().id;
  categoryId = await category('Antibiotic');
  otherCategoryId = await category('Analgesic');
  manufacturerId = (await createManufacturer({ name: 'Sandoz Generics' })).id;
});
afterAll(() => ctx.close());

describe('/api/medicament-manufacturers', () => {
  it('creates an Active manufacturer by default, supplying nothing yet', async () => {
    const { status: _s, ...input } = manufacturerInput() as Record<string, unknown>;
    const res = await send('POST', '/api/medicament-manufacturers', input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Active', medicamentsSupplied: 0, certifications: ['GMP', 'ISO'] });
  });

  it('refuses a licence number already in use, whatever its case (422 at licenseNumber)', async () => {
    const first = await createManufacturer({ licenseNumber: 'BE-FAMHP-2094' });
    const before = await countRows(ctx.database, 'medicament_manufacturers');
    const res = await send(
      'POST',
      '/api/medicament-manufacturers',
      manufacturerInput({ licenseNumber: 'be-famhp-2094' }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ licenseNumber: 'A manufacturer with this license number already exists' });
    expect(await countRows(ctx.database, 'medicament_manufacturers')).toBe(before);
    expect(first.licenseNumber).toBe('BE-FAMHP-2094');
  });

  it('a contract cannot end before it starts, on create, replace and patch', async () => {
    const rule = { contractEndDate: 'Contract End Date must not be before the start date' };
    let res = await send(
      'POST',
      '/api/medicament-manufacturers',
      manufacturerInput({ contractStartDate: '2025-01-01', contractEndDate: '2024-12-31' }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual(rule);

    const m = await createManufacturer({ contractStartDate: '2025-01-01', contractEndDate: null });
    res = await send('PUT', `/api/medicament-manufacturers/${m.id}`, {
      ...manufacturerInput({ licenseNumber: m.licenseNumber, contractStartDate: '2025-06-01' }),
      contractEndDate: '2025-05-31',
      version: m.version,
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual(rule);
    res = await send('PATCH', `/api/medicament-manufacturers/${m.id}`, {
      contractEndDate: '2024-01-01',
      version: m.version,
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual(rule);
    // The same day is a valid (one-day) contract.
    res = await send('PATCH', `/api/medicament-manufacturers/${m.id}`, {
      contractEndDate: '2025-01-01',
      version: m.version,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a certification outside GMP, ISO and Other, and a status outside Active and Inactive', async () => {
    const res = await send(
      'POST',
      '/api/medicament-manufacturers',
      manufacturerInput({ certifications: ['FDA'], status: 'Closed' }),
    );
    expectProblem(res, 422);
    expect(Object.keys(errorMap(res)).sort()).toEqual(['certifications.0', 'status']);
  });

  it('counts the live medicaments it supplies, sorts by that count, and cannot go while it supplies any', async () => {
    const maker = await createManufacturer({ name: 'Counted Pharma' });
    const a = await createMedicament({ manufacturerId: maker.id });
    await createMedicament({ manufacturerId: maker.id });
    const read = async () =>
      (await send('GET', `/api/medicament-manufacturers/${maker.id}`)).json<Rec>().medicamentsSupplied;
    expect(await read()).toBe(2);

    const list = await send('GET', '/api/medicament-manufacturers?sort=-medicamentsSupplied&pageSize=1');
    expect(list.json<{ items: Rec[] }>().items[0]?.medicamentsSupplied).toBeGreaterThanOrEqual(2);

    // An archived medicament is no longer supplied.
    expect((await send('DELETE', `/api/medicaments/${a.id}`)).statusCode).toBe(204);
    expect(await read()).toBe(1);

    // Still named by a medicament (even an archived one): the manufacturer stays.
    const res = await send('DELETE', `/api/medicament-manufacturers/${maker.id}`);
    expectProblem(res, 409, 'This manufacturer supplies medicaments and cannot be deleted.');
    const category = await send('DELETE', `/api/medicament-categories/${categoryId}`);
    expectProblem(category, 409, 'This category has medicaments and cannot be deleted.');
    expect((await send('GET', `/api/medicament-manufacturers/${maker.id}`)).statusCode).toBe(200);
  });

  it('the count is never written by a client', async () => {
    const res = await send('POST', '/api/medicament-manufacturers', manufacturerInput({ medicamentsSupplied: 40 }));
    expectProblem(res, 400);
    expect(errorMap(res)).toEqual({ medicamentsSupplied: 'Unknown field' });
  });
});

describe('/api/medicaments', () => {
  it('stores every field: ingredients as rows, lists, money as a decimal string, references by id with their names', async () => {
    const m = await createMedicament({ pricePerUnit: '12.5' });
    expect(m).toMatchObject({
      genericName: 'Amoxicillin',
      categoryId,
      manufacturerId,
      dosageForm: 'Capsule',
      requiresPrescription: true,
      activeIngredients: [{ ingredient: 'Amoxicillin trihydrate', concentration: '500 mg' }],
      sideEffects: ['Diarrhoea', 'Nausea'],
      contraindications: ['Allergy to penicillins'],
      stockQuantity: 120,
      pricePerUnit: '12.50',
      expirationDate: '2027-06-30',
      status: 'Available',
      archivedAt: null,
    });
    expect(m.labels).toMatchObject({ categoryId: 'Antibiotic', manufacturerId: 'Sandoz Generics' });
  });

  it('defaults: Available, no prescription needed, empty side effects and contraindications', async () => {
    const {
      status: _s,
      requiresPrescription: _r,
      sideEffects: _e,
      contraindications: _c,
      ...input
    } = medicamentInput() as Record<string, unknown>;
    const res = await send('POST', '/api/medicaments', input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Available',
      requiresPrescription: false,
      sideEffects: [],
      contraindications: [],
    });
  });

  it('needs at least one complete ingredient; blank ingredient rows are dropped', async () => {
    const blank = { ingredient: '', concentration: '' };
    const kept = await createMedicament({
      activeIngredients: [blank, { ingredient: 'Ibuprofen', concentration: '400 mg' }, blank],
    });
    expect(kept.activeIngredients).toEqual([{ ingredient: 'Ibuprofen', concentration: '400 mg' }]);

    let res = await send('POST', '/api/medicaments', medicamentInput({ activeIngredients: [blank] }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ activeIngredients: 'Active Ingredients is required' });
    res = await send(
      'POST',
      '/api/medicaments',
      medicamentInput({ activeIngredients: [{ ingredient: 'Lidocaine', concentration: '' }] }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ 'activeIngredients.0.concentration': 'Concentration is required' });
  });

  it('reports every missing required field with its message, and stores nothing', async () => {
    const before = await countRows(ctx.database, 'medicaments');
    const res = await send('POST', '/api/medicaments', {});
    expectProblem(res, 422);
    const errors = errorMap(res);
    for (const [path, message] of Object.entries({
      name: 'Name is required',
      genericName: 'Generic Name is required',
      categoryId: 'Category is required',
      manufacturerId: 'Manufacturer is required',
      dosageForm: 'Dosage Form is required',
      strength: 'Strength is required',
      description: 'Description is required',
      usageInstructions: 'Usage Instructions is required',
      pricePerUnit: 'Price per Unit is required',
      expirationDate: 'Expiration Date is required',
      storageConditions: 'Storage Conditions is required',
      barcode: 'Barcode is required',
      batchNumber: 'Batch Number is required',
    }))
      expect(errors[path], path).toBe(message);
    expect(await countRows(ctx.database, 'medicaments')).toBe(before);
  });

  it('stock is a whole number of at least 0; price is money with at most two decimals', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ stockQuantity: -1 }, 'stockQuantity', 'Stock Quantity must be at least 0'],
      [{ stockQuantity: 2.5 }, 'stockQuantity', 'Stock Quantity must be a whole number'],
      [{ pricePerUnit: '1.234' }, 'pricePerUnit', 'Price per Unit must be an amount such as 12.50'],
      [{ pricePerUnit: '-1.00' }, 'pricePerUnit', 'Price per Unit must be at least 0'],
      [{ sideEffects: ['Nausea', ' '] }, 'sideEffects.1', 'Side Effects: remove the empty entry'],
      [
        { dosageForm: 'Mouthwash' },
        'dosageForm',
        'Dosage Form must be one of: Tablet, Capsule, Syrup, Injection, Gel, Spray',
      ],
      [{ expirationDate: '2027-02-30' }, 'expirationDate', 'Expiration Date must be a date (YYYY-MM-DD)'],
    ];
    for (const [override, path, message] of cases) {
      const res = await send('POST', '/api/medicaments', medicamentInput(override));
      expectProblem(res, 422);
      expect(errorMap(res)[path], JSON.stringify(override)).toBe(message);
    }
  });

  it('a category or manufacturer that does not exist is a 422 at its field', async () => {
    let res = await send('POST', '/api/medicaments', medicamentInput({ manufacturerId: 999_999 }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ manufacturerId: 'Manufacturer does not exist' });
    res = await send('POST', '/api/medicaments', medicamentInput({ categoryId: 999_999 }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ categoryId: 'Category does not exist' });
    const m = await createMedicament();
    res = await send('PATCH', `/api/medicaments/${m.id}`, { manufacturerId: 999_999, version: m.version });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ manufacturerId: 'Manufacturer does not exist' });
  });

  it('the search finds medicaments by their name or by the name of their manufacturer', async () => {
    const maker = await createManufacturer({ name: 'Zyloxa Laboratories' });
    const mine = await createMedicament({ name: 'Clindamycin 300 mg', manufacturerId: maker.id });
    await createMedicament({ name: 'Metronidazole 500 mg' });
    const search = async (q: string) =>
      (await send('GET', `/api/medicaments?q=${encodeURIComponent(q)}&pageSize=100`, undefined, dentist)).json<{
        items: Rec[];
        total: number;
      }>();

    const byMaker = await search('zyloxa');
    expect(byMaker.items.map((r) => r.id)).toEqual([mine.id]);
    expect(byMaker.total).toBe(1);
    expect(byMaker.items[0]?.labels?.manufacturerId).toBe('Zyloxa Laboratories');
    expect((await search('clindamycin')).items.map((r) => r.id)).toEqual([mine.id]);
    // LIKE wildcards are text, not patterns.
    expect((await search('%')).total).toBe(0);
  });

  it('filters by status and category, sorts by price', async () => {
    const cheap = await createMedicament({ categoryId: otherCategoryId, pricePerUnit: '0.05', status: 'Expired' });
    const dear = await createMedicament({ categoryId: otherCategoryId, pricePerUnit: '99.90', status: 'Expired' });
    const res = await send('GET', `/api/medicaments?status=Expired&categoryId=${otherCategoryId}&sort=-pricePerUnit`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ items: Rec[] }>().items.map((r) => r.id)).toEqual([dear.id, cheap.id]);
  });

  it('the status switch is a PATCH with the version; a stale version is refused', async () => {
    const m = await createMedicament();
    const res = await send('PATCH', `/api/medicaments/${m.id}`, { status: 'Unavailable', version: m.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Unavailable', version: m.version + 1, stockQuantity: 120 });
    const stale = await send('PATCH', `/api/medicaments/${m.id}`, { status: 'Available', version: m.version });
    expectProblem(stale, 409);
    expect((await send('GET', `/api/medicaments/${m.id}`)).json()).toMatchObject({ status: 'Unavailable' });
  });

  it('archive hides a medicament from the list, the archived list shows it, restore brings it back', async () => {
    const m = await createMedicament({ name: 'Archivable Aciclovir' });
    const listed = async (archived: boolean) =>
      (await send('GET', `/api/medicaments?q=Archivable&archived=${archived}`))
        .json<{ items: Rec[] }>()
        .items.map((r) => r.id);
    expect(await listed(false)).toEqual([m.id]);
    expect((await send('DELETE', `/api/medicaments/${m.id}`)).statusCode).toBe(204);
    expect(await listed(false)).toEqual([]);
    expect(await listed(true)).toEqual([m.id]);
    // Archived: read-only until restored.
    const archived = (await send('GET', `/api/medicaments/${m.id}`)).json<Rec>();
    expect(archived.archivedAt).toEqual(expect.any(String));
    expectProblem(
      await send('PATCH', `/api/medicaments/${m.id}`, { status: 'Expired', version: archived.version }),
      409,
    );

    const back = await send('POST', `/api/medicaments/${m.id}/restore`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ archivedAt: null });
    expect(await listed(false)).toEqual([m.id]);
  });

  it('bulk delete archives every selected medicament', async () => {
    const a = await createMedicament({ name: 'Bulk one' });
    const b = await createMedicament({ name: 'Bulk two' });
    const res = await send('POST', '/api/medicaments/bulk-delete', { ids: [a.id, b.id] });
    expect(res.json()).toEqual({ deleted: 2 });
    const live = (await send('GET', '/api/medicaments?q=Bulk')).json<{ total: number }>();
    expect(live.total).toBe(0);
  });
});

describe('who may do what', () => {
  it('a dentist reads medicaments (to prescribe) but does not change them', async () => {
    const m = await createMedicament();
    expect((await send('GET', '/api/medicaments', undefined, dentist)).statusCode).toBe(200);
    expect((await send('GET', `/api/medicaments/${m.id}`, undefined, dentist)).statusCode).toBe(200);
    expect((await send('GET', `/api/medicaments/${m.id}/history`, undefined, dentist)).statusCode).toBe(200);
    expectProblem(await send('POST', '/api/medicaments', medicamentInput(), dentist), 403);
    expectProblem(await send('PATCH', `/api/medicaments/${m.id}`, { status: 'Expired', version: 1 }, dentist), 403);
    expectProblem(await send('DELETE', `/api/medicaments/${m.id}`, undefined, dentist), 403);
  });

  it('manufacturers (purchasing data) are for the staff who manage the stock', async () => {
    expectProblem(await send('GET', '/api/medicament-manufacturers', undefined, dentist), 403);
    const receptionist = await ctx.signIn('Receptionist');
    expectProblem(await send('GET', '/api/medicament-manufacturers', undefined, receptionist), 403);
    const accountant = await ctx.signIn('Accountant');
    expect((await send('GET', '/api/medicament-manufacturers', undefined, accountant)).statusCode).toBe(200);
  });

  it('anonymous callers get 401', async () => {
    expectProblem(await ctx.app.inject({ url: '/api/medicaments' }), 401);
    expectProblem(await ctx.app.inject({ url: '/api/medicament-manufacturers' }), 401);
  });
});

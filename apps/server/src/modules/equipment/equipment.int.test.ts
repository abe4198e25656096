import { isEquipmentOverdue, type MaintenanceList, type MaintenanceRecord } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { clinicInput, errorMap, expectProblem, parseCsv, staffInput } from '../../test/http.js';

/**
 * Equipment maintenance: the record and its Overdue view in SQL, the
 * technician from staff, Add Maintenance and its history, scheduling,
 * Mark as In Maintenance on a selection, the export, deleting, access.
 */

type Rec = Record<string, unknown> & { id: number; version: number; labels?: Record<string, string | null> };
interface Page {
  items: Rec[];
  total: number;
}

let ctx: TestContext;
let assistant: string;
let dentist: string;
let clinicId: number;
let otherClinicId: number;
let technicianId: number;

const dayFrom = async (days: number): Promise<string> => {
  const [row] = await ctx.database.rows<{ d: string }>(sql`select (app_today() + ${days}::int)::text as d`);
  return row!.d;
};

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = assistant,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const create = async (body: Record<string, unknown>): Promise<Rec> => {
  const res = await inject('POST', '/api/equipment', { clinic: clinicId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const list = async (query: string): Promise<Page> => {
  const res = await inject('GET', `/api/equipment?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const names = (p: Page) => p.items.map((r) => r.equipmentName).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  assistant = await ctx.signIn('Assistant');
  dentist = await ctx.signIn('Dentist');
  const admin = await ctx.signIn('Admin');
  const clinic = async (name: string) =>
    (await inject('POST', '/api/clinics', clinicInput({ name }), admin)).json<{ id: number }>().id;
  clinicId = await clinic('Equipment Clinic');
  otherClinicId = await clinic('Annex Clinic');
  const tech = await inject('POST', '/api/staff', staffInput({ fullName: 'Tomas Reyes', role: 'Assistant' }), admin);
  technicianId = tech.json<{ id: number }>().id;
});
afterAll(() => ctx.close());

describe('/api/equipment', () => {
  it('creates equipment In Service by default, its clinic and technician named', async () => {
    const chair = await create({ equipmentName: 'Dental chair A1', assignedTechnician: technicianId });
    expect(chair).toMatchObject({
      status: 'In Service',
      modelNumber: null,
      nextServiceDue: null,
      attachments: [],
      labels: { clinic: 'Equipment Clinic', assignedTechnician: 'Tomas Reyes' },
    });
  });

  it('requires a clinic and a name, and a known status and technician', async () => {
    let res = await inject('POST', '/api/equipment', {});
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ equipmentName: 'Equipment Name is required', clinic: 'Clinic is required' });
    res = await inject('POST', '/api/equipment', { equipmentName: 'X', clinic: clinicId, status: 'Broken' });
    expect(errorMap(res).status).toBe(
      'Status must be one of: In Service, Out of Service, Maintenance Due, In Maintenance, Retired',
    );
    res = await inject('POST', '/api/equipment', { equipmentName: 'X', clinic: clinicId, assignedTechnician: 999999 });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ assignedTechnician: 'Assigned Technician does not exist' });
  });

  it('filters by name, status, technician and clinic in SQL', async () => {
    await create({ equipmentName: 'Autoclave Lisa 22', status: 'Out of Service', modelNumber: 'LISA-22' });
    await create({ equipmentName: 'Intraoral scanner', clinic: otherClinicId, assignedTechnician: technicianId });
    expect(names(await list('q=autoclave'))).toEqual(['Autoclave Lisa 22']);
    expect(names(await list('q=lisa-22'))).toEqual(['Autoclave Lisa 22']);
    expect(names(await list('status=Out%20of%20Service'))).toEqual(['Autoclave Lisa 22']);
    expect(names(await list(`assignedTechnician=${technicianId}`))).toEqual(['Dental chair A1', 'Intraoral scanner']);
    expect(names(await list(`clinic=${otherClinicId}`))).toEqual(['Intraoral scanner']);
    expectProblem(await inject('GET', '/api/equipment?status=Broken'), 400);
  });

  it('lists as overdue what was due before today and is not retired, as the domain rule says', async () => {
    const yesterday = await dayFrom(-1);
    const today = await dayFrom(0);
    const made = [
      await create({ equipmentName: 'Overdue X-ray', nextServiceDue: yesterday }),
      await create({ equipmentName: 'Retired compressor', nextServiceDue: yesterday, status: 'Retired' }),
      await create({ equipmentName: 'Due today curing light', nextServiceDue: today }),
      await create({ equipmentName: 'Never scheduled suction' }),
    ];
    const overdue = await list('view=overdue');
    expect(names(overdue)).toEqual(['Overdue X-ray']);
    for (const r of made)
      expect(isEquipmentOverdue(r, today), String(r.equipmentName)).toBe(r.equipmentName === 'Overdue X-ray');
    expectProblem(await inject('GET', '/api/equipment?view=late'), 400);
  });

  it('adds a maintenance record: In Maintenance, last service moved on, history newest first, audited', async () => {
    const unit = await create({ equipmentName: 'Panoramic X-ray', lastServiceDate: '2026-01-10' });
    const url = `/api/equipment/${unit.id}/maintenance`;
    const empty = await inject('GET', url);
    expect(empty.json<MaintenanceList>()).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });

    let res = await inject('POST', url, { date: '2026-02-01', type: 'Calibration', notes: '  Head aligned  ' });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json<MaintenanceRecord>();
    expect(first).toMatchObject({ date: '2026-02-01', type: 'Calibration', notes: 'Head aligned' });
    expect(first.recordedBy).toMatch(/^assistant/);
    // An older record is kept in the history but does not move the last service back.
    res = await inject('POST', url, { date: '2025-12-01', type: 'Cleaning' });
    expect(res.statusCode, res.body).toBe(201);

    const after = (await inject('GET', `/api/equipment/${unit.id}`)).json<Rec>();
    expect(after).toMatchObject({ status: 'In Maintenance', lastServiceDate: '2026-02-01', version: 3 });
    const history = (await inject('GET', `${url}?pageSize=1`)).json<MaintenanceList>();
    expect(history.total).toBe(2);
    expect(history.items.map((r) => r.date)).toEqual(['2026-02-01']);
    const second = (await inject('GET', `${url}?pageSize=1&page=2`)).json<MaintenanceList>();
    expect(second.items.map((r) => [r.date, r.type, r.notes])).toEqual([['2025-12-01', 'Cleaning', null]]);

    const audit = await inject('GET', `/api/equipment/${unit.id}/history`);
    const changes = audit.json<{ items: { action: string; changes: { field: string; to: unknown }[] }[] }>().items[1];
    expect(changes?.action).toBe('update');
    expect(changes?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'status', to: 'In Maintenance' }),
        expect.objectContaining({ field: 'lastServiceDate', to: '2026-02-01' }),
      ]),
    );
  });

  it('refuses a maintenance record without a date or a known type, and for unknown equipment', async () => {
    const unit = await create({ equipmentName: 'Compressor' });
    const url = `/api/equipment/${unit.id}/maintenance`;
    let res = await inject('POST', url, {});
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ date: 'Date is required', type: 'Type is required' });
    res = await inject('POST', url, { date: '2026-02-30', type: 'Polishing' });
    expect(errorMap(res)).toEqual({
      date: 'Date must be a date (YYYY-MM-DD)',
      type: 'Type must be one of: Routine Check, Repair, Calibration, Cleaning, Software Update, Other',
    });
    expectProblem(
      await inject('POST', '/api/equipment/999999/maintenance', { date: '2026-02-01', type: 'Repair' }),
      404,
    );
    expectProblem(await inject('GET', '/api/equipment/999999/maintenance'), 404);
    expect((await inject('GET', `/api/equipment/${unit.id}`)).json<Rec>().status).toBe('In Service');
  });

  it('schedules maintenance and assigns a technician with a versioned PATCH', async () => {
    const unit = await create({ equipmentName: 'Ultrasonic scaler' });
    let res = await inject('PATCH', `/api/equipment/${unit.id}`, { nextServiceDue: '2027-01-15', version: 1 });
    expect(res.json<Rec>()).toMatchObject({ nextServiceDue: '2027-01-15', version: 2 });
    res = await inject('PATCH', `/api/equipment/${unit.id}`, { assignedTechnician: technicianId, version: 2 });
    expect(res.json<Rec>().labels?.assignedTechnician).toBe('Tomas Reyes');
    expectProblem(await inject('PATCH', `/api/equipment/${unit.id}`, { assignedTechnician: null, version: 2 }), 409);
  });

  it('marks the selected equipment In Maintenance at once, each audited, all or none', async () => {
    const a = await create({ equipmentName: 'Bulk chair 1' });
    const b = await create({ equipmentName: 'Bulk chair 2', status: 'Maintenance Due' });
    const c = await create({ equipmentName: 'Bulk chair 3' });
    const bulk = (items: { id: number; version: number }[], values: Record<string, unknown>, cookie = assistant) =>
      inject('POST', '/api/equipment/bulk-update', { items, values }, cookie);

    let res = await bulk(
      [
        { id: a.id, version: 1 },
        { id: b.id, version: 1 },
      ],
      { status: 'In Maintenance' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const statuses = async () =>
      (await list('q=bulk%20chair')).items.map((r) => [r.equipmentName, r.status, r.version]).sort();
    expect(await statuses()).toEqual([
      ['Bulk chair 1', 'In Maintenance', 2],
      ['Bulk chair 2', 'In Maintenance', 2],
      ['Bulk chair 3', 'In Service', 1],
    ]);
    const history = (await inject('GET', `/api/equipment/${b.id}/history`)).json<{ items: { action: string }[] }>();
    expect(history.items.map((e) => e.action)).toEqual(['update', 'create']);

    // One stale version: nothing changes.
    res = await bulk(
      [
        { id: c.id, version: 1 },
        { id: a.id, version: 1 },
      ],
      { status: 'Retired' },
    );
    expectProblem(res, 409);
    expect(await statuses()).toEqual([
      ['Bulk chair 1', 'In Maintenance', 2],
      ['Bulk chair 2', 'In Maintenance', 2],
      ['Bulk chair 3', 'In Service', 1],
    ]);
    expectProblem(await bulk([{ id: 999999, version: 1 }], { status: 'Retired' }), 404);
    // Only the fields the type allows in bulk, a valid value, each record once.
    res = await bulk([{ id: c.id, version: 1 }], { equipmentName: 'Renamed' });
    expectProblem(res, 400);
    res = await bulk([{ id: c.id, version: 1 }], { status: 'Broken' });
    expect(errorMap(res)['values.status']).toMatch(/^Status must be one of/);
    res = await bulk([{ id: c.id, version: 1 }], {});
    expect(errorMap(res).values).toBe('Give at least one value to set');
    res = await bulk(
      [
        { id: c.id, version: 1 },
        { id: c.id, version: 1 },
      ],
      { status: 'Retired' },
    );
    expect(errorMap(res).items).toBe('Each item may be listed once');
    expectProblem(await bulk([{ id: c.id, version: 1 }], { status: 'Retired' }, dentist), 403);
  });

  it('exports the list, or the selection, as a real Excel workbook', async () => {
    const res = await inject('GET', '/api/equipment/export?format=xlsx&q=bulk%20chair&sort=equipmentName');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="equipment.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toContain('Assigned Technician');
    const namesIn = (s: ExcelJS.Worksheet) =>
      Array.from({ length: s.rowCount - 1 }, (_, i) =>
        String(s.getRow(i + 2).getCell(header.indexOf('Equipment Name')).value),
      );
    expect(namesIn(sheet)).toEqual(['Bulk chair 1', 'Bulk chair 2', 'Bulk chair 3']);
    expect(sheet.getRow(2).getCell(header.indexOf('Clinic')).value).toBe('Equipment Clinic');

    const ids = (await list('q=bulk%20chair&sort=equipmentName')).items.slice(1).map((r) => r.id);
    const selected = await inject('GET', `/api/equipment/export?format=csv&ids=${ids.join(',')}&sort=equipmentName`);
    expect(selected.headers['content-disposition']).toBe('attachment; filename="equipment.csv"');
    expect(parseCsv(selected.body.replace(/^\uFEFF/, '')).map((row) => row[1])).toEqual([
      'Equipment Name',
      'Bulk chair 2',
      'Bulk chair 3',
    ]);
  });

  it('deletes equipment with its maintenance history; a clinic or technician in use cannot be deleted', async () => {
    const unit = await create({ equipmentName: 'Old sterilizer', assignedTechnician: technicianId });
    await inject('POST', `/api/equipment/${unit.id}/maintenance`, { date: '2026-02-01', type: 'Repair' });
    const admin = await ctx.signIn('Admin');
    let res = await inject('DELETE', `/api/staff/${technicianId}`, undefined, admin);
    expectProblem(res, 409, 'This staff member is the technician of some equipment and cannot be deleted.');
    res = await inject('DELETE', `/api/clinics/${otherClinicId}`, undefined, admin);
    expectProblem(res, 409, 'This clinic has equipment and cannot be deleted.');

    res = await inject('DELETE', `/api/equipment/${unit.id}`);
    expect(res.statusCode).toBe(204);
    const [left] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from equipment_maintenance where equipment_id = ${unit.id}`,
    );
    expect(left?.n).toBe(0);
    expectProblem(await inject('GET', `/api/equipment/${unit.id}`), 404);
  });

  it('is for those who manage inventory', async () => {
    expectProblem(await inject('GET', '/api/equipment', undefined, dentist), 403);
    const unit = await create({ equipmentName: 'Guarded chair' });
    const url = `/api/equipment/${unit.id}/maintenance`;
    expectProblem(await inject('GET', url, undefined, dentist), 403);
    expectProblem(await inject('POST', url, { date: '2026-02-01', type: 'Repair' }, dentist), 403);
  });
});

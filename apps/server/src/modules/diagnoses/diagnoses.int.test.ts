import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';
import { createDoctor, createPatient } from '../../test/records.js';

/** Diagnoses: rules, an in-grid edit that saves with its version, the audit trail, charts over time, the workbook. */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let dentist: string;
let patient: number;
let doctor: number;

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist', 'dr.lee');
  const admin = await ctx.signIn('Admin');
  patient = await createPatient(ctx, admin, 'Sofia Martin', 'O-');
  doctor = await createDoctor(ctx, admin);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/diagnoses${url}`, headers: { cookie: dentist }, payload });
const create = async (o: Record<string, unknown> = {}) => {
  const res = await call('POST', '', {
    patient,
    doctor,
    diagnosisDate: '2026-03-10T10:00:00.000Z',
    condition: 'Gingivitis',
    ...o,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

describe('/api/diagnoses', () => {
  it('defaults to Mild; patient, doctor, date and condition are required', async () => {
    expect((await create()).severity).toBe('Mild');
    const res = await call('POST', '', {});
    expectProblem(res, 422);
    expect(Object.keys(errorMap(res)).sort()).toEqual(['condition', 'diagnosisDate', 'doctor', 'patient']);
  });

  it('an in-grid edit of severity saves with the version, a stale one is refused, and the trail names the user', async () => {
    const d = await create({ condition: 'Pulpitis' });
    const saved = await call('PATCH', `/${d.id}`, { severity: 'Severe', version: d.version });
    expect(saved.json<Rec>().severity).toBe('Severe');
    expectProblem(await call('PATCH', `/${d.id}`, { severity: 'Moderate', version: d.version }), 409);

    const history = (await call('GET', `/${d.id}/history`)).json<{
      items: {
        action: string;
        user: { name: string } | null;
        changes: Record<string, { from: unknown; to: unknown }>;
      }[];
    }>();
    const update = history.items.find((h) => h.action === 'update');
    expect(update?.user?.name).toBe('dr.lee');
    expect(update?.changes).toContainEqual(expect.objectContaining({ field: 'severity', from: 'Mild', to: 'Severe' }));
  });

  it('filters by a date range and charts diagnoses per month in time order', async () => {
    await create({ condition: 'Range A', diagnosisDate: '2025-01-15T10:00:00.000Z' });
    await create({ condition: 'Range B', diagnosisDate: '2025-02-20T10:00:00.000Z' });
    await create({ condition: 'Range C', diagnosisDate: '2025-02-21T10:00:00.000Z' });
    const list = (await call('GET', '?from=2025-02-01&to=2025-02-28')).json<{ items: Rec[] }>();
    expect(list.items.map((i) => i.condition).sort()).toEqual(['Range B', 'Range C']);
    const summary = (await call('GET', '/summary?q=Range')).json<{
      charts: { title: string; points: { key: string; value: number }[] }[];
    }>();
    const overTime = summary.charts.find((c) => c.title === 'Diagnoses over time');
    expect(overTime?.points).toEqual([
      { key: '2025-01', value: 1 },
      { key: '2025-02', value: 2 },
    ]);
  });

  it('exports the chosen diagnoses as diagnoses.xlsx', async () => {
    const d = await create({ condition: 'Export me' });
    const res = await call('GET', `/export?format=xlsx&ids=${d.id}`);
    expect(res.headers['content-disposition']).toContain('diagnoses.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(JSON.stringify(sheet.getRow(2).values)).toContain('Export me');
  });
});

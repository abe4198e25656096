import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { countRows, errorMap, expectProblem, parseCsv } from '../test/http.js';
import { labTestInput, labTestRefs } from '../test/lab-tests.js';
import { pdfText } from '../test/pdf-text.js';

/**
 * Lab tests (spec 001): required fields and defaults, minute-precision sample
 * dates, the result as measurements, names of the patient and doctor, the
 * summary, export of selected rows, the PDF, archiving and permissions.
 */

type Rec = Record<string, unknown> & { id: number; version: number; labels?: Record<string, string | null> };

let ctx: TestContext;
let dentist: string;
let refs: { patientId: number; doctorId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  refs = await labTestRefs(ctx, dentist);
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = dentist) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await send('POST', '/api/lab-tests', labTestInput(refs, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

const RESULT = [
  { name: 'Haemoglobin', value: '13.5', unit: 'g/dL', referenceRange: '12 - 16', flag: 'Normal' },
  { name: 'White cells', value: '12.1', unit: '10^9/L', referenceRange: '4 - 11', flag: 'High' },
];

describe('creating a lab test', () => {
  it('requires patient, doctor, test name, category and sample date (422, nothing stored)', async () => {
    const before = await countRows(ctx.database, 'lab_tests');
    const res = await send('POST', '/api/lab-tests', {});
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      patientId: 'Patient is required',
      doctorId: 'Doctor is required',
      testName: 'Test Name is required',
      testCategory: 'Category is required',
      sampleCollectionDate: 'Sample Date is required',
    });
    expect(await countRows(ctx.database, 'lab_tests')).toBe(before);
  });

  it('starts Pending, Routine, at cost 0.00, unpaid and not covered, with no result yet', async () => {
    const test = await create();
    expect(test).toMatchObject({
      testStatus: 'Pending',
      urgencyLevel: 'Routine',
      testCost: '0.00',
      paymentStatus: 'Unpaid',
      insuranceCovered: 'No',
      result: [],
      reports: [],
      clinicId: null,
      archivedAt: null,
    });
    // References read as names.
    expect(test.labels).toMatchObject({ patientId: 'Amelia Hart', doctorId: 'Dr. Samuel Reyes', clinicId: null });
  });

  it('keeps sample dates to the minute', async () => {
    const res = await send(
      'POST',
      '/api/lab-tests',
      labTestInput(refs, { sampleCollectionDate: '2026-03-02T09:30:15.000Z' }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ sampleCollectionDate: 'Sample Date is kept to the minute: leave out the seconds' });
    // Another offset, same minute: accepted and stored as the instant it is.
    const ok = await create({ sampleCollectionDate: '2026-03-02T11:30:00+02:00' });
    expect(ok.sampleCollectionDate).toBe('2026-03-02T09:30:00.000Z');
  });

  it('refuses unknown choices, a negative cost, a delivery before the sample, a missing patient', async () => {
    let res = await send('POST', '/api/lab-tests', labTestInput(refs, { testCategory: 'Saliva', testCost: '-5.00' }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      testCategory: 'Category must be one of: Blood, Urine, Radiology, Biopsy',
      testCost: 'Cost must be at least 0',
    });
    res = await send('POST', '/api/lab-tests', labTestInput(refs, { resultDeliveryDate: '2026-03-01' }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ resultDeliveryDate: 'Result Delivery Date cannot be before the sample date' });
    res = await send('POST', '/api/lab-tests', labTestInput({ ...refs, patientId: 999_999 }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ patientId: 'Patient does not exist' });
  });

  it('stores the result as measurements, dropping empty rows, and checks each', async () => {
    const test = await create({ result: [...RESULT, { name: '', value: '', unit: null }], testStatus: 'Completed' });
    expect(test.result).toEqual(RESULT);
    const res = await send(
      'POST',
      '/api/lab-tests',
      labTestInput(refs, { result: [{ name: 'Glucose', flag: 'Sweet' }] }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toMatchObject({ 'result.0.value': 'Value is required' });
  });
});

describe('the list, summary and export', () => {
  let ids: number[];
  beforeAll(async () => {
    const made = [
      await create({ testName: 'Urinalysis S', testCategory: 'Urine', testStatus: 'Completed' }),
      await create({ testName: 'Biopsy S', testCategory: 'Biopsy', testStatus: 'Pending' }),
      await create({ testName: 'Panoramic S', testCategory: 'Radiology', testStatus: 'Cancelled' }),
    ];
    ids = made.map((r) => r.id);
  });

  it('tiles count every test, the completed and the pending; the line chart shows only those two', async () => {
    const res = await send('GET', '/api/lab-tests/summary');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<{
      tiles: { label: string; value: number }[];
      charts: { title: string; points: { key: string; series?: string; value: number }[] }[];
    }>();
    const total = await countRows(ctx.database, 'lab_tests');
    expect(summary.tiles.map((t) => t.label)).toEqual(['Total Lab Tests', 'Completed', 'Pending']);
    expect(summary.tiles[0]?.value).toBe(total);
    expect(summary.charts.map((c) => c.title)).toEqual([
      'Lab tests by category',
      'Tests per category',
      'Completed and pending per category',
    ]);
    const line = summary.charts[2]!.points;
    expect(new Set(line.map((p) => p.series))).toEqual(new Set(['Completed', 'Pending']));
    expect(line).toContainEqual({ key: 'Biopsy', series: 'Pending', value: 1 });
    expect(line.some((p) => p.key === 'Radiology')).toBe(false);
  });

  it('exports only the selected rows when given ids', async () => {
    const selected = [ids[0]!, ids[2]!];
    const res = await send('GET', `/api/lab-tests/export?format=csv&ids=${selected.join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header = [], ...rows] = parseCsv(res.body);
    const column = (label: string) => header.indexOf(label);
    expect(rows.map((r) => r[column('Test Name')]).sort()).toEqual(['Panoramic S', 'Urinalysis S']);
    expect(rows[0]?.[column('Patient')]).toBe('Amelia Hart');
    expect(rows[0]?.[column('Lab Reports')]).toBe('');
    expectProblem(await send('GET', '/api/lab-tests/export?ids=1,x'), 400);
  });

  it('Delete Selected archives the tests: they leave the list and come back on restore', async () => {
    const res = await send('POST', '/api/lab-tests/bulk-delete', { ids: [ids[1]!] });
    expect(res.json()).toEqual({ deleted: 1 });
    const list = await send('GET', '/api/lab-tests?pageSize=100');
    expect(list.json<{ items: Rec[] }>().items.map((r) => r.id)).not.toContain(ids[1]);
    const archived = await send('GET', '/api/lab-tests?archived=true');
    expect(archived.json<{ items: Rec[] }>().items.map((r) => r.id)).toContain(ids[1]);
    expect((await send('POST', `/api/lab-tests/${ids[1]}/restore`)).statusCode).toBe(200);
  });
});

describe('GET /api/lab-tests/:id/pdf', () => {
  it('is a real PDF of the record: names not ids, the result table, times in the asked time zone', async () => {
    const test = await create({
      testName: 'Lipid panel',
      result: RESULT,
      testCost: '45.50',
      comments: 'Fasting since 22:00.',
    });
    const res = await send('GET', `/api/lab-tests/${test.id}/pdf?tz=Europe/Paris`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="labtest_${test.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const s of [
      'Lab Test',
      'Lipid panel',
      'Amelia Hart',
      'Dr. Samuel Reyes',
      'Haemoglobin',
      'Reference Range',
      '$45.50',
      'Fasting since 22:00.',
      // 09:30 UTC is 10:30 in Paris in March, written out in the reader's language.
      'March 2, 2026 10:30',
    ])
      expect(text).toContain(s);
    expect(text).not.toMatch(new RegExp(`\\b${refs.patientId}\\b.*Patient|Patient\\s+${refs.patientId}\\b`));
    // A document to hand over: no record id, no audit stamps.
    expect(text).not.toMatch(/#\d|Created |Last updated/);
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  });

  it('says No result yet when there is none; 404 for an unknown test; 400 for an unknown time zone', async () => {
    const test = await create();
    const res = await send('GET', `/api/lab-tests/${test.id}/pdf`);
    expect(pdfText(res.rawPayload)).toContain('No result yet');
    expect(pdfText(res.rawPayload)).toContain('March 2, 2026 09:30');
    expectProblem(await send('GET', '/api/lab-tests/999999/pdf'), 404, 'The lab test was not found.');
    expectProblem(await send('GET', `/api/lab-tests/${test.id}/pdf?tz=Mars/Olympus`), 400);
  });
});

describe('permissions', () => {
  it('patients.view reads, lists, exports and prints; only patients.edit writes', async () => {
    const test = await create();
    const accountant = await ctx.signIn('Accountant');
    for (const url of [
      '/api/lab-tests',
      `/api/lab-tests/${test.id}`,
      `/api/lab-tests/${test.id}/pdf`,
      '/api/lab-tests/export',
    ])
      expect((await send('GET', url, undefined, accountant)).statusCode, url).toBe(200);
    expectProblem(await send('POST', '/api/lab-tests', labTestInput(refs), accountant), 403);
    expectProblem(await send('DELETE', `/api/lab-tests/${test.id}`, undefined, accountant), 403);
    const receptionist = await ctx.signIn('Receptionist');
    expect((await send('POST', '/api/lab-tests', labTestInput(refs), receptionist)).statusCode).toBe(201);
    expectProblem(await ctx.app.inject({ method: 'GET', url: `/api/lab-tests/${test.id}/pdf` }), 401);
  });
});

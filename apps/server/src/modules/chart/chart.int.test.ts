import type { ChartResponse } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';

/**
 * The dental chart: entries validated against the tooth model, kept in
 * order with who charted them, the chart's state in one request, and who may
 * chart (a receptionist reads but does not chart).
 */

type Rec = Record<string, unknown> & { id: number; version: number; labels?: Record<string, string | null> };

let ctx: TestContext;
let dentist: string;
let receptionist: string;
let dentistName: string;

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = dentist) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function newPatient(name: string): Promise<number> {
  const res = await inject('POST', '/api/patients', { fullName: name, bloodType: 'O+' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>().id;
}

async function chart(patient: number, body: Record<string, unknown>): Promise<Rec> {
  const res = await inject('POST', '/api/chart-entries', { patient, date: '2026-03-02', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
}

const stateOf = async (patient: number, cookie = dentist): Promise<ChartResponse> => {
  const res = await inject('GET', `/api/patients/${patient}/chart`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChartResponse>();
};

beforeAll(async () => {
  ctx = await createTestContext();
  dentistName = 'chartdentist';
  dentist = await ctx.signIn('Dentist', dentistName);
  receptionist = await ctx.signIn('Receptionist');
});
afterAll(() => ctx.close());

describe('chart entries are validated against the tooth model', () => {
  it('refuses a surface the tooth does not have, naming it', async () => {
    const patient = await newPatient('Surface Check');
    const res = await inject('POST', '/api/chart-entries', {
      patient,
      date: '2026-03-02',
      tooth: '14',
      surfaces: ['O', 'I'],
      condition: 'Decayed',
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ surfaces: 'Tooth 14 has no I surface.' });
  });

  it('refuses a tooth id out of range (primary teeth stop at T)', async () => {
    const patient = await newPatient('Tooth Range');
    for (const tooth of ['U', '33', '0']) {
      const res = await inject('POST', '/api/chart-entries', {
        patient,
        date: '2026-03-02',
        tooth,
        condition: 'Decayed',
      });
      expectProblem(res, 422);
      expect(Object.keys(errorMap(res))).toEqual(['tooth']);
    }
  });

  it('refuses an unknown condition and an unknown procedure record', async () => {
    const patient = await newPatient('Unknown Procedure');
    const bad = await inject('POST', '/api/chart-entries', {
      patient,
      date: '2026-03-02',
      tooth: '3',
      condition: 'Gold Tooth',
    });
    expectProblem(bad, 422);
    expect(Object.keys(errorMap(bad))).toEqual(['condition']);
    const missing = await inject('POST', '/api/chart-entries', {
      patient,
      date: '2026-03-02',
      tooth: '3',
      condition: 'Filled',
      procedure: 999999,
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(errorMap(missing))).toEqual(['procedure']);
  });

  it('charts whole-tooth conditions without surfaces', async () => {
    const patient = await newPatient('Whole Tooth');
    const res = await inject('POST', '/api/chart-entries', {
      patient,
      date: '2026-03-02',
      tooth: '19',
      surfaces: ['O'],
      condition: 'Crown',
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ surfaces: 'Crown is charted on the whole tooth, without surfaces.' });
  });

  it('records who charted it from the session, never from the body', async () => {
    const patient = await newPatient('Recorded By');
    const entry = await chart(patient, { tooth: 'J', surfaces: ['O'], condition: 'Sealant' });
    expect(entry.labels?.recordedBy).toBe(dentistName);
    const forged = await inject('POST', '/api/chart-entries', {
      patient,
      date: '2026-03-02',
      tooth: 'J',
      condition: 'Healthy',
      recordedBy: 1,
    });
    expectProblem(forged, 400);
  });
});

describe('history and state', () => {
  it('keeps the history in order, newest first, and draws the chart from the latest per tooth and surface', async () => {
    const patient = await newPatient('Full Mouth');
    const decayed = await chart(patient, {
      tooth: '14',
      surfaces: ['M', 'O', 'D'],
      condition: 'Decayed',
      date: '2026-01-05',
    });
    await chart(patient, { tooth: '14', surfaces: ['O'], condition: 'Filled', kind: 'Planned', date: '2026-01-05' });
    const filled = await chart(patient, {
      tooth: '14',
      surfaces: ['O'],
      condition: 'Filled',
      kind: 'Completed',
      date: '2026-02-10',
    });
    await chart(patient, { tooth: '30', condition: 'Crown', kind: 'Existing', date: '2020-06-01' });
    await chart(patient, { tooth: '30', condition: 'Extracted', kind: 'Completed', date: '2026-02-11' });
    await chart(patient, { tooth: '1', condition: 'Missing', date: '2026-01-05' });

    const history = await inject('GET', `/api/chart-entries?patient=${patient}&tooth=14&pageSize=50`);
    expect(history.statusCode).toBe(200);
    expect(history.json<{ items: Rec[] }>().items.map((e) => [e.date, e.kind, e.condition])).toEqual([
      ['2026-02-10', 'Completed', 'Filled'],
      ['2026-01-05', 'Planned', 'Filled'],
      ['2026-01-05', 'Condition', 'Decayed'],
    ]);

    const state = await stateOf(patient);
    expect(state.teeth['14']).toMatchObject({
      condition: 'Healthy',
      surfaces: { M: 'Decayed', O: 'Filled', D: 'Decayed' },
      planned: [],
      lastEntry: filled.id,
    });
    expect(state.teeth['30']).toMatchObject({ condition: 'Extracted', absent: true });
    expect(state.teeth['1']).toMatchObject({ condition: 'Missing', absent: true });
    expect(state.teeth['2']).toBeUndefined();
    expect(state.counts).toEqual({ Decayed: 1, Filled: 1, Extracted: 1, Missing: 1 });
    expect(state.entries).toBe(6);
    expect(state.lastCharted).toBe('2026-02-11');

    // A correction is an audited edit: the history of the entry keeps what it said before.
    const fix = await inject('PATCH', `/api/chart-entries/${decayed.id}`, {
      version: decayed.version,
      surfaces: ['M', 'O'],
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const audit = await inject('GET', `/api/chart-entries/${decayed.id}/history`);
    expect(audit.json<{ items: { action: string }[] }>().items.map((i) => i.action)).toEqual(['update', 'create']);
    expect((await stateOf(patient)).teeth['14']?.surfaces).toEqual({ M: 'Decayed', O: 'Filled' });
  });

  it('shows a planned procedure until it is done, and leaves archived entries out', async () => {
    const patient = await newPatient('Planned Work');
    await chart(patient, { tooth: '8', surfaces: ['I'], condition: 'Decayed' });
    await chart(patient, { tooth: '8', surfaces: ['I'], condition: 'Filled', kind: 'Planned' });
    const wrong = await chart(patient, { tooth: '9', condition: 'Fractured' });
    expect((await stateOf(patient)).teeth['8']?.planned).toEqual([{ condition: 'Filled', surfaces: ['I'] }]);
    expect((await inject('DELETE', `/api/chart-entries/${wrong.id}`)).statusCode).toBe(204);
    const state = await stateOf(patient);
    expect(state.teeth['9']).toBeUndefined();
    expect(state.entries).toBe(2);
  });

  it("prints the patient's chart with the card", async () => {
    const patient = await newPatient('Printed Chart');
    await chart(patient, { tooth: '14', surfaces: ['O'], condition: 'Decayed', notes: 'Deep lesion' });
    const res = await inject('GET', `/api/patients/${patient}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/patient_chart_MRN-\d+\.pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws a new patient healthy and answers 404 for an unknown one', async () => {
    const patient = await newPatient('New Mouth');
    expect(await stateOf(patient)).toEqual({
      patient,
      teeth: {},
      areas: [],
      counts: {},
      entries: 0,
      lastCharted: null,
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expectProblem(await inject('GET', '/api/patients/999999/chart'), 404);
  });
});

describe('who charts', () => {
  it('a receptionist reads the chart and its history but does not chart', async () => {
    const patient = await newPatient('Front Desk');
    await chart(patient, { tooth: '3', surfaces: ['O'], condition: 'Decayed' });
    expect((await stateOf(patient, receptionist)).counts).toEqual({ Decayed: 1 });
    const list = await inject('GET', `/api/chart-entries?patient=${patient}`, undefined, receptionist);
    expect(list.statusCode).toBe(200);
    const res = await inject(
      'POST',
      '/api/chart-entries',
      { patient, date: '2026-03-02', tooth: '3', condition: 'Filled' },
      receptionist,
    );
    expectProblem(res, 403);
  });

  it('an assistant charts', async () => {
    const assistant = await ctx.signIn('Assistant');
    const patient = await newPatient('Assisted');
    const res = await inject(
      'POST',
      '/api/chart-entries',
      { patient, date: '2026-03-02', tooth: 'T', condition: 'Decayed', surfaces: ['B'] },
      assistant,
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

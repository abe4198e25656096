import type { ChartResponse } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { clinicInput, doctorInput, errorMap, expectProblem } from '../../test/http.js';
import { setClinicLocalisation } from '../../test/ledger.js';
import { pdfText } from '../../test/pdf-text.js';

/**
 * Where a procedure record is (issue 28): a bridge is one record over its span
 * (abutments and pontic on the chart, one line on the invoice), a scaling is
 * charted on a quadrant, and the server refuses areas that cannot be, naming
 * the field.
 */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let dentist: string;
let admin: string;
let patient: number;
let bridge: number;
let scaling: number;

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie = dentist) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const created = async (url: string, body: Record<string, unknown>, cookie = dentist): Promise<Rec> =>
  (await post(ctx, cookie, url, body)) as Rec;
const entry = (extra: Record<string, unknown>) =>
  inject('POST', '/api/chart-entries', { patient, date: '2026-03-02', ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  admin = await ctx.signIn('Admin');
  patient = (await created('/api/patients', { fullName: 'Area Patient', bloodType: 'O+' })).id;
  const service = (body: Record<string, unknown>) =>
    created('/api/services', { category: 'Prosthodontic', active: true, ...body }, admin);
  bridge = (
    await service({
      code: 'BRG-3U',
      name: 'Three-unit bridge',
      price: '1800.00',
      chartAs: 'Bridge Abutment',
      area: 'Span',
    })
  ).id;
  scaling = (
    await service({
      code: 'SRP-Q',
      name: 'Root planing, per quadrant',
      category: 'Periodontal',
      price: '150.00',
      area: 'Quadrant',
    })
  ).id;
});
afterAll(() => ctx.close());

describe('a procedure’s area', () => {
  it('refuses areas that cannot be, naming the field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { kind: 'Planned', tooth: '3', lastTooth: 'B', service: bridge },
        { lastTooth: 'A span stays in one arch of one dentition: choose a last tooth in the first tooth’s arch.' },
      ],
      [
        { kind: 'Planned', tooth: '3', lastTooth: '30', condition: 'Crown' },
        { lastTooth: 'A span stays in one arch of one dentition: choose a last tooth in the first tooth’s arch.' },
      ],
      [
        { kind: 'Planned', tooth: '3', lastTooth: '3', condition: 'Crown' },
        { lastTooth: 'A span covers two teeth or more: choose a last tooth other than the first.' },
      ],
      [
        { kind: 'Planned', lastTooth: '5', condition: 'Crown' },
        { lastTooth: 'A span runs from a first tooth to a last one: choose the first tooth too.' },
      ],
      [
        { kind: 'Planned', tooth: '3', region: 'Upper Right Quadrant', service: scaling },
        { region: 'A quadrant, sextant or arch covers its own teeth: clear the tooth, or the area.' },
      ],
      [
        { kind: 'Planned', tooth: '3', lastTooth: '5', surfaces: ['O'], condition: 'Filled' },
        { surfaces: 'Surfaces belong to one tooth: a span or an area is charted without surfaces.' },
      ],
      [
        { kind: 'Planned', tooth: '3', service: bridge },
        { lastTooth: 'This service is charted on a span of teeth: choose its first and last tooth.' },
      ],
      [
        { kind: 'Planned', service: scaling },
        { region: 'This service is charted on a quadrant: choose one under Area.' },
      ],
      [
        { kind: 'Planned', region: 'Upper Arch', service: scaling },
        { region: 'This service is charted on a quadrant: choose one under Area.' },
      ],
      [
        { kind: 'Planned', region: 'Left Quadrant', service: scaling },
        { region: expect.any(String) as unknown as string },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await entry(body);
      expectProblem(res, 422);
      expect(errorMap(res), JSON.stringify(body)).toEqual(errors);
    }
    const listed = (await inject('GET', `/api/chart-entries?patient=${patient}`)).json<{ total: number }>();
    expect(listed.total).toBe(0);
  });

  it('keeps old-style records: a tooth, or nothing (the whole mouth)', async () => {
    const tooth = (await entry({ kind: 'Condition', tooth: '30', condition: 'Decayed' })).json<Rec>();
    const mouth = (await entry({ kind: 'Completed', condition: 'Healthy', notes: 'exam' })).json<Rec>();
    expect([tooth.area, mouth.area]).toEqual(['Tooth', 'Mouth']);
    await inject('PATCH', `/api/chart-entries/${tooth.id}`, { version: tooth.version, tooth: '31' });
  });

  it('charts a bridge as one record over its span, draws abutments and pontic, and bills it once as one line', async () => {
    await setClinicLocalisation(ctx, { toothNumbering: 'fdi' });
    const clinic = await created('/api/clinics', { ...clinicInput({ name: 'Area Clinic' }) }, admin);
    // FDI 16–14: Universal 3 to 5, the first molar and the second premolar abutments, the first… pontic between.
    const work = await created('/api/chart-entries', {
      patient,
      date: '2026-03-02',
      kind: 'Planned',
      tooth: '5',
      lastTooth: '3',
      service: bridge,
    });
    expect(work).toMatchObject({
      area: 'Span',
      tooth: '5',
      lastTooth: '3',
      fee: '1800.00',
      condition: 'Bridge Abutment',
    });

    const chart = (await inject('GET', `/api/patients/${patient}/chart`)).json<ChartResponse>();
    expect(chart.areas).toEqual([
      expect.objectContaining({
        entry: work.id,
        area: 'Span',
        kind: 'Planned',
        tooth: '5',
        lastTooth: '3',
        code: 'BRG-3U',
      }),
    ]);
    expect(
      Object.keys(chart.teeth)
        .filter((t) => chart.teeth[t]?.planned.length)
        .sort(),
    ).toEqual(['3', '4', '5']);
    expect(chart.teeth['4']?.planned).toEqual([{ condition: 'Bridge Pontic', surfaces: [] }]);
    // Each tooth's history lists the bridge over it, whichever end was stored first; a tooth beside it does not.
    for (const [tooth, listed] of [
      ['3', 1],
      ['4', 1],
      ['5', 1],
      ['6', 0],
      ['C', 0],
    ] as const) {
      const history = await inject('GET', `/api/chart-entries?patient=${patient}&tooth=${tooth}`);
      expect(history.statusCode, history.body).toBe(200);
      expect(
        history.json<{ items: Rec[] }>().items.filter((e) => e.id === work.id),
        tooth,
      ).toHaveLength(listed);
    }

    const done = await inject('POST', `/api/chart-entries/${work.id}/complete`, {
      version: work.version,
      date: '2026-03-09',
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = (await inject('GET', `/api/patients/${patient}/chart`)).json<ChartResponse>();
    expect(['3', '4', '5'].map((t) => [after.teeth[t]?.condition, after.teeth[t]?.kind])).toEqual([
      ['Bridge Abutment', 'Completed'],
      ['Bridge Pontic', 'Completed'],
      ['Bridge Abutment', 'Completed'],
    ]);

    const billed = await inject('POST', `/api/patients/${patient}/bill-completed`, { clinic: clinic.id }, admin);
    expect(billed.statusCode, billed.body).toBe(201);
    const invoice = billed.json<Rec>();
    expect(invoice.items).toEqual([
      expect.objectContaining({ service: bridge, tooth: '5', lastTooth: '3', unitPrice: '1800.00' }),
    ]);
    expect(invoice.total).toBe('1800.00');
    expectProblem(await inject('POST', `/api/patients/${patient}/bill-completed`, { clinic: clinic.id }, admin), 422);
    // The invoice prints the span in the clinic's numbering (FDI), in the reader's language.
    expect(pdfText((await inject('GET', `/api/invoices/${invoice.id}/pdf`, undefined, admin)).rawPayload)).toContain(
      '14–16',
    );
  });

  it('plans a scaling per quadrant, drawn over its teeth and printed on the plan in the reader’s language', async () => {
    const doctor = await created(
      '/api/doctors',
      doctorInput({ fullName: 'Dr Area', licenseNumber: 'LIC AREA' }) as Record<string, unknown>,
      admin,
    );
    const plan = await created('/api/treatment-plans', {
      patient,
      doctor: doctor.id,
      treatmentType: 'Periodontal',
      description: 'Scaling by quadrant',
      estimatedDuration: 14,
    });
    const quadrant = await created('/api/chart-entries', {
      patient,
      plan: plan.id,
      date: '2026-03-02',
      kind: 'Planned',
      region: 'Lower Left Quadrant',
      service: scaling,
    });
    expect(quadrant).toMatchObject({ area: 'Quadrant', tooth: null, region: 'Lower Left Quadrant', fee: '150.00' });
    const chart = (await inject('GET', `/api/patients/${patient}/chart`)).json<ChartResponse>();
    expect(chart.areas).toContainEqual(
      expect.objectContaining({ entry: quadrant.id, area: 'Quadrant', region: 'Lower Left Quadrant', code: 'SRP-Q' }),
    );
    const pdf = await inject('GET', `/api/treatment-plans/${plan.id}/pdf?lang=fr`);
    // The table wraps the cell: read it as one line.
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain('Quadrant inférieur gauche');
    const grid = (await inject('GET', `/api/chart-entries?plan=${plan.id}`)).json<{ items: Rec[] }>();
    expect(grid.items.map((i) => [i.area, i.region])).toEqual([['Quadrant', 'Lower Left Quadrant']]);

    // Done and not yet billed: the account and the statement say where.
    const done = await inject('POST', `/api/chart-entries/${quadrant.id}/complete`, { version: quadrant.version });
    expect(done.statusCode, done.body).toBe(200);
    const account = (await inject('GET', `/api/patients/${patient}/account`, undefined, admin)).json<{
      entries: Rec[];
    }>();
    expect(account.entries.find((e) => e.kind === 'Procedure')).toMatchObject({
      reference: 'SRP-Q',
      tooth: null,
      region: 'Lower Left Quadrant',
    });
    const statement = await inject('GET', `/api/patients/${patient}/statement?lang=es`, undefined, admin);
    expect(statement.statusCode).toBe(200);
    expect(pdfText(statement.rawPayload).replace(/\s+/g, ' ')).toContain('SRP-Q · Cuadrante inferior izquierdo');
  });
});

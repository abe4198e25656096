import { emptyTooth, type PerioTooth } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';
import { labTestRefs } from '../../test/lab-tests.js';
import { pdfText } from '../../test/pdf-text.js';

/**
 * Periodontal exams through the API: the attachment level is the server's
 * (PD + GM), a value out of range is a 422 naming the tooth as the clinic
 * numbers it and the site, and two exams compare tooth by tooth.
 */

type Exam = { id: number; version: number; readings: PerioTooth[]; recordedBy: number | null };

let ctx: TestContext;
let dentist: string;
let admin: string;
let refs: { patientId: number; doctorId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  admin = await ctx.signIn('Admin');
  refs = await labTestRefs(ctx, dentist);
});
afterAll(() => ctx.close());

/** A tooth probed all round at `pd` mm, with the margin at `gm` and bleeding at the sites named. */
const probed = (tooth: string, pd: number, gm = 0, bleeding: string[] = []): PerioTooth => {
  const t = emptyTooth(tooth);
  for (const s of Object.keys(t.sites) as (keyof PerioTooth['sites'])[])
    t.sites[s] = { ...t.sites[s], pd, gm, bleeding: bleeding.includes(s) };
  return t;
};

const create = (readings: PerioTooth[], examDate = '2025-03-02', cookie = dentist) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/perio-exams',
    headers: { cookie },
    payload: { patient: refs.patientId, doctor: refs.doctorId, examDate, readings },
  });

const setNumbering = async (toothNumbering: string) => {
  const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin } })).json<{
    localisation: Record<string, unknown>;
  }>();
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: { ...settings, localisation: { ...settings.localisation, toothNumbering } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a periodontal exam', () => {
  it('stores the readings with the attachment level computed by the server, whatever was sent', async () => {
    const tooth = probed('3', 5, 2, ['MB']);
    tooth.sites.B = { ...tooth.sites.B, pd: 3, gm: -1, cal: 99 };
    tooth.mobility = 2;
    tooth.furcation = 'II';
    const res = await create([tooth, probed('14', 2)]);
    expect(res.statusCode, res.body).toBe(201);
    const exam = res.json<Exam>();
    const [first] = exam.readings;
    expect(first?.sites.MB).toEqual({ pd: 5, gm: 2, cal: 7, bleeding: true, suppuration: false });
    expect(first?.sites.B.cal).toBe(2);
    expect(first).toMatchObject({ mobility: 2, furcation: 'II' });
    expect(exam.recordedBy).not.toBeNull();
  });

  it('refuses values out of range with 422, naming the tooth in the clinic numbering and the site', async () => {
    await setNumbering('fdi');
    try {
      const tooth = probed('5', 3); // Universal 5 is FDI 14
      tooth.sites.DB = { ...tooth.sites.DB, pd: 16 };
      tooth.sites.L = { ...tooth.sites.L, gm: -6 };
      const wobbly = probed('30', 2);
      wobbly.mobility = 4;
      const res = await create([tooth, wobbly]);
      expectProblem(res, 422);
      expect(errorMap(res)).toEqual({
        'readings.0.sites.DB.pd': 'Tooth 14 DB: probing depth must be 0–15 mm',
        'readings.0.sites.L.gm': 'Tooth 14 L: gingival margin must be −5–15 mm',
        'readings.1.mobility': 'Tooth 46: mobility must be 0–3',
      });
    } finally {
      await setNumbering('universal');
    }
  });

  it('checks an edit as a create: a PATCH out of range is refused', async () => {
    const exam = (await create([probed('19', 3)])).json<Exam>();
    const bad = probed('19', 3);
    bad.sites.ML = { ...bad.sites.ML, pd: -1 };
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/perio-exams/${exam.id}`,
      headers: { cookie: dentist },
      payload: { readings: [bad], version: exam.version },
    });
    expectProblem(res, 422, 'Tooth 19 ML: probing depth must be 0–15 mm');
  });

  it('compares two exams tooth by tooth: better, worse and the same', async () => {
    const before = (
      await create([probed('3', 5, 0, ['MB', 'B']), probed('14', 3), probed('19', 2)], '2024-03-01')
    ).json<Exam>();
    const after = (
      await create([probed('3', 3), probed('14', 4), probed('19', 2), probed('30', 2)], '2025-03-01')
    ).json<Exam>();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/perio-exams/compare?before=${before.id}&after=${after.id}`,
      headers: { cookie: dentist },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ teeth: { tooth: string; trend: string; maxPdBefore: number; maxPdAfter: number }[] }>();
    expect(body.teeth.map((t) => [t.tooth, t.trend, t.maxPdBefore, t.maxPdAfter])).toEqual([
      ['3', 'Better', 5, 3],
      ['14', 'Worse', 3, 4],
      ['19', 'Same', 2, 2],
    ]);
    expect(res.json()).toMatchObject({ better: 1, worse: 1 });

    const other = await labTestRefs(ctx, dentist);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/perio-exams',
      headers: { cookie: dentist },
      payload: { patient: other.patientId, examDate: '2025-01-01', readings: [] },
    });
    const mixed = await ctx.app.inject({
      method: 'GET',
      url: `/api/perio-exams/compare?before=${before.id}&after=${elsewhere.json<Exam>().id}`,
      headers: { cookie: dentist },
    });
    expectProblem(mixed, 422, 'The two exams are of different patients.');
  });

  it('prints an exam as a PDF: the summary, and each site as depth / attachment level, bleeding starred', async () => {
    const tooth = probed('3', 2);
    tooth.sites.DB = { ...tooth.sites.DB, pd: 5, gm: 1, bleeding: true };
    tooth.mobility = 1;
    const exam = (await create([tooth, probed('14', 3)])).json<Exam>();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/perio-exams/${exam.id}/pdf`,
      headers: { cookie: dentist },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Periodontal Exam');
    expect(text).toContain('Amelia Hart');
    // 12 sites: 2 mm × 5 + 5 mm + 3 mm × 6 = 33 mm → 2.8 mm; one site ≥ 4 mm and bleeding (8%).
    expect(text).toContain('2.8 mm');
    expect(text).toContain('5/6*');
  });
});

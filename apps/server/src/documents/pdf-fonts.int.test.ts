import { nowMs } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { doctorInput } from '../test/http.js';
import { labTestInput } from '../test/lab-tests.js';
import { pdfFonts, pdfLines, pdfText } from '../test/pdf-text.js';

/**
 * A record's PDF prints the names as the clinic typed them, in any script the
 * app supports: the fonts are embedded, and the glyphs map back to the
 * characters (ToUnicode), so the text can be searched and copied.
 */

let ctx: TestContext;
let dentist: string;
let refs: { patientId: number; doctorId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  const patient = await ctx.app.inject({
    method: 'POST',
    url: '/api/patients',
    headers: { cookie: dentist },
    payload: { fullName: 'ليلى حداد', bloodType: 'A+' },
  });
  expect(patient.statusCode, patient.body).toBe(201);
  const doctor = await ctx.app.inject({
    method: 'POST',
    url: '/api/doctors',
    headers: { cookie: await ctx.signIn('Admin') },
    payload: doctorInput({ fullName: 'Łukasz Żółć', licenseNumber: `DDS-${nowMs()}` }),
  });
  expect(doctor.statusCode, doctor.body).toBe(201);
  refs = { patientId: patient.json<{ id: number }>().id, doctorId: doctor.json<{ id: number }>().id };
});
afterAll(() => ctx.close());

/** How right-to-left text reads when taken left to right off the page. */
const printedRtl = (text: string) => [...text].reverse().join('');

describe('GET /api/lab-tests/:id/pdf with names in Arabic and Polish', () => {
  it('embeds Noto Sans and IBM Plex Sans Arabic and prints the names, the Arabic one right to left', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/lab-tests',
      headers: { cookie: dentist },
      payload: labTestInput(refs, { testName: 'تحليل الدم الكامل', comments: 'صائمة منذ 22:00.' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;

    const res = await ctx.app.inject({ method: 'GET', url: `/api/lab-tests/${id}/pdf`, headers: { cookie: dentist } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const fonts = pdfFonts(pdf);
    expect(fonts.some((f) => /^[A-Z]{6}\+NotoSans-Regular$/.test(f))).toBe(true);
    expect(fonts.some((f) => /^[A-Z]{6}\+IBMPlexSansArabic-(Regular|Bold)$/.test(f))).toBe(true);
    expect(fonts.some((f) => /Helvetica/.test(f))).toBe(false);

    const text = pdfText(pdf);
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain(printedRtl('ليلى حداد'));
    expect(text).not.toContain('?');
    // The Arabic comment is a right-to-left paragraph: right-aligned, the time inside it left to right.
    const comment = pdfLines(pdf).find((l) => l.text === `.22:00 ${printedRtl('صائمة منذ')}`);
    expect(comment?.end).toBeCloseTo(539.28, 0);
  });
});

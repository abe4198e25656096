import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from './context.js';
import { labTestRefs } from './lab-tests.js';
import { multipartForm } from './upload.js';

/** Uploads one dental image of this patient and doctor as the Add Image dialog does (fields, then the file). */
export const imageUploader =
  (ctx: TestContext, refs: { patientId: number; doctorId: number }, defaultCookie: string) =>
  (
    name: string,
    content: Buffer,
    fields: Record<string, string> = {},
    cookie = defaultCookie,
  ): Promise<LightMyRequestResponse> => {
    const body = multipartForm(
      {
        patient: String(refs.patientId),
        doctor: String(refs.doctorId),
        imageType: 'X-Ray',
        takenOn: '2026-03-02',
        ...fields,
      },
      { name, content, type: 'image/png' },
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/dental-images/upload',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };

/** Runs `fn` with Settings → Imaging's largest upload at `mb`, then puts it back to the default. */
export async function withImageLimit<T>(ctx: TestContext, mb: number, fn: () => Promise<T>): Promise<T> {
  const admin = await ctx.signIn('Admin');
  const put = async (maxUploadMb: number) => {
    const now = await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin } });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { ...now.json<Record<string, unknown>>(), imaging: { maxUploadMb } },
    });
    if (res.statusCode !== 200) throw new Error(`Settings refused: ${res.body}`);
  };
  await put(mb);
  try {
    return await fn();
  } finally {
    await put(200);
  }
}

/** A test file's app with a dentist signed in, a patient and a doctor to file images to, and the patient's record number. */
export async function imagingContext() {
  const ctx = await createTestContext();
  const dentist = await ctx.signIn('Dentist', 'dr.lee');
  const refs = await labTestRefs(ctx, dentist);
  const patient = await ctx.app.inject({
    method: 'GET',
    url: `/api/patients/${refs.patientId}`,
    headers: { cookie: dentist },
  });
  const mrn = patient.json<{ medicalRecordNumber: string }>().medicalRecordNumber;
  return { ctx, dentist, refs, mrn, upload: imageUploader(ctx, refs, dentist) };
}

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { imageUploader, imagingContext, withImageLimit } from '../../test/dental-images.js';
import { errorMap, expectProblem } from '../../test/http.js';
import { multipartForm } from '../../test/upload.js';
import { radiographJpeg, radiographPng, sampleDicom } from './sample-images.js';

/**
 * Dental imaging through the API: an image and its file arrive in one upload,
 * the type is read from the bytes, the server makes the thumbnail, a DICOM
 * file's header is read and its patient checked, files are only reached through
 * their own record, and a review records who and when.
 */

type StoredFile = { id: number; name: string; type: string; size: number };
type Image = Record<string, unknown> & {
  id: number;
  version: number;
  status: string;
  image: StoredFile[];
  labels?: Record<string, string | null>;
};

let ctx: TestContext;
let dentist: string;
let refs: { patientId: number; doctorId: number };
let mrn: string;

beforeAll(async () => {
  ({ ctx, dentist, refs, mrn } = await imagingContext());
});
afterAll(() => ctx.close());

const upload = (...args: Parameters<ReturnType<typeof imageUploader>>) => imageUploader(ctx, refs, dentist)(...args);
const get = (url: string, cookie = dentist) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('adding an image', () => {
  it('stores a radiograph with its teeth, Pending, and a real thumbnail smaller than it', async () => {
    const jpeg = await radiographJpeg(1200, 900, 2);
    const res = await upload('bitewing left.jpg', jpeg, { teeth: '12,13,14', notes: 'Left bitewing' });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<Image>();
    expect(image).toMatchObject({ status: 'Pending', imageType: 'X-Ray', previewAvailable: true });
    expect(image.teeth).toEqual([{ tooth: '12' }, { tooth: '13' }, { tooth: '14' }]);
    expect(image.image).toEqual([expect.objectContaining({ name: 'bitewing left.jpg', type: 'image/jpeg' })]);

    const thumb = await get(`/api/dental-images/${image.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
    expect(meta.width! / meta.height!).toBeCloseTo(1200 / 900, 1);
    expect(thumb.rawPayload.length).toBeLessThan(jpeg.length);

    const full = await get(`/api/dental-images/${image.id}/preview`);
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(jpeg)).toBe(true);
  });

  it('downloads the original as an attachment under its name, and only through its own record', async () => {
    const png = await radiographPng(400, 300, 5);
    const a = (await upload('Periapical #3.png', png)).json<Image>();
    const b = (await upload('other.png', await radiographPng(300, 200, 6))).json<Image>();
    const fileId = a.image[0]!.id;

    const got = await get(`/api/dental-images/${a.id}/files/${fileId}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="Periapical #3.png"/);
    expect(got.rawPayload.equals(png)).toBe(true);

    // Another record's file id, asked through this record, is not there.
    expectProblem(await get(`/api/dental-images/${b.id}/files/${fileId}`), 404);
    // The thumbnail the server made is not a file of the record: the generic download does not reach it.
    const byField = await get(`/api/dental-images/${a.id}/files/${fileId + 1}`);
    expectProblem(byField, 404);
  });

  it('refuses HTML or SVG named .png (415), an empty file (400) and a missing type or patient (422)', async () => {
    const html = await upload('xray.png', Buffer.from('<!doctype html><script>alert(1)</script>'));
    expectProblem(html, 415);
    const svg = await upload('xray.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'));
    expectProblem(svg, 415);
    expectProblem(await upload('xray.png', Buffer.alloc(0)), 400, 'The file is empty.');

    const missing = await upload('xray.jpg', await radiographJpeg(64, 48), { imageType: '', patient: '' });
    expectProblem(missing, 422);
    expect(Object.keys(errorMap(missing)).sort()).toEqual(['imageType', 'patient']);
    // Nothing was stored by the refused uploads.
    const list = await get(`/api/dental-images?patient=${refs.patientId}&pageSize=100`);
    expect(list.json<{ items: Image[] }>().items.every((i) => i.image.length === 1)).toBe(true);
  });

  it('refuses a file past the limit set in Settings with 413', async () => {
    await withImageLimit(ctx, 1, async () => {
      const big = Buffer.concat([await radiographPng(64, 64), Buffer.alloc(1024 * 1024 + 10)]);
      expectProblem(await upload('cbct.png', big), 413, 'The file is too large: images may be up to 1 MB.');
    });
  });
});

describe('DICOM', () => {
  it("reads the header, shows its first frame and keeps it Pending when it names the record's patient", async () => {
    const dcm = sampleDicom({ patientName: 'Hart^Amelia', patientId: mrn, studyDate: '20260301', seed: 3 });
    const res = await upload('IMG0001.dcm', dcm, { imageType: 'X-Ray' });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<Image>();
    expect(image).toMatchObject({
      status: 'Pending',
      modality: 'IO',
      studyDate: '2026-03-01',
      pixelSpacing: '0.1 × 0.1',
      dicomPatient: `Amelia Hart · ${mrn}`,
      flagReason: null,
      previewAvailable: true,
    });
    expect(image.image[0]).toMatchObject({ name: 'IMG0001.dcm', type: 'application/dicom' });
    const preview = await get(`/api/dental-images/${image.id}/preview`);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 256, height: 192 });
  });

  it('flags a file that names another patient, with the reason, never filing it silently', async () => {
    const dcm = sampleDicom({ patientName: 'Stone^Oliver', patientId: 'X-991', studyDate: '20260301' });
    const image = (await upload('other.dcm', dcm)).json<Image>();
    expect(image.status).toBe('Flagged');
    expect(image.flagReason).toBe(
      'The DICOM file names another patient (Oliver Stone, ID X-991), not Amelia Hart: check whose image it is.',
    );
    expect(image.reviewedBy).toBeNull();
  });

  it('says "preview not available" when the file holds no picture it can draw', async () => {
    const dcm = sampleDicom({ patientName: 'Hart^Amelia', patientId: mrn, studyDate: '20260301', pixels: false });
    const image = (await upload('header-only.dcm', dcm)).json<Image>();
    expect(image.previewAvailable).toBe(false);
    expect(image.status).toBe('Pending');
    expectProblem(await get(`/api/dental-images/${image.id}/thumbnail`), 404, 'Preview not available for this image.');
    expectProblem(await get(`/api/dental-images/${image.id}/preview`), 404, 'Preview not available for this image.');
    // A file that starts as DICOM but breaks off inside its header is refused.
    expectProblem(await upload('cut.dcm', dcm.subarray(0, 200)), 415);
  });
});

describe('compressed DICOM', () => {
  it('stores an RLE file with its header read and its patient checked, without a server preview', async () => {
    const dcm = sampleDicom({ patientName: 'Hart^Amelia', patientId: mrn, studyDate: '20260302', rle: true, seed: 4 });
    const res = await upload('rle.dcm', dcm);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<Image>();
    // The server has no RLE or JPEG 2000 codec: the browser's viewer (Cornerstone3D's DICOM loader) decodes them.
    expect(image).toMatchObject({
      previewAvailable: false,
      status: 'Pending',
      studyDate: '2026-03-02',
      modality: 'IO',
    });
    expectProblem(await get(`/api/dental-images/${image.id}/thumbnail`), 404, 'Preview not available for this image.');
    const file = await get(`/api/dental-images/${image.id}/files/${image.image[0]!.id}`);
    expect(file.rawPayload.equals(dcm)).toBe(true);
  });
});

describe('review', () => {
  it('records who reviewed or flagged an image and when; back to Pending clears it', async () => {
    const image = (await upload('review.jpg', await radiographJpeg(200, 150))).json<Image>();
    const patch = (values: Record<string, unknown>, version: number) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/dental-images/${image.id}`,
        headers: { cookie: dentist },
        payload: { ...values, version },
      });
    const reviewed = await patch({ status: 'Reviewed', diagnosisNotes: 'Caries distal of 14' }, image.version);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const r = reviewed.json<Image>();
    expect(r).toMatchObject({ status: 'Reviewed', diagnosisNotes: 'Caries distal of 14' });
    expect(r.labels?.reviewedBy).toBe('dr.lee');
    expect(Date.parse(String(r.reviewedAt))).not.toBeNaN();

    const back = (await patch({ status: 'Pending' }, r.version)).json<Image>();
    expect(back).toMatchObject({ status: 'Pending', reviewedBy: null, reviewedAt: null });
    // The reviewer is the server's to say: a body naming one is refused.
    expectProblem(await patch({ status: 'Flagged', reviewedBy: 1 }, back.version), 400);
  });

  it('archives on delete; an archived image stays readable but takes no upload into it', async () => {
    const image = (await upload('gone.jpg', await radiographJpeg(120, 90))).json<Image>();
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/dental-images/${image.id}`,
      headers: { cookie: dentist },
    });
    expect(del.statusCode).toBe(204);
    const list = await get(`/api/dental-images?patient=${refs.patientId}&pageSize=100`);
    expect(list.json<{ items: Image[] }>().items.map((i) => i.id)).not.toContain(image.id);
    const archived = await get(`/api/dental-images?archived=true&pageSize=100`);
    expect(archived.json<{ items: Image[] }>().items.map((i) => i.id)).toContain(image.id);
    // The generic upload does not take files for this field: the module's upload does.
    const body = multipartForm({}, { name: 'x.jpg', content: await radiographJpeg(50, 50) });
    const generic = await ctx.app.inject({
      method: 'POST',
      url: `/api/dental-images/${image.id}/files/image`,
      headers: { cookie: dentist, ...body.headers },
      payload: body.payload,
    });
    expectProblem(generic, 404);
  });
});

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../files/chunks.js';
import type { TestContext } from '../../test/context.js';
import { type imageUploader, imagingContext, withImageLimit } from '../../test/dental-images.js';
import { expectProblem } from '../../test/http.js';
import { radiographJpeg, sampleDicom } from './sample-images.js';
import { IN_MEMORY_BYTES } from './upload.js';

/**
 * Large images (a CBCT series runs to hundreds of MB) stream into the
 * database a chunk at a time and back out the same way: what comes back is
 * the upload byte for byte, the limit of Settings is a 413 that leaves nothing
 * behind, and a file too large to read in memory is still stored, downloadable
 * and checked against its patient from its header.
 */

type Image = Record<string, unknown> & { id: number; image: { id: number; name: string; size: number }[] };

let ctx: TestContext;
let dentist: string;
let mrn: string;
let upload: ReturnType<typeof imageUploader>;

beforeAll(async () => {
  ({ ctx, dentist, mrn, upload } = await imagingContext());
});
afterAll(() => ctx.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const download = (image: Image) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/dental-images/${image.id}/files/${image.image[0]!.id}`,
    headers: { cookie: dentist },
  });
const stored = async () => {
  const [row] = await ctx.database.rows<{ files: number; chunks: number; pending: number }>(
    sql`select (select count(*)::int from files) as files, (select count(*)::int from file_chunks) as chunks,
               (select count(*)::int from files where resource = '~upload') as pending`,
  );
  return row!;
};

describe('a file several chunks long', () => {
  it('is stored in ~1 MiB chunks and downloads byte-identical, as an attachment under its name', async () => {
    const dcm = sampleDicom({
      patientName: 'Hart^Amelia',
      patientId: mrn,
      studyDate: '20260301',
      width: 2000,
      height: 1800,
    });
    expect(dcm.length).toBeGreaterThan(3 * CHUNK_BYTES);
    const res = await upload('Pano 2026.dcm', dcm);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<Image>();
    expect(image.image[0]).toMatchObject({ name: 'Pano 2026.dcm', size: dcm.length });

    const chunks = await ctx.database.rows<{ seq: number; size: number }>(
      sql`select seq, octet_length(data) as size from file_chunks where file_id = ${image.image[0]!.id} order by seq`,
    );
    expect(chunks.map((c) => c.seq)).toEqual([0, 1, 2, 3]);
    expect(chunks.slice(0, 3).every((c) => c.size === CHUNK_BYTES)).toBe(true);

    const got = await download(image);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="Pano 2026.dcm"/);
    expect(got.headers['content-type']).toBe('application/dicom');
    expect(Number(got.headers['content-length'])).toBe(dcm.length);
    expect(sha256(got.rawPayload)).toBe(sha256(dcm));
    expect(image.previewAvailable).toBe(true);
  });

  it('refuses a file past the Settings limit with 413 and leaves no file and no chunk behind', async () => {
    const before = await stored();
    await withImageLimit(ctx, 2, async () => {
      const big = Buffer.concat([await radiographJpeg(64, 64), Buffer.alloc(2 * 1024 * 1024 + 1)]);
      expectProblem(await upload('cbct.jpg', big), 413, 'The file is too large: images may be up to 2 MB.');
      // Exactly at the limit is accepted.
      const dcm = sampleDicom({
        patientName: 'Hart^Amelia',
        patientId: mrn,
        studyDate: '20260301',
        width: 1400,
        height: 1400,
      });
      expect(dcm.length).toBeLessThan(2 * 1024 * 1024);
      expect((await upload('at-limit.dcm', dcm)).statusCode).toBe(201);
    });
    const after = await stored();
    expect(after.pending).toBe(0);
    expect(after.files - before.files).toBe(3); // the accepted file, its thumbnail and its preview
    expect(after.chunks - before.chunks).toBe(2);
  });

  it('leaves nothing behind when the content is refused after its first chunk was read (415)', async () => {
    const before = await stored();
    const html = Buffer.concat([Buffer.from('<!doctype html>'), Buffer.alloc(3 * CHUNK_BYTES, 0x20)]);
    expectProblem(await upload('scan.dcm', html), 415);
    expect(await stored()).toEqual(before);
  });
});

describe('a DICOM file too large to read in memory', () => {
  it('is stored, downloadable and checked against its patient from its header, without a preview', async () => {
    const side = Math.ceil(Math.sqrt(IN_MEMORY_BYTES)) + 16;
    const dcm = sampleDicom({
      patientName: 'Stone^Oliver',
      patientId: 'X-991',
      studyDate: '20260301',
      width: side,
      height: side,
      modality: 'CT',
    });
    expect(dcm.length).toBeGreaterThan(IN_MEMORY_BYTES);
    const res = await upload('cbct.dcm', dcm);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<Image>();
    expect(image).toMatchObject({
      previewAvailable: false,
      modality: 'CT',
      status: 'Flagged',
      flagReason: `The DICOM file names another patient (Oliver Stone, ID X-991), not Amelia Hart: check whose image it is.`,
    });
    const got = await download(image);
    expect(got.statusCode).toBe(200);
    expect(sha256(got.rawPayload)).toBe(sha256(dcm));
  }, 120_000);
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { errorMap, expectProblem } from '../test/http.js';
import { labTestInput, labTestRefs } from '../test/lab-tests.js';
import { multipartFile, SAMPLE_FILES } from '../test/upload.js';
import { fileStore } from './store.js';

/**
 * Files of a record (`files` fields), through the lab tests' Lab Reports:
 * accepted and refused by their content, size and count limits, stored in
 * the database, downloaded byte for byte, removed, audited, and guarded by
 * the record type's permissions.
 */

type StoredFile = { id: number; name: string; type: string; size: number; uploadedAt: string };
type Rec = Record<string, unknown> & { id: number; version: number; reports: StoredFile[] };

let ctx: TestContext;
let dentist: string;
let refs: { patientId: number; doctorId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  refs = await labTestRefs(ctx, dentist);
});
afterAll(() => ctx.close());

const createLabTest = async (): Promise<Rec> => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/lab-tests',
    headers: { cookie: dentist },
    payload: labTestInput(refs),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

const upload = (
  id: number,
  name: string,
  content: Buffer,
  { cookie = dentist, field = 'reports', type = 'application/octet-stream' } = {},
) => {
  const body = multipartFile(name, content, { type });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/lab-tests/${id}/files/${field}`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};

const download = (id: number, fileId: number, cookie = dentist) =>
  ctx.app.inject({ method: 'GET', url: `/api/lab-tests/${id}/files/${fileId}`, headers: { cookie } });

const readRecord = async (id: number): Promise<Rec> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/lab-tests/${id}`, headers: { cookie: dentist } })).json<Rec>();

const ACCEPTED = 'Lab Reports accepts PDF, JPEG, PNG, DOC, DOCX files only; the content of this file is none of these.';

describe('uploading a lab report', () => {
  it('stores a PDF, lists it on the record and gives back the same bytes', async () => {
    const test = await createLabTest();
    expect(test.reports).toEqual([]);
    const res = await upload(test.id, 'CBC report.pdf', SAMPLE_FILES.pdf, { type: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<StoredFile>();
    expect(file).toMatchObject({ name: 'CBC report.pdf', type: 'application/pdf', size: SAMPLE_FILES.pdf.length });
    expect(Date.parse(file.uploadedAt)).not.toBeNaN();

    const record = await readRecord(test.id);
    expect(record.reports).toEqual([file]);
    // Attaching a file leaves the record's version alone: an open edit form can still save.
    expect(record.version).toBe(test.version);

    const got = await download(test.id, file.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="CBC report.pdf"; filename*=UTF-8''CBC%20report.pdf`,
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');

    // Exports name the files.
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/lab-tests/export?ids=${test.id}`,
      headers: { cookie: dentist },
    });
    expect(csv.body).toContain('CBC report.pdf');
  });

  it('accepts every document type by its content, whatever the browser claims', async () => {
    const test = await createLabTest();
    const cases: [string, Buffer, string][] = [
      ['scan.jpg', SAMPLE_FILES.jpeg, 'image/jpeg'],
      ['x-ray.png', SAMPLE_FILES.png, 'image/png'],
      ['letter.doc', SAMPLE_FILES.doc, 'application/msword'],
      ['letter.docx', SAMPLE_FILES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      // Named and sent as an image, but a PDF: kept as what it is.
      ['photo.png', SAMPLE_FILES.pdf, 'application/pdf'],
    ];
    for (const [name, content, type] of cases) {
      const res = await upload(test.id, name, content, { type: 'image/png' });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json<StoredFile>().type).toBe(type);
    }
    const names = (await readRecord(test.id)).reports.map((f) => f.name);
    expect(names).toEqual(['scan.jpg', 'x-ray.png', 'letter.doc', 'letter.docx', 'photo.pdf']);
  });

  it('refuses a file whose content is not an accepted type (415), whatever its name', async () => {
    const test = await createLabTest();
    for (const [name, content] of [
      ['report.pdf', SAMPLE_FILES.text],
      ['scan.png', SAMPLE_FILES.exe],
      ['results.docx', SAMPLE_FILES.xlsx],
    ] as const) {
      const res = await upload(test.id, name, content, { type: 'application/pdf' });
      expectProblem(res, 415, ACCEPTED);
    }
    expect((await readRecord(test.id)).reports).toEqual([]);
  });

  it('refuses a file past the size limit (413) and an empty one (422), storing nothing', async () => {
    const test = await createLabTest();
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    expectProblem(
      await upload(test.id, 'big.pdf', big),
      413,
      'The file is too large: Lab Reports accepts files up to 10 MB.',
    );
    const empty = await upload(test.id, 'empty.pdf', Buffer.alloc(0));
    expectProblem(empty, 422, 'The file is empty.');
    expect((await readRecord(test.id)).reports).toEqual([]);
  });

  it('holds at most 10 files per record (422 at the field)', async () => {
    const test = await createLabTest();
    for (let i = 0; i < 10; i++)
      expect((await upload(test.id, `page ${i}.png`, SAMPLE_FILES.png)).statusCode).toBe(201);
    const res = await upload(test.id, 'one more.png', SAMPLE_FILES.png);
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      reports: 'Lab Reports holds at most 10 files: remove one before adding another.',
    });
    expect((await readRecord(test.id)).reports).toHaveLength(10);
  });

  it('answers 404 for an unknown record or field, 400 without a file part, 415 for a body that is not multipart', async () => {
    const test = await createLabTest();
    expectProblem(await upload(999_999, 'a.pdf', SAMPLE_FILES.pdf), 404, 'The lab test was not found.');
    expectProblem(await upload(test.id, 'a.pdf', SAMPLE_FILES.pdf, { field: 'notes' }), 404);
    const wrongPart = multipartFile('a.pdf', SAMPLE_FILES.pdf, { field: 'document' });
    expectProblem(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/lab-tests/${test.id}/files/reports`,
        headers: { cookie: dentist, ...wrongPart.headers },
        payload: wrongPart.payload,
      }),
      400,
    );
    expectProblem(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/lab-tests/${test.id}/files/reports`,
        headers: { cookie: dentist },
        payload: { file: 'not a file' },
      }),
      415,
    );
  });

  it('lets a reader download but only a writer upload or remove', async () => {
    const test = await createLabTest();
    const file = (await upload(test.id, 'r.pdf', SAMPLE_FILES.pdf)).json<StoredFile>();
    const accountant = await ctx.signIn('Accountant'); // patients.view, not patients.edit
    expect((await download(test.id, file.id, accountant)).statusCode).toBe(200);
    expectProblem(await upload(test.id, 'x.pdf', SAMPLE_FILES.pdf, { cookie: accountant }), 403);
    expectProblem(
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/lab-tests/${test.id}/files/${file.id}`,
        headers: { cookie: accountant },
      }),
      403,
    );
    expectProblem(await ctx.app.inject({ method: 'GET', url: `/api/lab-tests/${test.id}/files/${file.id}` }), 401);
  });
});

describe('removing a lab report', () => {
  it('removes the file (204), writes the audit log, and a file of another record is a 404', async () => {
    const a = await createLabTest();
    const b = await createLabTest();
    const file = (await upload(a.id, 'r.pdf', SAMPLE_FILES.pdf)).json<StoredFile>();
    // The file belongs to record a: record b does not serve or remove it.
    expectProblem(await download(b.id, file.id), 404, 'The file was not found.');
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/lab-tests/${b.id}/files/${file.id}`,
      headers: { cookie: dentist },
    });
    expectProblem(wrong, 404);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/lab-tests/${a.id}/files/${file.id}`,
      headers: { cookie: dentist },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await readRecord(a.id)).reports).toEqual([]);
    expectProblem(await download(a.id, file.id), 404);

    const audit = await ctx.database.rows<{ action: string; changes: Record<string, unknown> }>(
      sql`select action, changes from audit_log where resource = 'lab-tests' and record_id = ${a.id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['create', 'attach', 'detach']);
    expect(audit[1]?.changes).toMatchObject({ reports: { from: null, to: [{ id: file.id, name: 'r.pdf' }] } });
    expect(audit[2]?.changes).toMatchObject({ reports: { from: [{ id: file.id, name: 'r.pdf' }], to: null } });

    // The record's history shows both, by file name.
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/lab-tests/${a.id}/history`,
      headers: { cookie: dentist },
    });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json<{ items: { action: string; changes: { field: string }[] }[] }>().items;
    expect(entries.map((e) => e.action)).toEqual(['detach', 'attach', 'create']);
    expect(entries[0]?.changes).toMatchObject([{ field: 'reports', from: [{ name: 'r.pdf' }], to: null }]);
  });

  it('an archived lab test keeps its files, readable but not changeable (409)', async () => {
    const test = await createLabTest();
    const file = (await upload(test.id, 'r.pdf', SAMPLE_FILES.pdf)).json<StoredFile>();
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/lab-tests/${test.id}`,
      headers: { cookie: dentist },
    });
    expect(del.statusCode, del.body).toBe(204);
    expect((await download(test.id, file.id)).rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expectProblem(await upload(test.id, 'more.pdf', SAMPLE_FILES.pdf), 409);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/lab-tests/${test.id}/files/${file.id}`,
      headers: { cookie: dentist },
    });
    expectProblem(remove, 409);
  });

  it('a record body cannot set files (400: read-only)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/lab-tests',
      headers: { cookie: dentist },
      payload: { ...labTestInput(refs), reports: [] },
    });
    expectProblem(res, 400);
    expect(errorMap(res)).toEqual({ reports: 'Unknown field' });
  });
});

describe('the files of an erased record', () => {
  it('go with it, in the same transaction', async () => {
    const owner = (recordId: number) => ({ resource: 'test-things', recordId, field: 'scans' });
    await ctx.database.transaction(async (rows) => {
      for (const recordId of [1, 2, 3])
        await fileStore.insert(
          rows,
          owner(recordId),
          { name: 'a.png', type: 'image/png', data: SAMPLE_FILES.png },
          null,
        );
      await fileStore.removeAllOf(rows, 'test-things', [1, 3]);
    });
    await ctx.database.transaction(async (rows) => {
      expect(await fileStore.count(rows, owner(1))).toBe(0);
      expect(await fileStore.count(rows, owner(2))).toBe(1);
      expect(await fileStore.count(rows, owner(3))).toBe(0);
      const kept = await rows<{ id: number }>(sql`select id from files where resource = 'test-things'`);
      const read = await fileStore.read(rows, 'test-things', 2, kept[0]!.id);
      expect(read?.data.equals(SAMPLE_FILES.png)).toBe(true);
    });
  });
});

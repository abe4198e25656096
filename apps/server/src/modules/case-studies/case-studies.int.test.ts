import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { doctorInput, errorMap, expectProblem, parseCsv } from '../../test/http.js';
import { multipartFile, SAMPLE_FILES } from '../../test/upload.js';

/** Case studies: create and edit, search in title and description, research files, CaseStudies exports, access. */

type Rec = Record<string, unknown> & {
  id: number;
  version: number;
  researchFiles: { id: number; name: string; type: string }[];
  labels?: Record<string, string | null>;
};
interface Page {
  items: Rec[];
  total: number;
  pageSize: number;
}

let ctx: TestContext;
let dentist: string;
let patientId: number;
let doctorId: number;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = dentist) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Immediate implant in the aesthetic zone',
  patient: patientId,
  doctor: doctorId,
  description: 'Upper central incisor lost to trauma; implant placed the same day.',
  proceduresPerformed: ['Extraction', 'Implant placement'],
  outcome: 'Stable at 12 months',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await inject('POST', '/api/case-studies', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const upload = (id: number, name: string, data: Buffer) => {
  const file = multipartFile(name, data);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/case-studies/${id}/files/researchFiles`,
    headers: { cookie: dentist, ...file.headers },
    payload: file.payload,
  });
};

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  const admin = await ctx.signIn('Admin');
  patientId = (await inject('POST', '/api/patients', { fullName: 'Omar Haddad', bloodType: 'A+' }, admin)).json<{
    id: number;
  }>().id;
  doctorId = (await inject('POST', '/api/doctors', doctorInput({ fullName: 'Dr. Ines Duarte' }), admin)).json<{
    id: number;
  }>().id;
});
afterAll(() => ctx.close());

describe('/api/case-studies', () => {
  it('creates a case study as a Draft, its patient and doctor named', async () => {
    const study = await create();
    expect(study).toMatchObject({
      status: 'Draft',
      proceduresPerformed: ['Extraction', 'Implant placement'],
      researchFiles: [],
      labels: { patient: 'Omar Haddad', doctor: 'Dr. Ines Duarte' },
    });
  });

  it('requires a title, patient, doctor and description', async () => {
    const res = await inject('POST', '/api/case-studies', { proceduresPerformed: [''] });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      title: 'Title is required',
      patient: 'Patient is required',
      doctor: 'Doctor is required',
      description: 'Description is required',
      'proceduresPerformed.0': 'Procedures Performed: remove the empty entry',
    });
  });

  it('edits a case study with its version', async () => {
    const study = await create({ title: 'Guided bone regeneration' });
    const res = await inject('PUT', `/api/case-studies/${study.id}`, {
      ...body({ title: 'Guided bone regeneration, 2 years', status: 'Published', outcome: 'Bone level kept' }),
      version: study.version,
    });
    expect(res.json<Rec>()).toMatchObject({
      title: 'Guided bone regeneration, 2 years',
      status: 'Published',
      version: 2,
    });
    expectProblem(await inject('PUT', `/api/case-studies/${study.id}`, { ...body(), version: 1 }), 409);
  });

  it('searches the title and the description, five a page by default', async () => {
    await create({ title: 'Peri-implantitis treated with laser', description: 'Er:YAG decontamination.' });
    const search = async (q: string) =>
      (await inject('GET', `/api/case-studies?q=${encodeURIComponent(q)}`)).json<Page>();
    expect((await search('laser')).items.map((r) => r.title)).toEqual(['Peri-implantitis treated with laser']);
    expect((await search('er:yag')).items.map((r) => r.title)).toEqual(['Peri-implantitis treated with laser']);
    // Not in the patient's name: the search box is for the title and description.
    expect((await search('haddad')).total).toBe(0);
    expect((await inject('GET', '/api/case-studies')).json<Page>().pageSize).toBe(5);
  });

  it('holds research files; a PDF opens inline, anything else is downloaded', async () => {
    const study = await create({ title: 'Research holder' });
    let res = await upload(study.id, 'paper.pdf', SAMPLE_FILES.pdf);
    expect(res.statusCode, res.body).toBe(201);
    const pdf = res.json<{ id: number }>();
    res = await upload(study.id, 'x-ray.png', SAMPLE_FILES.png);
    const png = res.json<{ id: number }>();
    res = await upload(study.id, 'notes.docx', SAMPLE_FILES.docx);
    expect(res.statusCode, res.body).toBe(201);
    const saved = (await inject('GET', `/api/case-studies/${study.id}`)).json<Rec>();
    expect(saved.researchFiles.map((f) => f.name)).toEqual(['paper.pdf', 'x-ray.png', 'notes.docx']);

    const base = `/api/case-studies/${study.id}/files`;
    expect((await inject('GET', `${base}/${pdf.id}?inline=1`)).headers['content-disposition']).toMatch(/^inline; /);
    const image = await inject('GET', `${base}/${png.id}?inline=1`);
    expect(image.headers['content-disposition']).toMatch(/^attachment; /);
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    expect((await inject('DELETE', `/api/case-studies/${study.id}`)).statusCode).toBe(204);
    expectProblem(await inject('GET', `${base}/${pdf.id}`), 404);
  });

  it('exports CaseStudies.csv and CaseStudies.xlsx with names, never ids', async () => {
    let res = await inject('GET', '/api/case-studies/export?format=csv&sort=title');
    expect(res.headers['content-disposition']).toBe('attachment; filename="CaseStudies.csv"');
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    expect(rows.slice(1).map((r) => r[header.indexOf('Title')])).toEqual([
      'Guided bone regeneration, 2 years',
      'Immediate implant in the aesthetic zone',
      'Peri-implantitis treated with laser',
    ]);
    expect(rows[1]![header.indexOf('Patient')]).toBe('Omar Haddad');
    expect(rows[1]![header.indexOf('Procedures Performed')]).toBe('Extraction, Implant placement');

    res = await inject('GET', '/api/case-studies/export?format=xlsx');
    expect(res.headers['content-disposition']).toBe('attachment; filename="CaseStudies.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.name).toBe('Case Studies');
  });

  it('is read by all who view patients and written by those who edit them', async () => {
    const accountant = await ctx.signIn('Accountant');
    expect((await inject('GET', '/api/case-studies', undefined, accountant)).statusCode).toBe(200);
    expectProblem(await inject('POST', '/api/case-studies', body(), accountant), 403);
  });
});

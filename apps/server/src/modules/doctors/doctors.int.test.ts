import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { clinicInput, countRows, doctorInput, errorMap, expectProblem, parseCsv } from '../../test/http.js';

/**
 * Doctors: required fields, rating and fee as exact decimals, available days
 * and time slots (complete, in order, not overlapping), the clinic link, the
 * averages of the summary, and a delete that says what blocks it.
 */

type Rec = Record<string, unknown> & { id: number; version: number; labels?: Record<string, string | null> };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let ctx: TestContext;
let admin: string;
let reception: string;
let serial = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
});
afterAll(() => ctx.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  ctx.app.inject({ method, url: `/api/doctors${url}`, headers: { cookie }, payload });
/** A doctor body with a license number of its own. */
const input = (overrides: Record<string, unknown> = {}) =>
  doctorInput({ licenseNumber: `DDS-${++serial}`, ...overrides });
const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await call('POST', '', input(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const makeClinic = async (name: string): Promise<number> => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/clinics',
    headers: { cookie: admin },
    payload: clinicInput({ name }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};
/** A 422 at exactly these paths, with nothing stored. */
const expectRefused = async (body: Record<string, unknown>, errors: Record<string, string>) => {
  const before = await countRows(ctx.database, 'doctors');
  const res = await call('POST', '', body);
  expectProblem(res, 422);
  expect(errorMap(res)).toEqual(errors);
  expect(await countRows(ctx.database, 'doctors')).toBe(before);
};

describe('creating a doctor', () => {
  it('stores every field, the fee as an exact amount and the slots as given', async () => {
    const doctor = await create({ consultationFee: '85.5', rating: 4.6 });
    expect(doctor).toMatchObject({
      fullName: 'Dr. Amara Okafor',
      specialization: 'Orthodontist',
      clinic: null,
      experienceYears: 12,
      consultationFee: '85.50',
      rating: 4.6,
      availableDays: ['Monday', 'Wednesday', 'Friday'],
      availableTimeSlots: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
      labels: { clinic: null },
    });
    const read = await call('GET', `/${doctor.id}`);
    expect(read.json()).toEqual(doctor);
  });

  it('requires the fields of spec 002 §5', async () => {
    const {
      fullName: _n,
      licenseNumber: _l,
      specialization: _s,
      experienceYears: _e,
      consultationFee: _f,
      rating: _r,
      ...rest
    } = input();
    await expectRefused(
      { ...rest, availableDays: [] },
      {
        fullName: 'Full Name is required',
        licenseNumber: 'License Number is required',
        specialization: 'Specialization is required',
        experienceYears: 'Experience (years) is required',
        consultationFee: 'Consultation Fee is required',
        rating: 'Rating is required',
        availableDays: 'Available Days is required',
      },
    );
  });

  it('takes a rating from 0 to 5 in steps of 0.1', async () => {
    await expectRefused(input({ rating: 5.1 }), { rating: 'Rating must be at most 5' });
    await expectRefused(input({ rating: -0.1 }), { rating: 'Rating must be at least 0' });
    await expectRefused(input({ rating: 4.55 }), { rating: 'Rating allows at most 1 decimal place' });
    expect((await create({ rating: 0 })).rating).toBe(0);
    expect((await create({ rating: 5 })).rating).toBe(5);
    expect((await create({ rating: 3.7 })).rating).toBe(3.7);
  });

  it('takes the fee as a decimal amount of money, never a float, never negative', async () => {
    await expectRefused(input({ consultationFee: 85.5 }), {
      consultationFee: 'Consultation Fee must be an amount such as 12.50',
    });
    await expectRefused(input({ consultationFee: '85.555' }), {
      consultationFee: 'Consultation Fee must be an amount such as 12.50',
    });
    await expectRefused(input({ consultationFee: '-1.00' }), {
      consultationFee: 'Consultation Fee must be at least 0',
    });
    expect((await create({ consultationFee: '1234567.89' })).consultationFee).toBe('1234567.89');
  });

  it('offers the specializations and week days of the domain only', async () => {
    await expectRefused(input({ specialization: 'Dermatologist' }), {
      specialization:
        'Specialization must be one of: General Dentist, Orthodontist, Periodontist, Endodontist, Prosthodontist, Oral Surgeon, Pediatric Dentist, Other',
    });
    const res = await call('POST', '', input({ availableDays: ['Monday', 'Funday'] }));
    expectProblem(res, 422);
    expect(Object.keys(errorMap(res))).toEqual(['availableDays.1']);
  });

  it('refuses a license number another doctor has, whatever its case', async () => {
    await create({ licenseNumber: 'MA-DDS-4471' });
    await expectRefused(input({ licenseNumber: 'ma-dds-4471' }), {
      licenseNumber: 'A doctor with this license number already exists',
    });
  });
});

describe('time slots', () => {
  it('need both a start and an end; a slot left empty is dropped', async () => {
    await expectRefused(input({ availableTimeSlots: [{ start: '09:00', end: null }] }), {
      'availableTimeSlots.0.end': 'End is required',
    });
    await expectRefused(input({ availableTimeSlots: [{ start: '9h', end: '12:00' }] }), {
      'availableTimeSlots.0.start': 'Start must be a time (HH:MM)',
    });
    const doctor = await create({
      availableTimeSlots: [
        { start: '', end: '' },
        { start: '08:30', end: '11:00' },
      ],
    });
    expect(doctor.availableTimeSlots).toEqual([{ start: '08:30', end: '11:00' }]);
    expect((await create({ availableTimeSlots: [] })).availableTimeSlots).toEqual([]);
  });

  it('end after they start and do not overlap (touching is fine)', async () => {
    await expectRefused(input({ availableTimeSlots: [{ start: '12:00', end: '12:00' }] }), {
      availableTimeSlots: 'Each time slot must end after it starts',
    });
    await expectRefused(
      input({
        availableTimeSlots: [
          { start: '13:00', end: '17:00' },
          { start: '09:00', end: '13:30' },
        ],
      }),
      { availableTimeSlots: 'Time slots must not overlap' },
    );
    const touching = await create({
      availableTimeSlots: [
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '13:00' },
      ],
    });
    expect(touching.availableTimeSlots).toHaveLength(2);
  });

  it('keep the rules on PUT and PATCH, leaving the stored slots unchanged', async () => {
    const doctor = await create();
    const overlap = [
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '14:00' },
    ];
    let res = await call('PUT', `/${doctor.id}`, {
      ...input({ availableTimeSlots: overlap }),
      version: doctor.version,
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ availableTimeSlots: 'Time slots must not overlap' });
    res = await call('PATCH', `/${doctor.id}`, { availableTimeSlots: overlap, version: doctor.version });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ availableTimeSlots: 'Time slots must not overlap' });
    res = await call('PATCH', `/${doctor.id}`, {
      availableTimeSlots: [{ start: '14:00', end: '18:30' }],
      version: doctor.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ availableTimeSlots: [{ start: '14:00', end: '18:30' }], version: 2 });
  });
});

describe('the clinic a doctor works at', () => {
  it('is named, never shown as an id, and must exist', async () => {
    const clinicId = await makeClinic('Doctor Link Clinic');
    const doctor = await create({ clinic: clinicId });
    expect(doctor.clinic).toBe(clinicId);
    expect(doctor.labels).toEqual({ clinic: 'Doctor Link Clinic' });
    await expectRefused(input({ clinic: 999_999 }), { clinic: 'Clinic does not exist' });
    const list = await call('GET', `?clinic=${clinicId}`);
    expect(list.json<{ items: Rec[] }>().items.map((d) => d.id)).toEqual([doctor.id]);

    const csv = parseCsv((await call('GET', `/export?format=csv&clinic=${clinicId}`)).body.replace(/^\uFEFF/, ''));
    const column = (name: string) => csv[1]?.[csv[0]?.indexOf(name) ?? -1];
    expect(column('Clinic')).toBe('Doctor Link Clinic');
    expect(column('Available Time Slots')).toBe('09:00 · 12:00; 13:00 · 17:00');
    expect(column('Consultation Fee')).toBe('85.00');
  });

  it('cannot be deleted while doctors work there, and the refusal says why', async () => {
    const clinicId = await makeClinic('Busy Clinic');
    await create({ clinic: clinicId });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/clinics/${clinicId}`, headers: { cookie: admin } });
    expectProblem(res, 409, 'This clinic has doctors and cannot be deleted.');
    expect((await ctx.app.inject({ url: `/api/clinics/${clinicId}`, headers: { cookie: admin } })).statusCode).toBe(
      200,
    );
  });
});

describe('deleting a doctor', () => {
  it('deletes it (204, then 404) and says so for an unknown one', async () => {
    const doctor = await create();
    expect((await call('DELETE', `/${doctor.id}`)).statusCode).toBe(204);
    expectProblem(await call('GET', `/${doctor.id}`), 404);
    expectProblem(await call('DELETE', `/${doctor.id}`), 404);
  });

  it('refuses (409, kept) while another record points at the doctor, and says why', async () => {
    const doctor = await create();
    // Appointments do not exist yet: a table of the test stands for them.
    await ctx.database.rows(
      sql`create table test_doctor_refs (id serial primary key, doctor bigint references doctors(id))`,
    );
    await ctx.database.rows(sql`insert into test_doctor_refs (doctor) values (${doctor.id})`);
    expectProblem(
      await call('DELETE', `/${doctor.id}`),
      409,
      'This doctor has appointments or other records and cannot be deleted.',
    );
    const bulk = await call('POST', '/bulk-delete', { ids: [doctor.id] });
    expectProblem(bulk, 409, 'This doctor has appointments or other records and cannot be deleted.');
    expect((await call('GET', `/${doctor.id}`)).statusCode).toBe(200);
    await ctx.database.rows(sql`drop table test_doctor_refs`);
  });
});

describe('who may do what', () => {
  it('every signed-in role reads doctors; only staff managers write', async () => {
    const doctor = await create();
    expect((await call('GET', '', undefined, reception)).statusCode).toBe(200);
    expect((await call('GET', `/${doctor.id}`, undefined, reception)).statusCode).toBe(200);
    expectProblem(await call('POST', '', input(), reception), 403);
    expectProblem(await call('DELETE', `/${doctor.id}`, undefined, reception), 403);
  });
});

describe('the list and its summary', () => {
  let clinicId: number;
  beforeAll(async () => {
    await ctx.database.rows(sql`delete from doctors`);
    clinicId = await makeClinic('Summary Clinic');
    await create({
      fullName: 'Dr. Ana Silva',
      specialization: 'Periodontist',
      rating: 4.6,
      experienceYears: 12,
      clinic: clinicId,
      availableDays: ['Monday', 'Tuesday'],
    });
    await create({
      fullName: 'Dr. Ben Carter',
      specialization: 'Periodontist',
      rating: 4.1,
      experienceYears: 5,
      availableDays: ['Tuesday', 'Saturday'],
    });
    await create({
      fullName: 'Dr. Chloe Martin',
      specialization: 'Oral Surgeon',
      rating: 4.4,
      experienceYears: 8,
      clinic: clinicId,
      availableDays: ['Tuesday'],
      licenseNumber: 'SURG-77',
    });
  });

  it('pages by 5 by default, sorts, searches names and license numbers, filters by day', async () => {
    const names = async (query: string) =>
      (await call('GET', query)).json<{ items: Rec[]; total: number; pageSize: number }>();
    const all = await names('');
    expect(all.pageSize).toBe(5);
    expect(all.items.map((d) => d.fullName)).toEqual(['Dr. Ana Silva', 'Dr. Ben Carter', 'Dr. Chloe Martin']);
    expect((await names('?sort=-rating')).items.map((d) => d.rating)).toEqual([4.6, 4.4, 4.1]);
    expect((await names('?q=surg-7')).items.map((d) => d.fullName)).toEqual(['Dr. Chloe Martin']);
    expect((await names('?availableDays=Saturday')).items.map((d) => d.fullName)).toEqual(['Dr. Ben Carter']);
    expect((await names('?specialization=Periodontist&pageSize=1&page=2')).items.map((d) => d.fullName)).toEqual([
      'Dr. Ben Carter',
    ]);
    expectProblem(await call('GET', '?pageSize=5&availableDays=Funday'), 400);
  });

  it('averages rating (2 places) and experience (1 place) exactly, following the filters', async () => {
    const summary = (await call('GET', '/summary')).json<{
      tiles: { label: string; value: unknown; format?: string }[];
    }>();
    expect(summary.tiles).toEqual([
      { label: 'Total Doctors', value: 3 },
      { label: 'Avg. Rating', value: '4.37', format: 'decimal' },
      { label: 'Avg. Experience', value: '8.3', format: 'decimal' },
    ]);
    const surgeons = (await call('GET', '/summary?specialization=Oral%20Surgeon')).json<{ tiles: unknown[] }>();
    expect(surgeons.tiles).toEqual([
      { label: 'Total Doctors', value: 1 },
      { label: 'Avg. Rating', value: '4.40', format: 'decimal' },
      { label: 'Avg. Experience', value: '8.0', format: 'decimal' },
    ]);
    const none = (await call('GET', '/summary?q=nobody')).json<{ tiles: unknown[] }>();
    expect(none.tiles).toEqual([
      { label: 'Total Doctors', value: 0 },
      { label: 'Avg. Rating', value: null, format: 'decimal' },
      { label: 'Avg. Experience', value: null, format: 'decimal' },
    ]);
  });

  it('charts doctors by specialization, per clinic (by name) and per available day', async () => {
    const { charts } = (await call('GET', '/summary')).json<{
      charts: { title: string; points: { key: string; value: number }[] }[];
    }>();
    const points = (title: string) => charts.find((c) => c.title === title)?.points;
    expect(points('Doctors by specialization')).toEqual([
      { key: 'Periodontist', value: 2 },
      { key: 'Oral Surgeon', value: 1 },
    ]);
    expect(points('Doctors per clinic')).toEqual([
      { key: 'Summary Clinic', value: 2 },
      { key: 'None', value: 1 },
    ]);
    expect(points('Doctors available per day')).toEqual([
      { key: 'Monday', value: 1 },
      { key: 'Tuesday', value: 3 },
      { key: 'Saturday', value: 1 },
    ]);
  });
});

import {
  APPOINTMENT_MESSAGES,
  addDays,
  type BookingProblemExtras,
  type HistoryPage,
  type Problem,
  SCHEDULE_MESSAGES,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, dayFrom, makeClinic, makeDoctor, makePatient } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';

/**
 * Booking: the server fills the status and the contact, refuses a doctor's
 * second visit at the same time (also when two requests race: the database
 * decides), refuses a time outside the doctor's or the clinic's hours unless
 * an administrator overrides it (audited), and names the clash and the next
 * free slot so that the client can offer it.
 */

type Rec = Record<string, unknown> & { id: number; version: number };
type BookingProblem = Problem & BookingProblemExtras;

let ctx: TestContext;
let admin: string;
let reception: string;
let accountant: string;
let clinic: number;
let doctor: number;
let patient: Rec;
let ids: { patient: number; doctor: number; clinic: number };
const MONDAY = dayFrom('Monday', 14);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  accountant = await ctx.signIn('Accountant');
  clinic = (await makeClinic(ctx, admin)).id;
  doctor = (await makeDoctor(ctx, admin, clinic)).id;
  patient = await makePatient(ctx, reception, 'Lina Haddad');
  ids = { patient: patient.id, doctor, clinic };
});
afterAll(() => ctx.close());

const book = (body: Record<string, unknown>, cookie = reception) =>
  ctx.app.inject({ method: 'POST', url: '/api/appointments', headers: { cookie }, payload: body });
const booked = async (body: Record<string, unknown>, cookie = reception): Promise<Rec> => {
  const res = await book(body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

describe('booking an appointment', () => {
  it('is Scheduled and Unconfirmed, with the patient’s contact and a first status stamped with its user', async () => {
    const appt = await booked(bookingInput(ids, MONDAY, '09:00', '09:30'));
    expect(appt).toMatchObject({
      status: 'Scheduled',
      confirmation: 'Unconfirmed',
      appointmentType: 'In-Person',
      telephone: '+1 617 555 0123',
      email: patient.email,
      outsideHours: false,
      labels: { patient: 'Lina Haddad' },
    });
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/appointments/${appt.id}/status-history`,
      headers: { cookie: accountant },
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'Scheduled',
        username: expect.stringMatching(/^receptionist/),
      }),
    ]);
  });

  it('keeps a contact typed for the visit', async () => {
    const appt = await booked(bookingInput(ids, MONDAY, '09:30', '10:00', { telephone: '+44 20 7946 0000' }));
    expect(appt).toMatchObject({ telephone: '+44 20 7946 0000', email: patient.email });
  });

  it('refuses a visit that ends before it starts, and a patient who does not exist', async () => {
    let res = await book(bookingInput(ids, MONDAY, '11:00', '10:30'));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ endTime: APPOINTMENT_MESSAGES.endAfterStart });
    res = await book(bookingInput({ ...ids, patient: 999_999 }, MONDAY, '11:00', '11:30'));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ patient: 'Patient does not exist' });
  });

  it('refuses an archived patient', async () => {
    const gone = await makePatient(ctx, reception);
    await ctx.app.inject({ method: 'DELETE', url: `/api/patients/${gone.id}`, headers: { cookie: reception } });
    const res = await book(bookingInput({ ...ids, patient: gone.id }, MONDAY, '11:00', '11:30'));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ patient: APPOINTMENT_MESSAGES.archivedPatient });
  });
});

describe('a doctor cannot be in two places at once', () => {
  const WEDNESDAY = dayFrom('Wednesday', 14);

  it('refuses an overlapping visit with 409, naming the clashing one and the next free slot', async () => {
    const first = await booked(bookingInput(ids, WEDNESDAY, '10:00', '10:30'));
    const before = await countRows(ctx.database, 'appointments');
    const res = await book(bookingInput(ids, WEDNESDAY, '10:15', '10:45'));
    const problem = expectProblem(res, 409, APPOINTMENT_MESSAGES.clash) as BookingProblem;
    expect(problem.clash).toEqual({
      id: first.id,
      patient: patient.id,
      patientName: 'Lina Haddad',
      doctor,
      appointmentDate: WEDNESDAY,
      startTime: '10:00',
      endTime: '10:30',
      status: 'Scheduled',
    });
    // 30 minutes, from 10:15 on: 10:30 is the first free quarter.
    expect(problem.nextFree).toEqual({ date: WEDNESDAY, start: '10:30', end: '11:00' });
    expect(await countRows(ctx.database, 'appointments')).toBe(before);
  });

  it('accepts a visit that starts when the other ends, and another doctor at the same time', async () => {
    await booked(bookingInput(ids, WEDNESDAY, '10:30', '11:00'));
    const other = (await makeDoctor(ctx, admin, clinic)).id;
    await booked(bookingInput({ ...ids, doctor: other }, WEDNESDAY, '10:00', '10:30'));
  });

  it('two requests for the same time at once: exactly one wins', async () => {
    const FRIDAY = dayFrom('Friday', 14);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        book(bookingInput(ids, FRIDAY, '14:00', '14:30', { reasonForVisit: `Race ${i}` })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const [row] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from appointments where appointment_date = ${FRIDAY}::date and doctor = ${doctor}`,
    );
    expect(row?.n).toBe(1);
  });

  it('a cancelled visit frees its time', async () => {
    const slot = bookingInput(ids, WEDNESDAY, '15:00', '15:30');
    const first = await booked(slot);
    expectProblem(await book(slot), 409);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${first.id}/status`,
      headers: { cookie: reception },
      payload: { status: 'Cancelled', note: 'Patient has the flu' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await booked(slot);
  });

  it('moving a visit onto another is refused the same way', async () => {
    const appt = await booked(bookingInput(ids, WEDNESDAY, '16:00', '16:30'));
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appt.id}`,
      headers: { cookie: reception },
      payload: { startTime: '10:15', endTime: '10:45', version: appt.version },
    });
    const problem = expectProblem(res, 409) as BookingProblem;
    expect(problem.clash).toMatchObject({ startTime: '10:00', endTime: '10:30' });
  });
});

describe('working hours', () => {
  const TUESDAY = dayFrom('Tuesday', 14);
  const SATURDAY = dayFrom('Saturday', 14);

  it('refuses a day the doctor does not work, with the reason and the next free slot', async () => {
    const res = await book(bookingInput(ids, TUESDAY, '09:00', '09:30'));
    const problem = expectProblem(res, 422) as BookingProblem;
    expect(errorMap(res)).toEqual({ appointmentDate: SCHEDULE_MESSAGES.doctorDayOff });
    // The doctor works the next day (on a Wednesday, dayFrom('Wednesday', 14) would be the week before).
    expect(problem.nextFree?.date).toBe(addDays(TUESDAY, 1));
  });

  it('refuses a time outside the doctor’s slots, and one outside the clinic’s opening hours', async () => {
    let res = await book(bookingInput(ids, MONDAY, '12:00', '12:30'));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ startTime: SCHEDULE_MESSAGES.outsideDoctorHours });
    const allDays = (await makeDoctor(ctx, admin, clinic, { availableDays: ['Saturday'], availableTimeSlots: [] })).id;
    res = await book(bookingInput({ ...ids, doctor: allDays }, SATURDAY, '13:45', '14:15'));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ startTime: SCHEDULE_MESSAGES.outsideClinicHours });
  });

  it('refuses a clinic where the doctor does not work', async () => {
    const elsewhere = (await makeClinic(ctx, admin)).id;
    const res = await book(bookingInput({ ...ids, clinic: elsewhere }, MONDAY, '13:00', '13:30'));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ clinic: SCHEDULE_MESSAGES.otherClinic });
  });

  it('an administrator may book outside the hours on purpose; it is recorded, and nobody else may', async () => {
    const body = bookingInput(ids, TUESDAY, '18:00', '18:30', { outsideHours: true });
    const refused = await book(body, reception);
    expectProblem(refused, 403, APPOINTMENT_MESSAGES.overrideAdminOnly);
    const appt = await booked(body, admin);
    expect(appt.outsideHours).toBe(true);
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/appointments/${appt.id}/history`,
      headers: { cookie: admin },
    });
    const [entry] = history.json<HistoryPage>().items;
    expect(entry).toMatchObject({ action: 'create', user: { name: expect.stringMatching(/^admin/) } });
    expect(entry?.changes).toContainEqual(expect.objectContaining({ field: 'outsideHours', to: true }));
  });

  it('a visit within the hours is never flagged, even when the flag is sent', async () => {
    const appt = await booked(bookingInput(ids, MONDAY, '13:00', '13:30', { outsideHours: true }), admin);
    expect(appt.outsideHours).toBe(false);
  });
});

describe('changing a booking', () => {
  const FRIDAY = dayFrom('Friday', 21);

  it('a confirmed visit moved to another time needs confirming again', async () => {
    const appt = await booked(bookingInput(ids, FRIDAY, '09:00', '09:30'));
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${appt.id}/status`,
      headers: { cookie: reception },
      payload: { status: 'Confirmed' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'Confirmed', confirmation: 'Confirmed' });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appt.id}`,
      headers: { cookie: reception },
      payload: { startTime: '10:00', endTime: '10:30', version: confirmed.json<Rec>().version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: '10:00', status: 'Scheduled', confirmation: 'Unconfirmed' });
    // Changing the notes only is not moving it.
    const noted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appt.id}`,
      headers: { cookie: reception },
      payload: { notes: 'Bring X-rays', version: moved.json<Rec>().version },
    });
    expect(noted.json()).toMatchObject({ notes: 'Bring X-rays', status: 'Scheduled' });
  });

  it('a finished visit cannot be moved', async () => {
    const past = dayFrom('Monday', -7);
    const appt = await booked(bookingInput(ids, past, '09:00', '09:30'));
    for (const status of ['Arrived', 'In Chair', 'Completed'])
      await ctx.app.inject({
        method: 'POST',
        url: `/api/appointments/${appt.id}/status`,
        headers: { cookie: reception },
        payload: { status },
      });
    const [row] = await ctx.database.rows<{ version: number }>(
      sql`select version from appointments where id = ${appt.id}`,
    );
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appt.id}`,
      headers: { cookie: reception },
      payload: { startTime: '10:00', endTime: '10:30', version: row?.version },
    });
    expectProblem(res, 409, APPOINTMENT_MESSAGES.notMovable);
  });
});

describe('who may book', () => {
  it('an accountant reads the book but cannot book or change a status', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/appointments', headers: { cookie: accountant } });
    expect(list.statusCode).toBe(200);
    expectProblem(await book(bookingInput(ids, MONDAY, '14:00', '14:30'), accountant), 403);
    const [first] = list.json<{ items: Rec[] }>().items;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${first?.id}/status`,
      headers: { cookie: accountant },
      payload: { status: 'Cancelled' },
    });
    expectProblem(res, 403);
  });

  it('a dentist and an assistant may book; nobody signed out may read', async () => {
    await booked(bookingInput(ids, MONDAY, '14:00', '14:30'), await ctx.signIn('Dentist'));
    await booked(bookingInput(ids, MONDAY, '14:30', '15:00'), await ctx.signIn('Assistant'));
    expectProblem(await ctx.app.inject({ method: 'GET', url: '/api/appointments' }), 401);
    expectProblem(
      await ctx.app.inject({ method: 'GET', url: '/api/availability?doctor=1&from=2026-01-01&to=2026-01-02' }),
      401,
    );
  });
});

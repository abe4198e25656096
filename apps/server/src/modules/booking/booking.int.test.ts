import { randomUUID } from 'node:crypto';
import {
  type AppointmentNotifications,
  type AvailabilityResponse,
  BOOKING_MESSAGES,
  type BookingConfirmation,
  type BookingOptions,
  type BookingSlots,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFrom, makeClinic, makeDoctor, makeFullTimeDoctor, makePatient, post } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';

/** The public online booking: options, free slots, and a booking that is idempotent and says nothing of others. */

let ctx: TestContext;
let admin: string;
let reception: string;
let clinic: number;
let doctor: number;
let otherDoctor: number;
const MONDAY = dayFrom('Monday', 14);
const TUESDAY = dayFrom('Tuesday', 14);

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_RATE_PER_HOUR: '1000', VIDEO_BASE_URL: 'https://video.example.test/' });
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  clinic = (await makeClinic(ctx, admin)).id;
  // Monday, Wednesday, Friday 09:00-12:00 and 13:00-17:00.
  doctor = (await makeDoctor(ctx, admin, clinic)).id;
  otherDoctor = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
});
afterAll(() => ctx.close());

let serial = 0;
const visitor = (overrides: Record<string, unknown> = {}) => ({
  clinic,
  doctor,
  date: MONDAY,
  startTime: '09:00',
  fullName: `Visitor ${++serial}`,
  email: `visitor${serial}@example.com`,
  telephone: '+44 20 7946 0000',
  reasonForVisit: 'Toothache',
  ...overrides,
});
const book = (payload: object, key: string | null = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/booking',
    payload,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
const appointmentsOf = (fullName: string) =>
  ctx.database.rows<Record<string, unknown>>(sql`
    select a.id::int as id, a.status, a.confirmation, a.source, to_char(a.start_time, 'HH24:MI') as start,
           to_char(a.end_time, 'HH24:MI') as "end", a.meeting_link as "meetingLink", p.blood_type as "bloodType",
           p.id::int as patient
    from appointments a join patients p on p.id = a.patient where p.full_name = ${fullName}`);

describe('GET /api/booking/options', () => {
  it('lists clinics and doctors to anyone, with nothing private', async () => {
    const res = await ctx.app.inject({ url: '/api/booking/options' });
    expect(res.statusCode).toBe(200);
    const options = res.json<BookingOptions>();
    expect(options.clinics.find((c) => c.id === clinic)).toEqual({
      id: clinic,
      name: expect.any(String),
      city: expect.any(String),
    });
    const d = options.doctors.find((x) => x.id === doctor);
    expect(Object.keys(d ?? {}).sort()).toEqual(['clinic', 'fullName', 'id', 'specialization']);
    expect(res.body).not.toMatch(/licen[sc]e|consultationFee|email|telephone/i);
  });
});

describe('GET /api/booking/slots', () => {
  it('offers the same free half hours as the staff availability, without the taken ones', async () => {
    const patient = (await makePatient(ctx, reception)).id;
    await post(ctx, reception, '/api/appointments', {
      patient,
      doctor,
      clinic,
      appointmentDate: MONDAY,
      startTime: '10:00',
      endTime: '10:30',
      reasonForVisit: 'Check-up',
    });
    const res = await ctx.app.inject({
      url: `/api/booking/slots?doctor=${doctor}&clinic=${clinic}&from=${MONDAY}&to=${addWeek(MONDAY)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json<BookingSlots>();
    const monday = slots.days.find((d) => d.date === MONDAY)!;
    const starts = monday.slots.map((s) => s.start);
    expect(starts).toContain('09:30');
    expect(starts).not.toContain('10:00');
    expect(starts).not.toContain('12:00');
    expect(starts.at(-1)).toBe('16:30');
    // Only the doctor's working days: Monday, Wednesday, Friday, and Monday again.
    expect(slots.days.map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay())).toEqual([1, 3, 5, 1]);
    const staff = await ctx.app.inject({
      url: `/api/availability?doctor=${doctor}&clinic=${clinic}&from=${MONDAY}&to=${MONDAY}&duration=30&step=30`,
      headers: { cookie: reception },
    });
    expect(monday.slots).toEqual(staff.json<AvailabilityResponse>().days[0]?.slots);
  });

  it('offers nothing in the past, and refuses an unknown doctor or a too long range', async () => {
    const past = dayFrom('Monday', -14);
    const res = await ctx.app.inject({
      url: `/api/booking/slots?doctor=${doctor}&clinic=${clinic}&from=${past}&to=${past}`,
    });
    expect(res.json<BookingSlots>().days).toEqual([]);
    expectProblem(
      await ctx.app.inject({ url: `/api/booking/slots?doctor=999999&clinic=${clinic}&from=${MONDAY}&to=${MONDAY}` }),
      422,
    );
    const far = await ctx.app.inject({
      url: `/api/booking/slots?doctor=${doctor}&clinic=${clinic}&from=${MONDAY}&to=${addWeek(addWeek(addWeek(addWeek(addWeek(MONDAY)))))}`,
    });
    expect(errorMap(far)).toEqual({ to: 'At most 31 days at once' });
  });
});

describe('POST /api/booking', () => {
  it('books a new patient’s visit as Scheduled, Unconfirmed and Online, and the staff see it', async () => {
    const body = visitor({ startTime: '11:00' });
    const res = await book(body);
    expect(res.statusCode, res.body).toBe(201);
    const confirmation = res.json<BookingConfirmation>();
    expect(confirmation).toMatchObject({
      date: MONDAY,
      startTime: '11:00',
      endTime: '11:30',
      appointmentType: 'In-Person',
    });
    expect(confirmation.reference).toMatch(/^BK-[0-9A-Z]{6}$/);
    expect(confirmation.doctorName).toMatch(/^Dr\. Test/);
    const [stored] = await appointmentsOf(body.fullName);
    expect(stored).toMatchObject({
      status: 'Scheduled',
      confirmation: 'Unconfirmed',
      source: 'Online',
      start: '11:00',
      end: '11:30',
      bloodType: 'Unknown',
      meetingLink: null,
    });
    const listed = await ctx.app.inject({ url: `/api/appointments/${stored!.id}`, headers: { cookie: reception } });
    expect(listed.json()).toMatchObject({ source: 'Online', email: body.email, telephone: body.telephone });
    const history = await ctx.app.inject({
      url: `/api/appointments/${stored!.id}/history`,
      headers: { cookie: admin },
    });
    expect(history.statusCode).toBe(200);
  });

  it('gives an online Telemedicine visit its meeting link', async () => {
    const body = visitor({ startTime: '11:30', appointmentType: 'Telemedicine' });
    expect((await book(body)).statusCode).toBe(201);
    const [stored] = await appointmentsOf(body.fullName);
    expect(stored?.meetingLink).toMatch(/^https:\/\/video\.example\.test\/chairside-[0-9a-f]{32}$/);
  });

  it('matches a patient by name and email, or name and telephone, without saying so', async () => {
    const known = await post(ctx, reception, '/api/patients', {
      fullName: 'Lina Haddad',
      bloodType: 'A+',
      email: 'lina@example.com',
      telephone: '+1 (617) 555-0199',
    });
    const before = await countRows(ctx.database, 'patients');
    const byEmail = await book(
      visitor({ fullName: '  lina haddad ', email: 'LINA@example.com', telephone: null, startTime: '13:00' }),
    );
    const byPhone = await book(
      visitor({ fullName: 'Lina Haddad', email: null, telephone: '16175550199', startTime: '13:30' }),
    );
    const stranger = await book(
      visitor({ fullName: 'Lina Haddad-Other', email: 'lina@example.com', startTime: '14:00' }),
    );
    expect(await countRows(ctx.database, 'patients')).toBe(before + 1);
    const rows = await appointmentsOf('Lina Haddad');
    expect(rows.map((r) => r.patient)).toEqual([known.id, known.id]);
    // The known patient's record is untouched, and the answers have the same shape either way.
    const patient = await ctx.app.inject({ url: `/api/patients/${known.id}`, headers: { cookie: reception } });
    expect(patient.json()).toMatchObject({ bloodType: 'A+', email: 'lina@example.com', version: known.version });
    const shape = (r: typeof byEmail) => Object.keys(r.json()).sort();
    expect(shape(byEmail)).toEqual(shape(stranger));
    expect(shape(byPhone)).toEqual(shape(stranger));
    expect([byEmail.statusCode, byPhone.statusCode, stranger.statusCode]).toEqual([201, 201, 201]);
  });

  it('books once when the same submission arrives twice, even at the same moment', async () => {
    const body = visitor({ startTime: '14:30' });
    const key = randomUUID();
    const [a, b] = await Promise.all([book(body, key), book(body, key)]);
    const again = await book(body, key);
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([201, 201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(again.json()).toEqual(a.json());
    expect(await appointmentsOf(body.fullName)).toHaveLength(1);
  });

  it('refuses the same key for another booking, and a missing key, storing nothing', async () => {
    const key = randomUUID();
    expect((await book(visitor({ startTime: '15:00' }), key)).statusCode).toBe(201);
    const before = await countRows(ctx.database, 'appointments');
    const reused = await book(visitor({ startTime: '15:30' }), key);
    expectProblem(reused, 422, BOOKING_MESSAGES.keyReused);
    expectProblem(await book(visitor({ startTime: '15:30' }), null), 400, BOOKING_MESSAGES.keyMissing);
    expectProblem(await book(visitor({ startTime: '15:30' }), 'short'), 400, BOOKING_MESSAGES.keyMissing);
    expect(await countRows(ctx.database, 'appointments')).toBe(before);
  });

  it('refuses a taken time without naming who holds it, and lets the visitor retry the same key elsewhere', async () => {
    const holder = await post(ctx, reception, '/api/patients', { fullName: 'Secret Holder', bloodType: 'O+' });
    await post(ctx, reception, '/api/appointments', {
      patient: holder.id,
      doctor: otherDoctor,
      clinic,
      appointmentDate: TUESDAY,
      startTime: '09:00',
      endTime: '10:00',
      reasonForVisit: 'Crown',
    });
    const patientsBefore = await countRows(ctx.database, 'patients');
    const key = randomUUID();
    const body = visitor({ doctor: otherDoctor, date: TUESDAY, startTime: '09:30' });
    const taken = expectProblem(await book(body, key), 409, BOOKING_MESSAGES.slotTaken);
    expect(JSON.stringify(taken)).not.toMatch(/Secret|Holder|Crown|patient/i);
    expect(await countRows(ctx.database, 'patients')).toBe(patientsBefore);
    expect((await book({ ...body, startTime: '10:00' }, key)).statusCode).toBe(201);
  });

  it('refuses a time outside the doctor’s hours or in the past', async () => {
    const before = await countRows(ctx.database, 'appointments');
    const tuesday = await book(visitor({ date: TUESDAY, startTime: '09:00' }));
    expect(errorMap(tuesday)).toEqual({ startTime: BOOKING_MESSAGES.slotUnavailable });
    expect(tuesday.statusCode).toBe(422);
    const lunch = await book(visitor({ startTime: '12:00' }));
    expectProblem(lunch, 422, BOOKING_MESSAGES.slotUnavailable);
    expect(lunch.body).not.toMatch(/nextFree/);
    expectProblem(await book(visitor({ date: dayFrom('Monday', -7) })), 422, BOOKING_MESSAGES.slotUnavailable);
    expect(await countRows(ctx.database, 'appointments')).toBe(before);
  });

  it('asks for an email or a telephone, and refuses fields the server decides', async () => {
    const before = await countRows(ctx.database, 'patients');
    const res = await book(visitor({ email: null, telephone: '' }));
    expect(errorMap(res)).toEqual({ email: BOOKING_MESSAGES.contactNeeded });
    expectProblem(await book({ ...visitor(), status: 'Confirmed' }), 400);
    expectProblem(await book({ ...visitor(), patient: 1 }), 400);
    expect(await countRows(ctx.database, 'patients')).toBe(before);
  });

  it('answers a robot that fills the hidden field like a person, and stores nothing', async () => {
    const before = await countRows(ctx.database, 'appointments');
    const body = visitor({ startTime: '16:00', website: 'http://spam.example' });
    expect((await book(body)).statusCode).toBe(201);
    expect(await countRows(ctx.database, 'appointments')).toBe(before);
    expect(await appointmentsOf(body.fullName)).toEqual([]);
  });

  it('shows online bookings in the staff notifications, to be confirmed', async () => {
    const body = visitor({ date: dayFrom('Wednesday', 1), startTime: '16:30' });
    expect((await book(body)).statusCode).toBe(201);
    const res = await ctx.app.inject({
      url: '/api/appointments/notifications?days=10&limit=50',
      headers: { cookie: reception },
    });
    const notifications = res.json<AppointmentNotifications>();
    const item = notifications.items.find((i) => i.patientName === body.fullName);
    expect(item).toMatchObject({ source: 'Online', isNew: true, confirmation: 'Unconfirmed' });
    // Listed apart as well, the latest booked first, whatever its day.
    expect(notifications.online[0]).toEqual(item);
    expect(notifications.online.every((i) => i.source === 'Online' && i.confirmation === 'Unconfirmed')).toBe(true);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${item!.id}/status`,
      headers: { cookie: reception },
      payload: { status: 'Confirmed', version: item!.version },
    });
    expect(confirmed.json()).toMatchObject({ status: 'Confirmed', confirmation: 'Confirmed', source: 'Online' });
    const after = await ctx.app.inject({ url: '/api/appointments/notifications', headers: { cookie: reception } });
    expect(after.json<AppointmentNotifications>().online.map((i) => i.id)).not.toContain(item!.id);
  });
});

describe('rate limit', () => {
  it('stops an address after BOOKING_RATE_PER_HOUR submissions', async () => {
    const limited = await createTestContext({ BOOKING_RATE_PER_HOUR: '2' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/booking',
          payload: {},
          headers: { 'idempotency-key': randomUUID() },
        });
      // An empty body is refused on its merits until the address has used up its submissions.
      expect((await send()).statusCode).toBe(422);
      expect((await send()).statusCode).toBe(422);
      expectProblem(await send(), 429);
    } finally {
      await limited.close();
    }
  });
});

function addWeek(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

import {
  type AppointmentCounts,
  type AppointmentNotifications,
  type AvailabilityResponse,
  addDays,
  type CalendarItem,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  bookingInput,
  dayFrom,
  makeClinic,
  makeDoctor,
  makeFullTimeDoctor,
  makePatient,
  post,
  today,
} from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';

/**
 * What screens read from the book: a doctor's free slots (opening hours, the
 * doctor's slots, the visits already booked), the calendar's range, the counts
 * per day and status, and the header's notifications.
 */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let admin: string;
let reception: string;
let accountant: string;
let clinic: number;
let doctor: number;
let ids: { patient: number; doctor: number; clinic: number };
const MONDAY = dayFrom('Monday', 14);
const SATURDAY = dayFrom('Saturday', 14);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  accountant = await ctx.signIn('Accountant');
  clinic = (await makeClinic(ctx, admin)).id;
  // Monday to Saturday, 08:30-12:30 and 13:30-15:00; the clinic closes at 14:00 on Saturday.
  doctor = (
    await makeDoctor(ctx, admin, clinic, {
      availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      availableTimeSlots: [
        { start: '08:30', end: '12:30' },
        { start: '13:30', end: '15:00' },
      ],
    })
  ).id;
  ids = { patient: (await makePatient(ctx, reception, 'Omar Said')).id, doctor, clinic };
});
afterAll(() => ctx.close());

const get = <T>(url: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });
const book = (date: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
  post(ctx, reception, '/api/appointments', bookingInput(ids, date, start, end, extra));
const move = (id: number, status: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/appointments/${id}/status`,
    headers: { cookie: reception },
    payload: { status },
  });

describe('GET /api/availability', () => {
  it('offers the doctor’s hours inside the opening hours, less the visits booked', async () => {
    await book(MONDAY, '09:00', '10:00');
    await book(MONDAY, '11:30', '12:30');
    const cancelled = await book(MONDAY, '13:30', '14:00');
    await move(cancelled.id, 'Cancelled');
    const res = await get<AvailabilityResponse>(
      `/availability?doctor=${doctor}&from=${MONDAY}&to=${MONDAY}&duration=30`,
    );
    expect(res.clinic).toBe(clinic);
    const [day] = res.days;
    expect(day?.working).toEqual([
      { start: '08:30', end: '12:30' },
      { start: '13:30', end: '15:00' },
    ]);
    // The cancelled visit gives its time back.
    expect(day?.free).toEqual([
      { start: '08:30', end: '09:00' },
      { start: '10:00', end: '11:30' },
      { start: '13:30', end: '15:00' },
    ]);
    expect(day?.slots.map((s) => s.start)).toEqual(['08:30', '10:00', '10:30', '11:00', '13:30', '14:00', '14:30']);
  });

  it('on Saturday the clinic closes at 14:00, and on Sunday it is closed', async () => {
    const sunday = addDays(SATURDAY, 1);
    const res = await get<AvailabilityResponse>(
      `/availability?doctor=${doctor}&from=${SATURDAY}&to=${sunday}&duration=60`,
    );
    expect(res.days.map((d) => [d.weekDay, d.free])).toEqual([
      [
        'Saturday',
        [
          { start: '09:00', end: '12:30' },
          { start: '13:30', end: '14:00' },
        ],
      ],
      ['Sunday', []],
    ]);
    expect(res.days[0]?.slots.map((s) => s.start)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('leaves out the visit being moved when asked, and offers nothing in the past', async () => {
    const appt = await book(MONDAY, '10:00', '10:30');
    const res = await get<AvailabilityResponse>(
      `/availability?doctor=${doctor}&from=${MONDAY}&to=${MONDAY}&exclude=${appt.id}&step=30`,
    );
    expect(res.days[0]?.free).toContainEqual({ start: '10:00', end: '11:30' });
    const past = await get<AvailabilityResponse>(
      `/availability?doctor=${doctor}&from=${dayFrom('Monday', -7)}&to=${dayFrom('Monday', -7)}`,
    );
    expect(past.days[0]?.slots).toEqual([]);
  });

  it('nothing at a clinic the doctor does not work at; unknown doctor, bad range: 422', async () => {
    const elsewhere = (await makeClinic(ctx, admin)).id;
    const res = await get<AvailabilityResponse>(
      `/availability?doctor=${doctor}&clinic=${elsewhere}&from=${MONDAY}&to=${MONDAY}`,
    );
    expect(res.days[0]?.slots).toEqual([]);
    let bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/availability?doctor=999999&from=${MONDAY}&to=${MONDAY}`,
      headers: { cookie: accountant },
    });
    expectProblem(bad, 422);
    expect(errorMap(bad)).toEqual({ doctor: 'Doctor does not exist' });
    bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/availability?doctor=${doctor}&from=${MONDAY}&to=${dayFrom('Monday', -7)}`,
      headers: { cookie: accountant },
    });
    expectProblem(bad, 400);
  });
});

describe('range reads', () => {
  let other: number;
  const WEDNESDAY = dayFrom('Wednesday', 35);
  beforeAll(async () => {
    const second = (await makeClinic(ctx, admin, ALWAYS_OPEN)).id;
    other = (await makeFullTimeDoctor(ctx, admin, second)).id;
    await post(
      ctx,
      reception,
      '/api/appointments',
      bookingInput({ ...ids, doctor: other, clinic: second }, WEDNESDAY, '09:00', '09:45'),
    );
    const a = await book(WEDNESDAY, '09:00', '09:30', { appointmentType: 'Telemedicine' });
    const b = await book(WEDNESDAY, '08:30', '09:00');
    await move(b.id, 'Cancelled');
    const archived = await book(WEDNESDAY, '10:00', '10:30');
    await ctx.app.inject({ method: 'DELETE', url: `/api/appointments/${archived.id}`, headers: { cookie: reception } });
    expect(a.id).toBeGreaterThan(0);
  });

  it('the calendar gives a clinic’s or some doctors’ visits over the days asked, ordered, with names', async () => {
    const { items, truncated } = await get<{ items: CalendarItem[]; truncated: boolean }>(
      `/appointments/calendar?from=${WEDNESDAY}&to=${WEDNESDAY}&clinic=${clinic}`,
    );
    expect(truncated).toBe(false);
    expect(items.map((i) => [i.startTime, i.endTime, i.status, i.appointmentType, i.patientName])).toEqual([
      ['08:30', '09:00', 'Cancelled', 'In-Person', 'Omar Said'],
      ['09:00', '09:30', 'Scheduled', 'Telemedicine', 'Omar Said'],
    ]);
    const both = await get<{ items: CalendarItem[] }>(
      `/appointments/calendar?from=${WEDNESDAY}&to=${WEDNESDAY}&doctor=${doctor},${other}&status=Scheduled`,
    );
    expect(both.items.map((i) => i.doctor).sort()).toEqual([doctor, other].sort());
    expect(both.items.every((i) => i.doctorName?.startsWith('Dr.'))).toBe(true);
  });

  it('a calendar read again shows every write since: to its visits, their patient, doctor or clinic', async () => {
    const THURSDAY = addDays(WEDNESDAY, 8); // a week after the range read below, whatever today is
    const patient = (await makePatient(ctx, reception, 'Lina Haddad')).id;
    const visit = await post(
      ctx,
      reception,
      '/api/appointments',
      bookingInput({ ...ids, patient }, THURSDAY, '09:00', '09:30'),
    );
    const week = () =>
      get<{ items: CalendarItem[] }>(`/appointments/calendar?from=${THURSDAY}&to=${THURSDAY}&clinic=${clinic}`).then(
        ({ items }) => items.map((i) => [i.status, i.patientName, i.doctorName, i.clinicName]),
      );
    const [doctorName] = (await week())[0]?.slice(2) ?? [];
    expect(await week()).toEqual(await week());

    await move(visit.id, 'Confirmed');
    expect((await week())[0]?.[0]).toBe('Confirmed');
    // Written in SQL, as another server process or a script would: the next read still sees it.
    await ctx.database.rows(sql`update patients set full_name = 'Lina Haddad-Nasser' where id = ${patient}`);
    expect((await week())[0]?.[1]).toBe('Lina Haddad-Nasser');
    await ctx.database.rows(sql`update doctors set full_name = ${`${doctorName} Jr.`} where id = ${doctor}`);
    expect((await week())[0]?.[2]).toBe(`${doctorName} Jr.`);
    const [clinicName] = (await week())[0]?.slice(3) ?? [];
    await ctx.database.rows(sql`update clinics set name = 'Renamed Clinic' where id = ${clinic}`);
    expect((await week())[0]?.[3]).toBe('Renamed Clinic');
    await book(THURSDAY, '10:00', '10:30');
    expect(await week()).toHaveLength(2);
    await ctx.database.rows(sql`update doctors set full_name = ${doctorName} where id = ${doctor}`);
    await ctx.database.rows(sql`update clinics set name = ${clinicName} where id = ${clinic}`);
  });

  it('a calendar read again with nothing written is the kept answer, not a new read', async () => {
    const FRIDAY = addDays(WEDNESDAY, 16);
    const patient = (await makePatient(ctx, reception, 'Kept Reader')).id;
    await post(ctx, reception, '/api/appointments', bookingInput({ ...ids, patient }, FRIDAY, '09:00', '09:30'));
    const names = () =>
      get<{ items: CalendarItem[] }>(`/appointments/calendar?from=${FRIDAY}&to=${FRIDAY}&clinic=${clinic}`).then(
        ({ items }) => items.map((i) => i.patientName),
      );
    expect(await names()).toEqual(['Kept Reader']);
    // Renamed without the write being counted (triggers off in this transaction): only a new read would see it.
    await ctx.database.transaction(async (rows) => {
      await rows(sql`set local session_replication_role = replica`);
      await rows(sql`update patients set full_name = 'Unseen Name' where id = ${patient}`);
    });
    expect(await names()).toEqual(['Kept Reader']);
    await ctx.database.rows(sql`update patients set full_name = 'Seen Name' where id = ${patient}`);
    expect(await names()).toEqual(['Seen Name']);
  });

  it('counts per day and status, every day of the range', async () => {
    const counts = await get<AppointmentCounts>(
      `/appointments/counts?from=${WEDNESDAY}&to=${addDays(WEDNESDAY, 2)}&clinic=${clinic}`,
    );
    expect(counts.total).toBe(2);
    expect(counts.byStatus).toMatchObject({ Scheduled: 1, Cancelled: 1, Completed: 0 });
    expect(counts.byDay.map((d) => d.total)).toEqual([2, 0, 0]);
  });

  it('GET /api/appointments/count names its field appointement and follows the list’s filters', async () => {
    const all = await get<{ appointement: number }>('/appointments/count');
    const [row] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from appointments where archived_at is null`,
    );
    expect(all.appointement).toBe(row?.n);
    const day = await get<{ appointement: number }>(
      `/appointments/count?from=${WEDNESDAY}&to=${WEDNESDAY}&status=Scheduled`,
    );
    expect(day.appointement).toBe(2);
    const list = await get<{ total: number }>(`/appointments?from=${WEDNESDAY}&to=${WEDNESDAY}&doctor=${doctor}`);
    expect(list.total).toBe(2);
  });

  it('sorted by the day alone (a grid sorts one column), a day’s visits follow their start', async () => {
    await book(WEDNESDAY, '11:00', '11:30');
    const list = await get<{ items: Rec[] }>(
      `/appointments?from=${WEDNESDAY}&to=${WEDNESDAY}&clinic=${clinic}&sort=-appointmentDate`,
    );
    expect(list.items.map((i) => i.startTime)).toEqual(['08:30', '09:00', '11:00']);
  });

  it('ranges are bounded and ordered', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/appointments/calendar?from=${MONDAY}&to=${dayFrom('Monday', 140)}`,
      headers: { cookie: accountant },
    });
    expectProblem(res, 400);
  });
});

describe('GET /api/appointments/notifications', () => {
  it('lists today’s and coming live visits, the soonest first, and flags new unconfirmed bookings', async () => {
    const second = (await makeClinic(ctx, admin, ALWAYS_OPEN)).id;
    const anyTime = (await makeFullTimeDoctor(ctx, admin, second)).id;
    const at = { ...ids, doctor: anyTime, clinic: second };
    const todays = await post(ctx, reception, '/api/appointments', bookingInput(at, today(), '23:00', '23:30'));
    const soon = await post(
      ctx,
      reception,
      '/api/appointments',
      bookingInput(at, dayFrom('Monday', 1), '08:00', '08:30'),
    );
    const confirmed = await post(
      ctx,
      reception,
      '/api/appointments',
      bookingInput(at, dayFrom('Monday', 1), '09:00', '09:30'),
    );
    await move(confirmed.id, 'Confirmed');
    const cancelled = await post(ctx, reception, '/api/appointments', bookingInput(at, today(), '22:00', '22:30'));
    await move(cancelled.id, 'Cancelled');

    const n = await get<AppointmentNotifications>('/appointments/notifications?days=7');
    expect(n.today).toBe(today());
    const mine = n.items.filter((i) => [todays.id, soon.id, confirmed.id, cancelled.id].includes(i.id));
    expect(mine.map((i) => [i.id, i.isNew])).toEqual([
      [todays.id, true],
      [soon.id, true],
      [confirmed.id, false],
    ]);
    expect(n.todayCount).toBeGreaterThanOrEqual(1);
    // The new booking for today counts among today's; the other one among the new.
    expect(n.newCount).toBeGreaterThanOrEqual(1);
    const rec: Rec = todays;
    expect(mine[0]).toMatchObject({ patientName: 'Omar Said', startTime: rec.startTime });
  });
  it('lists only the visits of the clinic the user works at, when their staff record names one', async () => {
    const here = await makeClinic(ctx, admin, ALWAYS_OPEN);
    const there = await makeClinic(ctx, admin, ALWAYS_OPEN);
    const desk = await ctx.signIn('Receptionist');
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: desk } });
    await post(ctx, admin, '/api/staff', {
      fullName: 'Desk Of One Clinic',
      role: 'Receptionist',
      email: `desk.${here.id}@example.com`,
      phone: '+1 617 555 0190',
      clinic: here.id,
      account: me.json<{ id: number }>().id,
    });
    const book = async (clinic: Rec) => {
      const doc = (await makeFullTimeDoctor(ctx, admin, clinic.id)).id;
      return post(
        ctx,
        admin,
        '/api/appointments',
        bookingInput({ ...ids, doctor: doc, clinic: clinic.id }, today(), '23:30', '23:45'),
      );
    };
    const [mine, theirs] = [await book(here), await book(there)];

    const scoped = await ctx.app.inject({ url: '/api/appointments/notifications', headers: { cookie: desk } });
    const n = scoped.json<AppointmentNotifications>();
    expect(n.clinic).toEqual({ id: here.id, name: here.name });
    const ids1 = n.items.map((i) => i.id);
    expect(ids1).toContain(mine.id);
    expect(ids1).not.toContain(theirs.id);
    expect(n.total).toBe(n.items.length);

    // Someone without a clinic (or without a staff record) sees every clinic's.
    const all = await get<AppointmentNotifications>('/appointments/notifications?limit=50');
    expect(all.clinic).toBeNull();
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });
});

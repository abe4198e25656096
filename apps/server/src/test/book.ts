import { addDays, DEFAULT_WEEK_HOURS, todayUtc, WEEK_DAYS, type WeekDay, weekDayOfDate } from '@chairside/domain';
import { expect } from 'vitest';
import type { TestContext } from './context.js';
import { clinicInput, doctorInput } from './http.js';

/** Helpers of the appointment book's API tests: a clinic, its doctors and patients, and days to book. */

type Rec = Record<string, unknown> & { id: number; version: number };

/** Today as the test database sees it: UTC on both engines, or a fixed day at noon (TEST_TODAY). */
export const today = (): string => todayUtc();

/** The first `day` at least `minDays` after today (negative: before today, going back). */
export function dayFrom(day: WeekDay, minDays: number): string {
  let date = addDays(today(), minDays);
  const step = minDays < 0 ? -1 : 1;
  while (weekDayOfDate(date) !== day) date = addDays(date, step);
  return date;
}

let serial = 0;

export async function post(ctx: TestContext, cookie: string, url: string, payload: object): Promise<Rec> {
  const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
}

/** A clinic open 08:00-18:00 Monday to Friday, 09:00-14:00 Saturday, closed Sunday (the spec's defaults). */
export const makeClinic = (ctx: TestContext, admin: string, workingHours = DEFAULT_WEEK_HOURS) =>
  post(ctx, admin, '/api/clinics', clinicInput({ name: `Clinic ${++serial}`, workingHours }));

/** Opening hours of a clinic open every day, all day. */
export const ALWAYS_OPEN = Object.fromEntries(
  WEEK_DAYS.map((d) => [d, { closed: false, open: '00:00', close: '23:59' }]),
) as typeof DEFAULT_WEEK_HOURS;

/** A doctor of that clinic: Monday, Wednesday, Friday, 09:00-12:00 and 13:00-17:00 unless told otherwise. */
export const makeDoctor = (ctx: TestContext, admin: string, clinic: number | null, overrides: object = {}) =>
  post(
    ctx,
    admin,
    '/api/doctors',
    doctorInput({ fullName: `Dr. Test ${++serial}`, licenseNumber: `LIC-${serial}`, clinic, ...overrides }),
  );

/** A doctor who works every day the clinic is open, all its hours. */
export const makeFullTimeDoctor = (ctx: TestContext, admin: string, clinic: number) =>
  makeDoctor(ctx, admin, clinic, { availableDays: [...WEEK_DAYS], availableTimeSlots: [] });

export function makePatient(ctx: TestContext, cookie: string, fullName?: string, extra: Record<string, unknown> = {}) {
  const n = ++serial;
  return post(ctx, cookie, '/api/patients', {
    fullName: fullName ?? `Patient ${n}`,
    bloodType: 'O+',
    telephone: '+1 617 555 0123',
    // Each patient an address of their own, named or not: tests find their messages by it.
    email: `patient${n}@example.com`,
    ...extra,
  });
}

/** A valid booking body; override what the test is about. */
export function bookingInput(
  ids: { patient: number; doctor: number; clinic: number },
  date: string,
  start = '09:00',
  end = '09:30',
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...ids, appointmentDate: date, startTime: start, endTime: end, reasonForVisit: 'Check-up', ...overrides };
}

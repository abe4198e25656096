import type { WeekHours } from './common.js';
import type { TimeSlot } from './doctors.js';
import { WEEK_DAYS, type WeekDay } from './week.js';

/**
 * The appointment book's arithmetic, without I/O: when a doctor works at a
 * clinic, what is still free, and whether a booking fits. Dates are calendar
 * days `YYYY-MM-DD` and times are the clinic's wall clock `HH:MM`.
 */

/** Minutes since midnight of `HH:MM`. */
export const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `HH:MM` of minutes since midnight (1440 reads `24:00`, the end of the day). */
export const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const dayOf = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** The week day of a calendar date, whatever the machine's time zone. */
export function weekDayOfDate(date: string): WeekDay {
  return WEEK_DAYS[(dayOf(date).getUTCDay() + 6) % 7] ?? 'Monday';
}

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const d = dayOf(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / 86_400_000);

/** When a doctor sees patients at one clinic. */
export interface Schedule {
  /** The clinic's opening hours; null when no clinic limits the day. */
  clinicHours: WeekHours | null;
  /** The days the doctor works. */
  doctorDays: readonly WeekDay[];
  /** The doctor's hours on each of those days; none: the clinic's opening hours. */
  doctorSlots: readonly TimeSlot[];
}

/** A booked period of one day. */
export interface Booking {
  date: string;
  start: string;
  end: string;
}

type Span = [number, number];

const spansOf = (slots: readonly TimeSlot[]): Span[] =>
  slots
    .map((s): Span => [toMinutes(s.start), toMinutes(s.end)])
    .filter(([a, b]) => a < b)
    .sort((a, b) => a[0] - b[0]);
const slotsOf = (spans: readonly Span[]): TimeSlot[] =>
  spans.map(([a, b]) => ({ start: fromMinutes(a), end: fromMinutes(b) }));

/** The clinic's opening span of a date: null when closed, the whole day when no clinic limits it. */
function openingOf(schedule: Schedule, date: string): Span | null {
  if (!schedule.clinicHours) return [0, 1440];
  const hours = schedule.clinicHours[weekDayOfDate(date)];
  return hours.closed ? null : [toMinutes(hours.open), toMinutes(hours.close)];
}

/**
 * The periods of a date in which the doctor sees patients at the clinic: the
 * doctor's slots (or, without any, the opening hours), cut to the opening hours.
 */
export function workingPeriods(schedule: Schedule, date: string): TimeSlot[] {
  if (!schedule.doctorDays.includes(weekDayOfDate(date))) return [];
  const open = openingOf(schedule, date);
  if (!open) return [];
  const own = schedule.doctorSlots.length ? spansOf(schedule.doctorSlots) : [open];
  const cut = own.map(([a, b]): Span => [Math.max(a, open[0]), Math.min(b, open[1])]).filter(([a, b]) => a < b);
  return slotsOf(cut);
}

/** `periods` less `busy` (both sorted or not; touching ends do not overlap). */
function subtract(periods: readonly Span[], busy: readonly Span[]): Span[] {
  const out: Span[] = [];
  const taken = [...busy].sort((a, b) => a[0] - b[0]);
  for (const [start, end] of periods) {
    let from = start;
    for (const [b0, b1] of taken) {
      if (b1 <= from || b0 >= end) continue;
      if (b0 > from) out.push([from, b0]);
      from = Math.max(from, b1);
    }
    if (from < end) out.push([from, end]);
  }
  return out;
}

export interface AvailabilityQuery extends Schedule {
  /** First and last day, both included. */
  from: string;
  to: string;
  /** The doctor's appointments that hold time (not cancelled, not missed). */
  busy: readonly Booking[];
  /** Length of the visit to offer, in minutes. */
  duration: number;
  /** Minutes between two offered starts; the visit's length by default. */
  step?: number;
  /** Nothing starts before this moment: the clinic's date and time now. */
  now?: { date: string; time: string };
}

export interface DayAvailability {
  date: string;
  weekDay: WeekDay;
  /** When the doctor works that day at the clinic. */
  working: TimeSlot[];
  /** The parts of it no appointment holds (and not yet past). */
  free: TimeSlot[];
  /** Visits of the asked length that fit in the free time, one every `step` minutes. */
  slots: TimeSlot[];
}

/** Free time and bookable slots of a doctor at a clinic, day by day. */
export function availability(q: AvailabilityQuery): DayAvailability[] {
  const step = Math.max(5, q.step ?? q.duration);
  const days: DayAvailability[] = [];
  const count = daysBetween(q.from, q.to);
  for (let i = 0; i <= count; i++) {
    const date = addDays(q.from, i);
    const working = workingPeriods(q, date);
    const busy = q.busy.filter((b) => b.date === date).map((b): Span => [toMinutes(b.start), toMinutes(b.end)]);
    if (q.now && date < q.now.date) busy.push([0, 1440]);
    else if (q.now && date === q.now.date) busy.push([0, toMinutes(q.now.time)]);
    const free = subtract(spansOf(working), busy);
    const slots: Span[] = [];
    for (const [a, b] of free) for (let s = a; s + q.duration <= b; s += step) slots.push([s, s + q.duration]);
    days.push({ date, weekDay: weekDayOfDate(date), working, free: slotsOf(free), slots: slotsOf(slots) });
  }
  return days;
}

/** The first slot of `days` that starts at or after `after` (same day later, or a later day). */
export function firstSlotFrom(days: readonly DayAvailability[], after: { date: string; time: string }): Booking | null {
  for (const day of days) {
    if (day.date < after.date) continue;
    const slot = day.slots.find((s) => day.date > after.date || s.start >= after.time);
    if (slot) return { date: day.date, ...slot };
  }
  return null;
}

/** Why a booking is outside the schedule (spec: refused unless an administrator overrides it). */
export const SCHEDULE_MESSAGES = {
  doctorDayOff: 'The doctor does not work on that day',
  clinicClosed: 'The clinic is closed on that day',
  outsideClinicHours: 'The time is outside the clinic’s opening hours',
  outsideDoctorHours: 'The time is outside the doctor’s hours',
  otherClinic: 'The doctor does not work at this clinic',
} as const;

/** The schedule rules a booking breaks, as `{ path, message }` (empty when it fits). */
export function scheduleProblems(schedule: Schedule, booking: Booking): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const start = toMinutes(booking.start);
  const end = toMinutes(booking.end);
  const within = ([a, b]: Span) => a <= start && end <= b;
  if (!schedule.doctorDays.includes(weekDayOfDate(booking.date)))
    problems.push({ path: 'appointmentDate', message: SCHEDULE_MESSAGES.doctorDayOff });
  const open = openingOf(schedule, booking.date);
  if (!open) problems.push({ path: 'appointmentDate', message: SCHEDULE_MESSAGES.clinicClosed });
  else if (!within(open)) problems.push({ path: 'startTime', message: SCHEDULE_MESSAGES.outsideClinicHours });
  if (schedule.doctorSlots.length && !spansOf(schedule.doctorSlots).some(within))
    problems.push({ path: 'startTime', message: SCHEDULE_MESSAGES.outsideDoctorHours });
  return problems;
}

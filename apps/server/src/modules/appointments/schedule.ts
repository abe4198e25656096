import {
  addDays,
  availability,
  type Booking,
  type FreeSlot,
  firstSlotFrom,
  RELEASED_STATUSES,
  type Schedule,
  timeSlotsOf,
  todayUtc,
  toMinutes,
  type WeekDay,
  type WeekHours,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { invalid } from '../../http/problem.js';

/**
 * The clinic's date and time now. Appointment times are the clinic's wall
 * clock, and "now" is the database's clock in its TimeZone setting: the same
 * `app_today()` the lists' Today view uses.
 */
export async function clinicNow(rows: Rows): Promise<{ date: string; time: string }> {
  const [now] = await rows<{ date: string; time: string }>(
    sql`select app_today()::text as date, to_char(app_now()::time, 'HH24:MI') as time`,
  );
  return now ?? { date: todayUtc(), time: '00:00' };
}

export interface DoctorSchedule {
  schedule: Schedule;
  /** The clinic the schedule is at: the one asked for, else the doctor's own (null: none). */
  clinic: number | null;
  /** The doctor's own clinic. */
  doctorClinic: number | null;
  /** False when the clinic asked for does not exist. */
  clinicFound: boolean;
}

/** A doctor's days and hours at a clinic (the doctor's own one when none is given); null for an unknown doctor. */
export async function scheduleOf(rows: Rows, doctor: number, clinic?: number | null): Promise<DoctorSchedule | null> {
  const [d] = await rows<{ clinic: number | null; days: WeekDay[]; slots: unknown }>(
    sql`select clinic, available_days as days, available_time_slots as slots from doctors where id = ${doctor}`,
  );
  if (!d) return null;
  const doctorClinic = d.clinic === null ? null : Number(d.clinic);
  const at = clinic ?? doctorClinic;
  let clinicHours: WeekHours | null = null;
  let clinicFound = true;
  if (at !== null) {
    const [c] = await rows<{ hours: WeekHours }>(sql`select working_hours as hours from clinics where id = ${at}`);
    clinicFound = c !== undefined;
    clinicHours = c?.hours ?? null;
  }
  return {
    schedule: { clinicHours, doctorDays: d.days ?? [], doctorSlots: timeSlotsOf(d.slots) },
    clinic: at,
    doctorClinic,
    clinicFound,
  };
}

/** The schedule of a doctor at the clinic asked for: none at a clinic other than the doctor's own. */
export const bookableSchedule = (found: DoctorSchedule): Schedule =>
  found.doctorClinic !== null && found.clinic !== found.doctorClinic
    ? { ...found.schedule, doctorDays: [] }
    : found.schedule;

/** The doctor's appointments that hold time between two days (archived, cancelled and missed ones do not). */
export async function busyOf(
  rows: Rows,
  doctor: number,
  from: string,
  to: string,
  exclude: number | null = null,
): Promise<Booking[]> {
  return rows<Booking>(sql`
    select appointment_date::text as date, to_char(start_time, 'HH24:MI') as start, to_char(end_time, 'HH24:MI') as "end"
    from appointments
    where doctor = ${doctor} and appointment_date between ${from}::date and ${to}::date
      and archived_at is null and status <> all(${sql.param([...RELEASED_STATUSES])}::text[])
      and id <> ${exclude ?? 0}
    order by appointment_date, start_time`);
}

export interface AvailabilityAsked {
  doctor: number;
  clinic?: number | null;
  from: string;
  to: string;
  duration: number;
  step?: number;
  /** An appointment whose own time does not count (the one being moved). */
  exclude?: number | null;
}

/**
 * A doctor's free time at a clinic, day by day (`availability` of the domain
 * over the doctor's schedule, the clinic's hours and the booked visits), as
 * the staff's availability and the public booking read it. A 422 names an
 * unknown doctor or clinic.
 */
export async function availabilityOf(rows: Rows, q: AvailabilityAsked) {
  const found = await scheduleOf(rows, q.doctor, q.clinic);
  if (!found) throw invalid('doctor', 'Doctor does not exist');
  if (!found.clinicFound) throw invalid('clinic', 'Clinic does not exist');
  const now = await clinicNow(rows);
  const busy = await busyOf(rows, q.doctor, q.from, q.to, q.exclude ?? null);
  const days = availability({
    ...bookableSchedule(found),
    from: q.from,
    to: q.to,
    busy,
    duration: q.duration,
    step: q.step,
    now,
  });
  return { clinic: found.clinic, now, days };
}

/** How far ahead the next free slot is looked for. */
export const NEXT_FREE_DAYS = 28;

/**
 * The first slot as long as the asked visit that the doctor has free at the
 * clinic, from the asked time on (or from now, if that has passed).
 */
export async function nextFreeSlot(
  rows: Rows,
  wanted: { doctor: number; clinic: number | null; date: string; start: string; end: string; exclude: number | null },
): Promise<FreeSlot | null> {
  const found = await scheduleOf(rows, wanted.doctor, wanted.clinic);
  if (!found) return null;
  const now = await clinicNow(rows);
  const asked = { date: wanted.date, time: wanted.start };
  const after = asked.date > now.date || (asked.date === now.date && asked.time > now.time) ? asked : now;
  const to = addDays(after.date, NEXT_FREE_DAYS - 1);
  const days = availability({
    ...bookableSchedule(found),
    from: after.date,
    to,
    busy: await busyOf(rows, wanted.doctor, after.date, to, wanted.exclude),
    duration: Math.max(5, toMinutes(wanted.end) - toMinutes(wanted.start)),
    step: 15,
    now,
  });
  return firstSlotFrom(days, after);
}

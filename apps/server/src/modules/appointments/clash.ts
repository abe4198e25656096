import {
  APPOINTMENT_MESSAGES,
  type AppointmentClash,
  appointments,
  type BookingProblemExtras,
  RELEASED_STATUSES,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { exclusionName } from '../../db/exclusion.js';
import { HttpProblem } from '../../http/problem.js';
import { nextFreeSlot } from './schedule.js';

type PgError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };

/** Whether the database refused a write because the doctor is already booked then. */
export function isClash(err: unknown): boolean {
  const e = err as PgError;
  return (e.code ?? e.cause?.code) === '23P01' && (e.constraint ?? e.cause?.constraint) === exclusionName(appointments);
}

export interface Wanted {
  /** The appointment being written; null for a new one. */
  id: number | null;
  doctor: number;
  clinic: number | null;
  date: string;
  start: string;
  end: string;
}

/** The doctor's live appointment that overlaps the wanted time (the one that won), if any. */
async function clashingAppointment(rows: Rows, w: Wanted): Promise<AppointmentClash | undefined> {
  const [row] = await rows<AppointmentClash>(sql`
    select a.id::int as id, a.patient::int as patient, p.full_name as "patientName", a.doctor::int as doctor,
           a.appointment_date::text as "appointmentDate", to_char(a.start_time, 'HH24:MI') as "startTime",
           to_char(a.end_time, 'HH24:MI') as "endTime", a.status
    from appointments a left join patients p on p.id = a.patient
    where a.doctor = ${w.doctor} and a.appointment_date = ${w.date}::date
      and a.start_time < ${w.end}::time and a.end_time > ${w.start}::time
      and a.archived_at is null and a.status <> all(${sql.param([...RELEASED_STATUSES])}::text[])
      and a.id <> ${w.id ?? 0}
    order by a.start_time limit 1`);
  return row;
}

/**
 * The 409 of a refused booking: the appointment it clashes with (id, patient,
 * times) and the doctor's next free slot of the same length.
 */
export async function clashProblem(rows: Rows, w: Wanted): Promise<HttpProblem> {
  const extras: BookingProblemExtras = {
    clash: await clashingAppointment(rows, w),
    nextFree: await nextFreeSlot(rows, { ...w, exclude: w.id }),
  };
  return new HttpProblem(
    409,
    APPOINTMENT_MESSAGES.clash,
    [{ path: 'startTime', message: APPOINTMENT_MESSAGES.clash }],
    undefined,
    extras as Record<string, unknown>,
  );
}

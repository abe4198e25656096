import {
  APPOINTMENT_MESSAGES,
  type AppointmentStatus,
  type BookingProblemExtras,
  contactFromPatient,
  MOVABLE_STATUSES,
  SCHEDULE_MESSAGES,
  scheduleProblems,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/types.js';
import type { Rows } from '../../db/client.js';
import { HttpProblem, invalid } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';
import type { ResourceHooks, WriteContext } from '../../resources/hooks.js';
import { recordFreedSlot } from '../asap/freed-slots.js';
import { clashProblem, isClash, type Wanted } from './clash.js';
import { syncMeetingLink } from './meeting-link.js';
import { nextFreeSlot, scheduleOf } from './schedule.js';
import { recordStatusChange } from './status.js';

/** The fields that place a visit: changing one is moving it. */
const PLACEMENT = ['doctor', 'clinic', 'appointmentDate', 'startTime', 'endTime'] as const;

const movedBy = (values: Row, before: Row | null): boolean =>
  before === null || PLACEMENT.some((k) => values[k] !== undefined && values[k] !== before[k]);

const wantedOf = (record: Row, id: number | null): Wanted => ({
  id,
  doctor: Number(record.doctor),
  clinic: record.clinic === undefined || record.clinic === null ? null : Number(record.clinic),
  date: String(record.appointmentDate),
  start: String(record.startTime),
  end: String(record.endTime),
});

/** The patient's contact; a missing or archived patient cannot be booked. */
async function patientContact(rows: Rows, id: number) {
  const [patient] = await rows<{ telephone: string | null; email: string | null; archived: boolean }>(
    sql`select telephone, email, archived_at is not null as archived from patients where id = ${id}`,
  );
  if (!patient) throw invalid('patient', 'Patient does not exist');
  if (patient.archived) throw invalid('patient', APPOINTMENT_MESSAGES.archivedPatient);
  return patient;
}

/**
 * Whether the visit fits the doctor's days and hours and the clinic's opening
 * hours. One that does not is refused (422, with the next free slot) unless
 * an administrator asks for it with `outsideHours`; the stored flag then says
 * so, and the audit log keeps who did it.
 */
async function checkSchedule(rows: Rows, record: Row, asked: unknown, user: SessionUser | null, id: number | null) {
  const wanted = wantedOf(record, id);
  const found = await scheduleOf(rows, wanted.doctor, wanted.clinic);
  if (!found) throw invalid('doctor', 'Doctor does not exist');
  if (!found.clinicFound) throw invalid('clinic', 'Clinic does not exist');
  const problems = scheduleProblems(found.schedule, { date: wanted.date, start: wanted.start, end: wanted.end });
  if (found.doctorClinic !== null && found.doctorClinic !== wanted.clinic)
    problems.push({ path: 'clinic', message: SCHEDULE_MESSAGES.otherClinic });
  if (problems.length === 0) return false;
  if (asked !== true) {
    const extras: BookingProblemExtras = { nextFree: await nextFreeSlot(rows, { ...wanted, exclude: id }) };
    const detail = problems.map((p) => p.message).join('; ');
    throw new HttpProblem(422, detail, problems, undefined, extras as Record<string, unknown>);
  }
  if (user?.role !== 'Admin')
    throw new HttpProblem(403, APPOINTMENT_MESSAGES.overrideAdminOnly, [
      { path: 'outsideHours', message: APPOINTMENT_MESSAGES.overrideAdminOnly },
    ]);
  return true;
}

/**
 * The appointment book around the generic writes: contact from the patient,
 * the doctor's and clinic's hours, what moving a visit does to its status,
 * the first status of its history, a telemedicine visit's meeting link, and
 * a clash named in the 409.
 */
export const appointmentHooks = ({ videoBaseUrl }: { videoBaseUrl: string }): ResourceHooks => ({
  async beforeWrite(values, { rows, user, before }: WriteContext) {
    const record = { ...before, ...values };
    const moved = movedBy(values, before);
    if (before && moved && !MOVABLE_STATUSES.includes(before.status as (typeof MOVABLE_STATUSES)[number]))
      throw new HttpProblem(409, APPOINTMENT_MESSAGES.notMovable);
    const patient = await patientContact(rows, Number(record.patient));
    const contact = contactFromPatient(record, patient);
    const outsideHours = moved
      ? await checkSchedule(rows, record, values.outsideHours, user, before ? Number(before.id) : null)
      : (before?.outsideHours ?? false);
    return { ...values, ...contact, outsideHours };
  },

  async afterWrite(id, values, { rows, user, before }) {
    await syncMeetingLink(rows, id, videoBaseUrl);
    if (!before) {
      await recordStatusChange(rows, id, null, 'Scheduled', user, null);
      return;
    }
    // The time a live visit leaves is offered to the ASAP list (issue 25).
    const moved = movedBy(values, before);
    if (moved && (MOVABLE_STATUSES as readonly unknown[]).includes(before.status))
      await recordFreedSlot(rows, before, 'Moved');
    // A visit moved elsewhere is reminded again for its new time (modules/reminders): what was sent and
    // answered for the old time no longer speaks for it.
    if (moved && (before.reminderSentAt || before.patientAnswer))
      await rows(sql`update appointments set reminder_sent_at = null, patient_answer = null where id = ${id}`);
    // A confirmed visit moved elsewhere needs the patient's confirmation again.
    if (moved && before.confirmation === 'Confirmed') {
      const from = before.status as AppointmentStatus;
      await rows(sql`
        update appointments set confirmation = 'Unconfirmed', status = 'Scheduled' where id = ${id}`);
      if (from !== 'Scheduled') await recordStatusChange(rows, id, from, 'Scheduled', user, 'Moved to another time');
    }
  },

  async writeError(err, values, { rows, before, id }) {
    if (!isClash(err)) return null;
    return clashProblem(rows, wantedOf({ ...before, ...values }, id));
  },
});

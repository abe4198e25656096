import {
  appointments,
  MOVABLE_STATUSES,
  REMINDER_MESSAGES,
  type VisitLink,
  type VisitLinkAction,
  wallMinutes,
  wallMinutesOf,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { HttpProblem } from '../../http/problem.js';
import { ResourceRepository } from '../../resources/repository.js';
import { applyStatusMove } from '../appointments/status.js';
import { visitLinks } from './mail.js';
import { hashLinkToken } from './tokens.js';

/** A reminder and its visit, as its link reads them. */
export interface ReminderLink {
  id: number;
  appointment: number;
  visitDate: string;
  visitStart: string;
  visitEnd: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  date: string;
  start: string;
  status: string;
  archived: boolean;
  doctor: number;
  clinic: number | null;
  clinicName: string;
}

const repo = new ResourceRepository(appointments);
/** The visit's patient, as the status history names who moved it through a link. */
const PATIENT = 'Patient';

const gone = (message: string) => new HttpProblem(410, message);

/** The reminder `where` picks, locked for the caller's transaction. */
async function reminderWhere(rows: Rows, where: SQL): Promise<ReminderLink | undefined> {
  const [link] = await rows<ReminderLink>(sql`
    select r.id::int as id, r.appointment_id::int as appointment, r.visit_date as "visitDate",
           to_char(r.visit_start, 'HH24:MI') as "visitStart", to_char(r.visit_end, 'HH24:MI') as "visitEnd",
           r.confirmed_at::text as "confirmedAt", r.cancelled_at::text as "cancelledAt",
           a.appointment_date as date, to_char(a.start_time, 'HH24:MI') as start, a.status,
           a.archived_at is not null as archived, a.doctor::int as doctor, a.clinic::int as clinic,
           coalesce(c.name, '') as "clinicName"
    from appointment_reminders r
    join appointments a on a.id = r.appointment_id
    left join clinics c on c.id = a.clinic
    where ${where}
    for update of r`);
  return link;
}

/** The demo's way in: a reminder by its id. */
export const reminderById = (rows: Rows, id: number) => reminderWhere(rows, sql`r.id = ${id}`);

/**
 * The reminder a token belongs to, if its link still works: unknown → 404; the visit over (by the
 * app's clock), moved to another time, or archived → 410.
 */
export async function linkOf(rows: Rows, token: string, now: Date): Promise<ReminderLink> {
  const link = await reminderWhere(rows, sql`r.token_hash = ${hashLinkToken(token)}`);
  if (!link) throw new HttpProblem(404, REMINDER_MESSAGES.unknownLink);
  if (wallMinutes(link.visitDate, link.visitEnd) <= wallMinutesOf(now)) throw gone(REMINDER_MESSAGES.expired);
  if (link.archived) throw gone(REMINDER_MESSAGES.cancelled);
  if (link.date !== link.visitDate || link.start !== link.visitStart) throw gone(REMINDER_MESSAGES.moved);
  return link;
}

const live = (link: ReminderLink) =>
  link.cancelledAt === null && (MOVABLE_STATUSES as readonly string[]).includes(link.status);

function actionsOf(link: ReminderLink): VisitLinkAction[] {
  if (!live(link)) return [];
  const confirm = link.status === 'Scheduled' && link.confirmedAt === null;
  return confirm ? ['confirm', 'cancel', 'reschedule'] : ['cancel', 'reschedule'];
}

/** What the link shows: the visit's day, time and clinic, and what it may still do. */
export const linkView = (link: ReminderLink): VisitLink => ({
  date: link.date,
  startTime: link.start,
  clinicName: link.clinicName,
  confirmed: link.status === 'Confirmed',
  cancelled: link.status === 'Cancelled',
  actions: actionsOf(link),
  rescheduleUrl: visitLinks('', '', link).rescheduleLink,
});

/** The patient confirms the visit through the link, once: Confirmed, by the patient, in the status history. */
export async function confirmByPatient(rows: Rows, link: ReminderLink): Promise<VisitLink> {
  if (link.confirmedAt !== null) throw new HttpProblem(409, REMINDER_MESSAGES.used);
  if (!live(link)) throw new HttpProblem(409, REMINDER_MESSAGES.cancelled);
  if (link.status !== 'Scheduled') throw new HttpProblem(409, REMINDER_MESSAGES.alreadyConfirmed);
  await rows(sql`update appointment_reminders set confirmed_at = app_now() where id = ${link.id}`);
  await rows(sql`update appointments set patient_answer = 'Confirmed' where id = ${link.appointment}`);
  const move = { status: 'Confirmed' as const, note: REMINDER_MESSAGES.confirmedByPatient, by: PATIENT };
  await applyStatusMove(rows, repo, link.appointment, move, null);
  return linkView({ ...link, status: 'Confirmed', confirmedAt: 'now' });
}

/** The patient cancels the visit through the link, once, with a reason: its time is free again. */
export async function cancelByPatient(rows: Rows, link: ReminderLink, reason: string): Promise<VisitLink> {
  if (link.cancelledAt !== null) throw new HttpProblem(409, REMINDER_MESSAGES.used);
  if (!live(link)) throw new HttpProblem(409, REMINDER_MESSAGES.cancelled);
  await rows(sql`update appointment_reminders set cancelled_at = app_now() where id = ${link.id}`);
  await rows(sql`update appointments set patient_answer = 'Cancelled' where id = ${link.appointment}`);
  const note = `${REMINDER_MESSAGES.cancelledByPatient}: ${reason}`;
  await applyStatusMove(rows, repo, link.appointment, { status: 'Cancelled', note, by: PATIENT }, null);
  return linkView({ ...link, status: 'Cancelled', cancelledAt: 'now' });
}

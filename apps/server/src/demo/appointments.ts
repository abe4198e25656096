import { createHash } from 'node:crypto';
import {
  type AppointmentStatus,
  addDays,
  type BookingSource,
  type ConfirmationStatus,
  fromMinutes,
  nowMs,
  type TimeSlot,
  timeSlotsOf,
  toMinutes,
  type WeekDay,
  type WeekHours,
  workingPeriods,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { DEFAULT_VIDEO_BASE_URL } from '../modules/appointments/meeting-link.js';
import { clinicNow } from '../modules/appointments/schedule.js';
import type { Random } from './random.js';

const REASONS = [
  'Check-up and cleaning',
  'Scale and polish',
  'Toothache, lower left',
  'Filling',
  'Root canal treatment, second visit',
  'Crown fitting',
  'Wisdom tooth assessment',
  'Orthodontic adjustment',
  'Implant consultation',
  'Whitening consultation',
  'Gum bleeding',
  'Broken tooth',
  'Denture adjustment',
  'X-ray review',
  'Child’s first visit',
  'Sensitivity to cold',
];
const NOTES = [
  'Prefers morning appointments.',
  'Anxious patient: explain each step.',
  'Bring previous X-rays.',
  'Follow-up of the last visit.',
  'Needs an interpreter (Portuguese).',
];
const LENGTHS = [30, 30, 30, 45, 45, 60];
/** Days of the book before and after today. */
const PAST_DAYS = 21;
const AHEAD_DAYS = 21;
const CHUNK = 400;

interface Visit {
  patient: { id: number; telephone: string | null; email: string | null };
  doctor: number;
  clinic: number;
  date: string;
  start: string;
  end: string;
  type: string;
  reason: string;
  notes: string | null;
  status: AppointmentStatus;
  confirmation: ConfirmationStatus;
  source: BookingSource;
  /** When it was booked, and the path it took to its status. */
  bookedAt: Date;
  path: AppointmentStatus[];
}

/** The way a visit went to reach its status, after Scheduled. */
function pathTo(status: AppointmentStatus, confirmed: boolean): AppointmentStatus[] {
  const head: AppointmentStatus[] = confirmed ? ['Confirmed'] : [];
  switch (status) {
    case 'Scheduled':
      return [];
    case 'Confirmed':
      return ['Confirmed'];
    case 'Arrived':
      return [...head, 'Arrived'];
    case 'In Chair':
      return [...head, 'Arrived', 'In Chair'];
    case 'Completed':
      return [...head, 'Arrived', 'In Chair', 'Completed'];
    default:
      return [...head, status];
  }
}

/** A status consistent with the clinic's clock: the past is done with, today moves along, the future is booked. */
function statusOf(random: Random, offset: number, start: number, end: number, now: number): AppointmentStatus {
  const r = random.next();
  if (offset < 0 || (offset === 0 && end <= now)) return r < 0.82 ? 'Completed' : r < 0.94 ? 'Cancelled' : 'No-Show';
  if (offset === 0 && start <= now) return 'In Chair';
  if (offset === 0 && start - now <= 20) return 'Arrived';
  if (r < 0.05) return 'Cancelled';
  return r < (offset <= 2 ? 0.65 : 0.3) ? 'Confirmed' : 'Scheduled';
}

/** A demo room, the same on every seeding: a hash of the visit's doctor and time. */
const demoMeetingLink = (v: Visit) =>
  `${DEFAULT_VIDEO_BASE_URL}/chairside-demo-${createHash('sha256').update(`${v.doctor} ${v.date} ${v.start}`).digest('hex').slice(0, 32)}`;

const at = (date: string, minutes: number): Date => new Date(`${date}T${fromMinutes(minutes)}:00Z`);

/**
 * The demo appointment book: the demo doctors' visits three weeks back and
 * three weeks ahead of the clinic's today, inside their hours and their
 * clinics' opening hours, never overlapping, with statuses that follow the
 * clock and a status history to match. A few were booked in the last day and
 * are still unconfirmed (the header's notifications flag them).
 */
export async function seedAppointments(rows: Rows, random: Random): Promise<void> {
  const now = await clinicNow(rows);
  const nowMinutes = toMinutes(now.time);
  const doctors = await rows<{ id: number; clinic: number; days: WeekDay[]; slots: unknown; hours: WeekHours }>(sql`
    select d.id::int as id, d.clinic::int as clinic, d.available_days as days, d.available_time_slots as slots,
           c.working_hours as hours
    from doctors d join clinics c on c.id = d.clinic order by d.id`);
  const patients = await rows<Visit['patient']>(
    sql`select id::int as id, telephone, email from patients where archived_at is null order by id`,
  );
  if (!patients.length) return;
  const [staff] = await rows<{ id: number; username: string }>(
    sql`select id::int as id, username from users where username = 'reception'`,
  );

  const visits: Visit[] = [];
  for (let offset = -PAST_DAYS; offset <= AHEAD_DAYS; offset++) {
    const date = addDays(now.date, offset);
    const busy = offset < 0 ? 0.75 : offset <= 7 ? 0.6 : 0.35;
    for (const d of doctors) {
      const slots: TimeSlot[] = timeSlotsOf(d.slots);
      for (const period of workingPeriods({ clinicHours: d.hours, doctorDays: d.days, doctorSlots: slots }, date)) {
        let cursor = toMinutes(period.start);
        const close = toMinutes(period.end);
        while (cursor + 30 <= close) {
          const length = random.pick(LENGTHS);
          if (random.next() > busy || cursor + length > close) {
            cursor += 15;
            continue;
          }
          const status = statusOf(random, offset, cursor, cursor + length, nowMinutes);
          const confirmed =
            status !== 'Scheduled' && status !== 'Cancelled' && (status === 'Confirmed' || random.next() < 0.85);
          const leadDays = random.int(1, 20);
          const fresh = offset >= 1 && status === 'Scheduled' && random.next() < 0.08;
          const bookedAt = fresh
            ? new Date(nowMs() - random.int(1, 20) * 3_600_000)
            : new Date(Math.min(at(date, cursor).getTime() - leadDays * 86_400_000, nowMs() - 86_400_000 * 2));
          visits.push({
            patient: random.pick(patients),
            doctor: d.id,
            clinic: d.clinic,
            date,
            start: fromMinutes(cursor),
            end: fromMinutes(cursor + length),
            type: random.next() < 0.08 ? 'Telemedicine' : 'In-Person',
            // Half the fresh bookings came from the public site (no draw of the random: the rest stays as it was).
            source: fresh && (cursor / 15) % 2 === 0 ? 'Online' : 'Front Desk',
            reason: random.pick(REASONS),
            notes: random.next() < 0.2 ? random.pick(NOTES) : null,
            status,
            confirmation: confirmed ? 'Confirmed' : 'Unconfirmed',
            bookedAt,
            path: pathTo(status, confirmed),
          });
          cursor += length + (random.next() < 0.3 ? 15 : 0);
        }
      }
    }
  }

  for (let i = 0; i < visits.length; i += CHUNK) {
    const chunk = visits.slice(i, i + CHUNK);
    const values = chunk.map(
      (v) => sql`(${v.patient.id}, ${v.doctor}, ${v.clinic}, ${v.date}::date, ${v.start}::time, ${v.end}::time,
        ${v.type}, ${v.reason}, ${v.notes}, ${v.patient.telephone}, ${v.patient.email}, ${v.status},
        ${v.confirmation}, false, ${v.bookedAt.toISOString()}::timestamptz, ${v.bookedAt.toISOString()}::timestamptz,
        ${1 + v.path.length}, ${v.source}, ${v.type === 'Telemedicine' ? demoMeetingLink(v) : null})`,
    );
    const ids = await rows<{ id: number }>(sql`
      insert into appointments (patient, doctor, clinic, appointment_date, start_time, end_time, appointment_type,
        reason_for_visit, notes, telephone, email, status, confirmation, outside_hours, created_at, updated_at, version,
        source, meeting_link)
      values ${sql.join(values, sql`, `)} returning id`);
    const history: SQL[] = [];
    chunk.forEach((v, j) => {
      const id = Number(ids[j]?.id);
      const visit = at(v.date, toMinutes(v.start)).getTime();
      const stamp = (from: AppointmentStatus | null, to: AppointmentStatus, when: number) =>
        history.push(
          sql`(${id}, ${from}, ${to}, ${new Date(when).toISOString()}::timestamptz, ${staff?.id ?? null}, ${staff?.username ?? null}, ${to === 'Cancelled' ? 'Patient called to cancel' : null})`,
        );
      let from: AppointmentStatus = 'Scheduled';
      let last = v.bookedAt.getTime();
      stamp(null, from, last);
      for (const to of v.path) {
        // Confirmed two days before, cancelled a day before, then the visit itself minute by minute.
        const planned =
          to === 'Confirmed'
            ? visit - 2 * 86_400_000
            : to === 'Cancelled'
              ? visit - 86_400_000
              : visit + (to === 'Arrived' ? -10 : to === 'In Chair' ? 0 : to === 'No-Show' ? 20 : 40) * 60_000;
        // Never before the step before it, never after now.
        last = Math.min(Math.max(planned, last + 60_000), nowMs());
        stamp(from, to, last);
        from = to;
      }
    });
    await rows(sql`
      insert into appointment_status_changes (appointment_id, from_status, to_status, at, user_id, username, note)
      values ${sql.join(history, sql`, `)}`);
  }
}

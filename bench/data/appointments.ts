// One clinic's appointment book: its doctors and their appointments, a year back and a month ahead, in SQL.
import { DOCTOR_SPECIALIZATIONS, WEEK_DAYS } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { int, pick, textArray } from './sql.js';

const DOCTOR_FIRST = ['Sarah', 'Ahmed', 'Claire', 'Marco', 'Leila', 'David', 'Ana', 'Thomas', 'Nadia', 'Paul', 'Rania'];
const DOCTOR_LAST = ['Bernard', 'Rahman', 'Lefèvre', 'Bianchi', 'Mourad', 'Cohen', 'Sousa', 'Wright', 'Azoulay'];
/** Most doctors of a practice are general dentists; a few specialists. */
const SPECIALIZATIONS: (typeof DOCTOR_SPECIALIZATIONS)[number][] = [
  'General Dentist',
  'General Dentist',
  'Orthodontist',
  'General Dentist',
  'Periodontist',
  'Endodontist',
  'General Dentist',
  'Pediatric Dentist',
  'Oral Surgeon',
  'Prosthodontist',
];

const REASONS = [
  'Check-up',
  'Scale and polish',
  'Filling',
  'Toothache',
  'Root canal treatment',
  'Crown fitting',
  'Extraction',
  'Orthodontic adjustment',
  'Implant consultation',
  'Whitening',
  'Gum treatment',
  'Broken tooth',
  'Denture fitting',
  'X-ray review',
];
const NOTES = [
  'Prefers morning appointments',
  'Anxious patient: explain each step',
  'Bring previous X-rays',
  'Follow-up of last visit',
  'Needs an interpreter',
];

/**
 * A doctor's day in one-hour blocks (minutes after midnight): 08:00 to 12:00
 * and 13:30 to 17:30, inside the clinic's 08:00–18:00 and the doctor's
 * 08:00–12:30 and 13:30–18:00. Saturday (clinic 09:00–14:00) keeps 09:00–12:00.
 */
const BLOCKS = [480, 540, 600, 660, 810, 870, 930, 990];
const SATURDAY_BLOCKS = [540, 600, 660];
export const DOCTOR_SLOTS = [
  { start: '08:00', end: '12:30' },
  { start: '13:30', end: '18:00' },
];
/** Days booked ahead of today. */
export const DAYS_AHEAD = 28;

export interface BookSize {
  doctors: number;
  /** Days of history before today. */
  days: number;
  /** Patients 1..n exist; every n-th is archived at the generator's rule. */
  patients: number;
  /** The clinic's today (YYYY-MM-DD) and the minutes since its midnight: statuses follow them. */
  today: string;
  nowMinutes: number;
}

/**
 * Doctors 1..D at the first clinic. Everyone works Monday to Friday, 08:00–12:30
 * and 13:30–18:00; one in five has Wednesdays off, one in four works Saturday too.
 */
export async function generateDoctors(database: Database, count: number): Promise<void> {
  const days = (d: SQL) => sql`array_remove(array_remove(${textArray(WEEK_DAYS.slice(0, 6))},
    case when ${d} % 5 = 1 then 'Wednesday' end), case when ${d} % 4 <> 0 then 'Saturday' end)`;
  await database.rows(sql`
    insert into doctors (full_name, license_number, specialization, clinic, experience_years, consultation_fee_cents,
                         rating, available_days, available_time_slots)
    select 'Dr. ' || ${pick(textArray(DOCTOR_FIRST), sql`d % ${int(DOCTOR_FIRST.length)}`)} || ' '
             || ${pick(textArray(DOCTOR_LAST), sql`d % ${int(DOCTOR_LAST.length)}`)}
             || case when d >= ${int(DOCTOR_FIRST.length * DOCTOR_LAST.length)} then ' ' || d else '' end,
           'DEN-' || lpad(d::text, 5, '0'),
           ${pick(textArray(SPECIALIZATIONS), sql`d % ${int(SPECIALIZATIONS.length)}`)},
           (select min(id) from clinics),
           2 + (d * 7) % 30,
           6000 + (d * 1300) % 9000,
           3.5 + ((d * 3) % 16) / 10.0,
           ${days(sql`d`)},
           ${JSON.stringify(DOCTOR_SLOTS)}::jsonb
    from generate_series(1, ${int(count)}) as d`);
}

/**
 * About 8 appointments per doctor per working day, from `days` before today
 * to four weeks after it. Each one-hour block is booked (90% of them in the
 * past, fewer the further ahead) with one visit of 30, 45 or 60 minutes or,
 * in 15% of blocks, two of 30: a doctor's visits never overlap. Statuses
 * follow the date: past visits Completed, Cancelled or No-Show; today's
 * completed, in the chair, arrived or still to come by the time; later ones
 * Scheduled or Confirmed, a few Cancelled. Contacts are copied from the
 * (live) patient, as the server does. Every value follows from the day,
 * doctor and block, so the same day gives the same book on both engines.
 */
export async function generateAppointments(database: Database, size: BookSize): Promise<void> {
  const today = sql`${size.today}::date`;
  const now = int(size.nowMinutes);
  const minutes = (m: SQL) => sql`make_time((${m}) / 60, (${m}) % 60, 0)`;
  const status = sql`case
      when s.rel < 0 or (s.rel = 0 and s.end_min <= ${now}) then
        case when s.y % 100 < 86 then 'Completed' when s.y % 100 < 95 then 'Cancelled' else 'No-Show' end
      when s.rel = 0 and s.start_min <= ${now} then 'In Chair'
      when s.rel = 0 and s.start_min - ${now} <= 20 then 'Arrived'
      when s.y % 100 < 4 then 'Cancelled'
      when s.y % 100 < case when s.rel <= 2 then 70 else 30 end then 'Confirmed'
      else 'Scheduled' end`;
  await database.rows(sql`
    insert into appointments (patient, doctor, clinic, appointment_date, start_time, end_time, appointment_type,
                              reason_for_visit, notes, telephone, email, status, confirmation, outside_hours,
                              archived_at, created_at, updated_at, version)
    select v.patient, v.doctor, v.clinic, v.day, ${minutes(sql`v.start_min`)}, ${minutes(sql`v.end_min`)},
           case when v.y % 23 = 0 then 'Telemedicine' else 'In-Person' end,
           ${pick(textArray(REASONS), sql`(v.y / 7) % ${int(REASONS.length)}`)},
           case when v.y % 5 = 0 then ${pick(textArray(NOTES), sql`(v.y / 5) % ${int(NOTES.length)}`)} end,
           p.telephone, p.email,
           v.status,
           case when v.status in ('Confirmed', 'Arrived', 'In Chair', 'Completed') or v.y % 2 = 0
                then 'Confirmed' else 'Unconfirmed' end,
           false,
           case when v.status = 'Cancelled' and v.y % 7 = 0 then v.settled_at end,
           v.booked_at,
           greatest(v.booked_at, case when v.status in ('Scheduled', 'Confirmed') then v.booked_at else v.settled_at end),
           case v.status when 'Scheduled' then 1 when 'Confirmed' then 2 when 'Arrived' then 3 when 'In Chair' then 4
                         when 'Completed' then 5 else 2 end
             + case when v.status = 'Cancelled' and v.y % 7 = 0 then 1 else 0 end
    from (
      select s.*, ${status} as status,
             -- live patients only: one in 25 (i mod 25 = 7) is archived
             case when s.pi % 25 = 7 then s.pi - 1 else s.pi end as patient,
             least(now() - make_interval(hours => (1 + s.y % 48)::int),
                   (s.day + ${minutes(sql`s.start_min`)}) - make_interval(days => (1 + s.y % 30)::int)) as booked_at,
             least(now(), s.day + ${minutes(sql`s.end_min`)}) as settled_at
      from (
        select b.*,
               case when b.split then b.block + 30 * b.v else b.block + b.offset_min end as start_min,
               case when b.split then b.block + 30 * b.v + 30 else b.block + b.offset_min + b.length_min end as end_min,
               (b.x * 31 + b.v * 7 + 1) % 1000003 as y,
               1 + ((b.x * 31 + b.v * 7 + 1) * 7 + b.dn * 13) % ${int(size.patients)} as pi
        from (
          select a.*,
                 (a.x / 100) % 100 < 15 as split,
                 case (a.x / 10000) % 3 when 0 then 30 when 1 then 45 else 60 end as length_min,
                 case when (a.x / 10000) % 3 < 2 and (a.x / 30000) % 2 = 1 then 15 else 0 end as offset_min
          from (
            select d.id as doctor, d.clinic, ${today} + r.rel as day, r.rel,
                   ${today} + r.rel - date '2000-01-01' as dn, blk.block, k.v,
                   ((${today} + r.rel - date '2000-01-01') * 7919 + d.id * 104729 + blk.block * 1299709) % 1000003 as x
            from doctors d
            cross join generate_series(${int(-size.days)}, ${int(DAYS_AHEAD)}) as r(rel)
            cross join unnest(${sql.param(BLOCKS)}::int[]) as blk(block)
            cross join (values (0), (1)) as k(v)
            where d.clinic = (select min(id) from clinics)
              and ${pick(textArray(WEEK_DAYS), sql`extract(isodow from ${today} + r.rel)::int - 1`)} = any(d.available_days)
              and (extract(isodow from ${today} + r.rel) < 6 or blk.block = any(${sql.param(SATURDAY_BLOCKS)}::int[]))
          ) a
          where a.x % 100 < case when a.rel <= 0 then 90 else greatest(30, 90 - 2 * a.rel) end
        ) b
        where b.v = 0 or b.split
      ) s
    ) v
    join patients p on p.id = v.patient
    order by v.booked_at, v.doctor`);
}

import type { AsapOffer } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import type { Row } from '../../resources/columns.js';

/** How far back a freed time is still offered. */
const OFFER_DAYS = 7;
/** Freed times the bell lists at most. */
const OFFER_LIMIT = 10;

/**
 * Writes down the time a visit gave up (cancelled, or moved elsewhere), in the transaction that
 * freed it (issue 25). `visit` is the stored appointment as it was before.
 */
export async function recordFreedSlot(rows: Rows, visit: Row, reason: 'Cancelled' | 'Moved'): Promise<void> {
  if (visit.clinic === null || visit.clinic === undefined) return;
  await rows(sql`
    insert into freed_slots (appointment, doctor, clinic, date, start_time, end_time, reason)
    values (${Number(visit.id)}, ${Number(visit.doctor)}, ${Number(visit.clinic)}, ${String(visit.appointmentDate)},
      ${String(visit.startTime)}, ${String(visit.endTime)}, ${reason})`);
}

/**
 * Freed times still to come and still free (no live visit of that doctor overlaps them), freed in
 * the last week, each with the active ASAP entries that fit it: the same doctor, or the same clinic
 * for an entry that names no doctor (the patient who gave the time up left out). The soonest first;
 * `atClinic` narrows to one clinic (the bell's workplace), as a condition on alias f.
 */
export async function asapOffers(rows: Rows, atClinic: SQL): Promise<AsapOffer[]> {
  const found = await rows<Omit<AsapOffer, 'patients'> & { patients: AsapOffer['patients'] | string }>(sql`
    select f.id::int as id, f.doctor::int as doctor, d.full_name as "doctorName", f.clinic::int as clinic,
      c.name as "clinicName", f.date::text as date, to_char(f.start_time, 'HH24:MI') as "startTime",
      to_char(f.end_time, 'HH24:MI') as "endTime", f.reason,
      json_agg(json_build_object('entry', e.id::int, 'patient', e.patient::int, 'patientName', p.full_name,
        'note', e.note) order by e.created_at, e.id) as patients
    from freed_slots f
    join doctors d on d.id = f.doctor
    join clinics c on c.id = f.clinic
    join asap_entries e on e.active
      and (e.doctor is null or e.doctor = f.doctor) and (e.clinic is null or e.clinic = f.clinic)
    join patients p on p.id = e.patient and p.archived_at is null
    where f.freed_at > app_now() - make_interval(days => ${OFFER_DAYS}::int)
      and (f.date + f.start_time) > app_now()::timestamp
      and ${atClinic}
      and e.patient <> (select a0.patient from appointments a0 where a0.id = f.appointment)
      and not exists (
        select 1 from appointments a
        where a.doctor = f.doctor and a.appointment_date = f.date and a.archived_at is null
          and a.status not in ('Cancelled', 'No-Show') and a.start_time < f.end_time and a.end_time > f.start_time)
      and f.id = (
        select max(f2.id) from freed_slots f2
        where f2.doctor = f.doctor and f2.date = f.date and f2.start_time = f.start_time)
    group by f.id, d.full_name, c.name
    order by f.date, f.start_time, f.id
    limit ${OFFER_LIMIT}`);
  // PGlite hands json back parsed; node-postgres too, but a driver may give text.
  return found.map((o) => ({ ...o, patients: typeof o.patients === 'string' ? JSON.parse(o.patients) : o.patients }));
}

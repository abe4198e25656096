import type { RecallListQuery, RecallRow } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { nextVisit, recallDue, usualDoctor } from './due.js';

const ORDER: Record<RecallListQuery['sort'], SQL> = {
  dueOn: sql`r.due_on, p.full_name, r.patient, r.recall_type`,
  '-dueOn': sql`r.due_on desc, p.full_name, r.patient, r.recall_type`,
  patientName: sql`p.full_name, r.due_on, r.patient, r.recall_type`,
  '-patientName': sql`p.full_name desc, r.due_on, r.patient, r.recall_type`,
};

/**
 * One page of the recall list: the patients due by the end of the month asked (overdue ones
 * included unless `onlyMonth`), not excluded, not archived, with their usual doctor, their next
 * visit and their last contact for that due date; filtered, sorted and paged in one statement.
 */
export async function recallPage(rows: Rows, q: RecallListQuery): Promise<{ items: RecallRow[]; total: number }> {
  const monthStart = q.month ? sql`${`${q.month}-01`}::date` : sql`date_trunc('month', app_today())::date`;
  const monthEnd = sql`(${monthStart} + interval '1 month' - interval '1 day')::date`;
  const where: SQL[] = [sql`r.due_on is not null`, sql`r.due_on <= ${monthEnd}`, sql`p.archived_at is null`];
  if (q.onlyMonth === 'true') where.push(sql`r.due_on >= ${monthStart}`);
  if (q.recallType) where.push(sql`r.recall_type = ${q.recallType}`);
  if (q.clinic) where.push(sql`usual.clinic = ${q.clinic}`);
  if (q.doctor) where.push(sql`usual.doctor = ${q.doctor}`);
  if (q.booked !== 'any')
    where.push(q.booked === 'yes' ? sql`next_visit.day is not null` : sql`next_visit.day is null`);
  if (q.contacted !== 'any') where.push(q.contacted === 'yes' ? sql`contact.n > 0` : sql`contact.n = 0`);
  if (q.q) where.push(sql`p.full_name ilike ${`%${q.q.replace(/[\\%_]/g, '\\$&')}%`}`);
  const found = await rows<RecallRow & { total: number }>(sql`
    select r.patient::int as patient, p.full_name as "patientName", p.telephone as phone, p.email,
      r.recall_type::int as "recallType", rt.name as "recallTypeName",
      r.last_done::text as "lastDone", r.due_on::text as "dueOn", (r.due_override is not null and r.due_on = r.due_override) as overridden,
      r.note, usual.doctor::int as doctor, d.full_name as "doctorName", usual.clinic::int as clinic, c.name as "clinicName",
      next_visit.day::text as "nextVisit",
      to_char(contact.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastContactAt",
      contact.last_method as "lastContactMethod", contact.last_outcome as "lastContactOutcome", contact.n as contacts,
      count(*) over ()::int as total
    from ${recallDue()} r
    join patients p on p.id = r.patient
    join recall_types rt on rt.id = r.recall_type
    left join ${usualDoctor(sql`r.patient`)} on true
    left join doctors d on d.id = usual.doctor
    left join clinics c on c.id = usual.clinic
    left join ${nextVisit(sql`r.patient`)} on true
    left join lateral (
      select count(*)::int as n, max(rc.at) as last_at,
        (array_agg(rc.method order by rc.at desc, rc.id desc))[1] as last_method,
        (array_agg(rc.outcome order by rc.at desc, rc.id desc))[1] as last_outcome
      from recall_contacts rc
      where rc.patient = r.patient and rc.recall_type = r.recall_type and rc.due_on = r.due_on) contact on true
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[q.sort]}
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  // A page past the end has no row to carry the count: the first page's says it.
  const total = found[0]?.total ?? (q.page > 1 ? (await recallPage(rows, { ...q, page: 1, pageSize: 1 })).total : 0);
  return { items: found.map(({ total: _total, ...row }) => row), total };
}

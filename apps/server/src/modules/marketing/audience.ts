import {
  type AudienceCount,
  appointments,
  type CampaignAudience,
  memberships,
  patients,
  treatmentPlans,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

const table = (name: string) => sql.identifier(name);

/** A visit that happened: what "no visit for N months" looks for. */
const VISITED = 'Completed';
/** A membership that covers the patient today. */
const ACTIVE_MEMBERSHIP = 'Active';

/**
 * The audience as a condition on the live patients (alias `p`): every
 * criterion given narrows it. Ages are whole years on the database's today;
 * a patient without a birth date matches no age bound.
 */
export function audienceWhere(a: CampaignAudience): SQL {
  const parts: SQL[] = [sql`p.archived_at is null`];
  if (a.gender) parts.push(sql`p.gender = ${a.gender}`);
  if (a.ageMin !== null && a.ageMin !== undefined)
    parts.push(sql`p.birth_date <= (app_today() - make_interval(years => ${a.ageMin}::int))::date`);
  if (a.ageMax !== null && a.ageMax !== undefined)
    parts.push(sql`p.birth_date > (app_today() - make_interval(years => ${a.ageMax + 1}::int))::date`);
  if (a.bloodTypes?.length) parts.push(sql`p.blood_type = any(${sql.param([...a.bloodTypes])}::text[])`);
  if (a.membership) {
    const active = sql`exists (select 1 from ${table(memberships.table)} m where m.patient = p.id
      and m.payment_status = ${ACTIVE_MEMBERSHIP} and m.start_date <= app_today() and m.end_date >= app_today())`;
    parts.push(a.membership === 'With an active membership' ? active : sql`not ${active}`);
  }
  if (a.noVisitMonths !== null && a.noVisitMonths !== undefined)
    parts.push(sql`not exists (select 1 from ${table(appointments.table)} v where v.patient = p.id
      and v.archived_at is null and v.status = ${VISITED}
      and v.appointment_date > (app_today() - make_interval(months => ${a.noVisitMonths}::int))::date)`);
  if (a.treatmentTypes?.length)
    parts.push(sql`exists (select 1 from ${table(treatmentPlans.table)} tp where tp.patient = p.id
      and tp.archived_at is null and tp.treatment_type = any(${sql.param([...a.treatmentTypes])}::text[]))`);
  return sql.join(parts, sql` and `);
}

/** How many live patients the audience matches, and how many of them have an email address. */
export async function countAudience(rows: Rows, a: CampaignAudience): Promise<AudienceCount> {
  const [row] = await rows<{ matching: number; with_email: number }>(sql`
    select count(*)::int as matching, count(p.email)::int as with_email
    from ${table(patients.table)} p where ${audienceWhere(a)}`);
  return { matching: row?.matching ?? 0, withEmail: row?.with_email ?? 0 };
}

export interface Recipient {
  id: number;
  fullName: string;
  email: string;
}

/** The matching patients who have an email address, in id order (at most `limit`). */
export async function audienceRecipients(rows: Rows, a: CampaignAudience, limit: number): Promise<Recipient[]> {
  const found = await rows<{ id: number; full_name: string; email: string }>(sql`
    select p.id, p.full_name, p.email from ${table(patients.table)} p
    where ${audienceWhere(a)} and p.email is not null order by p.id limit ${limit}`);
  return found.map((r) => ({ id: Number(r.id), fullName: r.full_name, email: r.email }));
}

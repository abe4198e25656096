import {
  RECALL_MESSAGES,
  type RecallCallBody,
  type RecallContact,
  type RecallContactMethod,
  type RecallSendBody,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/types.js';
import type { Database, Rows } from '../../db/client.js';
import { HttpProblem, invalid, notFound } from '../../http/problem.js';
import { queueMessage } from '../../outbox/queue.js';
import { recallDue, usualDoctor } from './due.js';
import { recallMessage } from './message.js';

const CONTACT = sql`rc.id::int as id, rc.recall_type::int as "recallType", rt.name as "recallTypeName",
  rc.due_on::text as "dueOn", rc.method, rc.outcome, rc.note,
  to_char(rc.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, rc.username`;

/** Recall contacts (alias rc) matching `where`, the latest first. */
export const readContacts = (rows: Rows, where: SQL, limit = 50): Promise<RecallContact[]> =>
  rows<RecallContact>(sql`
    select ${CONTACT} from recall_contacts rc join recall_types rt on rt.id = rc.recall_type
    where ${where} order by rc.at desc, rc.id desc limit ${limit}`);

interface DuePatient {
  name: string;
  email: string | null;
  /** The patient's language, else the clinic's (a name, or the setting's code). */
  language: string;
  dueOn: string;
  typeName: string;
  clinicName: string | null;
}

/**
 * The patient, locked (two clicks at once queue one message, the second told of the first),
 * with their due date of the type: 404 for an unknown patient, 422 when not on the recall list.
 */
async function duePatient(rows: Rows, patient: number, recallType: number): Promise<DuePatient> {
  const [found] = await rows<{ name: string; email: string | null; language: string }>(sql`
    select full_name as name, email,
      coalesce(preferred_language, (select data->'localisation'->>'language' from settings where id = 1)) as language
    from patients where id = ${patient} and archived_at is null for update`);
  if (!found) throw notFound('The patient');
  const [due] = await rows<{ dueOn: string; typeName: string; clinicName: string | null }>(sql`
    select r.due_on::text as "dueOn", rt.name as "typeName",
      coalesce(c.name, (select name from clinics order by id limit 1)) as "clinicName"
    from ${recallDue(sql`${sql.param([patient])}::bigint[]`)} r
    join recall_types rt on rt.id = r.recall_type
    left join ${usualDoctor(sql`r.patient`)} on true
    left join clinics c on c.id = usual.clinic
    where r.recall_type = ${recallType} and r.due_on is not null`);
  if (!due) throw invalid('recallType', RECALL_MESSAGES.notDue);
  return { ...found, ...due };
}

async function recordContact(
  rows: Rows,
  o: {
    patient: number;
    recallType: number;
    dueOn: string;
    method: RecallContactMethod;
    outcome?: string | null;
    note?: string | null;
    outboxMessage?: number | null;
  },
  user: SessionUser | null,
): Promise<RecallContact> {
  const [inserted] = await rows<{ id: number }>(sql`
    insert into recall_contacts (patient, recall_type, due_on, method, outcome, note, outbox_message, user_id, username)
    values (${o.patient}, ${o.recallType}, ${o.dueOn}, ${o.method}, ${o.outcome ?? null}, ${o.note ?? null},
      ${o.outboxMessage ?? null}, ${user?.id ?? null}, ${user?.username ?? null})
    returning id`);
  const [contact] = await readContacts(rows, sql`rc.id = ${inserted!.id}`, 1);
  return contact!;
}

/**
 * Queues a recall message in the outbox and records it, in one transaction. Once per due date:
 * a second one for the same due date is a 409 (with `lastSentAt`) unless `again` says the user
 * means it.
 */
export const sendRecall = (database: Database, body: RecallSendBody, user: SessionUser | null) =>
  database.transaction((rows) => sendRecallIn(rows, body, user));

/** {@link sendRecall} in the caller's transaction (the demo's). */
export async function sendRecallIn(rows: Rows, body: RecallSendBody, user: SessionUser | null): Promise<RecallContact> {
  const due = await duePatient(rows, body.patient, body.recallType);
  if (!due.email) throw invalid('patient', RECALL_MESSAGES.noEmail);
  const [sent] = await rows<{ at: string; day: string }>(sql`
    select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, (at at time zone 'UTC')::date::text as day
    from recall_contacts
    where patient = ${body.patient} and recall_type = ${body.recallType} and due_on = ${due.dueOn} and method = 'Message'
    order by at desc limit 1`);
  if (sent && !body.again)
    throw new HttpProblem(409, RECALL_MESSAGES.alreadySent.replace('{{date}}', sent.day), undefined, undefined, {
      lastSentAt: sent.at,
    });
  const message = recallMessage({
    language: due.language,
    patientName: due.name,
    typeName: due.typeName,
    dueOn: due.dueOn,
    clinicName: due.clinicName,
  });
  const outboxMessage = await queueMessage(rows, {
    recipient: due.email,
    recipientName: due.name,
    patient: body.patient,
    source: `Recall: ${due.typeName}`,
    ...message,
  });
  return recordContact(
    rows,
    { patient: body.patient, recallType: body.recallType, dueOn: due.dueOn, method: 'Message', outboxMessage },
    user,
  );
}

/** Records a phone call about a recall and what came of it. */
export const recordCall = (database: Database, body: RecallCallBody, user: SessionUser | null) =>
  database.transaction((rows) => recordCallIn(rows, body, user));

/** {@link recordCall} in the caller's transaction (the demo's). */
export async function recordCallIn(rows: Rows, body: RecallCallBody, user: SessionUser | null): Promise<RecallContact> {
  const due = await duePatient(rows, body.patient, body.recallType);
  return recordContact(
    rows,
    {
      patient: body.patient,
      recallType: body.recallType,
      dueOn: due.dueOn,
      method: 'Phone',
      outcome: body.outcome,
      note: body.note || null,
    },
    user,
  );
}

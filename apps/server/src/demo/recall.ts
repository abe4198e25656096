import { asapEntries, chartEntries, recallTypes } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { chartEntryHooks } from '../modules/chart/hooks.js';
import { completeProcedure } from '../modules/chart/procedure-routes.js';
import { recordCallIn, sendRecallIn } from '../modules/recall/contacts.js';
import { createRecord } from '../resources/create.js';
import { ResourceRepository } from '../resources/repository.js';
import { demoDay } from './today.js';

/** The demo's recall types and the fee-schedule codes that reset each. */
const TYPES: [name: string, months: number, codes: string[]][] = [
  ['Check-up and cleaning', 6, ['CLN-01', 'CON-01']],
  ['Perio maintenance', 3, ['PER-01']],
  ['Orthodontic review', 1, ['ORT-01']],
];
/** Work done some days ago, by code: six months after a cleaning ~200 days ago, the patient is overdue. */
const DONE: [code: string, daysAgo: number][] = [
  ['CLN-01', 205],
  ['CLN-01', 195],
  ['CLN-01', 186],
  ['CON-01', 176],
  ['CLN-01', 165],
  ['CLN-01', 150],
  ['PER-01', 100],
  ['PER-01', 82],
  ['ORT-01', 26],
];

const typeRepo = new ResourceRepository(recallTypes);
const entryRepo = new ResourceRepository(chartEntries);
const asapRepo = new ResourceRepository(asapEntries);

/**
 * Recall and the ASAP list (issue 25), through the app's own functions: three recall types, work
 * completed on the chart that makes patients due or overdue (besides the clinical flow's
 * cleanings), a message sent and calls made, and two patients waiting for an earlier visit.
 * Draws no random numbers: the steps before keep their sequence.
 */
export async function seedRecall(rows: Rows): Promise<void> {
  const fees = new Map(
    (await rows<{ id: number; code: string }>(sql`select id::int as id, code from services`)).map((s) => [
      s.code,
      Number(s.id),
    ]),
  );
  const types = [];
  for (const [name, intervalMonths, codes] of TYPES)
    types.push(
      await createRecord(
        rows,
        { name, intervalMonths, services: codes.map((code) => ({ service: fees.get(code) })), active: true },
        { def: recallTypes, repo: typeRepo, user: null },
      ),
    );
  const patients = await rows<{ id: number }>(sql`
    select id::int as id from patients
    where email is not null and archived_at is null and id not in (select patient from treatment_plans)
    order by id limit ${DONE.length + 2}`);
  const [doctor] = await rows<{ id: number; clinic: number | null }>(sql`
    select id::int as id, clinic::int as clinic from doctors where clinic is not null order by id limit 1`);
  for (const [i, [code, daysAgo]] of DONE.entries()) {
    const patient = patients[i];
    if (!patient) break;
    const planned = await createRecord(
      rows,
      { patient: patient.id, date: demoDay(-daysAgo), kind: 'Planned', service: fees.get(code), doctor: doctor?.id },
      { def: chartEntries, repo: entryRepo, hooks: chartEntryHooks, user: null },
    );
    await completeProcedure(
      rows,
      Number(planned.id),
      { date: demoDay(-daysAgo), version: Number(planned.version) },
      null,
    );
  }
  const [checkUp] = types;
  const [first, second, third] = patients;
  if (checkUp && first && second && third) {
    const recallType = Number(checkUp.id);
    await sendRecallIn(rows, { patient: first.id, recallType, again: false }, null);
    await recordCallIn(rows, { patient: first.id, recallType, outcome: 'No answer' }, null);
    await recordCallIn(
      rows,
      { patient: second.id, recallType, outcome: 'Will call back', note: 'Back from holiday next week' },
      null,
    );
    await sendRecallIn(rows, { patient: third.id, recallType, again: false }, null);
  }
  const waiting = patients.slice(DONE.length);
  for (const [i, p] of waiting.entries())
    await createRecord(
      rows,
      i === 0
        ? { patient: p.id, doctor: doctor?.id, note: 'Any morning; can come at short notice', active: true }
        : { patient: p.id, clinic: doctor?.clinic, note: 'Wants the crown fitted before travelling', active: true },
      { def: asapEntries, repo: asapRepo, user: null },
    );
}

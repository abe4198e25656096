import { type AnyResource, PATIENT_FIELD, PATIENT_LINK_MESSAGES, patientLinks, RESOURCES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { snake } from '../db/resource-table.js';
import { HttpProblem } from '../http/problem.js';
import { quote, type Row } from './columns.js';

const problemOf = (errors: { path: string; message: string }[]) =>
  new HttpProblem(422, errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);

/** The patient of a record of `table`, or undefined when there is no such record (its foreign key answers that). */
async function patientOf(rows: Rows, table: string, id: number): Promise<number | undefined> {
  const [row] = await rows<{ patient: number | null }>(
    sql`select ${sql.raw(quote(PATIENT_FIELD))} as patient from ${sql.raw(quote(table))} where id = ${id}`,
  );
  return row ? Number(row.patient) : undefined;
}

/**
 * A patient's record as it will be stored points only at records of the same
 * patient (its visit, its invoice, its plan): 422 at each field that does not.
 */
export async function checkPatientLinks(rows: Rows, def: AnyResource, record: Row): Promise<void> {
  const patient = record[PATIENT_FIELD];
  if (typeof patient !== 'number') return;
  const errors: { path: string; message: string }[] = [];
  for (const link of patientLinks(def)) {
    const id = record[link.key];
    if (typeof id !== 'number') continue;
    const owner = await patientOf(rows, link.target.table, id);
    if (owner !== undefined && owner !== patient) errors.push({ path: link.key, message: link.message });
  }
  if (errors.length) throw problemOf(errors);
}

/** The record types whose records of a patient may point at a record of `def`, with the fields that do. */
const inboundLinks = (def: AnyResource) =>
  RESOURCES.flatMap((source) =>
    patientLinks(source)
      .filter((l) => l.target.name === def.name)
      .map((l) => ({ source, key: l.key })),
  );

/**
 * A record whose patient changes may not leave another patient's records
 * pointing at it (a visit moved to another patient with its chart entries).
 */
export async function checkPatientMove(rows: Rows, def: AnyResource, id: number, patient: unknown): Promise<void> {
  if (typeof patient !== 'number') return;
  for (const { source, key } of inboundLinks(def)) {
    const [held] = await rows(sql`
      select 1 from ${sql.raw(quote(source.table))}
      where ${sql.raw(quote(snake(key)))} = ${id} and ${sql.raw(quote(PATIENT_FIELD))} <> ${patient} limit 1`);
    if (held) throw problemOf([{ path: PATIENT_FIELD, message: PATIENT_LINK_MESSAGES.pointedAt }]);
  }
}

import type { AnyResource } from '@chairside/domain';
import type { SessionUser } from '../auth/types.js';
import type { Rows } from '../db/client.js';
import { HttpProblem } from '../http/problem.js';
import { diff, writeAudit } from './audit.js';
import type { Row } from './columns.js';
import type { ResourceHooks, WriteContext } from './hooks.js';
import { checkPatientLinks } from './patient-links.js';
import type { ResourceRepository } from './repository.js';

/**
 * What every write checks of the references of the record as it will be
 * stored (`record`; `values`, what the write sets): references inside rows
 * fields (no foreign key holds them) exist, and a patient's record points only
 * at records of the same patient. A 422 at the field's path otherwise.
 */
export async function checkReferences(
  repo: ResourceRepository,
  rows: Rows,
  values: Row,
  record: Row = values,
): Promise<void> {
  const errors = await repo.missingRowReferences(rows, values);
  if (errors.length) throw new HttpProblem(422, errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  await checkPatientLinks(rows, repo.def, record);
}

export interface CreateOptions {
  def: AnyResource;
  repo: ResourceRepository;
  hooks?: ResourceHooks;
  /** Who creates it; null for a visitor of the public site. */
  user: SessionUser | null;
  /** Read-only fields the server itself sets on this record (an online booking's source). */
  serverValues?: Row;
}

/**
 * One create inside the caller's transaction, the one way a record comes to
 * be: the module's hooks, the references of rows fields, the insert, and its
 * audit entry. Returns the stored record as the API reads it.
 */
export async function createRecord(rows: Rows, given: Row, o: CreateOptions): Promise<Row> {
  const ctx: WriteContext = { rows, user: o.user, before: null };
  const values = o.hooks?.beforeWrite ? await o.hooks.beforeWrite(given, ctx) : given;
  await checkReferences(o.repo, rows, values);
  const id = await o.repo.insert(rows, values, o.serverValues);
  await o.hooks?.afterWrite?.(id, values, ctx);
  const row = (await o.repo.get(rows, id))!;
  await o.hooks?.afterChange?.({ id, before: null, after: row }, ctx);
  await writeAudit(rows, o.user, o.def.name, id, 'create', diff({}, row));
  return row;
}

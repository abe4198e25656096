import type { AnyResource } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/types.js';
import type { Rows } from '../db/client.js';
import { notFound, stale } from '../http/problem.js';
import { diff, writeAudit } from './audit.js';
import type { Row } from './columns.js';
import type { ResourceHooks } from './hooks.js';
import type { ResourceRepository } from './repository.js';

export interface MoveOptions {
  def: AnyResource;
  repo: ResourceRepository;
  hooks?: ResourceHooks;
  /** How a 404 names the record: "The invoice". */
  name: string;
  id: number;
  version: number;
  user: SessionUser | null;
  /** The move's own check (throw an HttpProblem), then the columns it sets. */
  change(before: Row): SQL | Promise<SQL>;
  /** Work that follows from the move, in the same transaction, before the record is read back. */
  followUp?(before: Row): Promise<void>;
}

/**
 * A status move of one record by a route of its module (issue, void, complete,
 * reverse), in the caller's transaction: the record locked, the client's
 * version checked (409 when stale), the move's check and columns, what follows
 * from it, one audit entry, and the record type's `afterChange` rule, as every
 * generic write path runs it.
 */
export async function moveRecord(rows: Rows, o: MoveOptions): Promise<Row> {
  const before = await o.repo.get(rows, o.id, true);
  if (!before || before.archivedAt) throw notFound(o.name);
  if (Number(before.version) !== o.version) throw stale();
  const table = sql.identifier(o.def.table);
  await rows(
    sql`update ${table} set ${await o.change(before)}, version = version + 1, updated_at = app_now() where id = ${o.id}`,
  );
  await o.followUp?.(before);
  const after = (await o.repo.get(rows, o.id))!;
  await writeAudit(rows, o.user, o.def.name, o.id, 'update', diff(before, after));
  await o.hooks?.afterChange?.({ id: o.id, before, after }, { rows, user: o.user });
  return after;
}

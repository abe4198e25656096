import { invoices } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/types.js';
import type { Rows } from '../../db/client.js';
import { notFound, stale } from '../../http/problem.js';
import { diff, writeAudit } from '../../resources/audit.js';
import type { Row } from '../../resources/columns.js';
import { ResourceRepository } from '../../resources/repository.js';
import { refreshInvoice } from './amounts.js';

const repo = new ResourceRepository(invoices);

/**
 * A status move of one invoice, in a transaction: the invoice locked, the
 * client's version checked, the move's own check, the new columns, amounts
 * refreshed, and one audit entry.
 */
export async function moveInvoice(
  rows: Rows,
  id: number,
  version: number,
  user: SessionUser | null,
  change: (before: Row) => SQL,
): Promise<Row> {
  const before = await repo.get(rows, id, true);
  if (!before || before.archivedAt) throw notFound('The invoice');
  if (Number(before.version) !== version) throw stale();
  await rows(
    sql`update invoices set ${change(before)}, version = version + 1, updated_at = app_now() where id = ${id}`,
  );
  await refreshInvoice(rows, (await repo.get(rows, id))!);
  const after = (await repo.get(rows, id))!;
  await writeAudit(rows, user, invoices.name, id, 'update', diff(before, after));
  return after;
}

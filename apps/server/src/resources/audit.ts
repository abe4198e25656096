import { sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/types.js';
import type { Rows } from '../db/client.js';
import type { Row } from './columns.js';

/** `attach` / `detach`: a file added to or removed from a `files` field. */
export type AuditAction = 'create' | 'update' | 'delete' | 'archive' | 'restore' | 'attach' | 'detach';

/** Field-by-field difference of two versions of a record (system columns left out). */
export function diff(before: Row, after: Row): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (['id', 'createdAt', 'updatedAt', 'version', 'labels'].includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { from: before[key], to: after[key] };
  }
  return out;
}

export async function writeAudit(
  rows: Rows,
  user: SessionUser | null,
  resource: string,
  recordId: number,
  action: AuditAction,
  changes: unknown,
): Promise<void> {
  await rows(sql`
    insert into audit_log (user_id, username, resource, record_id, action, changes)
    values (${user?.id ?? null}, ${user?.username ?? null}, ${resource}, ${recordId}, ${action}, ${JSON.stringify(changes)}::jsonb)`);
}

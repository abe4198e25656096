import type { AnyResource } from '@chairside/domain';
import type { SessionUser } from '../auth/types.js';
import type { Row } from './columns.js';

/** The reference fields of a record type that only some may read (`readAccess`), and who. */
function restricted(def: AnyResource): [key: string, permission: string][] {
  return Object.entries(def.fields).flatMap(([key, field]) =>
    field.kind === 'reference' && field.readAccess ? [[key, field.readAccess] as [string, string]] : [],
  );
}

/**
 * The records as this user may read them: a field with `readAccess` the user lacks is null,
 * with its label, in every answer (lists, one record, exports).
 */
export function readableBy<T extends Row>(def: AnyResource, user: SessionUser | null, records: T[]): T[] {
  const hidden = restricted(def).filter(([, permission]) => !user?.permissions.some((p) => p === permission));
  if (!hidden.length) return records;
  return records.map((record) => {
    const out: Row = { ...record };
    const labels = { ...((record.labels as Row | undefined) ?? {}) };
    for (const [key] of hidden) {
      out[key] = null;
      labels[key] = null;
    }
    if (record.labels) out.labels = labels;
    return out as T;
  });
}

import {
  type AnyResource,
  type HistoryAction,
  type HistoryChange,
  type HistoryEntry,
  isComputed,
  resourceByName,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { snake } from '../db/resource-table.js';
import { quote } from './columns.js';

interface AuditRow {
  id: number;
  at: Date | string;
  action: HistoryAction;
  changes: unknown;
  userId: number | null;
  userName: string | null;
}

const SYSTEM_KEYS = new Set(['id', 'createdAt', 'updatedAt', 'version', 'labels', 'archivedAt']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stored changes as a list of fields. Updates and creates store
 * `{ field: { from, to } }`; a delete stores the record as it was.
 */
function changesOf(def: AnyResource, action: HistoryAction, stored: unknown): HistoryChange[] {
  if (!isObject(stored)) return [];
  const out: HistoryChange[] = [];
  for (const [field, value] of Object.entries(stored)) {
    if (SYSTEM_KEYS.has(field)) continue;
    const f = def.fields[field];
    // Computed values are not history, but the files of a files field are (attach / detach).
    if (f && isComputed(f) && f.kind !== 'files') continue;
    if (action === 'delete' && !(isObject(value) && ('from' in value || 'to' in value)))
      out.push({ field, from: value ?? null, to: null });
    else if (isObject(value)) out.push({ field, from: value.from ?? null, to: value.to ?? null });
  }
  return out;
}

/** Titles of the records that reference fields pointed at, one query per referenced type. */
async function withReferenceTitles(rows: Rows, def: AnyResource, entries: HistoryEntry[]): Promise<void> {
  const wanted = new Map<string, Set<number>>();
  const targetOf = (field: string) => {
    const f = def.fields[field];
    return f?.kind === 'reference' ? resourceByName.get(f.resource) : undefined;
  };
  for (const e of entries)
    for (const c of e.changes) {
      const target = targetOf(c.field);
      if (!target) continue;
      const ids = wanted.get(target.name) ?? new Set<number>();
      for (const v of [c.from, c.to]) if (typeof v === 'number') ids.add(v);
      wanted.set(target.name, ids);
    }
  const titles = new Map<string, Map<number, string>>();
  for (const [name, ids] of wanted) {
    const target = resourceByName.get(name);
    if (!target || ids.size === 0) continue;
    const found = await rows<{ id: number; title: string | null }>(
      sql`select id, ${sql.raw(quote(snake(target.titleField)))}::text as title from ${sql.raw(quote(target.table))} where id in (${sql.join(
        [...ids].map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    titles.set(name, new Map(found.map((r) => [Number(r.id), r.title ?? ''])));
  }
  for (const e of entries)
    for (const c of e.changes) {
      const target = targetOf(c.field);
      if (!target) continue;
      const names = titles.get(target.name);
      const title = (v: unknown) => (typeof v === 'number' ? (names?.get(v) ?? null) : null);
      c.fromLabel = title(c.from);
      c.toLabel = title(c.to);
    }
}

/** One page of a record's history, newest first, with the current name of each account. */
export async function readHistory(
  rows: Rows,
  def: AnyResource,
  recordId: number,
  page: number,
  pageSize: number,
): Promise<{ items: HistoryEntry[]; total: number }> {
  const where = sql`a.resource = ${def.name} and a.record_id = ${recordId}`;
  const [found, [count]] = await Promise.all([
    rows<AuditRow>(sql`
      select a.id, a.at, a.action, a.changes, a.user_id as "userId", coalesce(u.username, a.username) as "userName"
      from audit_log a left join users u on u.id = a.user_id
      where ${where}
      order by a.at desc, a.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    rows<{ total: number }>(sql`select count(*)::int as total from audit_log a where ${where}`),
  ]);
  const items: HistoryEntry[] = found.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    action: r.action,
    user:
      r.userId === null && r.userName === null
        ? null
        : { id: r.userId === null ? null : Number(r.userId), name: r.userName ?? '' },
    changes: changesOf(def, r.action, r.changes),
  }));
  await withReferenceTitles(rows, def, items);
  return { items, total: count?.total ?? 0 };
}

import type { AnyResource } from '@chairside/domain';
import { snake } from './resource-table.js';

const quoteList = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/** The name of a record type's no-overlap constraint: a 23P01 naming it is a clash. */
export const exclusionName = (def: AnyResource): string => `${def.table}_no_overlap`;

/**
 * The statements that enforce a definition's `noOverlap`: its times run
 * forward, and no two counted rows of the same key share a moment (touching
 * ends do not). drizzle-kit cannot express EXCLUDE, so these are copied into a
 * hand-made migration step; `exclusion.test.ts` checks the migrations hold them.
 */
export function exclusionSql(def: AnyResource): string[] {
  const rule = def.noOverlap;
  if (!rule) return [];
  const col = (key: string) => `"${snake(key)}"`;
  const table = `"${def.table}"`;
  const [date, start, end] = [col(rule.date), col(rule.start), col(rule.end)];
  const counted = [
    ...(def.archivable ? ['"archived_at" IS NULL'] : []),
    ...(rule.unless ? [`${col(rule.unless.field)} NOT IN (${quoteList(rule.unless.in)})`] : []),
  ];
  const where = counted.length ? ` WHERE (${counted.join(' AND ')})` : '';
  return [
    `ALTER TABLE ${table} ADD CONSTRAINT "${def.table}_time_order" CHECK (${end} > ${start});`,
    `ALTER TABLE ${table} ADD CONSTRAINT "${exclusionName(def)}" EXCLUDE USING gist (${col(rule.key)} WITH =, tsrange(${date} + ${start}, ${date} + ${end}) WITH &&)${where};`,
  ];
}

import type { AnyResource, CompareOp, ListView, ViewCondition } from '@chairside/domain';

const OPERATORS: Record<CompareOp, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=', eq: '=' };

const quoted = (v: string): string => `'${v.replace(/'/g, "''")}'`;
const literal = (v: number | string): string => (typeof v === 'number' ? String(Number(v)) : `${quoted(v)}::date`);

/** The SQL of a field's column: `t."expiry_date"` in a query, `"expiry_date"` in an index predicate. */
export type ColumnOf = (key: string) => string;

/**
 * One condition of a named view as SQL text. Field names and constants come
 * from the domain definition (checked by `viewProblems`), never from a request.
 */
function conditionSql(c: ViewCondition, col: ColumnOf): string {
  if ('notIn' in c) return `${col(c.field)} not in (${c.notIn.map(quoted).join(', ')})`;
  let against: string;
  if ('today' in c) against = 'app_today()';
  else if ('value' in c) against = literal(c.value);
  else
    against =
      c.otherDefault === undefined ? col(c.otherField) : `coalesce(${col(c.otherField)}, ${literal(c.otherDefault)})`;
  return `${col(c.field)} ${OPERATORS[c.op]} ${against}`;
}

/** A view's conditions, all of which must hold, as SQL text. */
export function viewSql(view: ListView, col: ColumnOf): string {
  return view.where.map((c) => `(${conditionSql(c, col)})`).join(' and ');
}

/** The named view of a record type, if it declares one by that name. */
export const viewOf = (def: AnyResource, name: string | undefined): ListView | undefined =>
  name ? def.list.views?.find((v) => v.name === name) : undefined;

/**
 * Whether a view can have a partial index: its conditions do not depend on the
 * day. A predicate with `app_today()` is not immutable, so an index on the
 * compared date column serves it instead.
 */
export const isStable = (view: ListView): boolean => view.where.every((c) => !('today' in c));

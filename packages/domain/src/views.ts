import type { FieldDef } from './fields.js';

/**
 * Named views of a list ("Low stock", "Expired"): quick filters declared with
 * the record type, as conditions the server turns into SQL (`?view=lowStock`)
 * and the web can evaluate on one record (a chip's colour) with the same
 * meaning. Every condition must hold; an empty value never matches, as in SQL.
 */

export type CompareOp = 'lt' | 'lte' | 'gt' | 'gte' | 'eq';

export type ViewCondition<K extends string = string> =
  /** A choice field holding none of these options: `status notIn Retired`. */
  | { field: K; notIn: readonly string[] }
  /** The field compared with a constant: `quantity eq 0`. */
  | { field: K; op: CompareOp; value: number | string }
  /** A date field compared with today (the server's date): `expiryDate lt today`. */
  | { field: K; op: CompareOp; today: true }
  /**
   * The field compared with another field of the same record; `otherDefault`
   * stands for the other field when it is empty: `quantity lte reorderLevel (10 when unset)`.
   */
  | { field: K; op: CompareOp; otherField: K; otherDefault?: number };

export interface ListView<K extends string = string> {
  /** The value of `?view=`, camelCase: `lowStock`. */
  name: string;
  /** English label, also the i18n key: `Low stock`. */
  label: string;
  where: readonly ViewCondition<K>[];
}

/** Kinds a view may compare: numbers and dates. */
const VIEW_KINDS: readonly FieldDef['kind'][] = ['integer', 'decimal', 'date'];

const NAME = /^[a-z][A-Za-z0-9]*$/;

/** What is wrong with the views of a record type, as messages (empty when they are sound). */
export function viewProblems(name: string, fields: Record<string, FieldDef>, views: readonly ListView[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const kindOf = (key: string, view: string): FieldDef['kind'] | undefined => {
    const f = fields[key];
    if (!f) problems.push(`${name}: view ${view} names unknown field ${key}`);
    else if (f.kind === 'integer' && f.countOf) problems.push(`${name}: view ${view} compares computed field ${key}`);
    else if (!VIEW_KINDS.includes(f.kind))
      problems.push(`${name}: view ${view} compares ${key}, a ${f.kind} field (allowed: ${VIEW_KINDS.join(', ')})`);
    else return f.kind;
    return undefined;
  };
  const choiceProblem = (c: { field: string; notIn: readonly string[] }, view: string): string | null => {
    const f = fields[c.field];
    if (!f) return `${name}: view ${view} names unknown field ${c.field}`;
    if (f.kind !== 'choice') return `${name}: view ${view} excludes options of ${c.field}, a ${f.kind} field`;
    const unknown = c.notIn.filter((o) => !f.options.includes(o));
    if (!c.notIn.length || unknown.length)
      return `${name}: view ${view} excludes ${unknown.join(', ') || 'nothing'}, not options of ${c.field}`;
    return null;
  };
  for (const view of views) {
    if (!NAME.test(view.name)) problems.push(`${name}: view name ${view.name} is not camelCase`);
    if (seen.has(view.name)) problems.push(`${name}: two views are named ${view.name}`);
    seen.add(view.name);
    if (view.where.length === 0) problems.push(`${name}: view ${view.name} has no condition`);
    for (const c of view.where) {
      if ('notIn' in c) {
        const problem = choiceProblem(c, view.name);
        if (problem) problems.push(problem);
        continue;
      }
      const kind = kindOf(c.field, view.name);
      if ('today' in c && kind && kind !== 'date')
        problems.push(`${name}: view ${view.name} compares ${c.field} with today, but it is not a date`);
      if ('value' in c && kind && typeof c.value !== (kind === 'date' ? 'string' : 'number'))
        problems.push(`${name}: view ${view.name} compares ${c.field} with a value of the wrong type`);
      if ('otherField' in c) {
        const other = kindOf(c.otherField, view.name);
        if (kind && other && (kind === 'date') !== (other === 'date'))
          problems.push(`${name}: view ${view.name} compares ${c.field} with ${c.otherField} of another kind`);
      }
    }
  }
  return problems;
}

const compare = (a: number | string, op: CompareOp, b: number | string): boolean => {
  switch (op) {
    case 'lt':
      return a < b;
    case 'lte':
      return a <= b;
    case 'gt':
      return a > b;
    case 'gte':
      return a >= b;
    case 'eq':
      return a === b;
  }
};

const present = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '');

/**
 * Whether a record is in a view, as the server's SQL decides it. `today` is
 * the date to compare with (`YYYY-MM-DD`); dates compare as ISO text.
 */
export function matchesView(view: ListView, record: Readonly<Record<string, unknown>>, today: string): boolean {
  return view.where.every((c) => {
    const value = record[c.field];
    if (!present(value)) return false;
    if ('notIn' in c) return !c.notIn.includes(String(value));
    if ('today' in c) return compare(value, c.op, today);
    if ('value' in c) return compare(value, c.op, c.value);
    const other = record[c.otherField];
    const against = present(other) ? other : c.otherDefault;
    return against !== undefined && compare(value, c.op, against);
  });
}

/** What is wrong with the derived cases of the choice fields of a record type (see `ChoiceField.derived`). */
export function derivedProblems(name: string, fields: Record<string, FieldDef>): string[] {
  return Object.entries(fields).flatMap(([key, f]) => {
    if (f.kind !== 'choice' || !f.derived) return [];
    const views = f.derived.map((c, i) => ({ name: `${key}Derived${i}`, label: c.value, where: c.when }));
    const unknown = f.derived
      .filter((c) => !f.options.includes(c.value))
      .map((c) => `${name}: ${key} derives ${c.value}, not one of its options`);
    return [...unknown, ...viewProblems(name, fields, views)];
  });
}

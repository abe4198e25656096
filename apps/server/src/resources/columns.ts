import {
  type AnyResource,
  centsToMoney,
  type FieldDef,
  isBlank,
  moneyToCents,
  resourceByName,
} from '@chairside/domain';
import { snake } from '../db/resource-table.js';
import { viewSql } from '../db/view-sql.js';
import { filesExpression } from '../files/select.js';

/** How one field maps to its column: name in SQL, select expression, and value conversions. */
export interface ColumnSpec {
  key: string;
  field: FieldDef;
  column: string;
  /** SQL expression that reads the value in its API shape (alias "t"). */
  select: string;
  /** A computed field (`countOf`): the SQL expression of its value, used to select, sort and filter. */
  computed?: string;
  /**
   * A stored choice read as what the record implies (`ChoiceField.derived`):
   * the SQL of that value, used to select, sort, filter and count; writes still go to the column.
   */
  derived?: string;
}

const q = (id: string) => `"${id.replace(/"/g, '""')}"`;

export function columnsOf(def: AnyResource): ColumnSpec[] {
  return Object.entries(def.fields).map(([key, field]) => {
    const column = field.kind === 'money' ? `${snake(key)}_cents` : snake(key);
    const computed = countExpression(def, key, field) ?? filesExpression(def, key, field);
    const derived = derivedExpression(def, field, column);
    let select = computed ?? derived ?? `t.${q(column)}`;
    if (field.kind === 'time') select = `to_char(t.${q(column)}, 'HH24:MI')`;
    return {
      key,
      field,
      column,
      select: `${select} as ${q(key)}`,
      ...(computed ? { computed } : {}),
      ...(derived ? { derived } : {}),
    };
  });
}

export const quote = q;

/** A derived choice: `case when <conditions on the stored columns> then 'Expired' … else t."status" end`. */
function derivedExpression(def: AnyResource, field: FieldDef, column: string): string | undefined {
  if (field.kind !== 'choice' || !field.derived?.length) return undefined;
  const stored = (key: string) => {
    const f = def.fields[key];
    return `t.${q(f?.kind === 'money' ? `${snake(key)}_cents` : snake(key))}`;
  };
  const cases = field.derived.map(
    (c) =>
      `when ${viewSql({ name: 'derived', label: c.value, where: c.when }, stored)} then '${c.value.replace(/'/g, "''")}'`,
  );
  return `(case ${cases.join(' ')} else t.${q(column)} end)`;
}

/** `count(...)` fields: the live records of the counted type that point at this one (alias "t"). */
function countExpression(def: AnyResource, key: string, field: FieldDef): string | undefined {
  if (field.kind !== 'integer' || !field.countOf) return undefined;
  const { resource, field: via } = field.countOf;
  const target = resourceByName.get(resource);
  const link = target?.fields[via];
  if (!target || link?.kind !== 'reference' || link.resource !== def.name)
    throw new Error(`${def.name}.${key} counts ${resource}.${via}, which is not a reference to ${def.name}`);
  const live = target.archivable ? ' and c.archived_at is null' : '';
  return `(select count(*)::int from ${q(target.table)} c where c.${q(snake(via))} = t.id${live})`;
}

/** API value → column value. Blank optional text is stored as null; money as cents. */
export function toColumn(field: FieldDef, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (field.kind === 'rows') return JSON.stringify(value ?? []);
  if (isBlank(value)) return field.kind === 'textList' || field.kind === 'choices' ? [] : null;
  switch (field.kind) {
    case 'money':
      return moneyToCents(value as string);
    case 'json':
      return JSON.stringify(value);
    case 'decimal':
      return String(value);
    default:
      return value;
  }
}

/** Column value → API value. */
export function fromColumn(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined)
    return field.kind === 'textList' || field.kind === 'choices' || field.kind === 'rows' ? [] : null;
  switch (field.kind) {
    case 'money':
      return centsToMoney(Number(value));
    case 'decimal':
    case 'reference':
      return Number(value);
    case 'datetime':
      return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
    default:
      return value;
  }
}

export type Row = Record<string, unknown>;

/** A selected row → the record the API returns. */
export function toRecord(specs: ColumnSpec[], row: Row): Row {
  const out: Row = {
    id: Number(row.id),
    createdAt: new Date(row.createdAt as string).toISOString(),
    updatedAt: new Date(row.updatedAt as string).toISOString(),
    version: Number(row.version),
  };
  if ('archivedAt' in row)
    out.archivedAt = row.archivedAt === null ? null : new Date(row.archivedAt as string).toISOString();
  for (const s of specs) out[s.key] = fromColumn(s.field, row[s.key]);
  const refs = specs.filter((s) => s.field.kind === 'reference');
  if (refs.length)
    out.labels = Object.fromEntries(refs.map((s) => [s.key, (row[`${s.key}__label`] as string | null) ?? null]));
  return out;
}

import { type AnyResource, centsToMoney, type FieldDef, isBlank, moneyToCents } from '@chairside/domain';
import { snake } from '../db/resource-table.js';

/** How one field maps to its column: name in SQL, select expression, and value conversions. */
export interface ColumnSpec {
  key: string;
  field: FieldDef;
  column: string;
  /** SQL expression that reads the value in its API shape (alias "t"). */
  select: string;
}

const q = (id: string) => `"${id.replace(/"/g, '""')}"`;

export function columnsOf(def: AnyResource): ColumnSpec[] {
  return Object.entries(def.fields).map(([key, field]) => {
    const column = field.kind === 'money' ? `${snake(key)}_cents` : snake(key);
    let select = `t.${q(column)}`;
    if (field.kind === 'time') select = `to_char(t.${q(column)}, 'HH24:MI')`;
    return { key, field, column, select: `${select} as ${q(key)}` };
  });
}

export const quote = q;

/** API value → column value. Blank optional text is stored as null; money as cents. */
export function toColumn(field: FieldDef, value: unknown): unknown {
  if (value === undefined) return undefined;
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
  if (value === null || value === undefined) return field.kind === 'textList' || field.kind === 'choices' ? [] : null;
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
  for (const s of specs) out[s.key] = fromColumn(s.field, row[s.key]);
  const refs = specs.filter((s) => s.field.kind === 'reference');
  if (refs.length)
    out.labels = Object.fromEntries(refs.map((s) => [s.key, (row[`${s.key}__label`] as string | null) ?? null]));
  return out;
}

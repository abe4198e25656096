import { type AnyResource, type FieldDef, type RowsField, writableFields } from '@chairside/domain';
import type { ResourceRecord } from './types';

/**
 * Form state of a record: what the controls edit. Text, numbers, money and
 * dates are strings ('' when empty), booleans booleans, multi-values arrays,
 * a text list has at least one row, a reference is an id or null, json is the document.
 */
export type FormValues = Record<string, unknown>;

const asString = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.map(asString) : []);

function fieldDefault(field: FieldDef): unknown {
  if ('default' in field && field.default !== undefined) return structuredClone(field.default);
  return undefined;
}

function toFormValue(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'choices':
      return asStrings(value);
    case 'textList': {
      const rows = asStrings(value);
      return rows.length ? rows : [''];
    }
    case 'reference':
      return typeof value === 'number' ? value : null;
    case 'json':
      return value ?? null;
    case 'rows': {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return rows.length ? rows.map((row) => subValues(field, row, toFormValue)) : [blankRow(field)];
    }
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : asString(value);
    default:
      return asString(value);
  }
}

/** One row of a rows field with each sub-field converted. */
function subValues(field: RowsField, row: Record<string, unknown>, convert: (f: FieldDef, v: unknown) => unknown) {
  return Object.fromEntries(Object.entries(field.fields).map(([k, sub]) => [k, convert(sub, row[k])]));
}

/** The form value of a new row: empty, with each sub-field's default (an invoice line's quantity 1). */
export const blankRow = (field: RowsField): FormValues =>
  subValues(field, {}, (sub, v) => toFormValue(sub, v ?? fieldDefault(sub)));

/**
 * A row the user left empty (booleans aside, and values still at their
 * default): dropped when saved, like the spare row of a text list.
 */
export function isBlankFormRow(field: RowsField, row: FormValues): boolean {
  return Object.entries(field.fields).every(([k, sub]) => {
    const v = row[k];
    if (sub.kind === 'boolean' || v === null || String(v ?? '').trim() === '') return true;
    const fallback = fieldDefault(sub);
    return fallback !== undefined && v === toFormValue(sub, fallback);
  });
}

/**
 * Initial form values: the record's (every writable field, hidden ones too, so
 * that a PUT carries them back), else `defaults`, else each field's `default`.
 */
export function initialFormValues(
  def: AnyResource,
  record?: ResourceRecord | null,
  defaults?: Record<string, unknown>,
): FormValues {
  const values: FormValues = {};
  for (const [key, field] of writableFields(def)) {
    const raw = record ? record[key] : defaults && key in defaults ? defaults[key] : fieldDefault(field);
    values[key] = toFormValue(field, raw);
  }
  return values;
}

/** "12,5" (how half of the world types it) and "12.5" become "12.50"; anything else is left for the schema to reject. */
function normalizeMoney(s: string): string {
  const dotted = s.includes('.') ? s : s.replace(',', '.');
  const match = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(dotted);
  return match ? `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}` : dotted;
}

function toApiValue(field: FieldDef, value: unknown): unknown {
  // A missing required value stays undefined so the schema reports the field's "is required" message.
  const empty = field.required ? undefined : null;
  switch (field.kind) {
    case 'text':
    case 'date':
    case 'datetime':
    case 'time':
    case 'choice': {
      const s = asString(value);
      return s.trim() === '' ? empty : s;
    }
    case 'integer':
    case 'decimal': {
      const s = asString(value).trim();
      return s === '' ? empty : Number(s);
    }
    case 'money': {
      const s = asString(value).trim();
      return s === '' ? empty : normalizeMoney(s);
    }
    case 'boolean':
      return value === true;
    case 'choices':
      return asStrings(value);
    case 'textList':
      // Rows left empty are dropped, like the spare row of a rows field (spec 001 §5).
      return asStrings(value).filter((row) => row.trim() !== '');
    case 'reference':
      return typeof value === 'number' ? value : empty;
    case 'json':
      return value ?? empty;
    case 'rows': {
      const rows = Array.isArray(value) ? (value as FormValues[]) : [];
      return rows.filter((row) => !isBlankFormRow(field, row)).map((row) => subValues(field, row, toApiValue));
    }
  }
}

/** Form values as the API takes them: optional empties null, numbers numbers, money decimal strings. */
export function toApiValues(def: AnyResource, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of writableFields(def)) body[key] = toApiValue(field, values[key]);
  return body;
}

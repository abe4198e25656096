import { type AnyResource, type FieldDef, writableFields } from '@chairside/domain';
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
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : asString(value);
    default:
      return asString(value);
  }
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
    case 'textList': {
      const rows = asStrings(value);
      return rows.length === 1 && rows[0]?.trim() === '' ? [] : rows;
    }
    case 'reference':
      return typeof value === 'number' ? value : empty;
    case 'json':
      return value ?? empty;
  }
}

/** Form values as the API takes them: optional empties null, numbers numbers, money decimal strings. */
export function toApiValues(def: AnyResource, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of writableFields(def)) body[key] = toApiValue(field, values[key]);
  return body;
}

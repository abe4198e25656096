import type { AnyResource, FieldDef } from '@chairside/domain';
import { datetime, formatDayHours, integer, rowText, WEEK_DAYS, type WeekHours } from '@chairside/domain';
import { type Translator, translator } from '../documents/i18n.js';
import type { Row } from './columns.js';

/** One column of an export: its header, the record's key and the field that says how to read it. */
export interface ExportColumn {
  key: string;
  field: FieldDef;
}

/** The words of an export when no language is asked for: the English of the definitions. */
export const ENGLISH: Translator = translator('en');

/** The columns of every export: the id, each field of the definition in order, then when it was created and updated. */
export function exportColumns(def: AnyResource): ExportColumn[] {
  return [
    { key: 'id', field: integer({ label: 'ID' }) },
    ...Object.entries(def.fields).map(([key, field]) => ({ key, field })),
    { key: 'createdAt', field: datetime({ label: 'Created' }) },
    { key: 'updatedAt', field: datetime({ label: 'Updated' }) },
  ];
}

/** The header row: each column's field label in the reader's language. */
export const exportHeaders = (columns: readonly ExportColumn[], t: Translator = ENGLISH): string[] =>
  columns.map((c) => t.text(c.field.label));

/**
 * A cell as a person reads it, in the reader's language: references by name,
 * choices and yes/no translated, lists joined, hours as text. What people
 * typed (text, lists, rows) is never translated.
 */
export function cellText({ field, key }: ExportColumn, record: Row, t: Translator = ENGLISH): string {
  const v = record[key];
  if (v === null || v === undefined) return '';
  if (field.kind === 'reference')
    // Never the raw id: a record that cannot be named reads as the field's fallback text.
    return (
      (record.labels as Record<string, string | null> | undefined)?.[key] ?? t.text(field.missingLabel ?? 'Unknown')
    );
  if (field.kind === 'rows' && Array.isArray(v))
    return v.map((row: Record<string, unknown>) => rowText(field, row, (f, c) => t.option(f, c))).join('; ');
  if (field.kind === 'files' && Array.isArray(v)) return v.map((f: { name: string }) => f.name).join(', ');
  if (field.kind === 'choices' && Array.isArray(v)) return v.map((c) => t.text(String(c))).join(', ');
  if (Array.isArray(v)) return v.join(', ');
  if (field.kind === 'boolean') return t.text(v ? 'Yes' : 'No');
  if (field.kind === 'choice') return t.option(field, String(v));
  if (field.kind === 'json' && field.widget === 'weekHours')
    return WEEK_DAYS.map((d) => `${t.text(d)}: ${t.text(formatDayHours((v as WeekHours)[d]))}`).join('; ');
  if (field.kind === 'json' && field.describe) return field.describe(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

import type { AnyResource, FieldDef } from '@chairside/domain';
import { datetime, formatDayHours, integer, optionText, rowText, WEEK_DAYS, type WeekHours } from '@chairside/domain';
import type { Row } from './columns.js';

/** One column of an export: its header, the record's key and the field that says how to read it. */
export interface ExportColumn {
  key: string;
  field: FieldDef;
}

/** The columns of every export: the id, each field of the definition in order, then when it was created and updated. */
export function exportColumns(def: AnyResource): ExportColumn[] {
  return [
    { key: 'id', field: integer({ label: 'Id' }) },
    ...Object.entries(def.fields).map(([key, field]) => ({ key, field })),
    { key: 'createdAt', field: datetime({ label: 'Created' }) },
    { key: 'updatedAt', field: datetime({ label: 'Updated' }) },
  ];
}

/** A cell as a person reads it: references by name, lists joined, hours as text. */
export function cellText({ field, key }: ExportColumn, record: Row): string {
  const v = record[key];
  if (v === null || v === undefined) return '';
  if (field.kind === 'reference')
    // Never the raw id: a record that cannot be named reads as the field's fallback text.
    return (record.labels as Record<string, string | null> | undefined)?.[key] ?? field.missingLabel ?? 'Unknown';
  if (field.kind === 'rows' && Array.isArray(v))
    return v.map((row: Record<string, unknown>) => rowText(field, row)).join('; ');
  if (field.kind === 'files' && Array.isArray(v)) return v.map((f: { name: string }) => f.name).join(', ');
  if (Array.isArray(v)) return v.join(', ');
  if (field.kind === 'boolean') return v ? 'Yes' : 'No';
  if (field.kind === 'choice') return optionText(field, String(v));
  if (field.kind === 'json' && field.widget === 'weekHours')
    return WEEK_DAYS.map((d) => `${d}: ${formatDayHours((v as WeekHours)[d])}`).join('; ');
  if (field.kind === 'json' && field.describe) return field.describe(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

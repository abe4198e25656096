import type { AnyResource, FieldDef } from '@chairside/domain';
import { formatDayHours, optionText, rowText, WEEK_DAYS, type WeekHours } from '@chairside/domain';
import ExcelJS from 'exceljs';
import type { Row } from './columns.js';

/** A cell as a person reads it: references by name, lists joined, hours as text. */
function cellText(field: FieldDef, key: string, record: Row): string {
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

function table(def: AnyResource, records: Row[]): { headers: string[]; rows: string[][] } {
  const fields = Object.entries(def.fields);
  return {
    headers: ['Id', ...fields.map(([, f]) => f.label), 'Created', 'Updated'],
    rows: records.map((r) => [
      String(r.id),
      ...fields.map(([k, f]) => cellText(f, k, r)),
      String(r.createdAt),
      String(r.updatedAt),
    ]),
  };
}

/** A cell that a spreadsheet would run as a formula is prefixed with a quote (CSV injection). */
export function csvCell(s: string): string {
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(def: AnyResource, records: Row[]): string {
  const { headers, rows } = table(def, records);
  return `\uFEFF${[headers, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export async function toXlsx(def: AnyResource, records: Row[]): Promise<Buffer> {
  const { headers, rows } = table(def, records);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Chairside';
  const ws = wb.addWorksheet(def.plural.slice(0, 31));
  ws.addRow(headers).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((c) => {
    c.width = 18;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

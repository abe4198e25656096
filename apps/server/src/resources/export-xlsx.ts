import { type AnyResource, type ClinicSettings, type FieldDef, moneyAffixes, recordCurrency } from '@chairside/domain';
import ExcelJS from 'exceljs';
import type { Translator } from '../documents/i18n.js';
import type { Row } from './columns.js';
import { cellText, ENGLISH, type ExportColumn, exportColumns, exportHeaders } from './export.js';

/** What the cells' number formats follow: the clinic's date format and currency. */
export type SheetFormat = Pick<ClinicSettings['localisation'], 'dateFormat' | 'currency' | 'currencySymbol'>;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** `"$"#,##0.00` or `"د.م "#,##0.00`: the clinic's symbol on the side, and with the spacing, that the currency takes. */
export function moneyNumFmt({ currency, currencySymbol }: Pick<SheetFormat, 'currency' | 'currencySymbol'>): string {
  const { before, after } = moneyAffixes({ currency, symbol: currencySymbol.replace(/["\\]/g, '') });
  const quoted = (s: string) => (s ? `"${s}"` : '');
  return `${quoted(before)}#,##0.00${quoted(after)}`;
}

/** One number format per currency of the export (they are built with Intl). */
function moneyFormats(): (format: Pick<SheetFormat, 'currency' | 'currencySymbol'>) => string {
  const made = new Map<string, string>();
  return (format) => {
    const key = `${format.currency} ${format.currencySymbol}`;
    const numFmt = made.get(key) ?? moneyNumFmt(format);
    made.set(key, numFmt);
    return numFmt;
  };
}

/** `1234567.5` → 12: the characters of `1,234,567.50` (grouped, two places). */
const amountLength = (value: string): number => {
  const digits = value.replace(/^-/, '').split('.')[0]?.length ?? 0;
  return digits + Math.floor((digits - 1) / 3) + 3 + (value.startsWith('-') ? 1 : 0);
};

const dateNumFmt = (format: SheetFormat) => format.dateFormat.toLowerCase();

/** The number format of a column's cell, or undefined for General. */
function numFmtOf(field: FieldDef, money: string, format: SheetFormat): string | undefined {
  if (field.kind === 'money') return money;
  if (field.kind === 'decimal') return field.scale > 0 ? `#,##0.${'0'.repeat(field.scale)}` : '#,##0';
  if (field.kind === 'date') return dateNumFmt(format);
  if (field.kind === 'datetime') return `${dateNumFmt(format)} hh:mm`;
  return undefined;
}

/** A cell's typed value: numbers and money as numbers, dates as dates (UTC midnight: Excel's day), else the text. */
export function cellValue(column: ExportColumn, record: Row, t: Translator = ENGLISH): ExcelJS.CellValue {
  const v = record[column.key];
  const { kind } = column.field;
  if (v === null || v === undefined) return null;
  if ((kind === 'integer' || kind === 'decimal' || kind === 'money') && DECIMAL.test(String(v))) return Number(v);
  if (kind === 'date') {
    const m = DAY.exec(String(v));
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  if (kind === 'datetime') {
    const at = new Date(String(v));
    if (!Number.isNaN(at.getTime())) return at;
  }
  return cellText(column, record, t);
}

/** How wide a cell reads, in characters: its amount with the currency, its date, else its longest line. */
function shownLength(column: ExportColumn, record: Row, money: string, format: SheetFormat, t: Translator): number {
  const v = record[column.key];
  const { kind } = column.field;
  if (v === null || v === undefined) return 0;
  if (kind === 'money') return amountLength(String(v)) + money.replace(/"/g, '').length - '#,##0.00'.length;
  if (kind === 'date') return format.dateFormat.length;
  if (kind === 'datetime') return format.dateFormat.length + 6;
  return cellText(column, record, t)
    .split('\n')
    .reduce((longest, line) => Math.max(longest, line.length), 0);
}

/** A sheet name Excel accepts: none of `[]:*?/\`, at most 31 characters. */
export const sheetName = (name: string): string =>
  name
    .replace(/[[\]:*?/\\\s]+/g, ' ')
    .trim()
    .slice(0, 31);

/**
 * The records as a workbook a spreadsheet can compute with: typed cells in
 * the clinic's currency and date formats, a frozen bold header row with an
 * auto-filter, and columns as wide as what they hold (within bounds). The
 * sheet's name, headers and choices are in the reader's language (`t`).
 */
export async function toXlsx(
  def: AnyResource,
  records: Row[],
  format: SheetFormat,
  t: Translator = ENGLISH,
): Promise<Buffer> {
  const columns = exportColumns(def);
  const headers = exportHeaders(columns, t);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Chairside';
  const ws = wb.addWorksheet(sheetName(t.text(def.plural)), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(headers).font = { bold: true };
  const widths = headers.map((header) => header.length);
  const moneyFormat = moneyFormats();
  for (const record of records) {
    const money = moneyFormat(recordCurrency(format, record));
    const row = ws.addRow(columns.map((c) => cellValue(c, record, t)));
    columns.forEach((c, i) => {
      if (record[c.key] === null || record[c.key] === undefined) return;
      const numFmt = numFmtOf(c.field, money, format);
      if (numFmt) row.getCell(i + 1).numFmt = numFmt;
      widths[i] = Math.max(widths[i] ?? 0, shownLength(c, record, money, format, t));
    });
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  widths.forEach((longest, i) => {
    ws.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

import type { AnyResource } from '@chairside/domain';
import type { Translator } from '../documents/i18n.js';
import type { Row } from './columns.js';
import { cellText, ENGLISH, exportColumns, exportHeaders } from './export.js';

/**
 * After a leading sign, what a number or a phone number is made of: digits,
 * spaces and `.,()/-`. Nothing here can name a cell or call a function, so
 * `-5` and `+1 617 555 1555` are data, while `+A1` or `-1+cmd|…` are not.
 */
const SIGNED_NUMBER = /^[+-][\d\s.,()/-]*$/;

/**
 * Whether a spreadsheet opening the file would evaluate the cell: it starts
 * with `=` or `@`, a tab or carriage return, or a sign followed by anything
 * but a number or a phone number.
 */
export function evaluatesAsFormula(s: string): boolean {
  if (/^[=@\t\r]/.test(s)) return true;
  return /^[+-]/.test(s) && !SIGNED_NUMBER.test(s);
}

/** A cell that a spreadsheet would run as a formula is prefixed with a quote (CSV injection); then RFC 4180 quoting. */
export function csvCell(s: string): string {
  const safe = evaluatesAsFormula(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The records as CSV in the reader's language (`t`): headers and choices translated, numbers and money plain. */
export function toCsv(def: AnyResource, records: Row[], t: Translator = ENGLISH): string {
  const columns = exportColumns(def);
  const lines = [exportHeaders(columns, t), ...records.map((r) => columns.map((c) => cellText(c, r, t)))];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

import {
  type AnyResource,
  type ChoiceField,
  type DayHours,
  type FieldDef,
  formatDayHours,
  formatDecimalText,
  formatFixed,
  formatMoneyText,
  isLanguage,
  type NumberingSystem,
  now,
  numberLocale,
  optionText,
  type RowsField,
  recordCurrency,
  weekDayOf,
} from '@chairside/domain';
import dayjs from 'dayjs';
import { isolate, ltr } from '../i18n/bidi';
import { inAgreement } from '../i18n/translator';
import type { TFunction } from '../i18n/useTranslation';
import type { ResourceRecord } from './types';

/** What formatting depends on: the interface language and the clinic's localisation settings. */
export interface FormatContext {
  t: TFunction;
  /** Interface language (`en`, `fr`, `es`, `ar`). */
  language: string;
  /** The clinic's date format, in dayjs tokens (`YYYY-MM-DD`, `DD-MM-YYYY`, `MM/DD/YYYY`). */
  dateFormat: string;
  /** ISO currency code and the symbol the clinic shows for it. */
  currency: string;
  currencySymbol: string;
  /** The clinic's tooth numbering (Universal when unset): how a tooth field's canonical id is shown. */
  toothNumbering?: NumberingSystem;
}

/**
 * An option of a choice as the reader reads it: a country's name in their language,
 * a tooth in the clinic's numbering, else the translated option.
 */
export const optionLabel = (
  field: ChoiceField,
  option: string,
  ctx: Pick<FormatContext, 't' | 'language' | 'toothNumbering'>,
): string => {
  if (field.display) return optionText(field, option, ctx.language, ctx.toothNumbering);
  return field.agreesWith && isLanguage(ctx.language)
    ? inAgreement(option, field.agreesWith, ctx.language)
    : ctx.t(option);
};

export const formatDate = (value: string, ctx: FormatContext): string => {
  const d = dayjs(value);
  return d.isValid() ? d.format(ctx.dateFormat) : value;
};

export const formatDateTime = (value: string, ctx: FormatContext): string => {
  const d = dayjs(value);
  return d.isValid() ? d.format(`${ctx.dateFormat} HH:mm`) : value;
};

export function formatNumber(value: number, ctx: FormatContext, fractionDigits?: number): string {
  return new Intl.NumberFormat(numberLocale(ctx.language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 20,
  }).format(value);
}

/** A decimal string (`"4.35"`) in the language's number style, with its own places, never through a float. */
export const formatDecimal = (value: string, ctx: FormatContext): string => formatDecimalText(value, ctx.language);

/** Values written left to right in every language: numbers, amounts, dates, times, emails, phones, web addresses. */
const LTR_KINDS = new Set(['integer', 'decimal', 'money', 'date', 'datetime', 'time']);
export const isLtr = (field: FieldDef): boolean =>
  LTR_KINDS.has(field.kind) || (field.kind === 'text' && !!field.format);

/**
 * A field's text for a title or a tooltip, isolated as the cell draws it: a
 * phone number left to right, other text in its own direction (undefined when empty).
 */
export const isolatedText = (field: FieldDef, text: string): string | undefined =>
  text === '' ? undefined : isLtr(field) ? ltr(text) : isolate(text);

/**
 * The format of one record's values: its money in the currency it was recorded
 * in (a payment's, an invoice's `currency`), else the clinic's.
 */
export const recordFormat = (
  ctx: FormatContext,
  record: Readonly<Record<string, unknown>> | undefined,
): FormatContext => recordCurrency(ctx, record);

/** A decimal string (`"1250.00"`) as money, in the language's number style with the clinic's currency symbol. */
export const formatMoney = (value: string, ctx: FormatContext): string =>
  formatMoneyText(value, { currency: ctx.currency, symbol: ctx.currencySymbol, language: ctx.language });

function isDayHours(v: unknown): v is DayHours {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as DayHours).closed === 'boolean' &&
    typeof (v as DayHours).open === 'string' &&
    typeof (v as DayHours).close === 'string'
  );
}

/**
 * One day of a week schedule: "08:00 - 18:00" or the translated "Closed". The hours are
 * isolated left-to-right (U+2066 … U+2069) so that they keep their order in an Arabic page.
 */
export function formatDay(value: unknown, ctx: FormatContext): string {
  const hours = isDayHours(value) ? value : undefined;
  return hours && !hours.closed ? ltr(formatDayHours(hours)) : ctx.t('Closed');
}

/**
 * One-line summaries of json documents, by widget name: what a grid cell or an
 * export label shows. Register a summary next to a new json widget.
 */
const jsonSummaries = new Map<string, (value: unknown, ctx: FormatContext) => string>([
  [
    'weekHours',
    (value, ctx) => {
      const day = weekDayOf(now());
      const week = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      return `${ctx.t(day)}: ${formatDay(week[day], ctx)}`;
    },
  ],
]);

export function registerJsonSummary(widget: string, summary: (value: unknown, ctx: FormatContext) => string): void {
  jsonSummaries.set(widget, summary);
}

/** Display names of references inside the rows of one field, by `index.subField` (from `record.labels`). */
export type RowLabels = Record<string, string | null>;

/** The row-reference labels of field `key` out of a record's labels (`key.0.doctor` → `0.doctor`). */
export function rowLabelsOf(labels: Record<string, string | null> | undefined, key: string): RowLabels | undefined {
  if (!labels) return undefined;
  const prefix = `${key}.`;
  const entries = Object.entries(labels).filter(([path]) => path.startsWith(prefix));
  return entries.length ? Object.fromEntries(entries.map(([path, l]) => [path.slice(prefix.length), l])) : undefined;
}

/** One row of a rows field on one line: its non-empty values, formatted, in field order. */
export function formatRow(
  field: RowsField,
  row: Record<string, unknown>,
  ctx: FormatContext,
  index: number,
  rowLabels?: RowLabels,
): string {
  return Object.entries(field.fields)
    .map(([k, sub]) => formatValue(sub, row[k], ctx, rowLabels?.[`${index}.${k}`]))
    .filter((s) => s !== '')
    .join(' · ');
}

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A field's value as plain text, by kind: the one place values are formatted
 * for the grid, the detail view and confirmations. `label` is the display name
 * of a reference (`record.labels[field]`); a reference never shows its raw id.
 */
export function formatValue(
  field: FieldDef,
  value: unknown,
  ctx: FormatContext,
  label?: string | null,
  rowLabels?: RowLabels,
): string {
  // A reference never shows its raw id: a value whose record cannot be named shows the field's fallback text.
  if (field.kind === 'reference') return label ?? (isEmpty(value) ? '' : ctx.t(field.missingLabel ?? 'Unknown'));
  if (isEmpty(value)) return '';
  switch (field.kind) {
    case 'text':
      return String(value);
    case 'integer':
      return typeof value === 'number' ? formatNumber(value, ctx, 0) : String(value);
    case 'decimal':
      return typeof value === 'number' || typeof value === 'string'
        ? formatFixed(value, field.scale, ctx.language)
        : String(value);
    case 'money':
      return formatMoney(String(value), ctx);
    case 'date':
      return formatDate(String(value), ctx);
    case 'datetime':
      return formatDateTime(String(value), ctx);
    case 'time':
      return String(value);
    case 'boolean':
      return value === true ? ctx.t('Yes') : ctx.t('No');
    case 'choice':
      return optionLabel(field, String(value), ctx);
    case 'choices':
      return Array.isArray(value) ? value.map((v) => ctx.t(String(v))).join(', ') : '';
    case 'textList':
      return Array.isArray(value) ? value.map(String).join(', ') : '';
    case 'json':
      return jsonSummaries.get(field.widget)?.(value, ctx) ?? '';
    case 'rows':
      return Array.isArray(value)
        ? value.map((row: Record<string, unknown>, i) => formatRow(field, row, ctx, i, rowLabels)).join('; ')
        : '';
    case 'files':
      return Array.isArray(value) ? value.map((f: { name?: unknown }) => String(f.name ?? '')).join(', ') : '';
  }
}

/** The name of a record: its title field, or the name of the record it is for when that field is a reference. */
export function recordTitle(def: AnyResource, record: ResourceRecord | null | undefined): string | undefined {
  if (!record) return undefined;
  const value =
    def.fields[def.titleField]?.kind === 'reference' ? record.labels?.[def.titleField] : record[def.titleField];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

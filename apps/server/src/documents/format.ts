import {
  type ClinicSettings,
  CURRENCY_SYMBOLS,
  type FieldDef,
  formatDayHours,
  formatFixed,
  formatMoneyText,
  isBlank,
  type Language,
  numberLocale,
  WEEK_DAYS,
  type WeekHours,
} from '@chairside/domain';
import { type Translator, translator } from './i18n.js';
import { printable } from './pdf.js';

/**
 * How values read in a document: in the reader's language (its words, dates
 * written out, numbers and money), the clinic's currency, times in the
 * reader's time zone.
 */
export interface DocumentFormat {
  dateFormat: ClinicSettings['localisation']['dateFormat'];
  currency: string;
  currencySymbol: string;
  /** IANA time zone of the instants (`Europe/Paris`); UTC when the client does not say. */
  timeZone: string;
  /** The reader's language and its words. */
  t: Translator;
}

/** The format of a document the clinic prints: in `lang` (else the clinic's default language), times in `tz` (else UTC). */
export function documentFormat(settings: ClinicSettings, query: { lang?: Language; tz?: string }): DocumentFormat {
  const { localisation } = settings;
  return {
    dateFormat: localisation.dateFormat,
    currency: localisation.currency,
    currencySymbol: localisation.currencySymbol,
    timeZone: query.tz ?? 'UTC',
    t: translator(query.lang ?? localisation.language ?? 'en', localisation.toothNumbering),
  };
}

/**
 * A day as the reader's language writes it (`May 4, 2026`, `4 mai 2026`,
 * `4 مايو 2026`), never ambiguous like 04/05; `medium` is shorter for tables.
 */
export function printDay(iso: string, format: DocumentFormat, style: 'long' | 'medium' = 'long'): string {
  const at = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return iso;
  return dayFormat(format.t.language, style).format(at);
}

/**
 * Date formatters made once per language and options: making one costs far more than formatting a day, and
 * a statement prints a day on every line. Emptied when full: a time zone's name may come in any case.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const DATE_FORMATS_KEPT = 1_000;
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(numberLocale(language), options);
    if (dateFormats.size >= DATE_FORMATS_KEPT) dateFormats.clear();
    dateFormats.set(key, found);
  }
  return found;
}

const dayFormat = (language: string, style: 'long' | 'medium') =>
  dateFormat(language, { dateStyle: style, timeZone: 'UTC' });

/** The day an instant falls on in the format's time zone, written out: a document's "printed on" day. */
export function printDayOf(at: Date, format: DocumentFormat): string {
  return dateFormat(format.t.language, { dateStyle: 'long', timeZone: format.timeZone }).format(at);
}

/** An instant as the reader's language writes it, 24-hour, in the format's time zone: `May 4, 2026, 09:30`. */
export function printInstant(iso: string, format: DocumentFormat): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const options = { timeZone: format.timeZone, hourCycle: 'h23' } as const;
  const day = dateFormat(format.t.language, { ...options, dateStyle: 'long' }).format(at);
  const time = dateFormat(format.t.language, { ...options, hour: '2-digit', minute: '2-digit' }).format(at);
  return `${day} ${time}`;
}

/** True when `zone` is a time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `2026-03-02` in the clinic's date format. */
export function formatDay(iso: string, format: DocumentFormat['dateFormat']): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  if (!y || !m || !d) return iso;
  if (format === 'DD-MM-YYYY') return `${d}-${m}-${y}`;
  if (format === 'MM/DD/YYYY') return `${m}/${d}/${y}`;
  return `${y}-${m}-${d}`;
}

/** An instant as a date and a 24-hour time in the format's time zone: `2026-03-02 09:30`. */
export function formatInstant(iso: string, format: Pick<DocumentFormat, 'dateFormat' | 'timeZone'>): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: format.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${formatDay(`${parts.year}-${parts.month}-${parts.day}`, format.dateFormat)} ${parts.hour}:${parts.minute}`;
}

/**
 * The format of one record's document: its money in the currency it was
 * recorded in (a payment's, an invoice's `currency`), else the clinic's.
 */
export function recordCurrency(format: DocumentFormat, record: Readonly<Record<string, unknown>>): DocumentFormat {
  const code = record.currency;
  if (typeof code !== 'string' || !code || code === format.currency) return format;
  return { ...format, currency: code, currencySymbol: (CURRENCY_SYMBOLS as Record<string, string>)[code] ?? code };
}

/**
 * A decimal string as money, as the screens show it (`$2,250.00`, the same
 * formatter); the ISO code stands in for a symbol the document's font cannot draw.
 */
export function formatAmount(value: string, format: DocumentFormat): string {
  const drawable = printable(format.currencySymbol) === format.currencySymbol;
  return formatMoneyText(value, {
    currency: format.currency,
    symbol: drawable ? format.currencySymbol : null,
    language: format.t.language,
  });
}

/**
 * One field's value as document text in the reader's language (empty when
 * there is none). `label` is the referenced record's name for a reference: a
 * document never shows an id.
 */
export function formatFieldText(
  field: FieldDef,
  value: unknown,
  format: DocumentFormat,
  label?: string | null,
): string {
  if (field.kind === 'reference') return label ?? '';
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return '';
  const { t } = format;
  switch (field.kind) {
    case 'money':
      return formatAmount(String(value), format);
    case 'decimal':
      return formatFixed(value as number | string, field.scale, t.language);
    case 'integer':
      return formatFixed(value as number | string, 0, t.language);
    case 'date':
      return printDay(String(value), format);
    case 'datetime':
      return printInstant(String(value), format);
    case 'boolean':
      return t.word(value ? 'Yes' : 'No');
    case 'choice':
      return t.option(field, String(value));
    case 'choices':
      return Array.isArray(value) ? value.map((v) => t.text(String(v))).join(', ') : t.text(String(value));
    case 'textList':
      return Array.isArray(value) ? value.map(String).join(', ') : String(value);
    case 'files':
      return Array.isArray(value) ? value.map((f: { name?: unknown }) => String(f.name ?? '')).join('\n') : '';
    case 'rows':
      return Array.isArray(value)
        ? value
            .map((row: Record<string, unknown>) =>
              Object.entries(field.fields)
                .map(([k, sub]) => formatFieldText(sub, row[k], format))
                .filter(Boolean)
                .join(' · '),
            )
            .join('\n')
        : '';
    case 'json':
      if (field.widget === 'weekHours' && typeof value === 'object' && value !== null) {
        const week = value as Partial<WeekHours>;
        return WEEK_DAYS.map((day) => `${t.text(day)}: ${t.text(formatDayHours(week[day]))}`).join('\n');
      }
      return field.describe ? field.describe(value) : JSON.stringify(value);
    default:
      return String(value);
  }
}

/**
 * Money and numbers as people read them, the same on screen and in PDF
 * documents and exports: grouped thousands, the places of the amount or of
 * the field (`$2,250.00`, `75.00`), Latin digits in every language. Decimal
 * strings are formatted by Intl as they are, never through a float.
 */

/** Numbers keep Latin digits in every language (prices, phone numbers and tooth numbers are read that way in clinics). */
export const numberLocale = (language: string): string => `${language}-u-nu-latn`;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * One formatter per language and kind, made once: making one costs more than formatting a number (~1 ms on a
 * phone; a PDF statement formats a few hundred amounts). `kind` names the options (a currency code, places).
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, kind: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    // Throws for an unknown currency: nothing kept.
    format = new Intl.NumberFormat(numberLocale(language), options);
    formats.set(key, format);
  }
  return format;
}

/** A count, grouped as the language groups thousands, in Latin digits (`12,345`; `12 345` in French). */
export function formatCount(value: number, language = 'en'): string {
  // Below a thousand no language groups digits: no formatter (its first one costs ~20 ms of a phone).
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(language, 'count').format(value);
}

/** A number or decimal string with exactly `places` decimals (`75` → `75.00`); anything else as it is. */
export function formatFixed(value: number | string, places: number, language = 'en'): string {
  const text = String(value);
  if (!DECIMAL.test(text)) return text;
  return numberFormat(language, `places ${places}`, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(text as `${number}`);
}

/** A decimal string with its own places (`"4.350"` → `4.350`, `"1234.5"` → `1,234.5`). */
export function formatDecimalText(value: string, language = 'en'): string {
  if (!DECIMAL.test(value)) return value;
  return formatFixed(value, value.split('.')[1]?.length ?? 0, language);
}

export interface MoneyFormat {
  /** ISO currency code: `USD`. */
  currency: string;
  /** What stands for it: `$`; null writes the code after the amount (`2,250.00 USD`). */
  symbol: string | null;
  language?: string;
}

/** A decimal string (`"2250.00"`) as money: `$2,250.00` (the currency's places, the clinic's symbol). */
export function formatMoneyText(value: string, { currency, symbol, language = 'en' }: MoneyFormat): string {
  if (!DECIMAL.test(value)) return value;
  try {
    const parts = numberFormat(language, `currency ${currency}`, { style: 'currency', currency }).formatToParts(
      value as `${number}`,
    );
    if (symbol !== null) return parts.map((p) => (p.type === 'currency' ? symbol : p.value)).join('');
    const amount = parts
      .filter((p) => p.type !== 'currency' && p.type !== 'literal')
      .map((p) => p.value)
      .join('');
    return `${amount} ${currency}`;
  } catch {
    return symbol === null ? `${value} ${currency}` : `${symbol}${value}`;
  }
}

/**
 * What stands before and after an amount in this currency and language, with
 * its spacing: `$` before in English, ` €` after in French (the clinic's
 * symbol; without one, the code after the amount, as `formatMoneyText` writes it). For a control's adornment or a
 * spreadsheet's number format.
 */
export function moneyAffixes({ currency, symbol, language = 'en' }: MoneyFormat): { before: string; after: string } {
  if (symbol === null) return { before: '', after: ` ${currency}` };
  try {
    const parts = numberFormat(language, `currency ${currency}`, { style: 'currency', currency }).formatToParts(0);
    const numeric = (type: string) => ['integer', 'group', 'decimal', 'fraction', 'minusSign'].includes(type);
    const first = parts.findIndex((p) => numeric(p.type));
    const last = parts.length - 1 - [...parts].reverse().findIndex((p) => numeric(p.type));
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((p) => (p.type === 'currency' ? symbol : p.value))
        .join('');
    return { before: text(0, first), after: text(last + 1, parts.length) };
  } catch {
    return { before: symbol, after: '' };
  }
}

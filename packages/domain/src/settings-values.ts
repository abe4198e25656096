import { version } from '../../../package.json';
import type { ClinicSettings, MarketingSettings } from './settings.js';
import { DEFAULT_WEEK_HOURS } from './week.js';

/**
 * The clinic settings' plain values: formats, currencies, the product's name and version, and the
 * defaults. No schemas here: every screen reads these, most without validating anything (the
 * schemas are in settings.ts).
 */

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD-MM-YYYY', 'MM/DD/YYYY'] as const;
/** The clinic's clock: times of day shown on 24 hours (`14:30`) or 12 hours (`2:30 PM`); always stored as `HH:MM`. */
export const TIME_FORMATS = ['24h', '12h'] as const;
export const TIME_FORMAT_LABELS: Record<(typeof TIME_FORMATS)[number], string> = {
  '24h': '24-hour clock',
  '12h': '12-hour clock',
};
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'MAD'] as const;
export const CURRENCY_SYMBOLS: Record<(typeof CURRENCIES)[number], string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  MAD: 'د.م',
};

/** A currency and the symbol shown for it, as the clinic's settings and formatters hold them. */
export interface CurrencyFormat {
  currency: string;
  currencySymbol: string;
}

/**
 * A record's money in the currency it was recorded in (a payment's, an
 * invoice's `currency`), else the clinic's: the format with that code and its symbol.
 */
export function recordCurrency<F extends CurrencyFormat>(
  format: F,
  record: Readonly<Record<string, unknown>> | undefined,
): F {
  const code = record?.currency;
  if (typeof code !== 'string' || !code || code === format.currency) return format;
  return { ...format, currency: code, currencySymbol: (CURRENCY_SYMBOLS as Record<string, string>)[code] ?? code };
}

export const APP_NAME = 'Chairside';
/** The product's one version number: the root package.json's (every workspace package says the same). */
export const APP_VERSION: string = version;

export const DEFAULT_MARKETING_SETTINGS: MarketingSettings = {
  trackEngagement: false,
  conversionDays: 14,
};

export const DEFAULT_SETTINGS: ClinicSettings = {
  system: { appName: APP_NAME, address: '', email: '', phone: '', showLogo: true },
  localisation: {
    language: 'en',
    dateFormat: 'YYYY-MM-DD',
    timeFormat: '24h',
    currency: 'USD',
    currencySymbol: '$',
    toothNumbering: 'universal',
  },
  openHours: DEFAULT_WEEK_HOURS,
  marketing: DEFAULT_MARKETING_SETTINGS,
  // Credit pays the oldest open invoice at once: what most clinics expect of an account.
  billing: { creditApplication: 'automatic' },
  imaging: { maxUploadMb: 200 },
};

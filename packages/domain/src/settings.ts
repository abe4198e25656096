import { z } from 'zod';
import { version } from '../../../package.json';
import { DEFAULT_WEEK_HOURS, weekHoursSchema } from './common.js';
import { LANGUAGES } from './languages.js';
import { NUMBERING_SYSTEMS } from './teeth.js';

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

export const systemSettingsSchema = z.strictObject({
  appName: z.string().trim().min(1, 'App name is required').max(80),
  address: z.string().trim().max(300),
  email: z.union([z.literal(''), z.email('Email must be a valid email address')]),
  phone: z.string().trim().max(40),
  showLogo: z.boolean(),
});
export const localisationSettingsSchema = z.strictObject({
  language: z.enum(LANGUAGES),
  dateFormat: z.enum(DATE_FORMATS),
  timeFormat: z.enum(TIME_FORMATS).default('24h'),
  currency: z.enum(CURRENCIES),
  currencySymbol: z.string().trim().min(1).max(5),
  /** How the dental chart numbers teeth; the stored tooth ids never change with it. */
  toothNumbering: z.enum(NUMBERING_SYSTEMS).default('universal'),
});
/** Campaign engagement: opens and clicks are tracked only when the clinic turns it on. */
export const marketingSettingsSchema = z.strictObject({
  trackEngagement: z.boolean(),
  conversionDays: z
    .number({ error: 'Conversion window must be a number of days' })
    .int('Conversion window must be a whole number of days')
    .min(1, 'Conversion window must be at least 1 day')
    .max(365, 'Conversion window must be at most 365 days'),
});
export const DEFAULT_MARKETING_SETTINGS: z.infer<typeof marketingSettingsSchema> = {
  trackEngagement: false,
  conversionDays: 14,
};
export const clinicSettingsSchema = z.strictObject({
  system: systemSettingsSchema,
  localisation: localisationSettingsSchema,
  openHours: weekHoursSchema,
  marketing: marketingSettingsSchema,
});
export type ClinicSettings = z.infer<typeof clinicSettingsSchema>;

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
};

export const settingsResponseSchema = clinicSettingsSchema.extend({ version: z.number().int() });
/** A body without `marketing` (a client older than it) keeps the stored marketing settings. */
export const settingsUpdateSchema = clinicSettingsSchema.extend({
  marketing: marketingSettingsSchema.optional(),
  version: z.number().int().positive(),
});

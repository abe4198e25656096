import { z } from 'zod';
import { weekHoursSchema } from './common.js';
import { CREDIT_APPLICATIONS } from './credit.js';
import { LANGUAGES } from './languages.js';
import { CURRENCIES, DATE_FORMATS, TIME_FORMATS } from './settings-values.js';
import { NUMBERING_SYSTEMS } from './teeth.js';

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
/** The patient's account: what is done with credit (a payment on no invoice, an overpayment). */
export const billingSettingsSchema = z.strictObject({
  creditApplication: z.enum(CREDIT_APPLICATIONS),
});
/** Dental imaging: the largest file one upload may send (a CBCT series runs to hundreds of MB). */
export const imagingSettingsSchema = z.strictObject({
  maxUploadMb: z
    .number({ error: 'Largest image upload must be a number of megabytes' })
    .int('Largest image upload must be a whole number of megabytes')
    .min(1, 'Largest image upload must be at least 1 MB')
    .max(2048, 'Largest image upload must be at most 2048 MB'),
});
export const clinicSettingsSchema = z.strictObject({
  system: systemSettingsSchema,
  localisation: localisationSettingsSchema,
  openHours: weekHoursSchema,
  marketing: marketingSettingsSchema,
  billing: billingSettingsSchema,
  imaging: imagingSettingsSchema,
});
export type ImagingSettings = z.infer<typeof imagingSettingsSchema>;
export type ClinicSettings = z.infer<typeof clinicSettingsSchema>;
export type MarketingSettings = z.infer<typeof marketingSettingsSchema>;
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

export const settingsResponseSchema = clinicSettingsSchema.extend({ version: z.number().int() });
/** A body without `marketing` or `billing` (a client older than them) keeps the stored ones. */
export const settingsUpdateSchema = clinicSettingsSchema.extend({
  marketing: marketingSettingsSchema.optional(),
  billing: billingSettingsSchema.optional(),
  imaging: imagingSettingsSchema.optional(),
  version: z.number().int().positive(),
});

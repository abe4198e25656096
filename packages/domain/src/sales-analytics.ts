import { z } from 'zod';
import { isoDate } from './fields.js';

/** Sales analytics over a period (`from`..`to`, both days included); the last 12 months when left out. */
export const salesAnalyticsQuerySchema = z.strictObject({
  from: isoDate().optional(),
  to: isoDate().optional(),
});

const money = z.string();
/** Every amount is per currency: two currencies are never added together. */
const perCurrency = { currency: z.string(), amount: money };

export const salesAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Per month (`YYYY-MM`): billed (issued invoices by invoice date) and collected (payments less refunds by payment date). */
  months: z.array(z.object({ month: z.string(), currency: z.string(), billed: money, collected: money })),
  /** Billed line amounts (before invoice discounts and tax) per service of the fee schedule, free lines as `Other`. */
  services: z.array(z.object({ name: z.string(), ...perCurrency })),
  /** Billed invoice totals per doctor (`No doctor` when none is named). */
  doctors: z.array(z.object({ name: z.string(), ...perCurrency })),
  /** What open invoices still owe today, by age of the invoice. */
  aging: z.array(z.object({ bucket: z.string(), ...perCurrency })),
  /** Collected per payment method. */
  methods: z.array(z.object({ name: z.string(), ...perCurrency })),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

/** The dashboard's billing numbers, per currency (roles with `billing.view`). */
export const billingNumbersSchema = z.object({
  month: z.string(),
  items: z.array(z.object({ currency: z.string(), billed: money, collected: money, outstanding: money })),
});
export type BillingNumbers = z.infer<typeof billingNumbersSchema>;

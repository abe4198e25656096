import { z } from 'zod';
import { isoDate } from './fields.js';
import { addMonths } from './recall.js';

/** Sales analytics over a period (`from`..`to`, both days included); the last 12 months when left out. */
export const salesAnalyticsQuerySchema = z.strictObject({
  from: isoDate().optional(),
  to: isoDate().optional(),
});

/** The longest period the analytics add up at once. */
export const SALES_PERIOD_MAX_YEARS = 5;

export const SALES_ANALYTICS_MESSAGES = {
  reversed: 'The period must start on or before the day it ends',
  tooLong: `The period can be at most ${SALES_PERIOD_MAX_YEARS} years long`,
} as const;

/**
 * What is wrong with a period (`YYYY-MM-DD` both), or null: it ends before
 * it starts, or it is longer than {@link SALES_PERIOD_MAX_YEARS} years. Pure
 * date text, no clock: the same day five years before `to` is the earliest start.
 */
export function salesPeriodProblem(from: string, to: string): { path: 'from' | 'to'; message: string } | null {
  if (from > to) return { path: 'to', message: SALES_ANALYTICS_MESSAGES.reversed };
  const earliest = `${String(Number(to.slice(0, 4)) - SALES_PERIOD_MAX_YEARS).padStart(4, '0')}${to.slice(4)}`;
  return from < earliest ? { path: 'from', message: SALES_ANALYTICS_MESSAGES.tooLong } : null;
}

/** The period shown when none is asked for: the last 12 months, from the first day of the month 11 months before `today`. */
export function defaultSalesPeriod(today: string): { from: string; to: string } {
  return { from: addMonths(`${today.slice(0, 7)}-01`, -11), to: today };
}

const money = z.string();
/** Every amount is per currency: two currencies are never added together. */
const perCurrency = { currency: z.string(), amount: money };

/**
 * The figures of the period, per currency, each defined once (the page shows
 * these definitions): what the invoice and payment lists add up to for the
 * same dates.
 */
export const salesTotalsSchema = z.object({
  currency: z.string(),
  /** Issued invoices (Issued, Partially Paid, Paid; not drafts, void or archived) dated in the period. */
  invoices: z.number().int(),
  /** Their lines before discount and tax (quantity × unit price). */
  lines: money,
  /** Their discounts. */
  discount: money,
  /** Billed: their lines less discounts, before tax. */
  billed: money,
  /** The tax on them, apart from what is billed. */
  tax: money,
  /** Billed plus tax: the invoices' totals, the invoice list's "Total billed" for these dates. */
  total: money,
  /** What has been paid so far on these invoices, whenever it was paid (the invoice list's "Paid"). */
  paidOnInvoices: money,
  /** Completed payments dated in the period, tied to an invoice or not. */
  received: money,
  /** Refunds dated in the period. */
  refunded: money,
  /** Collected: received less refunded. */
  collected: money,
});

export const salesAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * Per month (`YYYY-MM`): billed (issued invoices by invoice date, net of discount, before tax), their tax,
   * and collected (completed payments less refunds, by payment date).
   */
  months: z.array(z.object({ month: z.string(), currency: z.string(), billed: money, tax: money, collected: money })),
  /** Billed line amounts (before invoice discounts and tax) per service of the fee schedule, free lines as `Other`. */
  services: z.array(z.object({ name: z.string(), ...perCurrency })),
  /** Billed per doctor, net of discount and before tax (`No doctor` when none is named). */
  doctors: z.array(z.object({ name: z.string(), ...perCurrency })),
  /** What open invoices still owe today, by age of the invoice. */
  aging: z.array(z.object({ bucket: z.string(), ...perCurrency })),
  /** Collected per payment method (refunds taken off the method they went back by). */
  methods: z.array(z.object({ name: z.string(), ...perCurrency })),
  /** The period's figures per currency. */
  totals: z.array(salesTotalsSchema),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

/** The dashboard's billing numbers, per currency (roles with `billing.view`). */
export const billingNumbersSchema = z.object({
  month: z.string(),
  items: z.array(z.object({ currency: z.string(), billed: money, collected: money, outstanding: money })),
});
export type BillingNumbers = z.infer<typeof billingNumbersSchema>;

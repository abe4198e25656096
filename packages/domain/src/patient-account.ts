import { z } from 'zod';
import { isoDate } from './fields.js';
import { areaText } from './procedure-area.js';
import { pageQueryShape } from './resource.js';
import type { NumberingSystem } from './teeth.js';

/** The kinds of entry of a patient's account, as the ledger names them. */
export const ACCOUNT_ENTRY_KINDS = ['Invoice', 'Procedure', 'Payment', 'Refund'] as const;

/** Aging buckets: how long an open invoice's balance has been owed, counted from its date. */
export const AGING_BUCKETS = [
  { key: 'current', label: 'Current (0–30 days)' },
  { key: 'days31to60', label: '31–60 days' },
  { key: 'days61to90', label: '61–90 days' },
  { key: 'over90', label: 'Over 90 days' },
] as const;

export const accountQuerySchema = z.strictObject({
  asOf: isoDate().optional().describe('The day the aging is counted from (today when left out)'),
});

/** The account screen's query: the ledger a page at a time, newest entries first. */
export const accountPageQuerySchema = accountQuerySchema.extend(pageQueryShape(25));
export type AccountPageQuery = z.infer<typeof accountPageQuerySchema>;

const money = z.string();

export const accountEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(ACCOUNT_ENTRY_KINDS),
  /** The invoice or receipt number; for completed work not yet billed, its service code (or what was done). */
  reference: z.string(),
  /** Where completed work not yet billed is (canonical tooth ids, a region): null for invoices and payments. */
  tooth: z.string().nullable(),
  lastTooth: z.string().nullable(),
  region: z.string().nullable(),
  id: z.number().int(),
  /** What the patient was charged (invoices), else "0.00". */
  charge: money,
  /** What the patient paid (payments), negative for a refund, else "0.00". */
  credit: money,
  /** What the patient owes after this entry, in this entry's currency. */
  balance: money,
  currency: z.string(),
});

export const accountTotalsSchema = z.object({
  currency: z.string(),
  /** Charges less payments: what the patient owes (negative: in credit). The one account figure. */
  balance: money,
  /** Completed work not yet on an invoice (a charge already, billed by "Bill completed work"). */
  unbilled: money,
  /** Payments not tied to an invoice, less their refunds: credit on account. */
  credit: money,
  /** The open invoices' balances, and the same split by age. */
  outstanding: money,
  current: money,
  days31to60: money,
  days61to90: money,
  over90: money,
});

export const patientAccountSchema = z.object({
  asOf: z.string(),
  /** The ledger: every entry in date order (a statement), or one page of it, newest first (the account screen). */
  entries: z.array(accountEntrySchema),
  /** How many entries the whole ledger has. */
  total: z.number().int(),
  /** One per currency the patient was billed or paid in. */
  totals: z.array(accountTotalsSchema),
});
export type PatientAccount = z.infer<typeof patientAccountSchema>;
export type AccountEntry = z.infer<typeof accountEntrySchema>;

/** An entry's reference as the account and the statement print it: unbilled work with where it was done (`SRP-Q · Lower Left Quadrant`). */
export const entryReference = (
  e: AccountEntry,
  numbering: NumberingSystem,
  translate: (english: string) => string,
): string => [e.reference, areaText(e, numbering, translate)].filter(Boolean).join(' · ');

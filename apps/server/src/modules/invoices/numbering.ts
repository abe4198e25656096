import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

/** `INV-2026-000042`: the year, then the invoice's place in that year. */
export const invoiceNumber = (year: number, n: number): string => `INV-${year}-${String(n).padStart(6, '0')}`;

/**
 * The next number of `year`, taken in the caller's transaction: the counter
 * row is locked until it ends, so two invoices never get the same number, and
 * a rolled-back invoice gives its number back (no gaps).
 */
export async function nextInvoiceNumber(rows: Rows, year: number): Promise<string> {
  const [row] = await rows<{ n: number }>(sql`
    insert into invoice_counters (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = invoice_counters.last_number + 1
    returning last_number as n`);
  return invoiceNumber(year, Number(row!.n));
}

/** `CN-2026-000001`: a credit note's place in its year's series. */
export const creditNoteNumber = (year: number, n: number): string => `CN-${year}-${String(n).padStart(6, '0')}`;

/** The next credit note number of `year`, in the caller's transaction: no gaps, as invoice numbers. */
export async function nextCreditNoteNumber(rows: Rows, year: number): Promise<string> {
  const [row] = await rows<{ n: number }>(sql`
    insert into number_counters (series, last_number) values (${`credit-note-${year}`}, 1)
    on conflict (series) do update set last_number = number_counters.last_number + 1
    returning last_number as n`);
  return creditNoteNumber(year, Number(row!.n));
}

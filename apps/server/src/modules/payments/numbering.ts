import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

/** `PAY-000042`: the receipt's place in the clinic's series. */
export const receiptNumber = (n: number): string => `PAY-${String(n).padStart(6, '0')}`;

/**
 * The next receipt number, taken in the caller's transaction: the counter
 * row stays locked until it ends, so two payments never share a number, and
 * a payment refused (rolled back) gives its number back: no gaps.
 */
export async function nextReceiptNumber(rows: Rows): Promise<string> {
  const [row] = await rows<{ n: number }>(sql`
    insert into number_counters (series, last_number) values ('receipt', 1)
    on conflict (series) do update set last_number = number_counters.last_number + 1
    returning last_number as n`);
  return receiptNumber(Number(row!.n));
}

import { DEFAULT_SETTINGS, PAYMENT_METHODS, payments } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';

const FEES = ['45.00', '65.00', '80.00', '120.00', '180.00', '350.00'];

/** The clinic's currency (Settings → Localisation), which demo money records are in. */
export async function clinicCurrency(rows: Rows): Promise<string> {
  const [setting] = await rows<{ currency: string | null }>(
    sql`select data->'localisation'->>'currency' as currency from settings where id = 1`,
  );
  return setting?.currency ?? DEFAULT_SETTINGS.localisation.currency;
}

/**
 * Payments for most completed visits of the demo book (after the appointments
 * step): paid on the day, by card or cash mostly, a few still pending or
 * refunded, in the clinic's currency.
 */
export async function seedPayments(rows: Rows, random: Random): Promise<void> {
  const visits = await rows<{ id: number; patient: number; clinic: number; day: string }>(sql`
    select id::int as id, patient::int as patient, clinic::int as clinic, appointment_date::text as day
    from appointments where status = 'Completed' and archived_at is null order by id limit 150`);
  const currency = await clinicCurrency(rows);
  const repo = new ResourceRepository(payments);
  for (const visit of visits) {
    if (random.next() < 0.25) continue;
    const method = random.pick([...PAYMENT_METHODS, 'Card', 'Card', 'Cash']);
    const roll = random.next();
    await repo.insert(
      rows,
      {
        patient: visit.patient,
        appointment: visit.id,
        clinic: visit.clinic,
        amount: random.pick(FEES),
        paymentMethod: method,
        paymentStatus: roll < 0.85 ? 'Completed' : roll < 0.95 ? 'Pending' : 'Refunded',
        paymentDate: visit.day,
        transactionId: method === 'Card' ? `TX-${random.int(100000, 999999)}` : null,
        insuranceClaimId: method === 'Insurance' ? `CLM-${random.int(10000, 99999)}` : null,
        notes: null,
      },
      { currency },
    );
  }
}

import { centsToMoney, invoices, moneyToCents, payments, services, toothFromLabel } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { refreshInvoice } from '../modules/invoices/amounts.js';
import { invoiceHooks } from '../modules/invoices/hooks.js';
import { paymentHooks } from '../modules/payments/hooks.js';
import { createRecord } from '../resources/create.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';

/** Spec 002 §9: the old app's 15 hard-coded prices, now the demo clinic's fee schedule (codes are the clinic's own). */
const FEE_SCHEDULE = [
  ['CON-01', 'Consultation', 'Diagnostic', '50.00', 30],
  ['XR-01', 'X-Ray', 'Diagnostic', '100.00', 15],
  ['CLN-01', 'Cleaning', 'Preventive', '80.00', 45],
  ['FIL-01', 'Filling', 'Restorative', '120.00', 45, 'Filled'],
  ['RCT-01', 'Root Canal', 'Endodontic', '300.00', 90, 'Root Canal'],
  ['CRN-01', 'Crown', 'Prosthodontic', '500.00', 60, 'Crown'],
  ['BRG-01', 'Bridge', 'Prosthodontic', '700.00', 90, 'Bridge Pontic'],
  ['EXT-01', 'Extraction', 'Oral Surgery', '150.00', 45, 'Extracted'],
  ['WHT-01', 'Whitening', 'Cosmetic', '200.00', 60],
  ['IMP-01', 'Implant', 'Oral Surgery', '1200.00', 120, 'Implant'],
  ['ORT-01', 'Braces', 'Orthodontic', '2500.00', 60],
  ['VEN-01', 'Veneers', 'Cosmetic', '900.00', 90, 'Veneer'],
  ['FLU-01', 'Fluoride Treatment', 'Preventive', '60.00', 15],
  ['SEA-01', 'Sealant', 'Preventive', '75.00', 20, 'Sealant'],
  ['PER-01', 'Periodontal Therapy', 'Periodontal', '350.00', 60],
  ['SRP-Q', 'Scaling and Root Planing, per Quadrant', 'Periodontal', '180.00', 45],
] as const satisfies readonly (readonly [string, string, string, string, number, string?])[];

/** Where the chart takes a service (issue 28): a bridge on its span, a scaling per quadrant; the others anywhere. */
const AREAS: Partial<Record<(typeof FEE_SCHEDULE)[number][0], string>> = { 'BRG-01': 'Span', 'SRP-Q': 'Quadrant' };

/**
 * The fee schedule, then invoices for some completed visits of the demo book
 * (through the same hooks as the API: numbered, amounts computed), issued,
 * most paid in full or in part. Last of the steps: it draws its own numbers.
 */
export async function seedBilling(rows: Rows, random: Random): Promise<void> {
  const serviceRepo = new ResourceRepository(services);
  const ids: number[] = [];
  for (const [code, name, category, price, durationMinutes, chartAs] of FEE_SCHEDULE)
    ids.push(
      await serviceRepo.insert(rows, {
        code,
        name,
        category,
        price,
        durationMinutes,
        active: true,
        chartAs: chartAs ?? null,
        area: AREAS[code] ?? null,
      }),
    );

  const visits = await rows<{ id: number; patient: number; clinic: number; doctor: number; day: string }>(sql`
    select id::int as id, patient::int as patient, clinic::int as clinic, doctor::int as doctor,
      appointment_date::text as day
    from appointments where status = 'Completed' and archived_at is null order by id desc limit 40`);
  const invoiceRepo = new ResourceRepository(invoices);
  const paymentRepo = new ResourceRepository(payments);
  for (const visit of visits) {
    const lines = random.int(1, 3);
    const items = Array.from({ length: lines }, () => ({
      service: random.pick(ids.slice(0, 9)),
      quantity: 1,
      // Written in FDI, stored as the chart's Universal ids.
      tooth:
        random.next() < 0.5
          ? (toothFromLabel(String(random.pick([11, 14, 16, 21, 26, 36, 46, 47])), 'fdi') ?? null)
          : null,
    }));
    const discounted = random.next() < 0.2;
    const invoice = await createRecord(
      rows,
      {
        patient: visit.patient,
        clinic: visit.clinic,
        doctor: visit.doctor,
        appointment: visit.id,
        invoiceDate: visit.day,
        dueDate: null,
        items,
        discountPercent: discounted ? 10 : null,
        discountReason: discounted ? 'Family plan' : null,
        paymentMethod: random.pick(['Cash', 'Card', 'Card', 'Insurance']),
      },
      { def: invoices, repo: invoiceRepo, hooks: invoiceHooks, user: null },
    );
    await rows(sql`update invoices set status = 'Issued', due_date = invoice_date + 30 where id = ${invoice.id}`);
    await refreshInvoice(rows, (await invoiceRepo.get(rows, Number(invoice.id)))!);
    const roll = random.next();
    if (roll < 0.15) continue;
    const total = String(invoice.total);
    const amount = roll < 0.35 ? centsToMoney(Math.floor(moneyToCents(total) / 2)) : total;
    await createRecord(
      rows,
      {
        patient: visit.patient,
        invoice: invoice.id,
        clinic: visit.clinic,
        amount,
        paymentMethod: invoice.paymentMethod === 'Insurance' ? 'Insurance' : 'Card',
        paymentStatus: 'Completed',
        paymentDate: visit.day,
      },
      { def: payments, repo: paymentRepo, hooks: paymentHooks, user: null },
    );
  }
}

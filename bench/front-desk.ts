// A front desk writing beside the measured reads: a few writes a second, in turn: book a visit, create an
// invoice, take a payment. Through the real server's API while the real server is measured; as hand-written
// INSERTs of the same rows through the thin server while the thin server or the ceiling is measured.
import { addDays, WEEK_DAYS, weekDayOfDate } from '@chairside/domain';
import type { RecordedStatement } from '../apps/server/src/db/statement-recorder.js';
import { BOOK_CLINIC } from './targets.js';

export type WriteKind = 'visit' | 'invoice' | 'payment';
export const WRITE_KINDS: readonly WriteKind[] = ['visit', 'invoice', 'payment'];

/** Visits are booked from this many days ahead, after the generated book (four weeks), on weekday mornings. */
const FIRST_DAY_AHEAD = 42;
/** Half-hour visits from 08:00 to 12:00: eight a morning per doctor. */
const SLOTS = 8;

export interface Write {
  kind: WriteKind;
  /** The real server: method, path and JSON body. */
  api: { method: 'POST'; path: string; body: Record<string, unknown> };
  /** The thin server: the same row, written in SQL. */
  sql: RecordedStatement[];
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The n-th write of the run (n from 0): a free slot, a live patient, the clinic's today. */
export function nthWrite(n: number, ctx: { patients: number; doctors: number; today: string }): Write {
  const kind = WRITE_KINDS[n % WRITE_KINDS.length]!;
  // A live patient (the generator archives rows with i mod 25 = 7).
  let patient = 1 + ((n * 7919) % ctx.patients);
  if (patient % 25 === 7) patient = patient === ctx.patients ? 1 : patient + 1;
  if (kind === 'visit') {
    const visit = Math.floor(n / WRITE_KINDS.length);
    const doctor = 1 + (visit % ctx.doctors);
    const slot = Math.floor(visit / ctx.doctors) % SLOTS;
    const weekday = Math.floor(visit / (ctx.doctors * SLOTS));
    const monday = addDays(ctx.today, FIRST_DAY_AHEAD - WEEK_DAYS.indexOf(weekDayOfDate(ctx.today)));
    // Monday, Tuesday, Thursday, Friday (one doctor in five has Wednesdays off).
    const day = addDays(monday, 7 * Math.floor(weekday / 4) + [0, 1, 3, 4][weekday % 4]!);
    const start = hhmm(8 * 60 + 30 * slot);
    const end = hhmm(8 * 60 + 30 * slot + 30);
    const body = {
      patient,
      doctor,
      clinic: BOOK_CLINIC,
      appointmentDate: day,
      startTime: start,
      endTime: end,
      appointmentType: 'In-Person',
      reasonForVisit: 'Check-up',
    };
    return {
      kind,
      api: { method: 'POST', path: '/api/appointments', body },
      sql: [
        {
          text: `insert into appointments (patient, doctor, clinic, appointment_date, start_time, end_time, appointment_type,
                   reason_for_visit, telephone, email)
                 select id, $2, $3, $4::date, $5::time, $6::time, 'In-Person', 'Check-up', telephone, email
                 from patients where id = $1`,
          params: [patient, doctor, BOOK_CLINIC, day, start, end],
        },
      ],
    };
  }
  if (kind === 'invoice') {
    const cents = 4000 + (n % 40) * 500;
    const unitPrice = `${cents / 100}.00`;
    const items = [{ description: 'Check-up and cleaning', quantity: 1, unitPrice }];
    return {
      kind,
      api: {
        method: 'POST',
        path: '/api/invoices',
        body: { patient, clinic: BOOK_CLINIC, invoiceDate: ctx.today, items },
      },
      sql: [
        {
          text: `insert into invoices (patient, clinic, invoice_date, items, status, currency, subtotal_cents,
                   discount_total_cents, tax_total_cents, total_cents)
                 values ($1, $2, $3::date, $4::jsonb, 'Draft', 'USD', $5, 0, 0, $5)`,
          params: [
            patient,
            BOOK_CLINIC,
            ctx.today,
            JSON.stringify([{ service: null, tooth: null, ...items[0] }]),
            cents,
          ],
        },
      ],
    };
  }
  return {
    kind,
    api: {
      method: 'POST',
      path: '/api/payments',
      body: { patient, amount: '25.00', paymentMethod: 'Cash', paymentStatus: 'Completed', paymentDate: ctx.today },
    },
    sql: [
      {
        text: `with n as (update number_counters set last_number = last_number + 1 where series = 'receipt'
                 returning last_number)
               insert into payments (payment_number, patient, amount_cents, currency, payment_method, payment_status,
                 payment_date)
               select 'PAY-' || lpad(n.last_number::text, greatest(6, length(n.last_number::text)), '0'), $1, 2500, 'USD', 'Cash', 'Completed', $2::date from n`,
        params: [patient, ctx.today],
      },
    ],
  };
}

export interface FrontDesk {
  /** Writes sent, and those that did not answer 2xx (with the first few answers). */
  stop(): Promise<{ sent: number; failed: number; failures: string[] }>;
}

/**
 * Sends `perSecond` writes a second (one at a time, never more than one waiting) to `send`, numbering them
 * from `counter.next` on (shared by every front desk of the run: slots and receipts stay unique).
 */
export function startFrontDesk(
  perSecond: number,
  counter: { next: number },
  send: (write: number) => Promise<string | null>,
): FrontDesk {
  let sent = 0;
  let failed = 0;
  const failures: string[] = [];
  let busy: Promise<void> = Promise.resolve();
  let inFlight = false;
  const tick = () => {
    if (inFlight || perSecond <= 0) return;
    inFlight = true;
    const n = counter.next++;
    sent++;
    busy = send(n)
      .then((problem) => {
        if (problem) {
          failed++;
          if (failures.length < 5) failures.push(problem);
        }
      })
      .catch((err: unknown) => {
        failed++;
        if (failures.length < 5) failures.push(err instanceof Error ? err.message : String(err));
      })
      .finally(() => {
        inFlight = false;
      });
  };
  const timer = perSecond > 0 ? setInterval(tick, 1000 / perSecond) : undefined;
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await busy;
      return { sent, failed, failures };
    },
  };
}

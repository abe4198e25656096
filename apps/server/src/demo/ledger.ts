import {
  centsToMoney,
  type EXPENSE_CATEGORIES,
  expenses,
  type INCOME_CATEGORIES,
  incomes,
  type LEDGER_PAYMENT_METHODS,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import { clinicCurrency } from './payments.js';
import type { Random } from './random.js';
import { demoToday } from './today.js';

/** The demo clinic's day (as in seed.ts): a year of money records ends here. */
const DAY = 86_400_000;
const dayBefore = (days: number) => new Date(demoToday() - days * DAY).toISOString().slice(0, 10);

type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

/** What each kind of expense is, who is paid, its usual price range in cents and length in days. */
const EXPENSES: Record<
  ExpenseCategory,
  { what: string[]; vendors: string[]; cents: [number, number]; days: [number, number] }
> = {
  Lab: {
    what: [
      'Zirconia crown fabrication',
      'Three-unit bridge fabrication',
      'Night guard fabrication',
      'Biopsy analysis',
      'Partial denture fabrication',
    ],
    vendors: ['Precision Dental Lab', 'Harbour Ceramics', 'Boston Pathology Services'],
    cents: [8_000, 65_000],
    days: [5, 14],
  },
  Medication: {
    what: ['Antibiotics after surgery', 'Pain relief supply', 'Antifungal treatment', 'Prescription mouth rinse'],
    vendors: ['CVS Pharmacy', 'Walgreens', 'Harbour Pharmacy'],
    cents: [1_500, 12_000],
    days: [1, 7],
  },
  Treatment: {
    what: ['Implant components', 'Clear aligner series', 'Bone graft material', 'Sinus lift kit'],
    vendors: ['Straumann', 'Align Technology', 'Geistlich', 'Nobel Biocare'],
    cents: [15_000, 180_000],
    days: [7, 60],
  },
  Consultation: {
    what: ['Specialist referral consultation', 'Radiology second opinion', 'Orthodontic assessment by a specialist'],
    vendors: ['Boston Oral Surgery Associates', 'Cambridge Imaging Center'],
    cents: [6_000, 25_000],
    days: [1, 3],
  },
  Other: {
    what: [
      'Patient transport to the hospital',
      'Interpreter for the consultation',
      'Courier of records to a specialist',
    ],
    vendors: ['City Cab Co.', 'LinguaCare', 'FastCourier'],
    cents: [2_000, 9_000],
    days: [0, 1],
  },
};

const INCOMES: Record<IncomeCategory, { what: string[]; cents: [number, number]; weight: number }> = {
  Treatment: {
    what: [
      'Composite filling',
      'Root canal treatment',
      'Crown placement',
      'Teeth whitening',
      'Scaling and polishing',
      'Implant placement',
      'Tooth extraction',
    ],
    cents: [12_000, 240_000],
    weight: 9,
  },
  Consultation: {
    what: ['Initial consultation', 'Check-up and cleaning', 'Emergency visit', 'Follow-up consultation'],
    cents: [6_000, 18_000],
    weight: 5,
  },
  Insurance: {
    what: ['Reimbursement from Delta Dental', 'Reimbursement from MetLife', 'Claim settlement from Cigna'],
    cents: [20_000, 150_000],
    weight: 3,
  },
  'Product Sale': {
    what: ['Electric toothbrush', 'Whitening kit', 'Interdental brushes', 'Chlorhexidine mouthwash'],
    cents: [800, 14_000],
    weight: 2,
  },
  Other: { what: ['Missed appointment fee', 'Copy of dental records'], cents: [2_500, 6_000], weight: 1 },
};

const EXPENSE_WEIGHTS: [ExpenseCategory, number][] = [
  ['Lab', 4],
  ['Treatment', 3],
  ['Medication', 2],
  ['Consultation', 2],
  ['Other', 1],
];
const METHOD_WEIGHTS: [(typeof LEDGER_PAYMENT_METHODS)[number], number][] = [
  ['Card', 9],
  ['Online', 4],
  ['Cash', 3],
  ['Insurance', 4],
];

function weighted<T>(random: Random, choices: readonly [T, number][]): T {
  let n = random.next() * choices.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of choices) {
    n -= w;
    if (n < 0) return value;
  }
  return choices[0]![0];
}

const amount = (random: Random, [min, max]: [number, number]) =>
  centsToMoney(random.int(min / 100, max / 100) * 100 + random.pick([0, 0, 50, 99]));

/** Records per month: busier in spring and autumn, quieter in summer and at the year's end. */
const SEASON = [0.9, 1, 1.15, 1.2, 1.1, 0.8, 0.6, 0.7, 1.1, 1.2, 1.15, 0.8];

async function people(rows: Rows) {
  const list = async (query: ReturnType<typeof sql>) => rows<{ id: number; clinic?: number | null }>(query);
  const patients = (await list(sql`select id from patients where archived_at is null order by id`)).map((r) =>
    Number(r.id),
  );
  const doctors = (await list(sql`select id, clinic from doctors order by id`)).map((r) => ({
    id: Number(r.id),
    clinic: r.clinic === null || r.clinic === undefined ? null : Number(r.clinic),
  }));
  return { patients, doctors };
}

/** A year of the clinic's money: patient-care expenses and the incomes of its treatments and sales. */
export async function seedLedger(rows: Rows, random: Random): Promise<void> {
  const { patients, doctors } = await people(rows);
  if (!patients.length || !doctors.length) return;
  const expenseRepo = new ResourceRepository(expenses);
  const incomeRepo = new ResourceRepository(incomes);
  const currency = await clinicCurrency(rows);

  for (let month = 11; month >= 0; month--) {
    const season = SEASON[new Date(demoToday() - month * 30 * DAY).getUTCMonth()] ?? 1;
    for (let i = Math.round(8 * season); i > 0; i--) {
      const ago = month * 30 + random.int(0, 29);
      const category = weighted(random, EXPENSE_WEIGHTS);
      const kind = EXPENSES[category];
      const doctor = random.pick(doctors);
      const recent = ago < 45;
      const cancelled = !recent && random.next() < 0.07;
      const status = cancelled
        ? 'Cancelled'
        : recent
          ? random.pick(['Planned', 'In Progress', 'In Progress'])
          : 'Completed';
      await expenseRepo.insert(rows, {
        description: random.pick(kind.what),
        expenseCategory: category,
        status,
        estimatedDuration: random.int(kind.days[0], kind.days[1]),
        patientId: random.pick(patients),
        doctorId: doctor.id,
        clinicId: doctor.clinic,
        amount: amount(random, kind.cents),
        currency,
        paymentMethod: weighted(random, METHOD_WEIGHTS),
        paymentStatus: status === 'Completed' || random.next() < 0.3 ? 'Paid' : 'Pending',
        transactionDate: dayBefore(ago),
        vendorName: random.pick(kind.vendors),
        notes: random.next() < 0.2 ? 'Receipt kept in the front-desk binder.' : null,
      });
    }
    for (let i = Math.round(26 * season); i > 0; i--) {
      const ago = month * 30 + random.int(0, 29);
      const category = weighted(
        random,
        Object.entries(INCOMES).map(([c, v]) => [c as IncomeCategory, v.weight] as [IncomeCategory, number]),
      );
      const kind = INCOMES[category];
      const doctor = random.pick(doctors);
      const sale = category === 'Product Sale';
      await incomeRepo.insert(rows, {
        incomeCategory: category,
        description: random.pick(kind.what),
        amount: amount(random, kind.cents),
        currency,
        paymentMethod: category === 'Insurance' ? 'Insurance' : weighted(random, METHOD_WEIGHTS),
        paymentStatus: random.next() < (ago < 30 ? 0.35 : 0.04) ? 'Pending' : 'Paid',
        transactionDate: dayBefore(ago),
        patientId: random.pick(patients),
        doctorId: sale ? null : doctor.id,
        clinicId: doctor.clinic,
        notes: null,
      });
    }
  }
}

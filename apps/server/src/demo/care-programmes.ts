import {
  consultations,
  DIAGNOSIS_SEVERITIES,
  diagnoses,
  loyaltyAccounts,
  MEMBERSHIP_PLANS,
  memberships,
  TREATMENT_TYPES,
  treatmentPlans,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';
import { demoToday } from './today.js';

const ids = async (rows: Rows, table: 'patients' | 'doctors') =>
  (await rows<{ id: number }>(sql`select id from ${sql.identifier(table)} order by id`)).map((r) => Number(r.id));

const PLAN_TEXT: Record<(typeof TREATMENT_TYPES)[number], string> = {
  Preventive: 'Scaling and polishing, fluoride varnish, review in six months',
  Restorative: 'Composite fillings on the lower molars in two visits',
  Endodontic: 'Root canal treatment, then a crown once the tooth has settled',
  Periodontal: 'Deep cleaning by quadrant and re-assessment of the pockets',
  Orthodontic: 'Clear aligners for crowding of the lower incisors',
  Prosthodontic: 'Three-unit bridge replacing the missing upper premolar',
  'Oral Surgery': 'Extraction of the impacted wisdom teeth under local anaesthesia',
  Cosmetic: 'In-office whitening followed by a take-home kit',
};
const ACTIVITIES = [
  'Check-up visit',
  'Hygiene appointment',
  'Referral of a friend',
  'Online review',
  'Annual plan renewal',
];
const REWARDS = ['Electric toothbrush', 'Whitening kit', '10% off a treatment', 'Free hygiene visit'];

const day = (base: string, offset: number) => {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** Treatment plans for a third of the patients, memberships for a quarter, loyalty accounts for a fifth. */
export async function seedCareProgrammes(rows: Rows, random: Random): Promise<void> {
  const patients = await ids(rows, 'patients');
  const doctors = await ids(rows, 'doctors');
  if (!patients.length || !doctors.length) return;

  const plans = new ResourceRepository(treatmentPlans);
  for (const [i, patient] of patients.entries()) {
    if (i % 3) continue;
    const treatmentType = random.pick(TREATMENT_TYPES);
    await plans.insert(rows, {
      patient,
      doctor: random.pick(doctors),
      treatmentType,
      description: PLAN_TEXT[treatmentType],
      estimatedDuration: random.pick([1, 7, 14, 21, 30, 90, 180]),
      // Its procedures and status come with the clinical flow (clinical.ts).
      status: 'Presented',
    });
  }

  const plansRepo = new ResourceRepository(memberships);
  for (const [i, patient] of patients.entries()) {
    if (i % 4 !== 1) continue;
    const startDate = day('2026-01-01', random.int(-300, 200));
    const plan = random.pick(MEMBERSHIP_PLANS);
    await plansRepo.insert(rows, {
      patient,
      membershipPlan: plan,
      paymentStatus: random.pick(['Active', 'Active', 'Active', 'Inactive', 'Expired', 'Cancelled']),
      benefits:
        plan === 'Premium'
          ? ['Free Cleanings', 'Discounted Treatments', 'Priority Booking', 'Emergency Support', 'Free Whitening']
          : plan === 'Standard'
            ? ['Free Cleanings', 'Discounted Treatments', 'Priority Booking']
            : ['Free Cleanings', 'Discounted Treatments'],
      startDate,
      endDate: day(startDate, 365),
      renewalDate: day(startDate, 335),
      lastPaymentAmount: plan === 'Premium' ? '240.00' : plan === 'Standard' ? '150.00' : '90.00',
      lastPaymentDate: startDate,
    });
  }

  const loyalty = new ResourceRepository(loyaltyAccounts);
  for (const [i, patient] of patients.entries()) {
    if (i % 5 !== 2) continue;
    const earned = Array.from({ length: random.int(1, 5) }, (_, k) => ({
      activity: random.pick(ACTIVITIES),
      points: random.pick([25, 50, 100]),
      date: day('2026-01-10', k * 40 + random.int(0, 20)),
    }));
    const balance = earned.reduce((s, e) => s + e.points, 0);
    const redeemed =
      balance >= 100 && random.next() < 0.5
        ? [{ reward: random.pick(REWARDS), points: 100, date: day('2026-09-01', random.int(0, 60)) }]
        : [];
    await loyalty.insert(rows, { patient, earned, redeemed });
  }
}

const VISITS: [string, string, string[], string, string][] = [
  ['Pain when chewing on the left', 'Cracked tooth', ['Pain when biting', 'Sensitivity to cold'], 'Crown', 'Ibuprofen'],
  [
    'Bleeding gums when brushing',
    'Gingivitis',
    ['Bleeding gums', 'Bad breath'],
    'Scaling and root planing',
    'Chlorhexidine rinse',
  ],
  ['Swelling near a wisdom tooth', 'Pericoronitis', ['Swelling', 'Pain on opening'], 'Extraction of 38', 'Amoxicillin'],
  ['Routine six-monthly check-up', 'Healthy dentition', [], 'Fluoride varnish', ''],
  ['Broken filling', 'Failed restoration on 26', ['Food trapping'], 'New composite filling', ''],
];

/** Forty past consultations across the demo patients and doctors. */
export async function seedConsultations(rows: Rows, random: Random): Promise<void> {
  const patients = await ids(rows, 'patients');
  const doctors = await ids(rows, 'doctors');
  if (!patients.length || !doctors.length) return;
  const repo = new ResourceRepository(consultations);
  for (let i = 0; i < 40; i++) {
    const [reasonForVisit, diagnosis, symptoms, treatment, medicament] = random.pick(VISITS);
    const at = new Date(demoToday() + 9 * 3_600_000 - random.int(1, 200) * 86_400_000 + random.int(0, 16) * 1_800_000);
    const followUp = random.next() < 0.3;
    await repo.insert(rows, {
      patient: random.pick(patients),
      doctor: random.pick(doctors),
      consultationDate: at.toISOString(),
      consultationType: random.pick(['Initial', 'Follow-up', 'Emergency', 'Routine Check-up']),
      reasonForVisit,
      symptoms,
      diagnosis,
      prescribedMedications: medicament
        ? [{ medicamentName: medicament, dosage: 'As directed', frequency: 'Daily' }]
        : [],
      recommendedTreatments: [{ treatmentName: treatment, notes: null }],
      labTestsOrdered: random.next() < 0.15 ? [{ testName: 'Panoramic X-ray', notes: null }] : [],
      followUpRequired: followUp,
      followUpDate: followUp ? new Date(at.getTime() + 14 * 86_400_000).toISOString() : null,
      consultationFee: random.pick(['45.00', '65.00', '80.00', '120.00']),
      paymentStatus: random.pick(['Paid', 'Paid', 'Paid', 'Unpaid', 'Pending']),
      status: 'Completed',
    });
  }
}

const CONDITIONS: [string, 'Mild' | 'Moderate' | 'Severe'][] = [
  ['Dental caries', 'Moderate'],
  ['Gingivitis', 'Mild'],
  ['Chronic periodontitis', 'Severe'],
  ['Pulpitis', 'Severe'],
  ['Dentine hypersensitivity', 'Mild'],
  ['Bruxism', 'Moderate'],
  ['Impacted wisdom tooth', 'Moderate'],
  ['Tooth erosion', 'Mild'],
];

/** Sixty diagnoses over the last year, so the over-time chart has a shape. */
export async function seedDiagnoses(rows: Rows, random: Random): Promise<void> {
  const patients = await ids(rows, 'patients');
  const doctors = await ids(rows, 'doctors');
  if (!patients.length || !doctors.length) return;
  const repo = new ResourceRepository(diagnoses);
  for (let i = 0; i < 60; i++) {
    const [condition, usual] = random.pick(CONDITIONS);
    const at = new Date(demoToday() + 9 * 3_600_000 - random.int(0, 360) * 86_400_000 + random.int(0, 16) * 1_800_000);
    await repo.insert(rows, {
      patient: random.pick(patients),
      doctor: random.pick(doctors),
      diagnosisDate: at.toISOString(),
      condition,
      severity: random.next() < 0.7 ? usual : random.pick(DIAGNOSIS_SEVERITIES),
      diagnosisResults: random.next() < 0.5 ? 'Confirmed on bitewing radiographs.' : null,
      notes: random.next() < 0.3 ? 'Discussed options with the patient.' : null,
    });
  }
}

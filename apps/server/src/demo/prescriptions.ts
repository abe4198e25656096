import { addDays, prescriptions } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { allergyWarnings } from '../modules/prescriptions/allergies.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';

/** How a demo medication is taken: dosage, frequency, days, instructions. */
const REGIMENS: [string, string, number, string | null][] = [
  ['400 mg', 'Every 8 hours', 3, 'After meals'],
  ['500 mg', 'Three times a day', 7, 'Finish the course'],
  ['1 tablet', 'Twice a day', 5, null],
  ['15 ml rinse', 'Twice a day', 10, 'Do not swallow'],
  ['1 g', 'Every 6 hours if needed', 3, 'No more than 4 g a day'],
];

const PHARMACIES = ['Downtown Pharmacy', 'Riverside Chemists', 'Hillview Apothecary', null];

/**
 * Sixty prescriptions written at completed visits, one to three of the
 * demo's medicaments each; those of the last month still Active (after the
 * appointments and medicaments steps).
 */
export async function seedPrescriptions(rows: Rows, random: Random): Promise<void> {
  const visits = await rows<{ id: number; patient: number; doctor: number; clinic: number; day: string }>(sql`
    select id::int as id, patient::int as patient, doctor::int as doctor, clinic::int as clinic,
           appointment_date::text as day
    from appointments where status = 'Completed' and archived_at is null order by id limit 300`);
  const medicaments = (await rows<{ id: number }>(sql`select id::int as id from medicaments order by id`)).map(
    (m) => m.id,
  );
  const [today] = await rows<{ today: string }>(sql`select app_today()::text as today`);
  if (!visits.length || !medicaments.length || !today) return;
  const repo = new ResourceRepository(prescriptions);
  const safe = new Map<number, number[]>();
  /** The medicaments the patient may take: none that the allergy check warns of (Xylocaine for Lidocaine). */
  const safeFor = async (patient: number): Promise<number[]> => {
    const known = safe.get(patient);
    if (known) return known;
    const risky = new Set((await allergyWarnings(rows, patient, medicaments)).map((w) => w.medicamentId));
    const list = medicaments.filter((m) => !risky.has(m));
    safe.set(patient, list);
    return list;
  };
  for (let i = 0; i < 60; i++) {
    const visit = random.pick(visits);
    const allowed = await safeFor(visit.patient);
    const validUntil = addDays(visit.day, random.pick([14, 30, 90]));
    const refill = random.next() < 0.3;
    const medications = Array.from({ length: random.int(1, 3) }, () => {
      const [dosage, frequency, durationDays, instructions] = random.pick(REGIMENS);
      // The same draw as ever (the later steps keep their random numbers), moved to the next medicament the patient may take.
      const drawn = random.pick(medicaments);
      const medicament = allowed.find((m) => m >= drawn) ?? allowed[0] ?? drawn;
      return { medicament, dosage, frequency, durationDays, instructions };
    });
    await repo.insert(rows, {
      patient: visit.patient,
      doctor: visit.doctor,
      clinic: visit.clinic,
      appointment: visit.id,
      prescriptionDate: visit.day,
      validUntil,
      medications,
      refillAllowed: refill ? 'Yes' : 'No',
      refillCount: refill ? random.int(1, 3) : 0,
      pharmacy: random.pick(PHARMACIES),
      digitalSignature: null,
      status: validUntil < today.today ? random.pick(['Expired', 'Completed']) : 'Active',
      notes: null,
    });
  }
}

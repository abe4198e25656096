import { BLOOD_TYPES, GENDERS, MARITAL_STATUSES, patients } from '@chairside/domain';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import { ALLERGIES, FIRST_NAMES as FIRST, SURNAMES as LAST } from './names.js';
import type { Random } from './random.js';

const OCCUPATIONS = [
  'Teacher',
  'Nurse',
  'Engineer',
  'Student',
  'Accountant',
  'Chef',
  'Retired',
  'Designer',
  'Driver',
  'Lawyer',
];
const CONDITIONS = ['Hypertension', 'Type 2 diabetes', 'Asthma', 'Hypothyroidism', 'Heart murmur', 'Osteoporosis'];
const MEDICATIONS: [string, string, string][] = [
  ['Amlodipine', '5 mg', 'Once daily'],
  ['Metformin', '500 mg', 'Twice daily'],
  ['Salbutamol inhaler', '100 µg', 'As needed'],
  ['Levothyroxine', '50 µg', 'Once daily'],
  ['Warfarin', '2 mg', 'Once daily'],
];
const RELATIONS = ['Spouse', 'Mother', 'Father', 'Sister', 'Brother', 'Friend'];
// Roughly how common each blood type is, so the tiles and charts look like a real practice.
const BLOOD_WEIGHTS = [34, 6, 9, 2, 3, 1, 38, 7];

function bloodType(random: Random): string {
  let n = random.int(
    1,
    BLOOD_WEIGHTS.reduce((a, b) => a + b, 0),
  );
  for (const [i, w] of BLOOD_WEIGHTS.entries()) {
    n -= w;
    if (n <= 0) return BLOOD_TYPES[i] as string;
  }
  return 'O+';
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Sixty patients of a city practice: some with allergies, conditions and regular medication. */
export async function seedPatients(rows: Rows, random: Random): Promise<void> {
  const repo = new ResourceRepository(patients);
  for (let i = 0; i < 60; i++) {
    const gender = i % 15 === 14 ? 'Other' : i % 2 ? 'Male' : 'Female';
    const first = random.pick(FIRST[gender]);
    const last = random.pick(LAST);
    const year = random.int(1945, 2015);
    const chronic = random.next() < 0.3;
    const contact = random.next() < 0.7;
    await repo.insert(rows, {
      fullName: `${first} ${last}`,
      bloodType: bloodType(random),
      insuranceId: random.next() < 0.75 ? `INS-${random.int(100000, 999999)}` : null,
      nationalId: random.next() < 0.6 ? String(random.int(100000000, 999999999)) : null,
      birthDate: isoDay(year, random.int(1, 12), random.int(1, 28)),
      gender,
      maritalStatus: year > 2002 ? 'Single' : random.pick(MARITAL_STATUSES),
      occupation: year > 2005 ? 'Student' : year < 1960 ? 'Retired' : random.pick(OCCUPATIONS),
      telephone: `+1 617 555 ${String(1000 + i * 37).slice(-4)}`,
      email: `${`${first}.${last}${i}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9.]/g, '')}@mail.example`,
      address: `${random.int(1, 480)} ${random.pick(['Harbour Street', 'River Road', 'Summit Avenue', 'Elm Street', 'Beacon Street'])}, Boston, MA`,
      allergies: random.next() < 0.25 ? [random.pick(ALLERGIES)] : [],
      chronicDiseases: chronic ? [random.pick(CONDITIONS)] : [],
      medicalHistory: chronic
        ? [
            {
              condition: random.pick(CONDITIONS),
              diagnosedAt: isoDay(random.int(2005, 2025), random.int(1, 12), 1),
              notes: null,
            },
          ]
        : [],
      currentMedications: chronic
        ? [MEDICATIONS[random.int(0, MEDICATIONS.length - 1)]!].map(([name, dosage, frequency]) => ({
            name,
            dosage,
            frequency,
            prescribedBy: null,
          }))
        : [],
      emergencyContactName: contact ? `${random.pick(FIRST[random.pick(GENDERS)])} ${last}` : null,
      emergencyContactRelationship: contact ? random.pick(RELATIONS) : null,
      emergencyContactPhone: contact ? `+1 617 555 ${String(2000 + i * 41).slice(-4)}` : null,
    });
  }
}

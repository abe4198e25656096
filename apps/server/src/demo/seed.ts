import {
  clinics,
  DEFAULT_SETTINGS,
  DEFAULT_WEEK_HOURS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  medicamentCategories,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Database, Rows } from '../db/client.js';
import { refreshStatistics } from '../db/maintenance.js';
import { ResourceRepository } from '../resources/repository.js';
import { writeSettings } from '../settings/store.js';
import { createUser } from '../users/store.js';
import { type Random, seededRandom } from './random.js';

const SEED = 20261122;

const CLINICS = [
  {
    name: 'Chairside Downtown',
    address: '12 Harbour Street',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    country: 'United States',
    contactNumber: '+1 617 555 0142',
    email: 'downtown@chairside.example',
  },
  {
    name: 'Chairside Riverside',
    address: '480 River Road',
    city: 'Cambridge',
    state: 'MA',
    zipCode: '02139',
    country: 'United States',
    contactNumber: '+1 617 555 0178',
    email: 'riverside@chairside.example',
  },
  {
    name: 'Chairside Hillview',
    address: '9 Summit Avenue',
    city: 'Newton',
    state: 'MA',
    zipCode: '02458',
    country: 'United States',
    contactNumber: '+1 617 555 0199',
    email: 'hillview@chairside.example',
  },
];

const CATEGORIES: [string, string][] = [
  ['Antibiotic', 'Medicines that stop bacterial infections, such as amoxicillin after an extraction.'],
  ['Analgesic', 'Pain relief before and after treatment: paracetamol, ibuprofen.'],
  ['Antipyretic', 'Medicines that bring a fever down.'],
  ['Antiseptic', 'Mouth rinses and solutions that clean the surgical field (chlorhexidine).'],
  ['Antimalarial', 'Kept for travelling patients under treatment elsewhere.'],
  ['Antiviral', 'Treatment of viral lesions such as herpes labialis.'],
  ['Antifungal', 'Treatment of oral candidiasis.'],
  ['Vaccine', 'Vaccines recorded in the patient history (hepatitis B for staff).'],
  ['Other', 'Anything that fits no other category.'],
];

type Step = (rows: Rows, random: Random) => Promise<void>;

/** One step per module; each module adds its own as it is built. */
const STEPS: Step[] = [
  async (rows) => {
    const repo = new ResourceRepository(clinics);
    for (const c of CLINICS) await repo.insert(rows, { ...c, workingHours: DEFAULT_WEEK_HOURS });
  },
  async (rows) => {
    const repo = new ResourceRepository(medicamentCategories);
    for (const [name, description] of CATEGORIES) await repo.insert(rows, { name, description });
  },
];

/**
 * Fills an empty database with a believable clinic and one account per role
 * (password 'chairside'). Does nothing when any account exists.
 */
export async function seedDemo(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from users`);
  if ((row?.n ?? 0) > 0) return false;
  for (const a of DEMO_ACCOUNTS)
    await createUser(database, { username: a.username, password: DEMO_PASSWORD, role: a.role, active: true });
  await writeSettings(database, {
    ...DEFAULT_SETTINGS,
    system: {
      ...DEFAULT_SETTINGS.system,
      address: '12 Harbour Street, Boston, MA 02110',
      email: 'hello@chairside.example',
      phone: '+1 617 555 0142',
    },
  });
  const random = seededRandom(SEED);
  await database.transaction(async (rows) => {
    for (const step of STEPS) await step(rows, random);
  });
  await refreshStatistics(database);
  return true;
}

import {
  clinics,
  DEFAULT_SETTINGS,
  DEFAULT_WEEK_HOURS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  medicamentCategories,
  OPERATION_TYPES,
  operations,
  procedures,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Database, Rows } from '../db/client.js';
import { refreshStatistics } from '../db/maintenance.js';
import { ResourceRepository } from '../resources/repository.js';
import { writeSettings } from '../settings/store.js';
import { createUser } from '../users/store.js';
import { seedAppointments } from './appointments.js';
import { seedBilling } from './billing.js';
import { seedCareProgrammes, seedConsultations, seedDiagnoses } from './care-programmes.js';
import { seedCaseStudies } from './case-studies.js';
import { seedCertificates } from './certificates.js';
import { seedClinicalFlow } from './clinical.js';
import { seedEquipment } from './equipment.js';
import { seedImagingAndPerio } from './imaging-perio.js';
import { seedMessages } from './inbox.js';
import { seedCampaigns, seedInsurance } from './insurance-marketing.js';
import { seedInventory } from './inventory.js';
import { seedLabTests } from './lab-tests.js';
import { seedLedger } from './ledger.js';
import { seedLegalDocuments } from './legal-documents.js';
import { seedMedicaments } from './medicaments.js';
import { seedOutbox } from './outbox.js';
import { seedPatients } from './patients.js';
import { seedPayments } from './payments.js';
import { seedDoctors, seedStaff } from './people.js';
import { seedNotesAndTasks } from './personal.js';
import { seedPrescriptions } from './prescriptions.js';
import { type Random, seededRandom } from './random.js';
import { seedRecall } from './recall.js';
import { seedReminders } from './reminders.js';
import { seedSite } from './site.js';

const SEED = 20261122;

const CLINICS = [
  {
    name: 'Chairside Downtown',
    address: '12 Harbour Street',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    country: 'US',
    contactNumber: '+1 617 555 0142',
    email: 'downtown@chairside.example',
  },
  {
    name: 'Chairside Riverside',
    address: '480 River Road',
    city: 'Cambridge',
    state: 'MA',
    zipCode: '02139',
    country: 'US',
    contactNumber: '+1 617 555 0178',
    email: 'riverside@chairside.example',
  },
  {
    name: 'Chairside Hillview',
    address: '9 Summit Avenue',
    city: 'Newton',
    state: 'MA',
    zipCode: '02458',
    country: 'US',
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

/** Procedure name, usual length in minutes, usual anesthesia. */
const PROCEDURES: [string, number, string][] = [
  ['Scaling and polishing', 45, 'None'],
  ['Root canal treatment', 90, 'Local'],
  ['Tooth extraction', 30, 'Local'],
  ['Wisdom tooth extraction', 60, 'Sedation'],
  ['Implant placement', 120, 'Local'],
  ['Composite filling', 40, 'Local'],
  ['Crown preparation', 75, 'Local'],
  ['Teeth whitening', 60, 'None'],
  ['Periodontal flap surgery', 100, 'General'],
  ['Fissure sealant', 20, 'None'],
  ['Bone graft', 90, 'Sedation'],
  ['Apicoectomy', 80, 'Local'],
];

const NOTES = [
  'Patient tolerated the procedure well.',
  'Review the X-ray before starting.',
  'Patient anxious: explain each step.',
  null,
  'Shade A2 agreed with the patient.',
  null,
];

const COMPLICATIONS = [null, null, 'Minor bleeding, controlled with pressure.', 'Mild swelling expected.', null];
const INSTRUCTIONS = [
  'No hot drinks for 24 hours; soft food only.',
  'Rinse gently with salt water from tomorrow.',
  'Take the prescribed analgesic as needed; avoid smoking.',
  'Do not chew on the treated side for two days.',
];

/** A fixed anchor, so that the demo clinic is the same every time. */
const ANCHOR = Date.UTC(2026, 10, 2, 9, 0);
const DAY = 86_400_000;

/** A clinic-hours instant `days` from the anchor (8:00 to 16:30 UTC, on the half hour). */
const slot = (random: Random, days: number): string =>
  new Date(ANCHOR + days * DAY + random.int(-2, 15) * 1_800_000).toISOString();

type Step = (rows: Rows, random: Random) => Promise<void>;

/** Where the demo reminders' links point when the server gives no address (PORT's default). */
const DEFAULT_LINK_BASE = 'http://localhost:3000';

/** One step per module; each module adds its own as it is built. */
const STEPS: Step[] = [
  async (rows) => {
    const repo = new ResourceRepository(clinics);
    for (const c of CLINICS) await repo.insert(rows, { ...c, workingHours: DEFAULT_WEEK_HOURS });
  },
  seedPatients,
  async (rows) => {
    const repo = new ResourceRepository(medicamentCategories);
    for (const [name, description] of CATEGORIES) await repo.insert(rows, { name, description });
  },
  async (rows, random) => {
    const repo = new ResourceRepository(procedures);
    for (const [i, [procedureName, duration, anesthesiaType]] of PROCEDURES.entries()) {
      const days = random.int(-40, 30);
      await repo.insert(rows, {
        procedureName,
        procedureDate: slot(random, days),
        duration,
        anesthesiaType,
        notes: NOTES[i % NOTES.length],
        status: days > 0 ? 'Scheduled' : random.next() < 0.15 ? 'Cancelled' : 'Completed',
      });
    }
  },
  async (rows, random) => {
    const repo = new ResourceRepository(operations);
    for (const [i, [procedureName, duration, anesthesiaType]] of PROCEDURES.entries()) {
      const days = random.int(-30, 30);
      const operationDate = slot(random, days);
      const followUpRequired = random.next() < 0.6;
      await repo.insert(rows, {
        operationType: i % 4 === 0 ? random.pick(OPERATION_TYPES) : duration >= 60 ? 'Surgical' : 'Non-Surgical',
        procedureName,
        operationDate,
        duration: duration + random.int(0, 3) * 5,
        anesthesiaType,
        complications: random.pick(COMPLICATIONS),
        postOperationInstructions: random.pick(INSTRUCTIONS),
        followUpRequired,
        followUpDate: followUpRequired ? slot(random, days + random.int(7, 21)) : null,
        status: days > 0 ? 'Scheduled' : random.next() < 0.1 ? 'Cancelled' : 'Completed',
      });
    }
  },
  seedMedicaments,
  seedMessages,
  seedNotesAndTasks,
  seedDoctors,
  seedStaff,
  seedCareProgrammes,
  seedConsultations,
  seedDiagnoses,
  seedOutbox,
  seedLedger,
  seedInventory,
  seedLabTests,
  seedCertificates,
  seedAppointments,
  seedEquipment,
  seedLegalDocuments,
  seedCaseStudies,
  seedInsurance,
  seedCampaigns,
  // Last: they draw from the same random sequence, and the steps before keep theirs.
  seedPrescriptions,
  seedPayments,
  seedBilling,
  seedClinicalFlow,
  // After the fee schedule (billing): the public website marks some of its services.
  seedSite,
  seedImagingAndPerio,
  // After the fee schedule and the clinical flow, whose completed cleanings it counts on.
  seedRecall,
];

/**
 * Fills an empty database with a believable clinic and one account per role
 * (password 'chairside'). Does nothing when any account exists.
 */
export async function seedDemo(database: Database, linkBase = DEFAULT_LINK_BASE): Promise<boolean> {
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
  // The scheduler's own transactions, after the visits are in.
  await seedReminders(database, linkBase);
  await refreshStatistics(database);
  return true;
}

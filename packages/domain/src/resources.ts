import { appointments } from './appointments.js';
import { blogPosts } from './blog-posts.js';
import { caseStudies } from './case-studies.js';
import { certificateTemplates } from './certificate-templates.js';
import { certificates } from './certificates.js';
import { chartEntries } from './chart-entries.js';
import { clinics } from './clinics.js';
import { consultations } from './consultations.js';
import { dentalImages } from './dental-images.js';
import { diagnoses } from './diagnoses.js';
import { doctors } from './doctors.js';
import { equipment } from './equipment.js';
import { expenses } from './expenses.js';
import { incomes } from './incomes.js';
import { insurancePolicies } from './insurance.js';
import { inventoryItems } from './inventory-items.js';
import { invoices } from './invoices.js';
import { labTests } from './lab-tests.js';
import { legalDocuments } from './legal-documents.js';
import { loyaltyAccounts } from './loyalty.js';
import { marketingCampaigns } from './marketing.js';
import { medicamentCategories } from './medicament-categories.js';
import { medicamentManufacturers } from './medicament-manufacturers.js';
import { medicaments } from './medicaments.js';
import { memberships } from './memberships.js';
import { messages } from './messages.js';
import { newsletterSubscribers } from './newsletters.js';
import { notes } from './notes.js';
import { operations } from './operations.js';
import { outbox } from './outbox.js';
import { patients } from './patients.js';
import { payments } from './payments.js';
import { perioExams } from './perio-exams.js';
import { prescriptions } from './prescriptions.js';
import { procedures } from './procedures.js';
import { asapEntries, recallTypes } from './recall.js';
import { reminderRules } from './reminder-rules.js';
import type { AnyResource } from './resource.js';
import { services } from './services.js';
import { staff } from './staff.js';
import { tasks } from './tasks.js';
import { testimonials } from './testimonials.js';
import { treatmentPlans } from './treatment-plans.js';

/** Every record type served by the generic resource framework. */
export const RESOURCES = [
  clinics,
  doctors,
  staff,
  patients,
  // Before appointments, which name the recall a visit was booked from.
  recallTypes,
  appointments,
  treatmentPlans,
  memberships,
  loyaltyAccounts,
  labTests,
  certificateTemplates,
  certificates,
  medicamentCategories,
  medicamentManufacturers,
  medicaments,
  procedures,
  operations,
  messages,
  notes,
  tasks,
  expenses,
  incomes,
  inventoryItems,
  outbox,
  reminderRules,
  consultations,
  insurancePolicies,
  marketingCampaigns,
  diagnoses,
  equipment,
  legalDocuments,
  caseStudies,
  prescriptions,
  services,
  invoices,
  payments,
  chartEntries,
  testimonials,
  blogPosts,
  newsletterSubscribers,
  dentalImages,
  perioExams,
  asapEntries,
] as const satisfies readonly AnyResource[];

export const resourceByName: ReadonlyMap<string, AnyResource> = new Map(RESOURCES.map((r) => [r.name, r]));

/** What a reference field can point at: its table and the field that names a row. */
export interface ReferenceTarget {
  name: string;
  table: string;
  titleField: string;
}

/** The sign-in accounts: not a record type, but staff members link to them (`reference({ resource: 'users' })`). */
export const USERS_TARGET: ReferenceTarget = { name: 'users', table: 'users', titleField: 'username' };

/** The target of a reference field's `resource`: a record type, or the accounts. */
export const referenceTarget = (name: string): ReferenceTarget | undefined =>
  name === USERS_TARGET.name ? USERS_TARGET : resourceByName.get(name);

import type { AnyResource } from './resource.js';

/**
 * What the admin shell reads of a record type before a page of it loads: the
 * names and labels of its menu entry and of Quick Add, the permissions that
 * guard them, and whether it has a create form.
 */
export type ResourceEntry = Pick<AnyResource, 'name' | 'label' | 'plural' | 'permissions' | 'omitRoutes'>;

// The permission pairs most record types share.
/** A patient's clinical and administrative records. */
const PATIENT_RECORDS = { read: 'patients.view', write: 'patients.edit' } as const;
/** Money: bills, payments, insurance, expenses and incomes. */
const BILLING = { read: 'billing.view', write: 'billing.edit' } as const;
/** The public website's content (issue 24). */
const CONTENT = { read: 'content.manage', write: 'content.manage' } as const;
/** Stock and equipment. */
const INVENTORY = { read: 'inventory.manage', write: 'inventory.manage' } as const;

/**
 * Every record type's entry, by the name its definition is exported under. A
 * definition starts with its entry (`defineResource({ ...RESOURCE_CATALOGUE.clinics, … })`),
 * so each fact is stated here once. This file imports no definition and no zod:
 * the web's shell reads it instead of the definitions, whose schemas only the
 * pages of a record type need (issue 16).
 */
export const RESOURCE_CATALOGUE = {
  appointments: {
    name: 'appointments',
    label: 'Appointment',
    plural: 'Appointments',
    permissions: { read: 'appointments.view', write: 'appointments.edit' },
  },
  // Patients who want an earlier visit (issue 25): the desk's list, kept with the book's permissions.
  asapEntries: {
    name: 'asap-list',
    label: 'ASAP Entry',
    plural: 'ASAP List',
    permissions: { read: 'appointments.view', write: 'appointments.edit' },
  },
  blogPosts: { name: 'blog-posts', label: 'Blog Post', plural: 'Blog Posts', permissions: CONTENT },
  caseStudies: {
    name: 'case-studies',
    label: 'Case Study',
    plural: 'Case Studies',
    permissions: PATIENT_RECORDS,
  },
  certificateTemplates: {
    name: 'certificate-templates',
    label: 'Certificate Template',
    plural: 'Certificate Templates',
    permissions: PATIENT_RECORDS,
  },
  certificates: {
    name: 'certificates',
    label: 'Certificate',
    plural: 'Certificates',
    permissions: PATIENT_RECORDS,
  },
  chartEntries: {
    name: 'chart-entries',
    label: 'Chart Entry',
    plural: 'Chart Entries',
    permissions: { read: 'patients.view', write: 'chart.edit' },
  },
  clinics: {
    name: 'clinics',
    label: 'Clinic',
    plural: 'Clinics',
    permissions: { read: null, write: 'settings.manage' },
  },
  consultations: {
    name: 'consultations',
    label: 'Consultation',
    plural: 'Consultations',
    permissions: PATIENT_RECORDS,
  },
  // An image comes with its file: `POST /api/dental-images/upload` creates both, never the generic create.
  dentalImages: {
    name: 'dental-images',
    label: 'Dental Image',
    plural: 'Dental Imaging',
    permissions: PATIENT_RECORDS,
    omitRoutes: ['create'],
  },
  diagnoses: {
    name: 'diagnoses',
    label: 'Diagnosis',
    plural: 'Diagnoses',
    permissions: PATIENT_RECORDS,
  },
  doctors: { name: 'doctors', label: 'Doctor', plural: 'Doctors', permissions: { read: null, write: 'staff.manage' } },
  equipment: {
    name: 'equipment',
    label: 'Equipment',
    plural: 'Equipment',
    permissions: INVENTORY,
  },
  expenses: { name: 'expenses', label: 'Expense', plural: 'Expenses', permissions: BILLING },
  incomes: { name: 'incomes', label: 'Income', plural: 'Incomes', permissions: BILLING },
  insurancePolicies: {
    name: 'insurance-policies',
    label: 'Insurance Policy',
    plural: 'Insurance Records',
    permissions: BILLING,
  },
  inventoryItems: {
    name: 'inventory-items',
    label: 'Inventory Item',
    plural: 'Inventory Items',
    permissions: INVENTORY,
  },
  invoices: {
    name: 'invoices',
    label: 'Invoice',
    plural: 'Invoices',
    permissions: BILLING,
  },
  labTests: {
    name: 'lab-tests',
    label: 'Lab Test',
    plural: 'Lab Tests',
    permissions: PATIENT_RECORDS,
  },
  legalDocuments: {
    name: 'legal-documents',
    label: 'Legal Document',
    plural: 'Legal Compliance Documents',
    permissions: { read: 'settings.manage', write: 'settings.manage' },
  },
  loyaltyAccounts: {
    name: 'loyalty',
    label: 'Loyalty Account',
    plural: 'Loyalty Points',
    permissions: PATIENT_RECORDS,
  },
  marketingCampaigns: {
    name: 'marketing-campaigns',
    label: 'Campaign',
    plural: 'Marketing Campaigns',
    permissions: { read: 'patients.view', write: 'settings.manage' },
  },
  medicamentCategories: {
    name: 'medicament-categories',
    label: 'Medicament Category',
    plural: 'Medicament Categories',
    permissions: { read: null, write: 'inventory.manage' },
  },
  medicamentManufacturers: {
    name: 'medicament-manufacturers',
    label: 'Manufacturer',
    plural: 'Manufacturers',
    permissions: INVENTORY,
  },
  medicaments: {
    name: 'medicaments',
    label: 'Medicament',
    plural: 'Medicaments',
    permissions: { read: 'patients.view', write: 'inventory.manage' },
  },
  memberships: {
    name: 'memberships',
    label: 'Membership',
    plural: 'Memberships',
    permissions: BILLING,
  },
  // Only the public contact form creates a message (`POST /api/messages`); nobody edits one.
  messages: {
    name: 'messages',
    label: 'Message',
    plural: 'Messages',
    permissions: PATIENT_RECORDS,
    omitRoutes: ['create', 'update'],
  },
  // Only the public subscribe form adds a subscriber (`POST /api/newsletters/subscribe`).
  newsletterSubscribers: {
    name: 'newsletter-subscribers',
    label: 'Subscriber',
    plural: 'Newsletters',
    permissions: CONTENT,
    omitRoutes: ['create', 'update'],
  },
  notes: { name: 'notes', label: 'Note', plural: 'Notes', permissions: { read: null, write: null } },
  operations: {
    name: 'operations',
    label: 'Operation',
    plural: 'Operations',
    permissions: PATIENT_RECORDS,
  },
  // Written by the modules that send (`queueMessage`), never through the API.
  reminderRules: {
    name: 'reminder-rules',
    label: 'Reminder Rule',
    plural: 'Reminder Rules',
    permissions: { read: 'settings.manage', write: 'settings.manage' },
  },
  outbox: {
    name: 'outbox',
    label: 'Outgoing Message',
    plural: 'Outbox',
    permissions: { read: 'settings.manage', write: 'settings.manage' },
    omitRoutes: ['create', 'update'],
  },
  patients: {
    name: 'patients',
    label: 'Patient',
    plural: 'Patients',
    permissions: PATIENT_RECORDS,
  },
  payments: {
    name: 'payments',
    label: 'Payment',
    plural: 'Payments',
    permissions: BILLING,
  },
  perioExams: {
    name: 'perio-exams',
    label: 'Periodontal Exam',
    plural: 'Periodontal Exams',
    permissions: { read: 'patients.view', write: 'chart.edit' },
  },
  prescriptions: {
    name: 'prescriptions',
    label: 'Prescription',
    plural: 'Prescriptions',
    permissions: { read: 'patients.view', write: 'prescriptions.write' },
  },
  procedures: {
    name: 'procedures',
    label: 'Procedure',
    plural: 'Procedures',
    permissions: PATIENT_RECORDS,
  },
  recallTypes: {
    name: 'recall-types',
    label: 'Recall Type',
    plural: 'Recall Types',
    permissions: { read: 'appointments.view', write: 'settings.manage' },
  },
  services: {
    name: 'services',
    label: 'Service',
    plural: 'Fee Schedule',
    permissions: BILLING,
  },
  staff: { name: 'staff', label: 'Staff Member', plural: 'Staff', permissions: { read: null, write: 'staff.manage' } },
  tasks: { name: 'tasks', label: 'Task', plural: 'Tasks', permissions: { read: null, write: null } },
  testimonials: { name: 'testimonials', label: 'Testimonial', plural: 'Testimonials', permissions: CONTENT },
  treatmentPlans: {
    name: 'treatment-plans',
    label: 'Treatment Plan',
    plural: 'Treatment Plans',
    permissions: PATIENT_RECORDS,
  },
} as const satisfies Record<string, ResourceEntry>;

/** The entries by API name (`lab-tests`), as the navigation table names them. */
export const catalogueEntryByName: ReadonlyMap<string, ResourceEntry> = new Map(
  Object.values(RESOURCE_CATALOGUE).map((entry) => [entry.name, entry]),
);

/** Whether the generic create (POST) or update (PUT, PATCH) route of a type exists (see `omitRoutes`). */
export const servesRoute = (def: ResourceEntry, route: 'create' | 'update'): boolean =>
  !def.omitRoutes?.includes(route);

import { DEFAULT_WEEK_HOURS, nowMs, type Problem } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';

/** Helpers shared by the API tests: what a client reads from a response. */

/** Asserts an RFC 9457 problem with this status (and detail) and returns it. */
export function expectProblem(res: LightMyRequestResponse, status: number, detail?: string): Problem {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json<Problem>();
  expect(body).toMatchObject({ type: 'about:blank', status });
  if (detail !== undefined) expect(body.detail).toBe(detail);
  expect(res.body).not.toMatch(/"stack"|\n\s+at /);
  return body;
}

/** The `errors` of a problem as `path → message`. */
export function errorMap(res: LightMyRequestResponse): Record<string, string> {
  const errors = res.json<Problem>().errors ?? [];
  return Object.fromEntries(errors.map((e) => [e.path, e.message]));
}

/** The session cookie a response sets, as a request `cookie` header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'chairside_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `chairside_session=${cookie.value}`;
}

/** Rows in a table (the name comes from the test, never from a request). */
export async function countRows(database: Database, table: string): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

export interface ClinicInput {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  contactNumber: string;
  email: string;
  workingHours: typeof DEFAULT_WEEK_HOURS;
}

/** A valid clinic body; override what the test is about. */
export function clinicInput(overrides: Partial<ClinicInput> = {}): ClinicInput {
  return {
    name: 'Smile Centre',
    address: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    country: 'US',
    contactNumber: '+1 217 555 0100',
    email: 'front@smile.example',
    workingHours: DEFAULT_WEEK_HOURS,
    ...overrides,
  };
}

/** A valid doctor body (no clinic); override what the test is about. */
export function doctorInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Dr. Amara Okafor',
    licenseNumber: 'DDS-100200',
    specialization: 'Orthodontist',
    clinic: null,
    experienceYears: 12,
    consultationFee: '85.00',
    rating: 4.6,
    availableDays: ['Monday', 'Wednesday', 'Friday'],
    availableTimeSlots: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    ...overrides,
  };
}

/** A valid staff body (no account); override what the test is about. */
export function staffInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Nadia Benali',
    role: 'Receptionist',
    email: 'nadia.benali@chairside.example',
    phone: '+1 617 555 0110',
    status: 'Active',
    account: null,
    shiftSchedule: DEFAULT_WEEK_HOURS,
    ...overrides,
  };
}

/** A minimal RFC 4180 reader for the exported CSV (quotes, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The first Monday at least a week after today (UTC). */
function mondayAhead(): string {
  const d = new Date(nowMs() + 7 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

/** A valid body for any record type of RESOURCES, named `name`; the tests that walk every type use it. */
export function recordInput(resource: string, name: string): Record<string, unknown> {
  switch (resource) {
    case 'clinics':
      return { ...clinicInput({ name }) };
    case 'procedures':
      return { procedureName: name, procedureDate: '2026-03-02T09:30:00.000Z', duration: 45, anesthesiaType: 'Local' };
    case 'operations':
      return {
        operationType: 'Surgical',
        procedureName: name,
        operationDate: '2026-03-02T09:30:00.000Z',
        duration: 60,
        anesthesiaType: 'Local',
        followUpRequired: true,
        followUpDate: '2026-03-16T10:00:00.000Z',
      };
    case 'messages':
      return { name, email: 'visitor@example.com', subject: `About ${name}`, message: 'Do you see children?' };
    case 'doctors':
      return doctorInput({ fullName: name, licenseNumber: `LIC ${name}` });
    case 'patients':
      return { fullName: name, bloodType: 'A+' };
    case 'appointments':
      // A Monday a week or two ahead, inside the hours of doctorInput's doctor (its references are made fresh).
      return { appointmentDate: mondayAhead(), startTime: '09:00', endTime: '09:30', reasonForVisit: name };
    case 'staff':
      return staffInput({ fullName: name, email: `${name.replace(/\W+/g, '.').toLowerCase()}@staff.example` });
    case 'notes':
      return { title: name, body: `Remember ${name}` };
    case 'tasks':
      return { title: name, amount: '12.50', dueDate: '2026-03-02' };
    // Required references (patient, doctor) are for the caller to add: see `withReferences` in the matrix.
    case 'expenses':
      return {
        description: name,
        expenseCategory: 'Lab',
        estimatedDuration: 3,
        amount: '120.00',
        paymentMethod: 'Cash',
        transactionDate: '2026-03-02',
      };
    case 'incomes':
      return {
        incomeCategory: 'Consultation',
        description: name,
        amount: '60.00',
        paymentMethod: 'Card',
        transactionDate: '2026-03-02',
      };
    case 'inventory-items':
      return { name, category: 'Consumables', quantity: 12, unit: 'box' };
    case 'medicament-manufacturers':
      return {
        name,
        licenseNumber: `LIC ${name}`,
        phone: '+33 1 49 76 70 00',
        email: 'orders@maker.example',
        city: 'Paris',
        country: 'France',
        contractStartDate: '2026-01-01',
      };
    case 'medicaments':
      return {
        name,
        genericName: 'Ibuprofen',
        dosageForm: 'Tablet',
        strength: '400 mg',
        description: `All about ${name}`,
        activeIngredients: [{ ingredient: 'Ibuprofen', concentration: '400 mg' }],
        usageInstructions: 'One tablet every 8 hours.',
        stockQuantity: 10,
        pricePerUnit: '0.18',
        expirationDate: '2027-01-31',
        storageConditions: 'Below 25 °C',
        barcode: '4006381333931',
        batchNumber: 'IBU-1',
      };
    case 'treatment-plans':
      return { treatmentType: 'Endodontic', description: name, estimatedDuration: 14 };
    case 'memberships':
      return { startDate: '2026-01-01', endDate: '2026-12-31' };
    case 'loyalty':
      return { earned: [{ activity: name, points: 10, date: '2026-03-02' }] };
    case 'diagnoses':
      return { diagnosisDate: '2026-03-02T09:30:00.000Z', condition: name };
    case 'consultations':
      return { consultationDate: '2026-03-02T09:30:00.000Z', reasonForVisit: name };
    case 'outbox':
      return { recipient: 'patient@example.com', source: name, subject: `About ${name}`, body: 'Hello' };
    case 'lab-tests':
      return { testName: name, testCategory: 'Blood', sampleCollectionDate: '2026-03-02T09:30:00.000Z' };
    // The patient is for the caller to add (a required reference): see `withReferences` in the matrix.
    case 'insurance-policies':
      return {
        providerName: 'Delta Dental',
        policyNumber: name,
        maxAnnualCoverage: '1500.00',
        treatmentCoverage: 80,
        medicationCoverage: 50,
        consultationCoverage: 100,
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
      };
    case 'marketing-campaigns':
      return {
        campaignName: name,
        campaignType: 'Recall',
        targetAudience: { ageMin: 18 },
        messageTemplate: 'Dear {{firstName}}, it is time for your check-up at {{clinicName}}.',
      };
    case 'reminder-rules':
      return {
        name,
        hoursBefore: 48,
        subject: 'Your visit on {{date}}',
        body: 'Hello {{patientName}}: {{confirmLink}}',
      };
    case 'certificate-templates':
      return { name, content: 'This certifies that {{patientName}} was seen on {{issueDate}}.' };
    case 'certificates':
      return {
        certificateNumber: name,
        certificateType: 'Dental Clearance',
        issueDate: '2026-03-02',
        validUntil: '2026-06-02',
        diagnosis: 'Healthy gums',
        treatmentDetails: 'Scaling',
        recommendations: 'Floss daily',
        signature: 'Dr. Sarah Mitchell',
      };
    // The clinic (and, for the others, the patient and doctor) are required references: see `withReferences`.
    case 'equipment':
      return { equipmentName: name, modelNumber: 'A-200', manufacturer: 'Planmeca', nextServiceDue: '2027-03-01' };
    case 'legal-documents':
      return { documentType: 'Treatment Consent', signedDate: '2026-03-02', notes: name };
    case 'case-studies':
      return {
        title: name,
        description: `All about ${name}`,
        proceduresPerformed: ['Root canal treatment'],
        outcome: 'Healed well',
      };
    // The patient is for the caller to add (a required reference).
    case 'payments':
      return { amount: '80.00', paymentMethod: 'Card', paymentDate: '2026-03-02', notes: name };
    case 'services':
      return { code: name.replace(/\W+/g, '').slice(-20), name, category: 'Other', price: '40.00', active: true };
    case 'invoices':
      return {
        invoiceDate: '2026-03-02',
        items: [{ description: name, quantity: 1, unitPrice: '40.00' }],
        notes: name,
      };
    // Each medication names a medicament: for the caller to add (rows hold references no foreign key checks).
    case 'prescriptions':
      return { prescriptionDate: '2026-03-02', validUntil: '2026-04-02', notes: name };
    // The patient is for the caller to add (a required reference).
    case 'chart-entries':
      return { date: '2026-03-02', tooth: '14', surfaces: ['O'], condition: 'Decayed', notes: name };
    case 'testimonials':
      return { name, quote: `${name} was gentle and kind.`, rating: 5, published: true };
    case 'blog-posts':
      return {
        title: name,
        slug:
          name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || 'post',
        summary: `About ${name}`,
        body: `# ${name}\n\nBrush twice a day.`,
        author: 'Dr Ada Lovelace',
        published: true,
        publishedOn: '2026-03-02',
      };
    case 'newsletter-subscribers':
      return { name, email: `${name.replace(/\W+/g, '.').toLowerCase()}@news.example`, status: 'Pending' };
    // The patient is for the caller to add; an image's file comes through its own upload.
    case 'dental-images':
      return { imageType: 'X-Ray', takenOn: '2026-03-02', teeth: [{ tooth: '14' }], notes: name };
    // The services that reset it are for the caller to add.
    case 'recall-types':
      return { name, intervalMonths: 6, services: [], active: true };
    // The patient is for the caller to add; no doctor or clinic: the first freed time anywhere.
    case 'asap-list':
      return { note: name, active: true };
    case 'perio-exams':
      return { examDate: '2026-03-02', readings: [], notes: name };
    default:
      return { name, description: `All about ${name}` };
  }
}

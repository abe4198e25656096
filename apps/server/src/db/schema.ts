import { APPOINTMENT_STATUSES, MAINTENANCE_TYPES, RECALL_CONTACT_METHODS, RESOURCES, ROLES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from './app-now.js';
import { resourceTable } from './resource-table.js';

/** A CHECK's list of allowed values, as SQL literals (the values are the domain's constants, never input). */
const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The `id` column of a table built from a record type (typed loosely: the tables are made in a loop). */
const idOf = (table: unknown): AnyPgColumn => (table as Record<string, AnyPgColumn>).id as AnyPgColumn;

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role'),
    active: boolean('active').notNull().default(false),
    lastLoginAt: ts('last_login_at'),
    createdAt: ts('created_at').notNull().default(APP_NOW),
    updatedAt: ts('updated_at').notNull().default(APP_NOW),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} IN (${oneOf(ROLES)})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Sessions: only a SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().default(APP_NOW),
    lastSeenAt: ts('last_seen_at').notNull().default(APP_NOW),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins, counted per scope (`pair:<address>|<username>`,
 * `address:<address>`, `device:<token hash>`), and the lock each earns:
 * in the database so that every server process sees the same counts.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: ts('window_start').notNull().default(APP_NOW),
    /** How many times this scope was locked since it last signed in: each lock lasts twice the one before. */
    locks: integer('locks').notNull().default(0),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowStart)],
);

/**
 * Request counts of rate-limited routes (sign-in, registration, booking, contact form) per route and
 * address, in fixed windows: kept in the database so that every server process counts the same requests.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowStart: ts('window_start').notNull().default(APP_NOW),
    windowEnd: ts('window_end').notNull(),
  },
  (t) => [index('rate_limit_hits_window_end_idx').on(t.windowEnd)],
);

/** Browsers each account signed in from: only a SHA-256 of the cookie token is stored. */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().default(APP_NOW),
    lastUsedAt: ts('last_used_at').notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index('known_devices_user_idx').on(t.userId),
    index('known_devices_last_used_idx').on(t.lastUsedAt),
  ],
);

/**
 * A create sent with an `Idempotency-Key`: per user, the request's fingerprint
 * and the answer given, stored in the create's transaction. A repeated key is
 * answered from here; the primary key makes a concurrent twin wait for the
 * first to commit, then replay it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull().default(0),
    // json, not jsonb: the answer replays byte for byte, its keys in their order.
    body: json('body'),
    createdAt: ts('created_at').notNull().default(APP_NOW),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Who changed what, when: written for every create, update and delete of a record. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: ts('at').notNull().default(APP_NOW),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    resource: text('resource').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes'),
  },
  (t) => [index('audit_log_record_idx').on(t.resource, t.recordId, t.at)],
);

/** One row: the clinic's settings document. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: ts('updated_at').notNull().default(APP_NOW),
  version: integer('version').notNull().default(1),
});

/** Each backup taken (npm run backup, or Back up now in Settings): when, by whom, which file, how big. */
export const backups = pgTable('backups', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  takenAt: ts('taken_at').notNull().default(APP_NOW),
  takenBy: text('taken_by').notNull(),
  file: text('file').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
});

/**
 * One row per message a campaign put in the outbox: whom it went to, the
 * random token of its tracked links and pixel (when the clinic tracked
 * engagement), and the first open and click recorded through them.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => resolve('marketing-campaigns'), { onDelete: 'cascade' }),
    outboxMessageId: bigint('outbox_message_id', { mode: 'number' }).references(() => resolve('outbox'), {
      onDelete: 'set null',
    }),
    patientId: bigint('patient_id', { mode: 'number' }).references(() => resolve('patients'), {
      onDelete: 'set null',
    }),
    token: text('token').notNull(),
    /** The pixel's address, when engagement was tracked: the sender adds it to the HTML part. */
    pixelUrl: text('pixel_url'),
    openedAt: ts('opened_at'),
    clickedAt: ts('clicked_at'),
  },
  (t) => [
    uniqueIndex('campaign_recipients_token_unique').on(t.token),
    index('campaign_recipients_campaign_idx').on(t.campaignId),
    index('campaign_recipients_outbox_idx').on(t.outboxMessageId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files attached to records (`files` fields), bytes included, so that one
 * database backup holds everything and any server process can serve them.
 * A file written whole (held in memory: a document, a thumbnail) has its bytes
 * in `data`; one streamed as it arrives (a large image) has `data` null and its
 * bytes in `file_chunks`. A streamed upload not yet finished belongs to
 * `resource = '~upload'` (record 0) until its record is saved.
 */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    resource: text('resource').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    field: text('field').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    data: bytea('data'),
    createdAt: ts('created_at').notNull().default(APP_NOW),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('files_record_idx').on(t.resource, t.recordId, t.field, t.id),
    check('files_size_check', sql`${t.data} is null or ${t.size} = octet_length(${t.data})`),
  ],
);

/** The bytes of a streamed file, in order (`seq` from 0), about 1 MiB a row; removed with their file. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

const resourceTables: Record<string, ReturnType<typeof resourceTable>> = {};
const resolve = (name: string): AnyPgColumn => {
  if (name === 'users') return users.id; // the owner of personal records (ownedByUser)
  const t = resourceTables[name];
  if (!t) throw new Error(`Unknown referenced resource ${name}`);
  return idOf(t);
};
for (const def of RESOURCES) resourceTables[def.name] = resourceTable(def, resolve);

export const clinics = resourceTables.clinics!;
export const doctors = resourceTables.doctors!;
export const staff = resourceTables.staff!;
export const patients = resourceTables.patients!;
export const appointments = resourceTables.appointments!;
export const treatmentPlans = resourceTables['treatment-plans']!;
export const memberships = resourceTables.memberships!;
export const loyaltyAccounts = resourceTables.loyalty!;
export const labTests = resourceTables['lab-tests']!;
export const certificateTemplates = resourceTables['certificate-templates']!;
export const certificates = resourceTables.certificates!;
export const medicamentCategories = resourceTables['medicament-categories']!;
export const medicamentManufacturers = resourceTables['medicament-manufacturers']!;
export const medicaments = resourceTables.medicaments!;
export const procedures = resourceTables.procedures!;
export const operations = resourceTables.operations!;
export const messages = resourceTables.messages!;
export const notes = resourceTables.notes!;
export const tasks = resourceTables.tasks!;
export const expenses = resourceTables.expenses!;
export const incomes = resourceTables.incomes!;
export const inventoryItems = resourceTables['inventory-items']!;
export const outboxMessages = resourceTables.outbox!;
export const consultations = resourceTables.consultations!;
export const insurancePolicies = resourceTables['insurance-policies']!;
export const marketingCampaigns = resourceTables['marketing-campaigns']!;
export const diagnoses = resourceTables.diagnoses!;
export const equipment = resourceTables.equipment!;
export const legalDocuments = resourceTables['legal-documents']!;
export const caseStudies = resourceTables['case-studies']!;
export const prescriptions = resourceTables.prescriptions!;
export const services = resourceTables.services!;
export const invoices = resourceTables.invoices!;
export const payments = resourceTables.payments!;
export const chartEntries = resourceTables['chart-entries']!;
export const testimonials = resourceTables.testimonials!;
export const blogPosts = resourceTables['blog-posts']!;
export const newsletterSubscribers = resourceTables['newsletter-subscribers']!;
export const dentalImages = resourceTables['dental-images']!;
export const perioExams = resourceTables['perio-exams']!;
export const recallTypes = resourceTables['recall-types']!;
export const asapEntries = resourceTables['asap-list']!;
export { resourceTables };

/**
 * The patient's signature accepting a treatment plan (issue 28): the PNG the
 * pad drew, who signed and when, and the SHA-256 of the plan's content as
 * signed. Written only by `POST /api/treatment-plans/:id/accept`, never
 * through the generic routes; a new acceptance replaces it.
 */
export const planSignatures = pgTable('plan_signatures', {
  plan: bigint('plan', { mode: 'number' })
    .primaryKey()
    .references(() => treatmentPlans.id as AnyPgColumn, { onDelete: 'cascade' }),
  signer: text('signer').notNull(),
  signedAt: ts('signed_at').notNull().default(APP_NOW),
  image: bytea('image').notNull(),
  contentHash: text('content_hash').notNull(),
});

/**
 * The last invoice number given each year: the next one is this row's
 * `UPDATE … RETURNING` in the invoice's own transaction, so numbers are
 * consecutive, never repeated, and a refused invoice gives its number back.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The last number given in a series (`receipt`: PAY-000042), taken the same
 * way as invoice numbers: an `UPDATE … RETURNING` in the record's own
 * transaction, so a payment refused and rolled back gives its number back.
 */
export const numberCounters = pgTable('number_counters', {
  series: text('series').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

/**
 * The maintenance history of each piece of equipment: one row per maintenance
 * record, appended by `POST /api/equipment/:id/maintenance`, read newest first a
 * page at a time. A table rather than a jsonb list on the equipment: it grows
 * for the equipment's whole life and keeps who recorded each entry.
 */
export const equipmentMaintenance = pgTable(
  'equipment_maintenance',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    equipmentId: bigint('equipment_id', { mode: 'number' })
      .notNull()
      .references(() => idOf(equipment), {
        onDelete: 'cascade',
      }),
    date: date('date').notNull(),
    type: text('type').notNull(),
    notes: text('notes'),
    recordedAt: ts('recorded_at').notNull().default(APP_NOW),
    recordedBy: bigint('recorded_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('equipment_maintenance_equipment_idx').on(t.equipmentId, t.date, t.id),
    check('equipment_maintenance_type_check', sql`${t.type} IN (${oneOf(MAINTENANCE_TYPES)})`),
  ],
);

/** Every move of an appointment's lifecycle: from, to, when, by whom, and why (the detail page's timeline). */
export const appointmentStatusChanges = pgTable(
  'appointment_status_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => idOf(appointments), {
        onDelete: 'cascade',
      }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: ts('at').notNull().default(APP_NOW),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    note: text('note'),
  },
  (t) => [
    index('appointment_status_changes_appointment_idx').on(t.appointmentId, t.at),
    check('appointment_status_changes_to_status_check', sql`${t.toStatus} IN (${oneOf(APPOINTMENT_STATUSES)})`),
  ],
);

/**
 * Online bookings by their idempotency key: a repeated submission finds its
 * key and gets the stored answer instead of a second visit. Written in the
 * booking's transaction, so a refused booking leaves no key behind.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    key: text('key').primaryKey(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).references(() => idOf(appointments), {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().default(APP_NOW),
  },
  (t) => [index('booking_requests_created_idx').on(t.createdAt)],
);

/** The public site's text, one document per section (issue 24, `site-content.ts` in the domain). */
export const siteContent = pgTable('site_content', {
  section: text('section').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: ts('updated_at').notNull().default(APP_NOW),
  version: integer('version').notNull().default(1),
});

/**
 * A newsletter subscriber's links: confirm (double opt-in) and unsubscribe. Only a SHA-256 of the
 * token is stored; a confirm token is used once and expires, an unsubscribe token never expires.
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriber: bigint('subscriber', { mode: 'number' })
      .notNull()
      .references(() => idOf(newsletterSubscribers), {
        onDelete: 'cascade',
      }),
    purpose: text('purpose').notNull(),
    expiresAt: ts('expires_at'),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().default(APP_NOW),
  },
  (t) => [
    index('newsletter_tokens_subscriber_idx').on(t.subscriber),
    check('newsletter_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
  ],
);

/** Each newsletter issue sent: its text, who sent it, and how many confirmed subscribers it was queued for. */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull(),
  sentBy: bigint('sent_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  sentAt: ts('sent_at').notNull().default(APP_NOW),
});

/**
 * A patient's recall of one type adjusted by hand (issue 25): a due date set by hand with its
 * note, or the patient left out of that recall. Without a row the due date is computed from the
 * chart (`modules/recall/due.ts`); `PUT /api/patients/:id/recalls/:type` writes it, versioned.
 */
export const patientRecalls = pgTable(
  'patient_recalls',
  {
    patient: bigint('patient', { mode: 'number' })
      .notNull()
      .references(() => idOf(patients), { onDelete: 'cascade' }),
    recallType: bigint('recall_type', { mode: 'number' })
      .notNull()
      .references(() => idOf(recallTypes), { onDelete: 'cascade' }),
    dueOverride: date('due_override'),
    note: text('note'),
    excluded: boolean('excluded').notNull().default(false),
    updatedAt: ts('updated_at').notNull().default(APP_NOW),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.patient, t.recallType] }), index('patient_recalls_type_idx').on(t.recallType)],
);

/**
 * Every recall contact (issue 25): a message queued in the outbox or a phone call, for the due
 * date it answered, by whom and with what outcome. "Sent once per period" is a look-up here by
 * (patient, type, due date, method).
 */
export const recallContacts = pgTable(
  'recall_contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    patient: bigint('patient', { mode: 'number' })
      .notNull()
      .references(() => idOf(patients), { onDelete: 'cascade' }),
    recallType: bigint('recall_type', { mode: 'number' })
      .notNull()
      .references(() => idOf(recallTypes), { onDelete: 'cascade' }),
    dueOn: date('due_on').notNull(),
    method: text('method').notNull(),
    outcome: text('outcome'),
    note: text('note'),
    outboxMessage: bigint('outbox_message', { mode: 'number' }).references(() => idOf(outboxMessages), {
      onDelete: 'set null',
    }),
    at: ts('at').notNull().default(APP_NOW),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
  },
  (t) => [
    index('recall_contacts_patient_idx').on(t.patient, t.recallType, t.dueOn, t.at),
    index('recall_contacts_at_idx').on(t.at),
    check('recall_contacts_method_check', sql`${t.method} IN (${oneOf(RECALL_CONTACT_METHODS)})`),
  ],
);

/**
 * Time freed in the book (issue 25): a visit cancelled, or moved away from its day, time or
 * doctor, written in the same transaction. The bell offers a freed time that is still free and
 * still to come with the ASAP list's patients who fit it.
 */
export const freedSlots = pgTable(
  'freed_slots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appointment: bigint('appointment', { mode: 'number' })
      .notNull()
      .references(() => idOf(appointments), { onDelete: 'cascade' }),
    doctor: bigint('doctor', { mode: 'number' })
      .notNull()
      .references(() => idOf(doctors), { onDelete: 'cascade' }),
    clinic: bigint('clinic', { mode: 'number' })
      .notNull()
      .references(() => idOf(clinics), { onDelete: 'cascade' }),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    reason: text('reason').notNull(),
    freedAt: ts('freed_at').notNull().default(APP_NOW),
  },
  (t) => [
    index('freed_slots_date_idx').on(t.date, t.doctor),
    check('freed_slots_reason_check', sql`${t.reason} IN ('Cancelled', 'Moved')`),
  ],
);

export const reminderRules = resourceTables['reminder-rules']!;

/**
 * Each reminder queued for a visit (issue 25): one per visit, rule offset and visit time — the
 * unique key makes a second scheduler's insert do nothing, so a reminder is queued once however
 * many servers run; a visit moved to another time is another key and is reminded again. The row
 * also holds the patient's link: only the SHA-256 of its token, and what the patient did with it.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => idOf(appointments), {
        onDelete: 'cascade',
      }),
    ruleId: bigint('rule_id', { mode: 'number' }).references(() => idOf(reminderRules), { onDelete: 'set null' }),
    hoursBefore: integer('hours_before').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitStart: time('visit_start').notNull(),
    visitEnd: time('visit_end').notNull(),
    outboxMessageId: bigint('outbox_message_id', { mode: 'number' }).references(() => idOf(outboxMessages), {
      onDelete: 'set null',
    }),
    tokenHash: text('token_hash').notNull(),
    queuedAt: ts('queued_at').notNull().default(APP_NOW),
    confirmedAt: ts('confirmed_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('appointment_reminders_once').on(t.appointmentId, t.hoursBefore, t.visitDate, t.visitStart),
    uniqueIndex('appointment_reminders_token_unique').on(t.tokenHash),
    index('appointment_reminders_outbox_idx').on(t.outboxMessageId),
    index('appointment_reminders_rule_idx').on(t.ruleId),
  ],
);

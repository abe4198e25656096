import path from 'node:path';
import { z } from 'zod';
import { defaultPoolSize } from './db/pool-size.js';
import { DEFAULT_VIDEO_BASE_URL } from './modules/appointments/meeting-link.js';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every setting the server reads from its environment, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  // An empty value means "not set" (the embedded database), as shells and .env files often leave it.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  // Connections each server process keeps to PostgreSQL (docs/scaling.md: processes × this ≤ what the database or PgBouncer takes).
  // A direct (or session-pooled) address for the migrations at start, when DATABASE_URL goes through PgBouncer in transaction mode.
  DATABASE_MIGRATION_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  // Unset: twice the cores, 4 to 10 (defaultPoolSize).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  // Statements prepared on each connection (db/prepared-statements.ts); unset: on, but off behind a pooler (DATABASE_MIGRATION_URL set).
  DATABASE_PREPARED_STATEMENTS: bool.optional(),
  DEMO: bool.default(false),
  // Backups kept in DATA_DIR/backups: each new one deletes the oldest beyond this many.
  BACKUP_KEEP: z.coerce.number().int().min(1).default(30),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  COOKIE_SECURE: bool.default(false),
  // The address people open the app at, e.g. https://chairside.example.org; https turns on HSTS and secure cookies.
  PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/,
        'PUBLIC_URL must be an http(s) address, e.g. https://clinic.example',
      )
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  TRUST_PROXY: bool.default(false),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  CONTACT_RATE_PER_HOUR: z.coerce.number().int().min(1).default(10),
  BOOKING_RATE_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Telemedicine rooms are made on this video service: <base>/chairside-<random room>.
  VIDEO_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'VIDEO_BASE_URL must be an http(s) address without query or fragment')
    .transform((v) => v.replace(/\/+$/, ''))
    .default(DEFAULT_VIDEO_BASE_URL),
  ADMIN_USERNAME: z.string().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(8).max(1024).optional(),
  // Outgoing mail (reminders, campaigns). Unset: messages wait in the outbox as Queued.
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Chairside <no-reply@chairside.local>'),
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(30),
  // How often the appointment reminders due are queued (issue 25); 0: never (the API tests tick by hand).
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  // Every JSON answer also checked against its route's schema with zod (tests, development): a handler bug
  // fails its request. Off in production, where answers are only written from the schema (docs/architecture.md).
  RESPONSE_VALIDATION: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: JSON lines in production (NODE_ENV=production or no terminal), short text lines on a terminal.
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['json', 'text']).optional()),
  WEB_DIST: z.string().optional(),
  // Off: every read cache (db/read-cache.ts) computes each time; what the benchmark's cache-off run measures.
  READ_CACHE: bool.default(true),
  // Worker threads PDFs are laid out in (documents/pdf-threads.ts); 0: on the event loop. Default: cores − 1, 1 to 4.
  PDF_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  // A file: every statement a request sends is kept with it and written there on SIGUSR2 (bench/, db/statement-recorder.ts).
  RECORD_STATEMENTS: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseMigrationUrl: string | undefined;
  /** PostgreSQL statements run prepared on each connection (DATABASE_PREPARED_STATEMENTS). */
  databasePrepared: boolean;
  demo: boolean;
  /** Backups kept in DATA_DIR/backups; older ones are deleted after each new one. */
  backupKeep: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  cookieSecure: boolean;
  /**
   * Served over HTTPS (COOKIE_SECURE=1 or an https PUBLIC_URL): HSTS and the CSP's
   * upgrade-insecure-requests are sent. Off for a plain-http LAN install, where they blank the page.
   */
  https: boolean;
  /** The address people open the app at (no trailing slash), when configured. */
  publicUrl: string | undefined;
  trustProxy: boolean;
  loginMaxFailures: number;
  loginLockMs: number;
  /** Failed sign-ins one address may make, across usernames, within loginLockMs before it is locked. */
  loginAddressMaxFailures: number;
  loginRatePerMinute: number;
  /** Messages one address may send from the public contact form per hour. */
  contactRatePerHour: number;
  /** Online bookings one address may submit per hour. */
  bookingRatePerHour: number;
  /** The video service telemedicine meeting links point to (no trailing slash). */
  videoBaseUrl: string;
  bootstrapAdmin: { username: string; password: string } | undefined;
  /** Check each JSON answer against its route's response schema with zod before writing it. */
  responseValidation: boolean;
  logLevel: string;
  /** False: the read caches compute every time (the benchmark's cache-off run). */
  readCache: boolean;
  /** Worker threads for PDFs; undefined: the default (`defaultPdfThreads`). */
  pdfThreads: number | undefined;
  /** The benchmark's statement recorder: where SIGUSR2 writes what each request sent. */
  recordStatements: string | undefined;
  /** json or text; undefined: chosen from NODE_ENV and whether the output is a terminal (http/log-format.ts). */
  logFormat: 'json' | 'text' | undefined;
  /** Built web app to serve; undefined serves the API only. */
  webDist: string | undefined;
  mail: { smtpUrl: string | undefined; from: string; intervalMs: number };
  /** How often the reminder scheduler ticks, in milliseconds; 0: never. */
  reminderIntervalMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const https = e.COOKIE_SECURE || (e.PUBLIC_URL?.startsWith('https://') ?? false);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    databasePrepared: e.DATABASE_PREPARED_STATEMENTS ?? !e.DATABASE_MIGRATION_URL,
    demo: e.DEMO,
    backupKeep: e.BACKUP_KEEP,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    cookieSecure: https,
    https,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMs: e.LOGIN_LOCK_MINUTES * 60_000,
    loginAddressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    contactRatePerHour: e.CONTACT_RATE_PER_HOUR,
    bookingRatePerHour: e.BOOKING_RATE_PER_HOUR,
    videoBaseUrl: e.VIDEO_BASE_URL,
    bootstrapAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    responseValidation: e.RESPONSE_VALIDATION,
    logLevel: e.LOG_LEVEL,
    readCache: e.READ_CACHE,
    pdfThreads: e.PDF_THREADS,
    recordStatements: e.RECORD_STATEMENTS,
    logFormat: e.LOG_FORMAT,
    webDist: e.WEB_DIST,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, intervalMs: e.OUTBOX_INTERVAL_SECONDS * 1000 },
    reminderIntervalMs: e.REMINDER_INTERVAL_SECONDS * 1000,
  };
}

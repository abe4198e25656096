// Fresh benchmark database (PGlite in a temp dir, or a throw-away PostgreSQL database) filled in SQL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.js';
import { refreshStatistics } from '../apps/server/src/db/maintenance.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { compactSales } from '../apps/server/src/modules/invoices/sales-summary.js';
import { createUser } from '../apps/server/src/users/store.js';
import { type BookSize, generateAppointments, generateDoctors } from './data/appointments.js';
import { generateChartEntries, generateInvoices, generatePayments } from './data/billing.js';
import { generateCategories, generateClinics } from './data/clinics.js';
import { archivedAmong, generatePatients } from './data/patients.js';
import type { EndpointPlan } from './explain.js';

export type Engine = 'pglite' | 'postgres';

/** The throw-away database on PostgreSQL (BENCH_DB_NAME: another name, for two benches on one server). */
export const BENCH_DB_NAME = process.env.BENCH_DB_NAME || 'chairside_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB_NAME)) throw new Error('BENCH_DB_NAME: lower-case letters, digits and _');
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A handful of clinics: the patients are the clinic's, the appointment book is the first clinic's. */
export const CLINICS = 5;

export type DataSize = BookSize;

export interface FillOptions {
  vacuum: boolean;
  postgresUrl: string;
  /** Run with the filled database still open in this process (EXPLAIN), before the server opens it. */
  inspect?: (database: Database, admin: { username: string; password: string }) => Promise<EndpointPlan[]>;
}

export interface Counts {
  clinics: number;
  patients: number;
  archivedPatients: number;
  doctors: number;
  appointments: number;
  medicamentCategories: number;
  invoices: number;
  invoiceLines: number;
  payments: number;
  chartEntries: number;
}

export interface PreparedDatabase {
  engine: Engine;
  /** What the server process needs in its environment to open this database. */
  env: Record<string, string>;
  admin: { username: string; password: string };
  /** select version() of the engine that holds the data. */
  version: string;
  counts: Counts;
  /**
   * patients (with the clinics and categories) and appointments (with the doctors): the INSERTs, index
   * maintenance included; analyze: the ANALYZE (or VACUUM ANALYZE) after them; inspect: the EXPLAINs.
   */
  seconds: {
    migrate: number;
    patients: number;
    appointments: number;
    billing: number;
    analyze: number;
    inspect: number;
  };
  /** The plans the inspection found, if one was asked for. */
  plans: EndpointPlan[];
  cleanup(): Promise<void>;
}

type Filled = Pick<PreparedDatabase, 'admin' | 'version' | 'counts' | 'seconds' | 'plans'>;

const elapsed = (since: number) => Math.round((performance.now() - since) / 10) / 100;

async function countRows(database: Database): Promise<{ counts: Counts; version: string }> {
  const [row] = await database.rows<Counts & { version: string }>(sql`
    select (select count(*)::int from clinics) as "clinics",
           (select count(*)::int from patients) as "patients",
           (select count(*)::int from patients where archived_at is not null) as "archivedPatients",
           (select count(*)::int from doctors) as "doctors",
           (select count(*)::int from appointments) as "appointments",
           (select count(*)::int from medicament_categories) as "medicamentCategories",
           (select count(*)::int from invoices) as "invoices",
           (select coalesce(sum(jsonb_array_length(items)), 0)::int from invoices) as "invoiceLines",
           (select count(*)::int from payments) as "payments",
           (select count(*)::int from chart_entries) as "chartEntries",
           version() as version`);
  if (!row) throw new Error('could not count the generated rows');
  const { version, ...counts } = row;
  return { counts, version };
}

/** The triggers that keep the sales summary (migrations fast_queries and sales_monthly), off or on. */
async function salesTriggers(database: Database, state: 'disable' | 'enable'): Promise<void> {
  await database.rows(sql.raw(`alter table invoices ${state} trigger invoice_sales`));
  await database.rows(sql.raw(`alter table payments ${state} trigger payment_sales`));
}

/** The sales summary of the generated invoices and payments, per day and per month, folded. */
async function fillSalesSummary(database: Database): Promise<void> {
  await database.rows(sql`
    insert into sales_daily
    select s.day, s.currency, s.figure, s.key, sum(s.amount), sum(s.n)
    from (select f.* from invoices i, sales_of_invoice(i, 1) f
          union all select f.* from payments p, sales_of_payment(p, 1) f) s
    group by 1, 2, 3, 4`);
  await database.rows(sql`
    insert into sales_monthly
    select date_trunc('month', day)::date, currency, figure, key, sum(amount), sum(n)
    from sales_daily group by 1, 2, 3, 4`);
}

/** Migrate, fill, ANALYZE, create the admin, inspect, close: the server process opens the database afterwards. */
async function fill(database: Database, size: DataSize, options: FillOptions): Promise<Filled> {
  let t = performance.now();
  await runMigrations(database);
  const migrate = elapsed(t);
  t = performance.now();
  await generateClinics(database, CLINICS);
  await generateCategories(database);
  await generatePatients(database, size.patients);
  const patients = elapsed(t);
  t = performance.now();
  await generateDoctors(database, size.doctors);
  await generateAppointments(database, size);
  const appointments = elapsed(t);
  t = performance.now();
  // The sales summary's triggers would write a row per figure of each generated invoice and payment, twice
  // (days and months), and mark its days for the fold: generating is faster with them off and the summary
  // added up once from the generated rows, as the migrations fill it (the same folded rows, nothing marked).
  await salesTriggers(database, 'disable');
  await generateInvoices(database, size.patients, size.today);
  await generatePayments(database, size.today);
  await generateChartEntries(database, size.patients, size.today);
  await salesTriggers(database, 'enable');
  await fillSalesSummary(database);
  const billing = elapsed(t);
  t = performance.now();
  await compactSales(database);
  // What the server does after its migrations (VACUUM ANALYZE on PGlite, ANALYZE on PostgreSQL), so the plans
  // explained here are the server's; --vacuum adds what autovacuum would do on a PostgreSQL server.
  await (options.vacuum ? database.rows(sql`vacuum analyze`) : refreshStatistics(database));
  const analyze = elapsed(t);
  const { counts, version } = await countRows(database);
  if (counts.patients !== size.patients)
    throw new Error(`expected ${size.patients} patients, found ${counts.patients}`);
  if (counts.archivedPatients !== archivedAmong(size.patients))
    throw new Error(`expected ${archivedAmong(size.patients)} archived patients, found ${counts.archivedPatients}`);
  const admin = { username: 'bench-admin', password: randomBytes(18).toString('base64url') };
  const user = await createUser(database, { ...admin, role: 'Admin', active: true });
  if (!user) throw new Error('could not create the benchmark admin');
  t = performance.now();
  const plans = options.inspect ? await options.inspect(database, admin) : [];
  const inspect = elapsed(t);
  return { admin, version, counts, seconds: { migrate, patients, appointments, billing, analyze, inspect }, plans };
}

async function preparePglite(size: DataSize, options: FillOptions): Promise<PreparedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-'));
  const cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const database = await openPglite(dataDir);
    try {
      const filled = await fill(database, size, options);
      return { engine: 'pglite', env: { DATA_DIR: dataDir }, ...filled, cleanup };
    } finally {
      // One process per PGlite data directory: close (and release the lock) before the server opens it.
      await database.close();
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
}

function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

async function preparePostgres(size: DataSize, options: FillOptions): Promise<PreparedDatabase> {
  const adminUrl = options.postgresUrl;
  const url = new URL(adminUrl);
  if (!isLoopback(url))
    throw new Error(`the benchmark only targets this machine; ${url.hostname} is not a loopback host`);
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${BENCH_DB_NAME}`;
  const withAdmin = async (statement: string) => {
    const admin = await openPostgres(adminUrl);
    try {
      await admin.rows(sql.raw(statement));
    } finally {
      await admin.close();
    }
  };
  const drop = () => withAdmin(`drop database if exists ${BENCH_DB_NAME} with (force)`);
  await drop();
  await withAdmin(`create database ${BENCH_DB_NAME}`);
  try {
    const database = await openPostgres(benchUrl.href);
    try {
      const filled = await fill(database, size, options);
      return { engine: 'postgres', env: { DATABASE_URL: benchUrl.href }, ...filled, cleanup: drop };
    } finally {
      await database.close();
    }
  } catch (err) {
    await drop();
    throw err;
  }
}

export function prepareDatabase(engine: Engine, size: DataSize, options: FillOptions): Promise<PreparedDatabase> {
  return engine === 'pglite' ? preparePglite(size, options) : preparePostgres(size, options);
}

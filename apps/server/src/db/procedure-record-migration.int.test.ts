import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/context.js';
import { migrationsUpTo } from '../test/migrations.js';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * Migration 0044 (issue 28) on both engines: a database as the code before it
 * left it — chart entries of every kind, plan items of every status, one
 * completed with its chart entry — brought up to date keeps every entry and
 * every item as one procedure record each, and the plans' status follows.
 */

let database: Database;
let drop: () => Promise<void>;

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => (await database.rows<T>(query))[0]!;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase(undefined, { empty: true }));
  await runMigrations(database, migrationsUpTo(43));
  const { rows } = database;
  await rows(sql`insert into patients (full_name, blood_type) values ('Old Patient', 'A+')`);
  await rows(sql`
    insert into doctors (full_name, license_number, specialization, experience_years, consultation_fee_cents, rating)
    values ('Dr Old', 'LIC-OLD', 'General Dentist', 5, 5000, 4.5)`);
  await rows(sql`
    insert into services (code, name, category, price_cents, active)
    values ('CRN', 'Crown', 'Prosthodontic', 50000, true)`);
  await rows(sql`
    insert into insurance_policies (patient, provider_name, policy_number, max_annual_coverage_cents, treatment_coverage,
      medication_coverage, consultation_coverage, valid_from, valid_until, status)
    values (1, 'Old Mutual', 'OM-1', 100000, 80, 50, 100, '2026-01-01', '2026-12-31', 'Active')`);
  await rows(sql`
    insert into treatment_plans (patient, doctor, treatment_type, description, estimated_duration, status)
    values
      (1, 1, 'Restorative', 'Started plan', 30, 'Planned'),
      (1, 1, 'Cosmetic', 'Empty plan', 7, 'Pending')`);
  await rows(sql`
    insert into chart_entries (patient, date, tooth, surfaces, kind, condition, notes)
    values
      (1, '2026-02-01', '30', '{O}', 'Condition', 'Decayed', 'found at the exam'),
      (1, '2026-02-01', '19', '{}', 'Existing', 'Crown', 'done elsewhere'),
      (1, '2026-03-05', '14', '{M,O}', 'Completed', 'Filled', 'from the plan')`);
  await rows(sql`
    insert into treatment_plan_items (plan, phase, tooth, surfaces, procedure, description, price_cents, status,
      completed_on, chart_entry, service, created_at)
    values
      (1, 1, '14', '{M,O}', 'Filled', 'Composite', 12000, 'Completed', '2026-03-05', 3, null, '2026-02-01T10:00:00Z'),
      (1, 2, '3', '{}', 'Crown', null, null, 'Accepted', null, null, 1, '2026-02-01T10:00:00Z'),
      (1, 2, '31', '{}', 'Sealant', null, 7500, 'Declined', null, null, null, '2026-02-01T10:00:00Z'),
      (1, 1, '30', '{O}', 'Filled', null, 11000, 'Planned', null, null, null, '2026-02-01T10:00:00Z')`);
  await runMigrations(database);
}, 120_000);
afterAll(() => drop());

describe('migration 0044: one procedure record', () => {
  it('keeps every chart entry and turns every plan item into one record, nothing lost', async () => {
    const records = await database.rows<Record<string, unknown>>(sql`
      select id::int as id, tooth, surfaces, kind, condition, plan::int as plan, phase, acceptance,
        fee_cents::int as fee, insurance_estimate_cents::int as insurance, patient_share_cents::int as share,
        completed_on::text as "completedOn", service::int as service, treatment_summary as summary, notes
      from chart_entries order by id`);
    expect(records).toEqual([
      expect.objectContaining({
        id: 1,
        kind: 'Condition',
        condition: 'Decayed',
        plan: null,
        notes: 'found at the exam',
      }),
      // "Existing" meant done elsewhere before.
      expect.objectContaining({ id: 2, kind: 'Existing Elsewhere', condition: 'Crown', plan: null }),
      // The completed item's own chart entry is the one record: the item's plan, phase and fee on it.
      expect.objectContaining({
        id: 3,
        kind: 'Completed',
        plan: 1,
        phase: 1,
        acceptance: 'Accepted',
        fee: 12000,
        insurance: 9600,
        share: 2400,
        completedOn: '2026-03-05',
      }),
      // The others, in item order: the fee from the service when the item had none.
      expect.objectContaining({
        kind: 'Planned',
        tooth: '3',
        condition: 'Crown',
        service: 1,
        fee: 50000,
        acceptance: 'Accepted',
        phase: 2,
      }),
      expect.objectContaining({
        kind: 'Planned',
        tooth: '31',
        condition: 'Sealant',
        fee: 7500,
        acceptance: 'Declined',
      }),
      expect.objectContaining({ kind: 'Planned', tooth: '30', surfaces: ['O'], fee: 11000, acceptance: 'Proposed' }),
    ]);
    const gone = await one<{ items: string | null }>(sql`select to_regclass('treatment_plan_items')::text as items`);
    expect(gone.items).toBeNull();
  });

  it('gives each plan the status its procedures say, and its totals without what was declined', async () => {
    expect(await one(sql`select status, fee_total_cents::int as fee from treatment_plans where id = 1`)).toEqual({
      status: 'In Progress',
      fee: 12000 + 50000 + 11000,
    });
    // A plan without items keeps what it said, in the new words.
    expect(await one(sql`select status from treatment_plans where id = 2`)).toEqual({ status: 'Presented' });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/context.js';
import { migrationsUpTo } from '../test/migrations.js';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * Migration 0055 (issue 28, areas) on both engines: procedure records charted
 * before a record had an area are all kept, each on its tooth, or on the whole
 * mouth when it named none.
 */

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase(undefined, { empty: true }));
  await runMigrations(database, migrationsUpTo(54));
  const { rows } = database;
  await rows(sql`insert into patients (full_name, blood_type) values ('Old Patient', 'A+')`);
  await rows(sql`
    insert into services (code, name, category, price_cents, active, chart_as)
    values ('BRG', 'Bridge', 'Prosthodontic', 70000, true, 'Bridge Pontic')`);
  await rows(sql`
    insert into chart_entries (patient, date, tooth, surfaces, kind, condition, service, fee_cents, notes)
    values
      (1, '2026-02-01', '30', '{O}', 'Condition', 'Decayed', null, null, 'found at the exam'),
      (1, '2026-02-01', '4', '{}', 'Planned', 'Bridge Pontic', 1, 70000, 'the old way: a pontic'),
      (1, '2026-03-05', null, '{}', 'Completed', null, 1, 8000, 'a scaling on no tooth')`);
  await runMigrations(database);
}, 120_000);
afterAll(() => drop());

describe('migration 0055: procedure areas', () => {
  it('keeps every record, on its tooth or on the whole mouth', async () => {
    const records = await database.rows(sql`
      select id::int as id, tooth, last_tooth as "lastTooth", region, area, notes from chart_entries order by id`);
    expect(records).toEqual([
      { id: 1, tooth: '30', lastTooth: null, region: null, area: 'Tooth', notes: 'found at the exam' },
      { id: 2, tooth: '4', lastTooth: null, region: null, area: 'Tooth', notes: 'the old way: a pontic' },
      { id: 3, tooth: null, lastTooth: null, region: null, area: 'Mouth', notes: 'a scaling on no tooth' },
    ]);
  });
});

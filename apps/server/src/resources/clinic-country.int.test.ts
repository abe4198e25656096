import { readFileSync } from 'node:fs';
import type { SummaryResult } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { clinicInput, errorMap, expectProblem } from '../test/http.js';

/** A clinic's country is one of the ISO 3166 list, stored as its code, so that one country is one group. */

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

const MESSAGE = 'Country must be a country of the ISO 3166 list, as its two-letter code (FR, US…)';

const create = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/clinics', payload: body, headers: { cookie: admin } });

/** The data statement of the migration that turned free-text countries into codes, run again. */
const migrationUpdate = readFileSync(new URL('../../drizzle/0039_clinic_country.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .find((s) => s.includes('UPDATE "clinics"'))!;

describe('clinic country', () => {
  it('refuses a country that is not a code of the list with 422 naming the field', async () => {
    for (const country of ['Atlantis', 'France', 'fr', 'XX']) {
      const res = await create(clinicInput({ name: `Clinic ${country}`, country }));
      expectProblem(res, 422);
      expect(errorMap(res)).toEqual({ country: MESSAGE });
    }
    const edit = await create(clinicInput({ name: 'Left Bank', country: 'FR' }));
    expect(edit.statusCode, edit.body).toBe(201);
    const { id, version } = edit.json<{ id: number; version: number }>();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/clinics/${id}`,
      payload: { ...clinicInput({ name: 'Left Bank', country: 'Gaul' }), version },
      headers: { cookie: admin },
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ country: MESSAGE });
  });

  it('keeps the code and groups the chart by it, largest first', async () => {
    for (const [name, country] of [
      ['Rive Droite', 'FR'],
      ['Boston Smiles', 'US'],
      ['Dubai Dental', 'AE'],
      ['Austin Smiles', 'US'],
      ['Denver Smiles', 'US'],
    ] as const) {
      const res = await create(clinicInput({ name, country }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ country: string }>().country).toBe(country);
    }
    const res = await ctx.app.inject({ url: '/api/clinics/summary', headers: { cookie: admin } });
    expect(res.json<SummaryResult>().charts[0]?.points).toEqual([
      { key: 'US', value: 3 },
      { key: 'FR', value: 2 },
      { key: 'AE', value: 1 },
    ]);
  });

  it('migrates free text to codes, any case or spelling, and keeps what it cannot read', async () => {
    const legacy = [
      'USA',
      'united states',
      ' U.S.A. ',
      'United Kingdom',
      'uk',
      'UAE',
      'france',
      'Deutschland',
      'Atlantis',
    ];
    for (const [i, country] of legacy.entries())
      await ctx.database.rows(sql`
        insert into clinics (name, address, city, state, zip_code, country, contact_number, email, working_hours)
        select ${`Legacy ${i}`}, address, city, state, zip_code, ${country}, contact_number, email, working_hours
        from clinics where name = 'Left Bank'`);
    await ctx.database.rows(sql.raw(migrationUpdate));
    const rows = await ctx.database.rows<{ name: string; country: string }>(
      sql`select name, country from clinics where name like 'Legacy %' order by name`,
    );
    expect(rows.map((r) => r.country)).toEqual(['US', 'US', 'US', 'GB', 'GB', 'AE', 'FR', 'DE', 'Atlantis']);
    const res = await ctx.app.inject({ url: '/api/clinics/summary', headers: { cookie: admin } });
    expect(res.json<SummaryResult>().charts[0]?.points).toEqual([
      { key: 'US', value: 6 },
      { key: 'FR', value: 3 },
      { key: 'AE', value: 2 },
      { key: 'GB', value: 2 },
      { key: 'Atlantis', value: 1 },
      { key: 'DE', value: 1 },
    ]);
  });
});

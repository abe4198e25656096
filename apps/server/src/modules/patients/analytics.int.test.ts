import { now } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

/** The patients' analytics page: age bands from birth dates, list values counted one by one, all in SQL. */

let ctx: TestContext;
let dentist: string;
type Chart = { title: string; points: { key: string; series?: string; value: number }[] };

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  const year = now().getUTCFullYear();
  const born = (age: number) => `${year - age - 1}-06-15`;
  for (const [fullName, age, allergies, gender] of [
    ['Child One', 9, ['Latex'], 'Female'],
    ['Adult One', 30, ['Latex', 'Penicillin'], 'Male'],
    ['Adult Two', 40, [], 'Female'],
    ['Senior One', 70, ['Penicillin'], 'Male'],
  ] as const)
    await ctx.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: { cookie: dentist },
      payload: { fullName, bloodType: 'A+', birthDate: born(age), allergies, gender },
    });
});
afterAll(() => ctx.close());

const charts = async () =>
  (await ctx.app.inject({ url: '/api/patients/analytics', headers: { cookie: dentist } })).json<{ charts: Chart[] }>()
    .charts;

describe('GET /api/patients/analytics', () => {
  it('counts patients by age band, in age order', async () => {
    const byAge = (await charts()).find((c) => c.title === 'Patients by age');
    expect(byAge?.points).toEqual([
      { key: '0-17', value: 1 },
      { key: '18-34', value: 1 },
      { key: '35-49', value: 1 },
      { key: '65+', value: 1 },
    ]);
  });

  it('counts each allergy once per patient who has it', async () => {
    const allergies = (await charts()).find((c) => c.title === 'Most common allergies');
    expect(allergies?.points).toEqual(
      expect.arrayContaining([
        { key: 'Latex', value: 2 },
        { key: 'Penicillin', value: 2 },
        { key: 'None', value: 1 },
      ]),
    );
  });

  it('is read with the patients permission only', async () => {
    const visitor = await ctx.app.inject({ url: '/api/patients/analytics' });
    expect(visitor.statusCode).toBe(401);
  });
});

import type { PatientDuplicate } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { expectProblem } from '../../test/http.js';

/** The Add Patient form asks for likely duplicates before it saves: same name and birth date, or same telephone. */

let ctx: TestContext;
let reception: string;
beforeAll(async () => {
  ctx = await createTestContext();
  reception = await ctx.signIn('Receptionist');
});
afterAll(() => ctx.close());

const check = async (query: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/patients/duplicates?${query}`,
    headers: { cookie: reception },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PatientDuplicate[]>().map((d) => [d.fullName, d.reasons]);
};

describe('GET /api/patients/duplicates', () => {
  it('names live patients with the same name and birth date, or the same telephone digits', async () => {
    const base = { bloodType: 'A+' };
    const yara = await post(ctx, reception, '/api/patients', {
      ...base,
      fullName: 'Yara  Benali',
      birthDate: '1990-04-12',
      telephone: '+33 6 12 34 56 78',
    });
    await post(ctx, reception, '/api/patients', { ...base, fullName: 'Yara Benali', birthDate: '1991-04-12' });
    const gone = await post(ctx, reception, '/api/patients', {
      ...base,
      fullName: 'Omar Gone',
      telephone: '0700000001',
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/patients/${gone.id}`, headers: { cookie: reception } });

    expect(await check('fullName=yara%20benali&birthDate=1990-04-12')).toEqual([
      ['Yara  Benali', ['nameAndBirthDate']],
    ]);
    expect(await check('telephone=%2B33612345678')).toEqual([['Yara  Benali', ['telephone']]]);
    expect(await check('fullName=Yara%20Benali&birthDate=1990-04-12&telephone=33%206%2012%2034%2056%2078')).toEqual([
      ['Yara  Benali', ['nameAndBirthDate', 'telephone']],
    ]);
    // A name alone, another birth date, too few digits, an archived patient, the patient being edited: none.
    expect(await check('fullName=Yara%20Benali')).toEqual([]);
    expect(await check('fullName=Yara%20Benali&birthDate=1980-01-01')).toEqual([]);
    expect(await check('telephone=5678')).toEqual([]);
    expect(await check('telephone=0700000001')).toEqual([]);
    expect(await check(`telephone=%2B33612345678&except=${yara.id}`)).toEqual([]);
  });

  it('refuses a malformed birth date or an unknown parameter', async () => {
    for (const q of ['birthDate=12/04/1990', 'name=x'])
      expectProblem(
        await ctx.app.inject({ method: 'GET', url: `/api/patients/duplicates?${q}`, headers: { cookie: reception } }),
        400,
      );
  });
});

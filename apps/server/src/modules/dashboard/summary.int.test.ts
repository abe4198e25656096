import { can, type DashboardSummary, NEW_PATIENT_MONTHS, now, RESOURCES } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  bookingInput,
  makeClinic,
  makeFullTimeDoctor,
  makePatient,
  post,
  today,
} from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { recordInput } from '../../test/http.js';

/** The dashboard's counters and charts, in one request counted in SQL. */

let ctx: TestContext;
let admin: string;
let reception: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
});
afterAll(() => ctx.close());

const summary = async (cookie: string) => {
  const res = await ctx.app.inject({ url: '/api/dashboard/summary', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardSummary>();
};

describe('GET /api/dashboard/summary', () => {
  it('counts live records per readable type, this month’s visits per day, new patients per month, top procedures', async () => {
    const clinic = (await makeClinic(ctx, admin, ALWAYS_OPEN)).id;
    const doctor = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
    const kept = await makePatient(ctx, reception, 'Dash Kept');
    const gone = await makePatient(ctx, reception, 'Dash Gone');
    await ctx.app.inject({ method: 'DELETE', url: `/api/patients/${gone.id}`, headers: { cookie: reception } });
    await post(
      ctx,
      reception,
      '/api/appointments',
      bookingInput({ patient: kept.id, doctor, clinic }, today(), '23:00', '23:30'),
    );
    const procedure = (name: string, status = 'Completed') =>
      post(ctx, admin, '/api/procedures', {
        ...recordInput('procedures', name),
        procedureDate: now().toISOString(),
        status,
      });
    await procedure('Scaling');
    await procedure('Scaling');
    await procedure('Crown');
    await procedure('Implant', 'Cancelled');

    const all = await summary(admin);
    const total = (name: string) => all.totals.find((t) => t.resource === name)?.total;
    expect(total('patients')).toBe(1);
    expect(total('appointments')).toBe(1);
    expect(total('procedures')).toBe(4);
    expect(all.visitsPerDay).toEqual({
      month: today().slice(0, 7),
      items: [{ day: today(), status: 'Scheduled', count: 1 }],
    });
    expect(all.newPatients).toHaveLength(NEW_PATIENT_MONTHS);
    expect(all.newPatients?.at(-1)).toEqual({ month: today().slice(0, 7), count: 1 });
    expect(all.newPatients?.slice(0, -1).every((m) => m.count === 0)).toBe(true);
    expect(all.topProcedures).toEqual([
      { name: 'Scaling', count: 2 },
      { name: 'Crown', count: 1 },
    ]);

    // A receptionist gets the counts of what their role reads, no more.
    const desk = await summary(reception);
    expect(desk.totals.map((t) => t.resource).sort()).toEqual(
      RESOURCES.filter((def) => can('Receptionist', def.permissions.read))
        .map((def) => def.name)
        .sort(),
    );
  });

  it('answers 401 to a visitor', async () => {
    expect((await ctx.app.inject({ url: '/api/dashboard/summary' })).statusCode).toBe(401);
  });
});

import { addDays, type TopList } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, makePatient, post, today } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMedicament } from '../../test/records.js';

/** The dashboard's Top 5 lists: counted from the visits and prescriptions of the last year. */

let ctx: TestContext;
let admin: string;
let reception: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
});
afterAll(() => ctx.close());

const top = async (name: string, cookie = reception) => {
  const res = await ctx.app.inject({ url: `/api/dashboard/top-${name}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TopList>();
};

async function moveTo(id: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/status`,
      headers: { cookie: reception },
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('GET /api/dashboard/top-*', () => {
  it('ranks doctors by visits held, patients by visits completed, medicaments by prescriptions', async () => {
    const clinic = (await makeClinic(ctx, admin)).id;
    const busy = await makeFullTimeDoctor(ctx, admin, clinic);
    const quiet = await makeFullTimeDoctor(ctx, admin, clinic);
    const [ana, ben, cleo] = [
      await makePatient(ctx, reception, 'Ana Top'),
      await makePatient(ctx, reception, 'Ben Top'),
      await makePatient(ctx, reception, 'Cleo Top'),
    ];
    const past = dayFrom('Monday', -14);
    const visit = async (doctor: number, patient: number, day: string, start: string, end: string) =>
      post(ctx, reception, '/api/appointments', bookingInput({ patient, doctor, clinic }, day, start, end));
    const held = ['Arrived', 'In Chair', 'Completed'];
    await moveTo((await visit(busy.id, ana!.id, past, '09:00', '09:30')).id, ...held);
    await moveTo((await visit(busy.id, ana!.id, past, '10:00', '10:30')).id, ...held);
    await moveTo((await visit(busy.id, ben!.id, past, '11:00', '11:30')).id, ...held);
    // Not counted: a cancelled visit, one still to come, and one older than a year.
    await moveTo((await visit(quiet.id, ben!.id, past, '09:00', '09:30')).id, 'Cancelled');
    await visit(quiet.id, cleo!.id, dayFrom('Monday', 7), '09:00', '09:30');
    await moveTo((await visit(quiet.id, cleo!.id, dayFrom('Monday', -400), '09:00', '09:30')).id, ...held);

    const doctors = await top('doctors');
    expect(doctors.since).toBe(addDays(today(), -364));
    expect(doctors.items).toEqual([{ id: busy.id, name: busy.fullName, count: 3 }]);
    expect((await top('patients')).items).toEqual([
      { id: ana!.id, name: 'Ana Top', count: 2 },
      { id: ben!.id, name: 'Ben Top', count: 1 },
    ]);

    const often = await createMedicament(ctx, admin, 'Often Prescribed');
    const once = await createMedicament(ctx, admin, 'Once Prescribed');
    const prescribe = (medicaments: number[], prescriptionDate = today()) =>
      post(ctx, admin, '/api/prescriptions', {
        patient: ana!.id,
        doctor: busy.id,
        clinic,
        prescriptionDate,
        validUntil: addDays(prescriptionDate, 30),
        medications: medicaments.map((medicament) => ({
          medicament,
          dosage: '1 tablet',
          frequency: 'Daily',
          durationDays: 3,
        })),
      });
    await prescribe([often, once]);
    await prescribe([often]);
    const archived = await prescribe([once]);
    await ctx.app.inject({ method: 'DELETE', url: `/api/prescriptions/${archived.id}`, headers: { cookie: admin } });
    await prescribe([once], addDays(today(), -400));
    expect((await top('medicaments')).items).toEqual([
      { id: often, name: 'Often Prescribed', count: 2 },
      { id: once, name: 'Once Prescribed', count: 1 },
    ]);
  });

  it('is for signed-in staff: the accountant reads every list, a visitor is asked to sign in', async () => {
    const accountant = await ctx.signIn('Accountant');
    for (const name of ['doctors', 'patients', 'medicaments'])
      expect((await top(name, accountant)).items.length).toBeGreaterThan(0);
    for (const name of ['doctors', 'patients', 'medicaments'])
      expect((await ctx.app.inject({ url: `/api/dashboard/top-${name}` })).statusCode).toBe(401);
  });
});

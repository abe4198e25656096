// clock matrix: incidental (one visit two weeks ahead to attach consultations to).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, post as postAs } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';
import { createDoctor, createPatient } from '../../test/records.js';

/** Consultations: findings and plan as rows, the follow-up rule, fee as money, archived not erased. */

type Rec = Record<string, unknown> & { id: number; version: number; labels: Record<string, string | null> };

let ctx: TestContext;
let dentist: string;
let accountant: string;
let patient: number;
let doctor: number;

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  accountant = await ctx.signIn('Accountant');
  const admin = await ctx.signIn('Admin');
  patient = await createPatient(ctx, admin, 'Karim Dubois', 'B+');
  doctor = await createDoctor(ctx, admin);
});
afterAll(() => ctx.close());

const input = (o: Record<string, unknown> = {}) => ({
  patient,
  doctor,
  consultationDate: '2026-05-04T09:00:00.000Z',
  reasonForVisit: 'Pain when chewing on the left',
  symptoms: ['Sensitivity to cold', 'Pain when biting'],
  diagnosis: 'Cracked tooth 36',
  prescribedMedications: [{ medicamentName: 'Ibuprofen', dosage: '400 mg', frequency: 'Every 8 hours' }],
  recommendedTreatments: [{ treatmentName: 'Crown on 36', notes: null }],
  labTestsOrdered: [],
  consultationFee: '65.00',
  ...o,
});
const post = (body: object, cookie = dentist) =>
  ctx.app.inject({ method: 'POST', url: '/api/consultations', headers: { cookie }, payload: body });

describe('/api/consultations', () => {
  it('stores the visit with its rows and names the patient and doctor', async () => {
    const res = await post(input());
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json<Rec>();
    expect(c).toMatchObject({
      consultationType: 'Initial',
      status: 'Completed',
      paymentStatus: 'Unpaid',
      consultationFee: '65.00',
      symptoms: ['Sensitivity to cold', 'Pain when biting'],
      prescribedMedications: [{ medicamentName: 'Ibuprofen', dosage: '400 mg', frequency: 'Every 8 hours' }],
      attachments: [],
    });
    expect(c.labels).toMatchObject({ patient: 'Karim Dubois', doctor: 'Dr. Amara Okafor' });
  });

  it('a follow-up needs a date after the visit; a prescription row needs its dosage', async () => {
    const before = await countRows(ctx.database, 'consultations');
    const noDate = await post(input({ followUpRequired: true }));
    expectProblem(noDate, 422);
    expect(errorMap(noDate)).toEqual({ followUpDate: 'Follow-up Date is required when a follow-up is required' });
    const early = await post(input({ followUpRequired: true, followUpDate: '2026-05-01T09:00:00.000Z' }));
    expect(errorMap(early)).toEqual({ followUpDate: 'Follow-up Date must be after the consultation' });
    const row = await post(input({ prescribedMedications: [{ medicamentName: 'Amoxicillin' }] }));
    expect(errorMap(row)).toEqual({ 'prescribedMedications.0.dosage': 'Dosage is required' });
    expect(await countRows(ctx.database, 'consultations')).toBe(before);
  });

  it('is archived, not erased, and only clinical staff write it', async () => {
    const c = (await post(input())).json<Rec>();
    const before = await countRows(ctx.database, 'consultations');
    expectProblem(await post(input(), accountant), 403);
    const byAccountant = (method: 'PATCH' | 'DELETE', payload?: object) =>
      ctx.app.inject({ method, url: `/api/consultations/${c.id}`, headers: { cookie: accountant }, payload });
    expectProblem(await byAccountant('PATCH', { diagnosis: 'Changed', version: c.version }), 403);
    expectProblem(await byAccountant('DELETE'), 403);
    expect(await countRows(ctx.database, 'consultations')).toBe(before);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/consultations/${c.id}`,
      headers: { cookie: dentist },
    });
    expect(del.statusCode).toBe(204);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/consultations/${c.id}`,
      headers: { cookie: accountant },
    });
    expect(read.json<Rec>()).toMatchObject({ diagnosis: 'Cracked tooth 36', archivedAt: expect.any(String) });
    expect(await countRows(ctx.database, 'consultations')).toBe(before);
  });

  it('lists the consultations of one visit: what its page shows', async () => {
    const admin = await ctx.signIn('Admin');
    const clinic = await makeClinic(ctx, admin);
    const visitDoctor = await makeFullTimeDoctor(ctx, admin, clinic.id);
    const ids = { patient, doctor: visitDoctor.id, clinic: clinic.id };
    const [visit, other] = await Promise.all(
      [
        ['09:00', '09:30'],
        ['10:00', '10:30'],
      ].map(([start, end]) =>
        postAs(ctx, admin, '/api/appointments', bookingInput(ids, dayFrom('Tuesday', 14), start, end)),
      ),
    );
    const ofVisit = await post(
      input({ appointment: visit!.id, doctor: visitDoctor.id, reasonForVisit: 'Of the visit' }),
    );
    expect(ofVisit.statusCode, ofVisit.body).toBe(201);
    await post(input({ appointment: other!.id, reasonForVisit: 'Of another visit' }));
    const res = await ctx.app.inject({
      url: `/api/consultations?appointment=${visit!.id}`,
      headers: { cookie: dentist },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ items: Rec[]; total: number }>();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ reasonForVisit: 'Of the visit', appointment: visit!.id });
  });
});

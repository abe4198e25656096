import {
  type AppointmentNotifications,
  addDays,
  type PatientRecalls,
  type RecallContact,
  type RecallList,
  type RecallSummary,
  recallDueDate,
} from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  bookingInput,
  dayFrom,
  makeClinic,
  makeFullTimeDoctor,
  makePatient,
  post,
  today,
} from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';

/**
 * Recall and the ASAP list (issue 25): the due date follows the chart (a resetting procedure
 * completed moves it on, its reversal moves it back), a date set by hand and an exclusion, the
 * recall list's filters, a message sent once per due date, a call recorded, the dashboard's
 * figures, and a cancelled visit's time offered in the bell to the ASAP patients who fit it.
 */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let admin: string;
let desk: string;
let checkUp: Rec;
let cleaning: Rec;
let clinic: Rec;
let doctor: Rec;

const get = async <T>(url: string, cookie = desk): Promise<T> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = desk) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, payload });

/** A completed procedure of `service` on `date`, as the chart records it: planned, then completed. */
async function complete(patient: number, service: number, date: string): Promise<Rec> {
  const planned = await post(ctx, admin, '/api/chart-entries', { patient, kind: 'Planned', date, service });
  const res = await send('POST', `/chart-entries/${planned.id}/complete`, { date, version: planned.version }, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Rec>();
}

const recallOf = async (patient: number) =>
  (await get<PatientRecalls>(`/patients/${patient}/recalls`)).items.find((r) => r.recallType === checkUp.id);

const listed = (query: string) => get<RecallList>(`/recall?recallType=${checkUp.id}&${query}`);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  desk = await ctx.signIn('Receptionist');
  cleaning = await post(ctx, admin, '/api/services', {
    code: 'RC-CLN',
    name: 'Recall cleaning',
    category: 'Preventive',
    price: '80.00',
    active: true,
  });
  checkUp = await post(ctx, admin, '/api/recall-types', {
    name: 'Check-up and cleaning',
    intervalMonths: 6,
    services: [{ service: cleaning.id }],
    active: true,
  });
  clinic = await makeClinic(ctx, admin, ALWAYS_OPEN);
  doctor = await makeFullTimeDoctor(ctx, admin, clinic.id);
});
afterAll(() => ctx.close());

describe('recall types', () => {
  it('need an interval, and name services of the fee schedule', async () => {
    const none = await send('POST', '/recall-types', { name: 'No interval', services: [], active: true }, admin);
    expectProblem(none, 422);
    expect(errorMap(none)).toMatchObject({ intervalMonths: 'Give the interval: some months or days.' });
    const unknown = await send(
      'POST',
      '/recall-types',
      { name: 'Ghost', intervalDays: 30, services: [{ service: 999999 }], active: true },
      admin,
    );
    expectProblem(unknown, 422);
    // The desk reads them (the recall list's filter) but only settings managers change them.
    expect((await send('POST', '/recall-types', { name: 'Desk', intervalMonths: 1, active: true })).statusCode).toBe(
      403,
    );
  });
});

describe('a patient’s recall', () => {
  it('is due an interval after the last resetting procedure, moves on with a new one and back when it is reversed', async () => {
    const patient = (await makePatient(ctx, desk)).id;
    expect((await recallOf(patient))?.dueOn).toBeNull();

    const first = addDays(today(), -200);
    await complete(patient, cleaning.id, first);
    const firstDue = recallDueDate(first, { intervalMonths: 6 });
    expect(await recallOf(patient)).toMatchObject({ lastDone: first, computedDue: firstDue, dueOn: firstDue });

    const second = addDays(today(), -10);
    const later = await complete(patient, cleaning.id, second);
    expect(await recallOf(patient)).toMatchObject({
      lastDone: second,
      dueOn: recallDueDate(second, { intervalMonths: 6 }),
    });

    const reversed = await send(
      'POST',
      `/chart-entries/${later.id}/reverse`,
      { reason: 'Charted on the wrong patient', version: later.version },
      admin,
    );
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await recallOf(patient)).toMatchObject({ lastDone: first, dueOn: firstDue });
  });

  it('takes a due date set by hand with a note, refuses a stale edit, and can leave the patient out', async () => {
    const patient = (await makePatient(ctx, desk)).id;
    await complete(patient, cleaning.id, addDays(today(), -30));
    const wanted = addDays(today(), 3);
    const set = await send('PUT', `/patients/${patient}/recalls/${checkUp.id}`, {
      dueOverride: wanted,
      note: 'Away until then',
      version: null,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ dueOn: wanted, dueOverride: wanted, note: 'Away until then', version: 1 });
    expectProblem(
      await send('PUT', `/patients/${patient}/recalls/${checkUp.id}`, { excluded: true, version: null }),
      409,
    );

    const out = await send('PUT', `/patients/${patient}/recalls/${checkUp.id}`, { excluded: true, version: 1 });
    expect(out.json()).toMatchObject({ excluded: true, dueOn: null });
    expectProblem(await send('PUT', `/patients/999999/recalls/${checkUp.id}`, { version: null }), 404);
  });
});

describe('the recall list', () => {
  it('writes the message in the patient’s language, the due date spelt out in it', async () => {
    const patient = await makePatient(ctx, desk, 'Recall Francophone', { preferredLanguage: 'French' });
    const done = addDays(today(), -200);
    await complete(patient.id, cleaning.id, done);
    const dueOn = recallDueDate(done, { intervalMonths: 6 });
    expect((await send('POST', '/recall/send', { patient: patient.id, recallType: checkUp.id })).statusCode).toBe(201);
    const outbox = await get<{ items: { subject: string; body: string }[] }>(
      `/outbox?q=${encodeURIComponent(String(patient.email))}`,
      admin,
    );
    const spelt = new Intl.DateTimeFormat('fr', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${dueOn}T00:00:00Z`),
    );
    expect(outbox.items[0]).toMatchObject({
      subject: 'C’est le moment de votre check-up and cleaning',
      body: expect.stringContaining(
        `Bonjour Recall Francophone,\n\nVotre check-up and cleaning est à prévoir le ${spelt}.`,
      ),
    });
  });

  it('lists the due and overdue, filters by doctor, booking and contact, and sends a message once per due date', async () => {
    const patient = await makePatient(ctx, desk, 'Recall Listed');
    const done = addDays(today(), -200);
    await complete(patient.id, cleaning.id, done);
    const dueOn = recallDueDate(done, { intervalMonths: 6 });

    const all = await listed('q=Recall Listed');
    expect(all.items).toEqual([
      expect.objectContaining({
        patient: patient.id,
        recallTypeName: 'Check-up and cleaning',
        dueOn,
        contacts: 0,
        nextVisit: null,
      }),
    ]);
    expect((await listed('q=Recall Listed&contacted=yes')).items).toHaveLength(0);

    // The first message goes; a second for the same due date needs the user's word.
    const sent = await send('POST', '/recall/send', { patient: patient.id, recallType: checkUp.id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<RecallContact>()).toMatchObject({ method: 'Message', dueOn });
    const twice = await send('POST', '/recall/send', { patient: patient.id, recallType: checkUp.id });
    const problem = expectProblem(twice, 409);
    expect(problem.detail).toContain('already sent');
    expect(
      (await send('POST', '/recall/send', { patient: patient.id, recallType: checkUp.id, again: true })).statusCode,
    ).toBe(201);
    const outbox = await get<{ items: { source: string; recipient: string }[] }>(
      `/outbox?q=${encodeURIComponent(String(patient.email))}`,
      admin,
    );
    expect(outbox.items).toHaveLength(2);
    expect(outbox.items[0]?.source).toBe('Recall: Check-up and cleaning');

    const call = await send('POST', '/recall/call', {
      patient: patient.id,
      recallType: checkUp.id,
      outcome: 'Left message',
      note: 'Voicemail',
    });
    expect(call.statusCode, call.body).toBe(201);
    const contacted = await listed('q=Recall Listed&contacted=yes');
    expect(contacted.items[0]).toMatchObject({
      contacts: 3,
      lastContactMethod: 'Phone',
      lastContactOutcome: 'Left message',
    });
    expect((await listed('q=Recall Listed&contacted=no')).items).toHaveLength(0);

    // Booked from the list: the usual doctor is the visit's, the row says booked, the dashboard counts it.
    const before = await get<RecallSummary>('/recall/summary');
    await post(
      ctx,
      desk,
      '/api/appointments',
      bookingInput(
        { patient: patient.id, doctor: doctor.id, clinic: clinic.id },
        dayFrom('Tuesday', 3),
        '10:00',
        '10:30',
        { recallType: checkUp.id },
      ),
    );
    const booked = await listed(`q=Recall Listed&booked=yes&doctor=${doctor.id}&clinic=${clinic.id}`);
    expect(booked.items[0]).toMatchObject({ doctor: doctor.id, clinic: clinic.id, nextVisit: dayFrom('Tuesday', 3) });
    expect((await listed('q=Recall Listed&booked=no')).items).toHaveLength(0);
    expect((await get<RecallSummary>('/recall/summary')).bookedFromRecall).toBe(before.bookedFromRecall + 1);
  });

  it('refuses a message to a patient who is not due or has no email address', async () => {
    const patient = await post(ctx, desk, '/api/patients', { fullName: 'No Mail', bloodType: 'A+' });
    expectProblem(await send('POST', '/recall/send', { patient: patient.id, recallType: checkUp.id }), 422);
    await complete(patient.id, cleaning.id, addDays(today(), -200));
    const noMail = await send('POST', '/recall/send', { patient: patient.id, recallType: checkUp.id });
    expect(errorMap(noMail)).toEqual({ patient: 'This patient has no email address: record a phone call instead.' });
    expectProblem(await send('POST', '/recall/send', { patient: 999999, recallType: checkUp.id }), 404);
  });
});

describe('the ASAP list', () => {
  it('offers a cancelled visit’s time in the bell to the patients waiting for that doctor, until it is taken', async () => {
    const [leaving, waiting, taker] = [
      await makePatient(ctx, desk),
      await makePatient(ctx, desk, 'Asap Waiting'),
      await makePatient(ctx, desk),
    ];
    const entry = await post(ctx, desk, '/api/asap-list', {
      patient: waiting.id,
      doctor: doctor.id,
      note: 'Mornings',
      active: true,
    });
    const day = dayFrom('Thursday', 3);
    const visit = await post(
      ctx,
      desk,
      '/api/appointments',
      bookingInput({ patient: leaving.id, doctor: doctor.id, clinic: clinic.id }, day, '11:00', '11:30'),
    );
    const offers = async () => (await get<AppointmentNotifications>('/appointments/notifications')).asapOffers;
    expect((await offers()).find((o) => o.date === day && o.startTime === '11:00')).toBeUndefined();

    const cancelled = await send('POST', `/appointments/${visit.id}/status`, {
      status: 'Cancelled',
      note: 'Away',
      version: visit.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const offer = (await offers()).find((o) => o.date === day && o.startTime === '11:00');
    expect(offer).toMatchObject({ doctor: doctor.id, endTime: '11:30', reason: 'Cancelled' });
    expect(offer?.patients).toEqual([
      { entry: entry.id, patient: waiting.id, patientName: 'Asap Waiting', note: 'Mornings' },
    ]);

    await post(
      ctx,
      desk,
      '/api/appointments',
      bookingInput({ patient: taker.id, doctor: doctor.id, clinic: clinic.id }, day, '11:00', '11:30'),
    );
    expect((await offers()).find((o) => o.date === day && o.startTime === '11:00')).toBeUndefined();
  });
});

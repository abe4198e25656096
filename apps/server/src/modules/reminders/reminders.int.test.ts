import { addDays, REMINDER_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client.js';
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
import { expectProblem } from '../../test/http.js';
import { ReminderScheduler } from './scheduler.js';

/**
 * The clinic's wall clock at `date time` moved by `minutes`, as the instant the app's clock would
 * give in this process's time zone (what the scheduler and the links read).
 */
function wallAt(date: string, time: string, minutes = 0): Date {
  const w = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000);
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes());
}

let clockAt = wallAt(today(), '12:00');
const clock = () => clockAt;
let ctx: TestContext;
let admin: string;
let ids: { doctor: number; clinic: number };
const visitDay = addDays(today(), 5);

const scheduler = (database: Database = ctx.database) =>
  new ReminderScheduler(database, { clock, baseUrl: 'https://clinic.example' });

const rule = (body: Record<string, unknown>) => post(ctx, admin, '/api/reminder-rules', body);

async function book(start: string, end: string, language?: string) {
  const patient = await makePatient(ctx, admin);
  if (language)
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/patients/${patient.id}`,
      headers: { cookie: admin },
      payload: { preferredLanguage: language, version: patient.version },
    });
  const visit = await post(
    ctx,
    admin,
    '/api/appointments',
    bookingInput({ patient: patient.id, ...ids }, visitDay, start, end),
  );
  return { patient, visit };
}

const mailsTo = (patient: number) =>
  ctx.database.rows<{ id: number; subject: string; body: string; source: string; status: string }>(
    sql`select id::int as id, subject, body, source, status from outbox_messages where patient = ${patient} order by id`,
  );

/** The token of the last confirm link mailed to the patient. */
async function lastToken(patient: number): Promise<string> {
  const found = [
    ...(await mailsTo(patient))
      .map((m) => m.body)
      .join('\n')
      .matchAll(/\/visit\/([\w-]+)\?action=confirm/g),
  ];
  return found.at(-1)![1]!;
}

const link = (token: string, action?: 'confirm' | 'cancel', payload: object = {}) =>
  ctx.app.inject(
    action
      ? { method: 'POST', url: `/api/public/visit-links/${token}/${action}`, payload }
      : { method: 'GET', url: `/api/public/visit-links/${token}` },
  );

beforeAll(async () => {
  ctx = await createTestContext({ REMINDER_INTERVAL_SECONDS: '0', BOOKING_RATE_PER_HOUR: '1000' }, undefined, clock);
  admin = await ctx.signIn('Admin');
  const clinic = await makeClinic(ctx, admin, ALWAYS_OPEN);
  const doctor = await makeFullTimeDoctor(ctx, admin, clinic.id);
  ids = { doctor: doctor.id, clinic: clinic.id };
  await rule({
    name: '48 hours before',
    hoursBefore: 48,
    subject: 'Your visit on {{date}} at {{time}}',
    body: 'Hello {{patientName}}, see {{doctorName}} at {{clinicName}}.\nConfirm: {{confirmLink}}\nCancel: {{cancelLink}}\nReschedule: {{rescheduleLink}}',
  });
  await rule({
    name: '48 heures avant',
    hoursBefore: 48,
    language: 'French',
    subject: 'Votre visite du {{date}} à {{time}}',
    body: 'Bonjour {{patientName}}. Confirmer : {{confirmLink}}',
  });
  await rule({ name: '2 hours before', hoursBefore: 2, subject: 'Soon: {{time}}', body: 'Confirm: {{confirmLink}}' });
});
afterAll(() => ctx?.close());

describe('reminder rules', () => {
  it('refuses a text with a placeholder no visit fills, naming it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminder-rules',
      headers: { cookie: admin },
      payload: { name: 'Bad', hoursBefore: 24, subject: 'Hi', body: 'Hello {{petName}}' },
    });
    expectProblem(res, 422);
    expect(res.body).toContain('Unknown placeholders: petName');
  });
});

describe('the scheduler', () => {
  it('queues each due reminder once, in the patient’s language, however often and from however many servers it ticks', async () => {
    const { patient, visit } = await book('10:00', '10:30');
    const french = await book('11:00', '11:30', 'French');
    clockAt = wallAt(visitDay, '10:00', -50 * 60);
    expect(await scheduler().tick()).toBe(0);

    clockAt = wallAt(visitDay, '10:00', -47 * 60);
    const second = ctx.database.kind === 'postgres' ? await openPostgres(ctx.database.url!, 2) : ctx.database;
    try {
      // Two servers at once, each with its own connections: one queues, the other finds it done.
      const [a, b] = await Promise.all([scheduler().tick(), scheduler(second).tick()]);
      expect(a + b).toBe(2);
      expect(await scheduler(second).tick()).toBe(0);
    } finally {
      if (second !== ctx.database) await second.close();
    }
    // A restarted server (a new scheduler) sends nothing again.
    expect(await scheduler().tick()).toBe(0);

    const [mail] = await mailsTo(patient.id);
    expect(await mailsTo(patient.id)).toHaveLength(1);
    expect(mail).toMatchObject({ source: 'Appointment reminder', status: 'Queued' });
    expect(mail!.subject).toMatch(/^Your visit on .+ at 10:00$/);
    expect(mail!.body).toContain(`Hello ${patient.fullName}`);
    expect(mail!.body).toMatch(/Confirm: https:\/\/clinic\.example\/visit\/[\w-]{43}\?action=confirm/);
    expect(mail!.body).toContain(`https://clinic.example/book-appointment?doctor=${ids.doctor}&clinic=${ids.clinic}`);
    const [frenchMail] = await mailsTo(french.patient.id);
    expect(frenchMail!.subject).toMatch(/^Votre visite du .+ à 11:00$/);

    // Only the token's hash is stored.
    const token = await lastToken(patient.id);
    const hashes = await ctx.database.rows<{ h: string }>(sql`select token_hash as h from appointment_reminders`);
    expect(hashes.map((r) => r.h)).not.toContain(token);

    // Three hours before: no new rule due. One hour before: the 2-hour rule, once.
    clockAt = wallAt(visitDay, '10:00', -3 * 60);
    expect(await scheduler().tick()).toBe(0);
    clockAt = wallAt(visitDay, '10:00', -60);
    expect(await scheduler().tick()).toBe(2);
    expect(await scheduler().tick()).toBe(0);
    expect(await mailsTo(patient.id)).toHaveLength(2);

    const res = await ctx.app.inject({
      url: `/api/appointments/${visit.id}/reminders`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { ruleName: '48 hours before', hoursBefore: 48, visitStart: '10:00', outboxStatus: 'Queued', confirmedAt: null },
      { ruleName: '2 hours before', hoursBefore: 2, outboxStatus: 'Queued' },
    ]);
  });

  it('reminds a visit moved to another time again, and never a cancelled one', async () => {
    const { patient, visit } = await book('14:00', '14:30');
    const cancelled = await book('15:00', '15:30');
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${cancelled.visit.id}/status`,
      headers: { cookie: admin },
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    clockAt = wallAt(visitDay, '14:00', -40 * 60);
    expect(await scheduler().tick()).toBe(1);
    const stored = await ctx.app.inject({ url: `/api/appointments/${visit.id}`, headers: { cookie: admin } });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${visit.id}`,
      headers: { cookie: admin },
      payload: { startTime: '16:00', endTime: '16:30', version: stored.json().version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await scheduler().tick()).toBe(1);
    expect(await mailsTo(patient.id)).toHaveLength(2);
    expect((await mailsTo(patient.id))[1]!.subject).toContain('16:00');
    // The first mail's link was for 14:00: it no longer works.
    const [first] = await mailsTo(patient.id);
    const oldToken = /\/visit\/([\w-]+)\?action=confirm/.exec(first!.body)![1]!;
    expectProblem(await link(oldToken), 410, REMINDER_MESSAGES.moved);
    expect(await mailsTo(cancelled.patient.id)).toHaveLength(0);
  });
});

describe('the links', () => {
  it('show only the visit’s day, time and clinic; confirm once, as by the patient; refuse a tampered token', async () => {
    const { patient, visit } = await book('09:00', '09:30');
    const other = await book('12:00', '12:30');
    clockAt = wallAt(visitDay, '09:00', -24 * 60);
    await scheduler().tick();
    const token = await lastToken(patient.id);

    const shown = await link(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      date: visitDay,
      startTime: '09:00',
      clinicName: expect.any(String),
      confirmed: false,
      cancelled: false,
      actions: ['confirm', 'cancel', 'reschedule'],
      rescheduleUrl: expect.stringContaining(`/book-appointment?doctor=${ids.doctor}`),
    });
    expect(shown.body).not.toContain(String(patient.fullName));
    expect(shown.body).not.toContain(String(patient.email));
    expect(shown.body).not.toContain('12:00');

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectProblem(await link(tampered), 404, REMINDER_MESSAGES.unknownLink);
    expectProblem(await link(tampered, 'confirm'), 404);
    expectProblem(await link('short'), 404);

    const confirmed = await link(token, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmed: true, actions: ['cancel', 'reschedule'] });
    expectProblem(await link(token, 'confirm'), 409, REMINDER_MESSAGES.used);

    const history = await ctx.app.inject({
      url: `/api/appointments/${visit.id}/status-history`,
      headers: { cookie: admin },
    });
    expect(history.json().at(-1)).toMatchObject({
      fromStatus: 'Scheduled',
      toStatus: 'Confirmed',
      username: 'Patient',
      note: REMINDER_MESSAGES.confirmedByPatient,
    });
    const read = await ctx.app.inject({ url: `/api/appointments/${visit.id}`, headers: { cookie: admin } });
    expect(read.json()).toMatchObject({ status: 'Confirmed', confirmation: 'Confirmed', patientAnswer: 'Confirmed' });
    expect(read.json().reminderSentAt).toEqual(expect.any(String));
    // The grid finds the visits the patient confirmed.
    const answered = await ctx.app.inject({
      url: '/api/appointments?patientAnswer=Confirmed',
      headers: { cookie: admin },
    });
    expect(answered.json().items.map((r: { id: number }) => r.id)).toEqual([visit.id]);
    // The other visit is untouched.
    const untouched = await ctx.app.inject({ url: `/api/appointments/${other.visit.id}`, headers: { cookie: admin } });
    expect(untouched.json()).toMatchObject({ status: 'Scheduled', confirmation: 'Unconfirmed' });
    const reminders = await ctx.app.inject({
      url: `/api/appointments/${visit.id}/reminders`,
      headers: { cookie: admin },
    });
    expect(reminders.json()[0].confirmedAt).toEqual(expect.any(String));

    // After the visit, the link has expired.
    clockAt = wallAt(visitDay, '09:30', 1);
    expectProblem(await link(token), 410, REMINDER_MESSAGES.expired);
    expectProblem(await link(token, 'cancel', { reason: 'Late' }), 410);
  });

  it('cancel once with a reason, and free the time for another booking', async () => {
    const { patient, visit } = await book('13:00', '13:30');
    clockAt = wallAt(visitDay, '13:00', -24 * 60);
    await scheduler().tick();
    const token = await lastToken(patient.id);
    expectProblem(await link(token, 'cancel', { reason: ' ' }), 422);

    const cancelled = await link(token, 'cancel', { reason: 'I am abroad' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelled: true, actions: [] });
    const read = await ctx.app.inject({ url: `/api/appointments/${visit.id}`, headers: { cookie: admin } });
    expect(read.json()).toMatchObject({ status: 'Cancelled', patientAnswer: 'Cancelled' });
    expectProblem(await link(token, 'cancel', { reason: 'Again' }), 409, REMINDER_MESSAGES.used);
    expectProblem(await link(token, 'confirm'), 409);

    const history = await ctx.app.inject({
      url: `/api/appointments/${visit.id}/status-history`,
      headers: { cookie: admin },
    });
    expect(history.json().at(-1)).toMatchObject({
      toStatus: 'Cancelled',
      username: 'Patient',
      note: `${REMINDER_MESSAGES.cancelledByPatient}: I am abroad`,
    });
    // The time is free: another patient books it.
    const next = await makePatient(ctx, admin);
    await post(ctx, admin, '/api/appointments', bookingInput({ patient: next.id, ...ids }, visitDay, '13:00', '13:30'));
  });
});

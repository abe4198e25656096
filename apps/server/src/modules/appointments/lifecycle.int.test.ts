import {
  APPOINTMENT_MESSAGES,
  type BookingProblemExtras,
  nowMs,
  type Problem,
  type StatusChange,
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
import { expectProblem } from '../../test/http.js';

/**
 * The lifecycle: Scheduled → Confirmed → Arrived → In Chair → Completed, plus
 * Cancelled and No-Show; every move stamped with its time and user; the
 * impossible ones refused with the moves that are allowed.
 */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let admin: string;
let reception: string;
let ids: { patient: number; doctor: number; clinic: number };
let slot = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist', 'frontdesk');
  const clinic = (await makeClinic(ctx, admin, ALWAYS_OPEN)).id;
  const doctor = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
  ids = { patient: (await makePatient(ctx, reception)).id, doctor, clinic };
});
afterAll(() => ctx.close());

/** A new visit on `date` (the clinic never closes), each at its own half hour. */
const bookOn = (date: string) => {
  const start = 8 * 60 + 30 * slot++;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return post(ctx, reception, '/api/appointments', bookingInput(ids, date, hhmm(start), hhmm(start + 30)));
};
const move = (id: number, status: string, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/appointments/${id}/status`,
    headers: { cookie: reception },
    payload: { status, ...extra },
  });
const moved = async (id: number, status: string, extra: object = {}): Promise<Rec> => {
  const res = await move(id, status, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Rec>();
};
const historyOf = async (id: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/appointments/${id}/status-history`, headers: { cookie: admin } })
  ).json<StatusChange[]>();

const LAST_MONDAY = dayFrom('Monday', -1);
const NEXT_MONDAY = dayFrom('Monday', 7);

describe('the lifecycle of a visit', () => {
  it('goes Scheduled → Confirmed → Arrived → In Chair → Completed, each move stamped with time and user', async () => {
    const appt = await bookOn(LAST_MONDAY);
    const confirmed = await moved(appt.id, 'Confirmed');
    expect(confirmed).toMatchObject({ status: 'Confirmed', confirmation: 'Confirmed', version: appt.version + 1 });
    await moved(appt.id, 'Arrived');
    await moved(appt.id, 'In Chair');
    const done = await moved(appt.id, 'Completed');
    expect(done).toMatchObject({ status: 'Completed', confirmation: 'Confirmed' });
    const history = await historyOf(appt.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'Scheduled'],
      ['Scheduled', 'Confirmed'],
      ['Confirmed', 'Arrived'],
      ['Arrived', 'In Chair'],
      ['In Chair', 'Completed'],
    ]);
    for (const h of history) {
      expect(h.username).toBe('frontdesk');
      expect(nowMs() - Date.parse(h.at)).toBeLessThan(60_000);
    }
  });

  it('refuses impossible moves with 409 and the moves that are allowed', async () => {
    const appt = await bookOn(LAST_MONDAY);
    for (const s of ['Arrived', 'In Chair', 'Completed']) await moved(appt.id, s);
    const res = await move(appt.id, 'Scheduled');
    expectProblem(res, 409, 'A Completed appointment cannot become Scheduled. It cannot change any more.');
    const early = await bookOn(LAST_MONDAY);
    expectProblem(
      await move(early.id, 'Completed'),
      409,
      'A Scheduled appointment cannot become Completed. Allowed next: Confirmed, Arrived, Cancelled, No-Show.',
    );
    expectProblem(await move(early.id, 'Scheduled'), 409);
  });

  it('refuses an unknown status (422) and an unknown appointment (404)', async () => {
    const appt = await bookOn(LAST_MONDAY);
    expectProblem(await move(appt.id, 'Done'), 422);
    expectProblem(await move(999_999, 'Confirmed'), 404);
  });

  it('nobody arrives at, or misses, a visit of a later day', async () => {
    const appt = await bookOn(NEXT_MONDAY);
    for (const s of ['Arrived', 'No-Show']) expectProblem(await move(appt.id, s), 422, APPOINTMENT_MESSAGES.tooEarly);
    await moved(appt.id, 'Confirmed');
    // Today is the day: later the same day still counts.
    const todays = await post(ctx, reception, '/api/appointments', bookingInput(ids, today(), '23:00', '23:30'));
    await moved(todays.id, 'Arrived');
  });

  it('keeps the reason of a cancellation, and a stale version is a 409', async () => {
    const appt = await bookOn(NEXT_MONDAY);
    expectProblem(await move(appt.id, 'Cancelled', { version: appt.version + 5 }), 409);
    await moved(appt.id, 'Cancelled', { note: 'Travelling', version: appt.version });
    expect((await historyOf(appt.id)).at(-1)).toMatchObject({ toStatus: 'Cancelled', note: 'Travelling' });
  });

  it('a cancelled visit comes back only while its time is free', async () => {
    const appt = await bookOn(NEXT_MONDAY);
    await moved(appt.id, 'Cancelled');
    await moved(appt.id, 'Scheduled');
    await moved(appt.id, 'Cancelled');
    const taker = await post(ctx, reception, '/api/appointments', {
      ...bookingInput(ids, NEXT_MONDAY, String(appt.startTime), String(appt.endTime)),
      reasonForVisit: 'Took the slot',
    });
    const res = await move(appt.id, 'Scheduled');
    const problem = expectProblem(res, 409, APPOINTMENT_MESSAGES.clash) as Problem & BookingProblemExtras;
    expect(problem.clash?.id).toBe(taker.id);
    expect(problem.nextFree).not.toBeNull();
  });

  it('a missed visit may still arrive late', async () => {
    const appt = await bookOn(LAST_MONDAY);
    await moved(appt.id, 'No-Show');
    expect(await moved(appt.id, 'Arrived')).toMatchObject({ status: 'Arrived', confirmation: 'Unconfirmed' });
  });

  it('an archived visit does not move until restored', async () => {
    const appt = await bookOn(NEXT_MONDAY);
    await ctx.app.inject({ method: 'DELETE', url: `/api/appointments/${appt.id}`, headers: { cookie: reception } });
    expectProblem(await move(appt.id, 'Confirmed'), 409);
  });
});

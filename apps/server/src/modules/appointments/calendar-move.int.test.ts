import type { AppointmentClash, CalendarItem, FreeSlot } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, makePatient, post } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';

/**
 * What the appointment book's drag and drop does through the API: read the
 * range from the calendar (with each visit's version), PATCH the new time with
 * that version; an overlap is refused with the clashing visit and nothing moves.
 */

let ctx: TestContext;
let reception: string;
let ids: { patient: number; doctor: number; clinic: number };
let doctor2: number;
const DAY = dayFrom('Tuesday', 21);

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  const clinic = (await makeClinic(ctx, admin)).id;
  const doctor = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
  doctor2 = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
  ids = { patient: (await makePatient(ctx, reception, 'Lina Haddad')).id, doctor, clinic };
});
afterAll(() => ctx.close());

const calendar = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/appointments/calendar?from=${DAY}&to=${DAY}&clinic=${ids.clinic}`,
    headers: { cookie: reception },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: CalendarItem[] }>().items;
};
const drop = (item: CalendarItem, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${item.id}`,
    headers: { cookie: reception },
    payload: { version: item.version, ...body },
  });

describe('moving a visit from the appointment book', () => {
  it('saves a drop with the version the calendar read, to another time or doctor', async () => {
    const booked = await post(ctx, reception, '/api/appointments', bookingInput(ids, DAY, '09:00', '09:30'));
    const [item] = (await calendar()).filter((i) => i.id === booked.id);
    expect(item?.version).toBe(booked.version);
    const moved = await drop(item!, { startTime: '10:00', endTime: '11:00', doctor: doctor2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: '10:00', endTime: '11:00', doctor: doctor2 });
    // The same drop again, with the old version: someone else moved it meanwhile.
    expect((await drop(item!, { startTime: '12:00', endTime: '12:30' })).statusCode).toBe(409);
  });

  it('refuses a drop onto another visit of the doctor, naming it, and leaves the visit where it was', async () => {
    const a = await post(ctx, reception, '/api/appointments', bookingInput(ids, DAY, '14:00', '14:30'));
    const b = await post(ctx, reception, '/api/appointments', bookingInput(ids, DAY, '15:00', '15:30'));
    const item = (await calendar()).find((i) => i.id === b.id)!;
    const res = await drop(item, { startTime: '14:15', endTime: '14:45' });
    expect(res.statusCode).toBe(409);
    const clash = res.json<{ clash: AppointmentClash; nextFree: FreeSlot | null }>();
    expect(clash.clash).toMatchObject({ id: a.id, startTime: '14:00', endTime: '14:30', patientName: 'Lina Haddad' });
    // The first half hour the doctor has free from the asked 14:15 on: right after the clashing visit.
    expect(clash.nextFree).toEqual({ date: DAY, start: '14:30', end: '15:00' });
    const after = (await calendar()).find((i) => i.id === b.id)!;
    expect([after.startTime, after.endTime, after.version]).toEqual(['15:00', '15:30', b.version]);
  });
});

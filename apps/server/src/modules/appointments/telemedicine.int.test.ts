// clock matrix: incidental (one video visit ten days ahead; its subject is the room link)
import type { CalendarItem } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, makePatient, post } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, expectProblem } from '../../test/http.js';

/** A telemedicine visit's meeting link: made by the server, unguessable, on the configured video service. */

type Rec = Record<string, unknown> & { id: number; version: number; meetingLink: string | null };

let ctx: TestContext;
let reception: string;
let ids: { patient: number; doctor: number; clinic: number };
const DAY = dayFrom('Tuesday', 10);
const ROOM = /^https:\/\/video\.example\.test\/rooms\/chairside-([0-9a-f]{32})$/;

beforeAll(async () => {
  ctx = await createTestContext({ VIDEO_BASE_URL: 'https://video.example.test/rooms/' });
  const admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  const clinic = (await makeClinic(ctx, admin)).id;
  ids = {
    clinic,
    doctor: (await makeFullTimeDoctor(ctx, admin, clinic)).id,
    patient: (await makePatient(ctx, reception)).id,
  };
});
afterAll(() => ctx.close());

const book = (start: string, end: string, appointmentType: string) =>
  post(ctx, reception, '/api/appointments', bookingInput(ids, DAY, start, end, { appointmentType })) as Promise<Rec>;
const patch = (visit: Rec, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${visit.id}`,
    headers: { cookie: reception },
    payload: { ...payload, version: visit.version },
  });

describe('telemedicine meeting links', () => {
  it('are made for a Telemedicine visit only, each its own room on the configured service', async () => {
    const a = await book('09:00', '09:30', 'Telemedicine');
    const b = await book('09:30', '10:00', 'Telemedicine');
    const inPerson = await book('10:00', '10:30', 'In-Person');
    expect(a.meetingLink).toMatch(ROOM);
    expect(b.meetingLink).toMatch(ROOM);
    expect(a.meetingLink).not.toBe(b.meetingLink);
    expect(inPerson.meetingLink).toBeNull();
    const calendar = await ctx.app.inject({
      url: `/api/appointments/calendar?from=${DAY}&to=${DAY}&appointmentType=Telemedicine`,
      headers: { cookie: reception },
    });
    const items = calendar.json<{ items: CalendarItem[] }>().items;
    expect(items.map((i) => [i.id, i.meetingLink])).toEqual([
      [a.id, a.meetingLink],
      [b.id, b.meetingLink],
    ]);
  });

  it('follow the type: kept on other edits, gone for an in-person visit, new when it is a call again', async () => {
    const visit = await book('11:00', '11:30', 'Telemedicine');
    const renamed = (await patch(visit, { reasonForVisit: 'Follow-up call' })).json<Rec>();
    expect(renamed.meetingLink).toBe(visit.meetingLink);
    const inPerson = (await patch(renamed, { appointmentType: 'In-Person' })).json<Rec>();
    expect(inPerson.meetingLink).toBeNull();
    const again = (await patch(inPerson, { appointmentType: 'Telemedicine' })).json<Rec>();
    expect(again.meetingLink).toMatch(ROOM);
    expect(again.meetingLink).not.toBe(visit.meetingLink);
  });

  it('cannot be chosen by a client', async () => {
    const before = await countRows(ctx.database, 'appointments');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: reception },
      payload: bookingInput(ids, DAY, '12:00', '12:30', {
        appointmentType: 'Telemedicine',
        meetingLink: 'https://evil.example/room',
      }),
    });
    expectProblem(res, 400);
    expect(await countRows(ctx.database, 'appointments')).toBe(before);
  });
});

// clock matrix: incidental (visits two weeks ahead to announce; its subject is the live stream)
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, makePatient, post } from '../test/book.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { openEventStream, type StreamEvent } from '../test/event-stream.js';
import { publishChange } from './publish.js';

/**
 * The live book over real HTTP (a listening server, a streaming client): every committed change of an
 * appointment reaches an open stream, whatever made it; nothing rolled back does; a client that comes
 * back with its Last-Event-ID gets what it missed.
 */

let ctx: TestContext;
let url: string;
let admin: string;
let reception: string;
let clinic: number;
let doctor: number;
let patient: number;
const DAY = dayFrom('Tuesday', 14);
let hour = 8;

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_RATE_PER_HOUR: '1000' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  clinic = (await makeClinic(ctx, admin)).id;
  doctor = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
  patient = (await makePatient(ctx, reception)).id;
});
afterAll(() => ctx.close());

/** A new half-hour visit on the test day, each an hour after the last. */
const book = () => {
  hour += 1;
  const at = (m: number) => `${String(hour).padStart(2, '0')}:${m === 0 ? '00' : '30'}`;
  return post(ctx, reception, '/api/appointments', bookingInput({ patient, doctor, clinic }, DAY, at(0), at(30)));
};
const changeOf = (id: number) => (e: StreamEvent) => e.event === 'change' && e.data.id === id;

describe('GET /api/events', () => {
  it('refuses a visitor', async () => {
    const stream = await openEventStream(url, undefined);
    expect(stream.status).toBe(401);
    stream.close();
  });

  it('is one uncompressed event stream that starts with where the client stands', async () => {
    const stream = await openEventStream(url, reception);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const ready = await stream.next();
    expect(ready.event).toBe('ready');
    expect(ready.id).toMatch(/^[0-9a-f]+-\d+$/);
    stream.close();
  });

  it('announces a booking, a move, a status change and an archive once each commits', async () => {
    const stream = await openEventStream(url, reception);
    await stream.next((e) => e.event === 'ready');
    const visit = await book();
    expect((await stream.next(changeOf(visit.id))).data).toEqual({ topic: 'appointments', id: visit.id, clinic });

    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${visit.id}`,
      headers: { cookie: reception },
      payload: { startTime: '16:00', endTime: '16:30', version: visit.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await stream.next(changeOf(visit.id));

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${visit.id}/status`,
      headers: { cookie: reception },
      payload: { status: 'Confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await stream.next(changeOf(visit.id));

    const archived = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${visit.id}`,
      headers: { cookie: admin },
    });
    expect(archived.statusCode, archived.body).toBe(204);
    await stream.next(changeOf(visit.id));
    stream.close();
  });

  it('announces nothing for a write that was refused and rolled back', async () => {
    const stream = await openEventStream(url, reception);
    await stream.next((e) => e.event === 'ready');
    const taken = await book();
    await stream.next(changeOf(taken.id));
    const clash = await ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: reception },
      payload: bookingInput({ patient, doctor, clinic }, DAY, String(taken.startTime), String(taken.endTime)),
    });
    expect(clash.statusCode).toBe(409);
    const next = await book();
    // The very next event is the next booking's: the refused one was never announced.
    expect((await stream.next()).data.id).toBe(next.id);
    stream.close();
  });

  it("announces a visitor's online booking", async () => {
    const stream = await openEventStream(url, reception);
    await stream.next((e) => e.event === 'ready');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        clinic,
        doctor,
        date: DAY,
        startTime: '17:00',
        fullName: 'Online Visitor',
        email: 'online.visitor@example.com',
        telephone: '+44 20 7946 0000',
        reasonForVisit: 'Toothache',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [made] = await ctx.database.rows<{ id: number }>(sql`
      select a.id::int as id from appointments a join patients p on p.id = a.patient
      where p.full_name = 'Online Visitor'`);
    expect((await stream.next((e) => e.event === 'change')).data).toEqual({
      topic: 'appointments',
      id: made?.id,
      clinic,
    });
    stream.close();
  });

  it('sends what a module publishes in a transaction when it commits, never when it rolls back', async () => {
    const stream = await openEventStream(url, reception);
    await stream.next((e) => e.event === 'ready');
    await ctx.database
      .transaction(async (rows) => {
        await publishChange(rows, { topic: 'recall', id: 1, clinic });
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    await ctx.database.transaction((rows) => publishChange(rows, { topic: 'recall', id: 2, clinic }));
    expect((await stream.next()).data).toEqual({ topic: 'recall', id: 2, clinic });
    stream.close();
  });
});

describe('who hears what', () => {
  it('leaves out the changes of a record type the reader may not read', async () => {
    const assistant = await openEventStream(url, await ctx.signIn('Assistant'));
    await assistant.next((e) => e.event === 'ready');
    await ctx.database.transaction((rows) => publishChange(rows, { topic: 'invoices', id: 7, clinic }));
    const visit = await book();
    // An assistant does not read invoices (billing.view): the next event it hears is the booking.
    expect((await assistant.next()).data).toMatchObject({ topic: 'appointments', id: visit.id });
    assistant.close();
  });
});

describe('coming back with Last-Event-ID', () => {
  it('replays what the client missed, then says where it stands', async () => {
    const first = await openEventStream(url, reception);
    const seen = await first.next((e) => e.event === 'ready');
    first.close();
    await first.ended;
    // Another reader hears both bookings first: this process has then been told of them (the database tells
    // it after each commit, a moment later), so both are the client's to catch up on, not live news.
    const watcher = await openEventStream(url, reception);
    await watcher.next((e) => e.event === 'ready');
    const missed = [await book(), await book()];
    await watcher.next((e) => e.event === 'change' && e.data.id === missed[1]?.id);
    watcher.close();
    const again = await openEventStream(url, reception, seen.id);
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((e) => [e.event, e.data.id])).toEqual(missed.map((v) => ['change', v.id]));
    const ready = await again.next();
    expect(ready).toMatchObject({ event: 'ready', id: replayed[1]?.id });
    again.close();
  });

  it('tells a client it cannot catch up to read everything again', async () => {
    const stranger = await openEventStream(url, reception, 'ffffff-12');
    expect((await stranger.next()).event).toBe('reset');
    expect((await stranger.next()).event).toBe('ready');
    stranger.close();
  });

  it('lets no signed-out client back in', async () => {
    const own = await ctx.signIn('Receptionist');
    const stream = await openEventStream(url, own);
    await stream.next((e) => e.event === 'ready');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: own } });
    expect(out.statusCode).toBe(204);
    const again = await openEventStream(url, own, stream.lastId());
    expect(again.status).toBe(401);
    stream.close();
    again.close();
  });
});

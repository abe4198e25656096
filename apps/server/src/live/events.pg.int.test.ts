import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Database, openPostgres } from '../db/client.js';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, makePatient, post } from '../test/book.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { openEventStream, type StreamEvent } from '../test/event-stream.js';

/**
 * Two server processes on one PostgreSQL database, as a chain of clinics runs them (docs/scaling.md):
 * a booking through one reaches a browser streaming from the other (LISTEN/NOTIFY), and a listening
 * connection the database drops is opened again, its browsers told to read everything again.
 * PostgreSQL only: vitest.config.ts collects `*.pg.int.test.ts` only with TEST_DB=postgres.
 */

let ctx: TestContext;
let second: { app: FastifyInstance; database: Database };
let url: string;
let reception: string;
let ids: { patient: number; doctor: number; clinic: number };
const DAY = dayFrom('Thursday', 14);

beforeAll(async () => {
  ctx = await createTestContext();
  const database = await openPostgres(ctx.database.url ?? '');
  const app = await buildApp({ config: ctx.config, database, logger: false });
  second = { app, database };
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  const clinic = (await makeClinic(ctx, admin)).id;
  ids = {
    clinic,
    doctor: (await makeFullTimeDoctor(ctx, admin, clinic)).id,
    patient: (await makePatient(ctx, reception)).id,
  };
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await ctx?.close();
});

const changeOf = (id: number) => (e: StreamEvent) => e.event === 'change' && e.data.id === id;

describe('several server processes', () => {
  it('brings a booking made through one process to a browser streaming from the other', async () => {
    const stream = await openEventStream(url, reception);
    await stream.next((e) => e.event === 'ready');
    const visit = await post(ctx, reception, '/api/appointments', bookingInput(ids, DAY, '09:00', '09:30'));
    expect((await stream.next(changeOf(visit.id))).data).toEqual({
      topic: 'appointments',
      id: visit.id,
      ...{ clinic: ids.clinic },
    });
    stream.close();
  });

  it('listens again when the database drops the listening connection, and tells its browsers to read everything', async () => {
    const stream = await openEventStream(url, reception);
    await stream.next((e) => e.event === 'ready');
    // One listening connection a process, for the live book's channel and the sessions' alike.
    const ended = await ctx.database.rows<{ ended: boolean }>(sql`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query like 'LISTEN %'`);
    expect(ended.length).toBe(2);
    await stream.next((e) => e.event === 'reset');
    const visit = await post(ctx, reception, '/api/appointments', bookingInput(ids, DAY, '10:00', '10:30'));
    await stream.next(changeOf(visit.id));
    stream.close();
  });
});

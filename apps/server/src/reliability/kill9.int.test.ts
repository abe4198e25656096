// clock matrix: incidental (it books visits a month ahead to have writes to kill the server during; its subject is crash safety).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, WEEK_DAYS } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { ALWAYS_OPEN, today } from '../test/book.js';
import { clinicInput, doctorInput } from '../test/http.js';
import { type ServerProcess, signInOver, startServer, stopServer } from '../test/server-process.js';

/**
 * kill -9 of the real server during a burst of 200 concurrent writes (new
 * patients, and appointments with their first status), then a restart: every
 * write answered 2xx is there, and no appointment lacks its status history.
 * On the embedded database (a data folder) or, with TEST_DB=postgres, a new
 * PostgreSQL database.
 */

const ADMIN = { username: 'k9admin', password: 'kill nine password' };
const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
let dataDir = '';
let databaseUrl: string | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (postgresUrl) {
    const name = `chairside_k9_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(postgresUrl);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
  } else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-k9-'));
});

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl && databaseUrl) {
    const c = new pg.Client({ connectionString: postgresUrl });
    await c.connect();
    await c.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await c.end();
  }
});

const env = () => ({
  DEMO: '0',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_RATE_PER_MINUTE: '1000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
});

async function post(
  url: string,
  cookie: string,
  route: string,
  body: object,
): Promise<{ status: number; id?: number }> {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { id?: number };
  return { status: res.status, id: json.id };
}

async function created(url: string, cookie: string, route: string, body: object): Promise<number> {
  const { status, id } = await post(url, cookie, route, body);
  if (status !== 201 || id === undefined) throw new Error(`${route} answered ${status}`);
  return id;
}

const openDirect = (): Promise<Database> => (databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir));

it('keeps every answered write and no half-written appointment after kill -9 mid-burst', async () => {
  server = await startServer(env());
  const { url } = server;
  const cookie = await signInOver(url, ADMIN.username, ADMIN.password);
  const clinic = await created(
    url,
    cookie,
    '/api/clinics',
    clinicInput({ name: 'K9 Clinic', workingHours: ALWAYS_OPEN }),
  );
  const doctor = await created(
    url,
    cookie,
    '/api/doctors',
    doctorInput({
      fullName: 'Dr. K9',
      licenseNumber: 'K9-1',
      clinic,
      availableDays: [...WEEK_DAYS],
      availableTimeSlots: [],
    }),
  );
  const patient = await created(url, cookie, '/api/patients', {
    fullName: 'K9 Patient',
    bloodType: 'O+',
    telephone: '+1 617 555 0199',
    email: 'k9@example.com',
  });

  // 100 new patients and 100 appointments (each its own half hour), all at once.
  const writes = Array.from({ length: 200 }, (_, i) => {
    if (i % 2 === 0)
      return { table: 'patients', route: '/api/patients', body: { fullName: `Burst ${i}`, bloodType: 'A+' } };
    const n = (i - 1) / 2;
    const start = 8 * 60 + (n % 10) * 30;
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return {
      table: 'appointments',
      route: '/api/appointments',
      body: {
        patient,
        doctor,
        clinic,
        appointmentDate: addDays(today(), 30 + Math.floor(n / 10)),
        startTime: hhmm(start),
        endTime: hhmm(start + 30),
        reasonForVisit: `Burst ${i}`,
      },
    };
  });
  const answered: { table: string; id: number }[] = [];
  let settled = 0;
  let killed: Promise<void> | undefined;
  const running = server;
  const burst = writes.map((w) =>
    post(url, cookie, w.route, w.body)
      .then(({ status, id }) => {
        if (status >= 200 && status < 300 && id !== undefined) answered.push({ table: w.table, id });
        else if (status >= 300) throw new Error(`${w.route} answered ${status}`);
      })
      .catch((err: unknown) => {
        // Cut off by the kill: no answer, nothing promised.
        if (!killed) throw err;
      })
      .finally(() => {
        settled += 1;
        // Mid-burst: once a fifth of the writes have their answer.
        if (settled === 40) killed = stopServer(running, 'SIGKILL');
      }),
  );
  await Promise.all(burst);
  await killed;
  expect(answered.length).toBeGreaterThanOrEqual(30);

  // Restart on the same database: it recovers and serves.
  server = await startServer(env());
  const again = await signInOver(server.url, ADMIN.username, ADMIN.password);
  expect((await fetch(`${server.url}/api/patients?pageSize=5`, { headers: { cookie: again } })).status).toBe(200);
  await stopServer(server, 'SIGTERM');
  server = undefined;

  const database = await openDirect();
  try {
    for (const table of ['patients', 'appointments']) {
      const ids = answered.filter((a) => a.table === table).map((a) => a.id);
      if (ids.length === 0) continue;
      const found = await database.rows<{ id: number }>(
        sql`select id::int as id from ${sql.identifier(table)} where id in (${sql.join(ids, sql`, `)})`,
      );
      expect(
        found.map((r) => r.id).sort((a, b) => a - b),
        `${table} answered 2xx`,
      ).toEqual(ids.sort((a, b) => a - b));
    }
    const halfWritten = await database.rows<{ id: number }>(sql`
      select a.id::int as id from appointments a
      where not exists (select 1 from appointment_status_changes s where s.appointment_id = a.id)`);
    expect(halfWritten, 'appointments without their status history').toEqual([]);
  } finally {
    await database.close();
  }
}, 1_200_000);

import { randomBytes } from 'node:crypto';
import { addDays, nowMs, todayUtc, WEEK_DAYS, weekDayOfDate } from '@chairside/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicInput, doctorInput } from '../apps/server/src/test/http';
import { adminQuery } from '../apps/server/src/test/postgres-admin';
import { signInOver } from '../apps/server/src/test/server-process';
import { type BuiltServer, startBuiltServer } from '../scripts/demo-server.mjs';
import { launchChromium, slowdown } from './support/browser';
import { expectLiveBetween } from './support/live-book';

/**
 * The live book across two server processes on one PostgreSQL database (docs/scaling.md): a desk
 * on one process books, a desk on the other sees it come. This file starts its own two servers on
 * a database of its own; the e2e project collects `*.pg.spec.ts` only when TEST_DATABASE_URL names
 * a PostgreSQL server (vitest.config.ts), as the API project does its `*.pg.int.test.ts`.
 */

const ADMIN = { username: 'liveadmin', password: 'live book password' };
const DOCTOR = 'Dr. Live Book';
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `chairside_e2e_live_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).toString();

let servers: BuiltServer[] = [];
let browser: Browser;
let patient: string;

/** Through the first process's API, as its administrator. */
async function make(cookie: string, path: string, body: object): Promise<{ id: number }> {
  const res = await fetch(`${servers[0]?.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number };
}

beforeAll(async () => {
  await adminQuery(postgresUrl, `create database ${databaseName}`);
  const env = { DATABASE_URL: databaseUrl, DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
  const cookie = await signInOver(servers[0]?.url ?? '', ADMIN.username, ADMIN.password);
  const clinic = await make(cookie, 'clinics', clinicInput({ name: 'Live Clinic' }));
  await make(
    cookie,
    'doctors',
    doctorInput({ fullName: DOCTOR, clinic: clinic.id, availableDays: [...WEEK_DAYS], availableTimeSlots: [] }),
  );
  patient = `Live PG ${nowMs()}`;
  await make(cookie, 'patients', { fullName: patient, bloodType: 'O+' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
  await adminQuery(postgresUrl, `drop database if exists ${databaseName} with (force)`);
});

/** A signed-in page on one server process. */
async function deskOn(server: BuiltServer | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server?.url,
    viewport: { width: 1366, height: 800 },
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000 * slowdown);
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** The first Wednesday two weeks ahead: the clinic is open, the doctor works every day. */
function wednesdayAhead(): string {
  let date = addDays(todayUtc(), 14);
  while (weekDayOfDate(date) !== 'Wednesday') date = addDays(date, 1);
  return date;
}

describe('the live book on two server processes', () => {
  it('shows a visit booked through one process on a book open through the other', async () => {
    const front = await deskOn(servers[0]);
    const chair = await deskOn(servers[1]);
    await expectLiveBetween(front, chair, { date: wednesdayAhead(), doctor: DOCTOR, patient });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AnyResource, todayUtc, writableFields } from '@chairside/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openPostgres } from '../db/client.js';
import { seedDemo } from '../demo/seed.js';
import { createTestContext, freshDatabase, type TestContext, templateOf } from './context.js';
import { adminQuery } from './postgres-admin.js';

/** A record as the API lists it. */
export type DemoRecord = Record<string, unknown> & { id: number; labels?: Record<string, string | null> };

export interface SeededDemo {
  /** The test context (available once the file's beforeAll has run). */
  readonly ctx: TestContext;
  /** A GET as the demo's admin. */
  get(url: string): Promise<LightMyRequestResponse>;
  /** Up to 100 records of a resource as the admin lists them; `query` adds list parameters. */
  all(resource: string | AnyResource, query?: string): Promise<DemoRecord[]>;
}

/** Where a test file's database starts from: a PGlite data directory, or a PostgreSQL template database. */
type Seeded = Blob | { postgres: string };

/** Seeded demos of this process, by the day they were seeded on (the clock matrix moves it). */
const seededInProcess = new Map<string, Promise<Seeded | undefined>>();

const onPostgres = () => process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * The run's seeded demo of a day, shared by every worker process: on PGlite a file beside the
 * template (written whole, then renamed), on PostgreSQL a database named after the template that
 * each file's database is copied from. A lock file says a worker is seeding it; a marker file
 * that it is ready. The global setup removes them all with the template.
 */
function demoPlace(day: string): { marker: string; postgres: string } | undefined {
  const template = templateOf();
  if (!template) return undefined;
  const digits = day.replace(/-/g, '');
  return onPostgres()
    ? { marker: path.join(os.tmpdir(), `${template}.demo-${day}`), postgres: `${template}_demo_${digits}` }
    : { marker: `${template}.demo-${day}`, postgres: '' };
}

function ready(day: string): Seeded | undefined {
  const place = demoPlace(day);
  if (!place || !fs.existsSync(place.marker)) return undefined;
  return onPostgres() ? { postgres: place.postgres } : new Blob([fs.readFileSync(place.marker)]);
}

/**
 * The day's seeded demo: ready already, or being seeded by another worker (its lock file exists),
 * in which case this one waits for it rather than seeding the same demo beside it on the same
 * cores. Undefined: this worker seeds it (it took the lock).
 */
async function sharedDemo(day: string): Promise<Seeded | undefined> {
  const place = demoPlace(day);
  if (!place) return undefined;
  const done = ready(day);
  if (done) return done;
  try {
    fs.closeSync(fs.openSync(`${place.marker}.lock`, 'wx'));
    return undefined;
  } catch {
    // Another worker seeds it: wait (10 minutes at most, then seed here after all).
    const until = performance.now() + 600_000;
    while (performance.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      const seeded = ready(day);
      if (seeded) return seeded;
    }
    return undefined;
  }
}

/** Seeds the day's demo where the other workers find it, and says so. */
async function seedShared(day: string): Promise<Seeded | undefined> {
  const place = demoPlace(day);
  if (onPostgres()) {
    const url = process.env.TEST_DATABASE_URL ?? '';
    if (!place) return undefined;
    await adminQuery(url, `create database ${place.postgres} template ${templateOf()}`);
    const target = new URL(url);
    target.pathname = `/${place.postgres}`;
    const database = await openPostgres(target.toString());
    try {
      await seedDemo(database);
    } finally {
      await database.close();
    }
    fs.writeFileSync(place.marker, 'ready');
    return { postgres: place.postgres };
  }
  const { database, drop } = await freshDatabase();
  try {
    await seedDemo(database);
    const snapshot = await database.snapshot?.();
    if (snapshot && place) {
      fs.writeFileSync(`${place.marker}.${process.pid}`, Buffer.from(await snapshot.arrayBuffer()));
      fs.renameSync(`${place.marker}.${process.pid}`, place.marker);
    }
    return snapshot;
  } finally {
    await drop();
  }
}

/**
 * A fresh database with the demo seeded, for one test file: the demo is seeded once per run and
 * day (the slowest part of a demo test) and every file gets a copy of its own.
 */
async function seededContext(): Promise<TestContext> {
  const day = todayUtc();
  let seeded = seededInProcess.get(day);
  if (!seeded) {
    seeded = sharedDemo(day).then((found) => found ?? seedShared(day));
    seededInProcess.set(day, seeded);
  }
  const source = await seeded;
  if (!source) {
    // No template to share through: seed this file's own.
    const ctx = await createTestContext();
    await seedDemo(ctx.database);
    return ctx;
  }
  return createTestContext({}, source);
}

/**
 * For a test file about the demo data: registers a beforeAll that seeds the
 * demo into a fresh database and signs in an admin (named `admin`), and an
 * afterAll that closes it.
 */
export function useSeededDemo(admin = 'demo-admin'): SeededDemo {
  let ctx: TestContext | undefined;
  let cookie = '';
  beforeAll(async () => {
    ctx = await seededContext();
    cookie = await ctx.signIn('Admin', admin);
  });
  afterAll(() => ctx?.close());
  const context = () => {
    if (!ctx) throw new Error('the seeded demo is only available inside tests');
    return ctx;
  };
  const get = (url: string) => context().app.inject({ url, headers: { cookie } });
  return {
    get ctx() {
      return context();
    },
    get,
    async all(resource, query) {
      const name = typeof resource === 'string' ? resource : resource.name;
      return (await get(`/api/${name}?pageSize=100${query ? `&${query}` : ''}`)).json<{ items: DemoRecord[] }>().items;
    },
  };
}

/** A stored record as the body of a create: what the domain's schema would have to accept. */
export const bodyOf = (def: AnyResource, record: Record<string, unknown>) =>
  Object.fromEntries(writableFields(def).map(([key]) => [key, record[key]]));

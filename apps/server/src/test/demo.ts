import fs from 'node:fs';
import { type AnyResource, todayUtc, writableFields } from '@chairside/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../demo/seed.js';
import { createTestContext, type TestContext, templateOf } from './context.js';

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

/** Seeded demos of this process on PGlite, by the day they were seeded on (the clock matrix moves it). */
const seededSnapshots = new Map<string, Promise<Blob | undefined>>();

/**
 * The run's seeded demos of each day, beside its template database (other worker processes seeded
 * them): a file per day, written whole then renamed, so a reader never sees half of one. The
 * global setup removes them with the template.
 */
const diskFile = (day: string): string | undefined => {
  const template = templateOf();
  return template ? `${template}.demo-${day}` : undefined;
};
const read = (file: string): Blob | undefined => (fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined);

/**
 * The day's seeded demo from disk: there already, or being seeded by another worker (its lock
 * file exists), in which case this one waits for it rather than seeding the same demo beside it
 * on the same cores. Undefined: this worker seeds it (it took the lock).
 */
async function keptOnDisk(day: string): Promise<Blob | undefined> {
  const file = diskFile(day);
  if (!file) return undefined;
  const kept = read(file);
  if (kept) return kept;
  try {
    fs.closeSync(fs.openSync(`${file}.lock`, 'wx'));
    return undefined;
  } catch {
    // Another worker seeds it: wait (10 minutes at most, then seed here after all).
    const until = performance.now() + 600_000;
    while (performance.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      const done = read(file);
      if (done) return done;
    }
    return undefined;
  }
}
async function keepOnDisk(day: string, snapshot: Blob): Promise<void> {
  const file = diskFile(day);
  if (!file) return;
  fs.writeFileSync(`${file}.${process.pid}`, Buffer.from(await snapshot.arrayBuffer()));
  fs.renameSync(`${file}.${process.pid}`, file);
}

/**
 * A fresh database with the demo seeded. On PGlite the first file of a process (and of a day) seeds
 * it and keeps a copy of the data directory; the next files of the process start from that copy:
 * seeding is the slowest part of a demo test, and every file still gets a database of its own.
 */
async function seededContext(): Promise<TestContext> {
  const onPglite = process.env.TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL;
  const key = todayUtc();
  const kept = onPglite ? seededSnapshots.get(key) : undefined;
  const snapshot = (kept && (await kept)) ?? (onPglite ? await keptOnDisk(key) : undefined);
  if (snapshot) return createTestContext({}, snapshot);
  const ctx = await createTestContext();
  const seeded = seedDemo(ctx.database).then(async () => {
    const made = onPglite ? await ctx.database.snapshot?.() : undefined;
    if (made) await keepOnDisk(key, made);
    return made;
  });
  if (onPglite && !kept)
    seededSnapshots.set(
      key,
      seeded.catch(() => undefined),
    );
  await seeded;
  return ctx;
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

import { type AnyResource, todayUtc, writableFields } from '@chairside/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../demo/seed.js';
import { createTestContext, type TestContext } from './context.js';

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
 * A fresh database with the demo seeded. On PGlite the first file of a process (and of a day) seeds
 * it and keeps a copy of the data directory; the next files of the process start from that copy:
 * seeding is the slowest part of a demo test, and every file still gets a database of its own.
 */
async function seededContext(): Promise<TestContext> {
  const onPglite = process.env.TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL;
  const key = todayUtc();
  const kept = onPglite ? seededSnapshots.get(key) : undefined;
  const snapshot = kept && (await kept);
  if (snapshot) return createTestContext({}, snapshot);
  const ctx = await createTestContext();
  const seeded = seedDemo(ctx.database).then(() => (onPglite ? ctx.database.snapshot?.() : undefined));
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

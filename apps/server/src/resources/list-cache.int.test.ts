import { invoices } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rows } from '../db/client.js';
import { ReadCache } from '../db/read-cache.js';
import { makeClinic, makePatient } from '../test/book.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { ResourceRepository } from './repository.js';

/**
 * The read cache is an extra, never a source of stale answers: a list's kept count is dropped only by
 * writes to the tables it counts in (an appointment written does not make the invoices be counted
 * again, though an invoice names its appointment), a writer sees its own write at once, and a burst of
 * requests missing the same count runs it once.
 */

let ctx: TestContext;
const repo = new ResourceRepository(invoices);
const dialect = new PgDialect();
const firstPage = { page: 1, pageSize: 20, sort: '-invoiceNumber', filters: {} };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The database's rows, counting the statements that count invoices. */
function counting(seen: { counts: number }): Rows {
  return <T>(query: SQL) => {
    const text = dialect.sqlToQuery(query).sql;
    if (text.includes('count(*)') && text.includes('"invoices"')) seen.counts++;
    return ctx.database.rows<T>(query);
  };
}

/** A write to a table as the server's triggers count it: one statement (here changing no row). */
const touch = (table: string) => ctx.database.rows(sql.raw(`update "${table}" set version = version where false`));

describe('the read cache of list counts', () => {
  it('keeps the invoices’ count when appointments are written, and counts again after an invoice write', async () => {
    const cache = new ReadCache(ctx.database);
    const seen = { counts: 0 };
    await repo.list(counting(seen), firstPage, cache);
    expect(seen.counts).toBe(1);
    await touch('appointments');
    await touch('patients');
    await repo.list(counting(seen), firstPage, cache);
    expect(seen.counts).toBe(1);
    await touch('invoices');
    await repo.list(counting(seen), firstPage, cache);
    expect(seen.counts).toBe(2);
  });

  it('counts a search again when the searched patients are written, not when appointments are', async () => {
    const cache = new ReadCache(ctx.database);
    const seen = { counts: 0 };
    const search = { ...firstPage, q: 'Someone' };
    await repo.list(counting(seen), search, cache);
    await touch('appointments');
    await repo.list(counting(seen), search, cache);
    expect(seen.counts).toBe(1);
    await touch('patients');
    await repo.list(counting(seen), search, cache);
    expect(seen.counts).toBe(2);
  });

  it('shows a writer its write at once, and runs one count for a burst of requests missing it', async () => {
    const cache = new ReadCache(ctx.database);
    const admin = await ctx.signIn('Admin');
    const list = () =>
      ctx.app.inject({ url: '/api/invoices', headers: { cookie: admin } }).then((r) => r.json<{ total: number }>());
    const before = (await list()).total;
    const patient = (await makePatient(ctx, admin, 'Wanda Writer')).id;
    const clinic = (await makeClinic(ctx, admin)).id;
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: { cookie: admin },
      payload: {
        patient,
        clinic,
        invoiceDate: '2030-01-02',
        items: [{ description: 'Check-up', quantity: 1, unitPrice: '10.00' }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await list()).total).toBe(before + 1);

    const seen = { counts: 0 };
    const burst = await Promise.all(Array.from({ length: 8 }, () => repo.list(counting(seen), firstPage, cache)));
    expect(seen.counts).toBe(1);
    expect(new Set(burst.map((b) => b.total))).toEqual(new Set([before + 1]));
  });
});

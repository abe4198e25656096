import { invoices } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rows } from '../db/client.js';
import { ReadCache } from '../db/read-cache.js';
import { makeClinic, makePatient, post } from '../test/book.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { ResourceRepository, SORTED_MATCHES_LIMIT } from './repository.js';

/**
 * The invoice list searched by a patient's name finds the matching patients once and tests each invoice
 * against their ids (kept in the read cache under the patients table alone). The answer must stay what a
 * plain query gives, items and total, and a write must show in the very next search: an invoice for a
 * matching patient, a patient renamed into or out of the search (by the API or by SQL from elsewhere).
 */

let ctx: TestContext;
let admin: string;
let clinic: number;
const repo = new ResourceRepository(invoices);
const dialect = new PgDialect();

interface Page {
  items: { id: number; patient: number }[];
  total: number;
  estimated?: boolean;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  clinic = (await makeClinic(ctx, admin)).id;
});
afterAll(() => ctx.close());

const makeInvoice = (patient: number) =>
  post(ctx, admin, '/api/invoices', {
    patient,
    clinic,
    invoiceDate: '2030-01-02',
    items: [{ description: 'Check-up', quantity: 1, unitPrice: '10.00' }],
  });

/** `exact`: counted exactly up to 10,000 (`count=exact`), not estimated past SORTED_MATCHES_LIMIT. */
async function search(q: string, page = 1, pageSize = 20, exact = false): Promise<Page> {
  const res = await ctx.app.inject({
    url: `/api/invoices?q=${encodeURIComponent(q)}&page=${page}&pageSize=${pageSize}${exact ? '&count=exact' : ''}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

/** What a plain query gives: the live invoices whose number or patient's name holds the text, newest number first. */
async function expected(q: string, page = 1, pageSize = 20): Promise<{ ids: number[]; total: number }> {
  const like = `%${q}%`;
  const matching = sql`from invoices i join patients p on p.id = i.patient
    where i.archived_at is null and (i.invoice_number ilike ${like} or p.full_name ilike ${like})`;
  const ids = await ctx.database.rows<{ id: number }>(
    sql`select i.id ${matching} order by lower(i.invoice_number) desc, i.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [count] = await ctx.database.rows<{ n: number }>(sql`select count(*)::int as n ${matching}`);
  return { ids: ids.map((r) => Number(r.id)), total: Number(count?.n ?? 0) };
}

async function expectPlain(q: string, page = 1, pageSize = 20, exact = false): Promise<Page> {
  const found = await search(q, page, pageSize, exact);
  const plain = await expected(q, page, pageSize);
  expect(found.items.map((i) => i.id)).toEqual(plain.ids);
  expect(found.total).toBe(plain.total);
  return found;
}

describe('the invoice list searched by a patient’s name', () => {
  let ada: { id: number; version: number };
  let bea: { id: number; version: number };
  let carl: { id: number; version: number };

  beforeAll(async () => {
    ada = await makePatient(ctx, admin, 'Ada Quillfeather');
    bea = await makePatient(ctx, admin, 'Bea Quillfeather-Moss');
    carl = await makePatient(ctx, admin, 'Carl Stone');
    for (const p of [ada, ada, bea, carl, carl, carl]) await makeInvoice(p.id);
  });

  it('gives the invoices of the matching patients, and their number', async () => {
    const found = await expectPlain('quillfeather');
    expect(found.total).toBe(3);
    expect(new Set(found.items.map((i) => i.patient))).toEqual(new Set([ada.id, bea.id]));
    expect((await expectPlain('Stone')).total).toBe(3);
    expect((await expectPlain('Nobody-at-all')).total).toBe(0);
  });

  it('shows a new invoice of a matching patient in the very next search', async () => {
    await search('quillfeather');
    const made = await makeInvoice(ada.id);
    const found = await expectPlain('quillfeather');
    expect(found.total).toBe(4);
    expect(found.items[0]?.id).toBe(made.id);
  });

  it('shows a patient renamed into the search, and leaves out one renamed out of it, in the next search', async () => {
    await search('quillfeather');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/patients/${carl.id}`,
      headers: { cookie: admin },
      payload: { fullName: 'Carl Quillfeather', version: carl.version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await expectPlain('quillfeather')).total).toBe(7);
    expect((await expectPlain('Stone')).total).toBe(0);

    // Renamed in SQL, as another server process or a script would.
    await ctx.database.rows(sql`update patients set full_name = 'Ada Stone' where id = ${ada.id}`);
    expect((await expectPlain('quillfeather')).total).toBe(4);
    expect((await expectPlain('Stone')).total).toBe(3);
  });

  it('finds the matching patients once while only invoices are written', async () => {
    const cache = new ReadCache(ctx.database);
    const seen = { patients: 0 };
    const rows: Rows = <T>(query: SQL) => {
      if (/from "patients" s where/.test(dialect.sqlToQuery(query).sql)) seen.patients++;
      return ctx.database.rows<T>(query);
    };
    const params = { page: 1, pageSize: 20, sort: '-invoiceNumber', filters: {}, q: 'quillfeather' };
    const before = await repo.list(rows, params, cache);
    expect(seen.patients).toBe(1);
    await makeInvoice(carl.id);
    const after = await repo.list(rows, params, cache);
    expect(seen.patients).toBe(1);
    expect(after.total).toBe(before.total + 1);
    await ctx.database.rows(sql`update patients set full_name = full_name where id = ${carl.id}`);
    await repo.list(rows, params, cache);
    expect(seen.patients).toBe(2);
  });

  it('with the read cache off, searches the patients in each statement and binds no ids (nothing per request on the event loop)', async () => {
    const sent: string[] = [];
    const rows: Rows = <T>(query: SQL) => {
      sent.push(dialect.sqlToQuery(query).sql);
      return ctx.database.rows<T>(query);
    };
    const params = { page: 1, pageSize: 20, sort: '-invoiceNumber', filters: {}, q: 'quillfeather' };
    const kept = ReadCache.enabled;
    ReadCache.enabled = false;
    try {
      const found = await repo.list(rows, params, new ReadCache(ctx.database));
      expect(found.total).toBe((await expected('quillfeather')).total);
    } finally {
      ReadCache.enabled = kept;
    }
    expect(sent.some((text) => /from "patients" s where/.test(text))).toBe(true);
    expect(sent.filter((text) => /unnest\(/.test(text))).toEqual([]);
  });
});

describe('a name search with more matches than are sorted at once (walked from the sort index)', () => {
  const MANY = SORTED_MATCHES_LIMIT + 60;
  const OTHERS = MANY / 2;
  let zed: number;
  let other: number;

  beforeAll(async () => {
    zed = (await makePatient(ctx, admin, 'Zed Marrowbank')).id;
    other = (await makePatient(ctx, admin, 'Yolanda Fenwick')).id;
    // Every third invoice is another patient's, so the walk tests records that do not match; their numbers
    // sort before the generated ones (`INV-…`), so a new invoice comes first.
    await ctx.database.rows(sql`
      insert into invoices (invoice_number, patient, clinic, invoice_date, items)
      select 'AWALK-' || lpad(g::text, 6, '0'), case when g % 3 = 0 then ${other}::bigint else ${zed}::bigint end, ${clinic}::bigint,
             date '2030-01-02', '[]'::jsonb
      from generate_series(1, ${Math.ceil((MANY * 3) / 2)}) g`);
  });

  it('says its total is an estimate, near the truth, unless asked to count', async () => {
    const found = await search('marrowbank', 2);
    expect(found.items.map((i) => i.id)).toEqual((await expected('marrowbank', 2)).ids);
    expect(found.estimated).toBe(true);
    expect(Math.abs(found.total - MANY)).toBeLessThan(MANY / 5);
  });

  it('walks the same pages without a cache, each invoice’s patient looked up by id', async () => {
    const repo = new ResourceRepository(invoices);
    const kept = ReadCache.enabled;
    ReadCache.enabled = false;
    try {
      for (const page of [1, 3]) {
        const params = { page, pageSize: 20, sort: '-invoiceNumber', filters: {}, q: 'marrowbank' };
        const found = await repo.list(ctx.database.rows, params, new ReadCache(ctx.database));
        expect(found.items.map((i) => i.id)).toEqual((await expected('marrowbank', page)).ids);
        expect(found.estimated).toBe(true);
      }
    } finally {
      ReadCache.enabled = kept;
    }
  });

  it.each([1, 2, 250, 253])('page %i holds what a plain query gives, with the exact total', async (n) => {
    const found = await expectPlain('marrowbank', n, 20, true);
    expect(found.total).toBe(MANY);
    expect(found.estimated).toBeUndefined();
  });

  it('shows a new invoice of the matching patient first in the very next search', async () => {
    await search('marrowbank');
    const made = await makeInvoice(zed);
    const found = await expectPlain('marrowbank', 1, 20, true);
    expect(found.total).toBe(MANY + 1);
    expect(found.items[0]?.id).toBe(made.id);
  });

  it('shows a patient renamed into the search, then out of it, on the next page read', async () => {
    await search('marrowbank', 2);
    await ctx.database.rows(sql`update patients set full_name = 'Yolanda Marrowbank' where id = ${other}`);
    expect((await expectPlain('marrowbank', 2, 20, true)).total).toBe(MANY + 1 + OTHERS);
    await ctx.database.rows(sql`update patients set full_name = 'Yolanda Fenwick' where id = ${other}`);
    expect((await expectPlain('marrowbank', 2, 20, true)).total).toBe(MANY + 1);
  });
});

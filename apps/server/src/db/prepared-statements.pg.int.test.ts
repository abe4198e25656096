import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test/postgres-admin.js';
import { type Database, openPostgres } from './client.js';

/**
 * Statements run prepared on PostgreSQL (`prepared-statements.ts`), seen from the server's own catalogue of
 * the connection: one connection (a pool of 1), so the statements checked are on the connection asked.
 * PostgreSQL only: vitest.config.ts collects `*.pg.int.test.ts` only with TEST_DB=postgres.
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `chairside_prepared_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).toString();

interface Prepared {
  name: string;
  statement: string;
  generic: number;
}
const preparedOn = (database: Database) =>
  database.rows<Prepared>(
    sql`select name, statement, generic_plans::int as generic from pg_prepared_statements where name like 'chairside_%'`,
  );

let prepared: Database;
let unprepared: Database;

beforeAll(async () => {
  await adminQuery(postgresUrl, `create database ${databaseName}`);
  prepared = await openPostgres(databaseUrl, 1);
  unprepared = await openPostgres(databaseUrl, 1, undefined, { prepare: false });
  await prepared.rows(sql`create table visits (id bigint primary key, note text not null)`);
  await prepared.rows(sql`insert into visits select g, 'visit ' || g from generate_series(1, 500) g`);
  await prepared.rows(sql`analyze visits`);
});

afterAll(async () => {
  await prepared?.close();
  await unprepared?.close();
  await adminQuery(postgresUrl, `drop database if exists ${databaseName} with (force)`);
});

describe('prepared statements on PostgreSQL', () => {
  it('prepares a read run again once per connection, and answers each run with its own values', async () => {
    const notes: string[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8])
      notes.push(
        ...(await prepared.rows<{ note: string }>(sql`select note from visits where id = ${id}`)).map((r) => r.note),
      );
    expect(notes).toEqual(['visit 1', 'visit 2', 'visit 3', 'visit 4', 'visit 5', 'visit 6', 'visit 7', 'visit 8']);
    const kept = (await preparedOn(prepared)).filter((p) => p.statement === 'select note from visits where id = $1');
    expect(kept).toHaveLength(1);
    // Past five runs PostgreSQL plans it once for any value: the planning a request no longer pays.
    expect(kept[0]!.generic).toBeGreaterThan(0);
  });

  it('keeps running a statement whose columns changed under it, unnamed (a migration by another process)', async () => {
    await prepared.rows(sql`create table rooms (id int primary key)`);
    await prepared.rows(sql`insert into rooms values (1)`);
    // Run twice: named from the second run on.
    expect(await prepared.rows(sql`select * from rooms`)).toEqual([{ id: 1 }]);
    expect(await prepared.rows(sql`select * from rooms`)).toEqual([{ id: 1 }]);
    await unprepared.rows(sql`alter table rooms add column label text not null default 'Surgery 1'`);
    expect(await prepared.rows(sql`select * from rooms`)).toEqual([{ id: 1, label: 'Surgery 1' }]);
    expect(await prepared.rows(sql`select * from rooms`)).toEqual([{ id: 1, label: 'Surgery 1' }]);
  });

  it('prepares inside transactions too, and a failed write leaves nothing', async () => {
    const note = await prepared.transaction(async (rows) => {
      await rows(sql`update visits set note = ${'moved'} where id = ${9}`);
      return rows<{ note: string }>(sql`select note from visits where id = ${9}`);
    });
    expect(note).toEqual([{ note: 'moved' }]);
    await expect(
      prepared.transaction(async (rows) => {
        await rows(sql`update visits set note = ${'lost'} where id = ${10}`);
        await rows(sql`insert into visits values (${1}, ${'duplicate'})`);
      }),
    ).rejects.toThrow();
    expect(await prepared.rows(sql`select note from visits where id = ${10}`)).toEqual([{ note: 'visit 10' }]);
    expect((await preparedOn(prepared)).map((p) => p.statement)).toContain('update visits set note = $1 where id = $2');
  });

  it('prepares nothing when turned off (behind a pooler in transaction mode)', async () => {
    await unprepared.rows(sql`select note from visits where id = ${1}`);
    expect(await preparedOn(unprepared)).toEqual([]);
  });
});

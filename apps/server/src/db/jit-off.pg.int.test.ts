import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test/postgres-admin.js';
import { type Database, openPostgres } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * The migrations turn PostgreSQL's JIT compilation off for the app's database (migration 0059): a statement
 * the planner costs past jit_above_cost was compiled on every run, 12-45 ms for a 5 ms walk of an index.
 * PostgreSQL only (PGlite has no JIT): vitest.config.ts collects `*.pg.int.test.ts` only with TEST_DB=postgres.
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `chairside_jit_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).toString();

let database: Database;

beforeAll(async () => {
  await adminQuery(postgresUrl, `create database ${databaseName}`);
  const migrating = await openPostgres(databaseUrl, 1);
  await runMigrations(migrating);
  await migrating.close();
  database = await openPostgres(databaseUrl, 1);
});

afterAll(async () => {
  await database?.close();
  await adminQuery(postgresUrl, `drop database if exists ${databaseName} with (force)`);
});

describe('JIT compilation', () => {
  it('is off for every new connection to the migrated database', async () => {
    const [row] = await database.rows<{ jit: string }>(sql`select current_setting('jit') as jit`);
    expect(row?.jit).toBe('off');
  });
});

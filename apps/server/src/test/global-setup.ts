import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteDatabase } from '../db/client.js';
import { clockSessionSettings } from '../db/clock-session.js';
import { runMigrations } from '../db/migrate.js';
import { type ClusterOptions, startPglite } from '../db/pglite-engine.js';
import { adminQuery, dropDatabasesStartingWith } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database each test file starts from: a PGlite dump's path, or a PostgreSQL database's name. */
    databaseTemplate: string;
  }
}

interface Template {
  /** A PGlite dump's path, or a PostgreSQL database's name. */
  name: string;
  drop(): Promise<void>;
  users: number;
}

/** One template per engine for every project of a run (the clock matrix has one project per day). */
const shared = globalThis as { chairsideTemplates?: Map<string, Promise<Template>> };
shared.chairsideTemplates ??= new Map();
const templates = shared.chairsideTemplates;

/**
 * Migrates one database before the API tests, for every test file to copy:
 * a new PGlite cluster and the migrations take seconds, a copy a fraction of
 * that. On PostgreSQL a template database, on PGlite a dump of its data
 * directory in a temporary file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  let made = templates.get(engine);
  if (!made) {
    made = engine === 'postgres' ? postgresTemplate(process.env.TEST_DATABASE_URL ?? '') : pgliteTemplate();
    templates.set(engine, made);
  }
  const template = await made;
  template.users++;
  project.provide('databaseTemplate', template.name);
  return async () => {
    if (--template.users > 0) return;
    templates.delete(engine);
    await template.drop();
  };
}

async function postgresTemplate(url: string): Promise<Template> {
  const name = `chairside_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  await runMigrations(database);
  await database.close();
  return {
    name,
    users: 0,
    drop: async () => {
      // The template, the seeded demos copied from it (`test/demo.ts`) and their marker files.
      await dropDatabasesStartingWith(url, name);
      for (const f of fs.readdirSync(os.tmpdir()))
        if (f.startsWith(name)) fs.rmSync(path.join(os.tmpdir(), f), { force: true });
    },
  };
}

/**
 * The test files' PGlite cluster, small to copy: every file starts by unpacking it (1,942 files, 50 MB with
 * PostgreSQL's defaults, most of it one 16 MB WAL segment and the two template databases no test uses:
 * 1.3 s an open on two busy cores; 19 MB, 0.8 s, like this). WAL segments of 1 MB, none kept beyond the
 * current one, and no template databases (PGlite has no `CREATE DATABASE` to copy them for).
 * Shared buffers of 16 MB, not 128: a start zeroes them in WebAssembly, the largest part of an open (one
 * file's database in its thread, the mean of five: 1.27 s → 0.97 s on a 2-core AMD EPYC, 2026-11-29); a
 * test file's data fits in 16 MB many times over. The server's own database keeps PostgreSQL's default.
 */
const SMALL_CLUSTER: ClusterOptions = {
  initDbStartParams: ['--wal-segsize=1'],
  postgresqlconf: ['min_wal_size = 2MB', 'wal_recycle = off', 'shared_buffers = 16MB'],
};
const WITHOUT_TEMPLATES = [
  'alter database template1 is_template false',
  'drop database template1',
  'alter database template0 is_template false',
  'drop database template0',
  'checkpoint',
];

async function pgliteTemplate(): Promise<Template> {
  const database = pgliteDatabase(
    await startPglite('memory', undefined, undefined, clockSessionSettings(), SMALL_CLUSTER),
  );
  await runMigrations(database);
  for (const statement of WITHOUT_TEMPLATES) await database.rows(sql.raw(statement));
  const snapshot = await database.snapshot?.();
  await database.close();
  if (!snapshot) throw new Error('PGlite gave no snapshot of its data directory');
  const file = path.join(os.tmpdir(), `chairside-api-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  return {
    name: file,
    users: 0,
    drop: async () => {
      // The template and the seeded demos kept beside it (`test/demo.ts`).
      for (const f of fs.readdirSync(os.tmpdir()))
        if (f.startsWith(path.basename(file))) fs.rmSync(path.join(os.tmpdir(), f), { force: true });
    },
  };
}

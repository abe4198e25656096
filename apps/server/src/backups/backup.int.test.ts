import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { seedDemo } from '../demo/seed.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { tableChecksums } from './checksums.js';
import { restorePglite, restorePostgres } from './restore.js';

let ctx: TestContext;
let admin: string;
let dataDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dataDir = ctx.config.dataDir;
  await seedDemo(ctx.database);
  admin = await ctx.signIn('Admin', 'backup-admin');
});
afterAll(() => ctx.close());

/** Restores the dump into a new database (never the test's own) and hands it over. */
async function withRestored(file: string, check: (db: Database) => Promise<void>): Promise<void> {
  if (ctx.database.kind === 'pglite') {
    const target = path.join(dataDir, 'restored');
    const aside = await restorePglite(target, file);
    expect(fs.existsSync(aside)).toBe(false); // nothing was there to keep aside
    const db = await openPglite(target);
    try {
      await check(db);
    } finally {
      await db.close();
    }
    return;
  }
  const name = `chairside_r_${randomBytes(6).toString('hex')}`;
  const server = new URL(ctx.database.url ?? '');
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(server);
  target.pathname = `/${name}`;
  try {
    await restorePostgres(target.toString(), file);
    const db = await openPostgres(target.toString());
    try {
      await check(db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe('backups', () => {
  it('round-trips every table: a restore of a backup equals the database when it was taken', async () => {
    const before = await tableChecksums(ctx.database);
    expect(Object.keys(before).length).toBeGreaterThan(30);

    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } });
    expect(res.statusCode).toBe(201);
    const taken = res.json<{ file: string; size: number; takenBy: string; takenAt: string }>();
    const file = path.join(dataDir, 'backups', taken.file);
    expect(fs.statSync(file).size).toBe(taken.size);
    expect(taken.takenBy).toBe('backup-admin');

    const last = await ctx.app.inject({ url: '/api/admin/backup', headers: { cookie: admin } });
    expect(last.json()).toEqual({ last: taken });

    // Changes and deletions after the backup: the restore must bring back the earlier state.
    await ctx.database.rows(sql`update patients set full_name = full_name || ' (changed)'`);
    await ctx.database.rows(sql`delete from audit_log`);
    const changed = await tableChecksums(ctx.database);
    expect(changed.patients).not.toBe(before.patients);

    await withRestored(file, async (db) => {
      expect(await tableChecksums(db)).toEqual(before);
    });
  });

  it('says there is no backup yet on a new database', async () => {
    const fresh = await createTestContext();
    try {
      const cookie = await fresh.signIn('Admin');
      const res = await fresh.app.inject({ url: '/api/admin/backup', headers: { cookie } });
      expect(res.json()).toEqual({ last: null });
    } finally {
      await fresh.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { seedDemo } from '../demo/seed.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { adminQuery, dropDatabasesStartingWith } from '../test/postgres-admin.js';
import { tableChecksums } from './checksums.js';
import { manifestPath, sha256File } from './manifest.js';
import { restore } from './restore.js';
import { knownMigrations } from './schema-version.js';

let ctx: TestContext;
let admin: string;
let dataDir: string;

beforeAll(async () => {
  ctx = await createTestContext({ BACKUP_KEEP: '1' });
  dataDir = ctx.config.dataDir;
  await seedDemo(ctx.database);
  admin = await ctx.signIn('Admin', 'backup-admin');
});
afterAll(() => ctx.close());

/** Restores the backup in place of an empty database of its own (never the test's) and hands it over. */
async function withRestored(file: string, check: (db: Database) => Promise<void>): Promise<void> {
  if (ctx.database.kind === 'pglite') {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-restored-'));
    try {
      await restore(loadConfig({ DATA_DIR: target }), file);
      const db = await openPglite(target);
      try {
        await check(db);
      } finally {
        await db.close();
      }
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
    return;
  }
  const server = new URL(ctx.database.url ?? '');
  server.pathname = '/postgres';
  const name = `${new URL(ctx.database.url ?? '').pathname.slice(1)}_r`;
  await adminQuery(server.toString(), `create database ${name}`);
  const target = new URL(server);
  target.pathname = `/${name}`;
  try {
    await restore(loadConfig({ DATABASE_URL: target.toString(), DATA_DIR: dataDir }), file);
    const db = await openPostgres(target.toString());
    try {
      await check(db);
    } finally {
      await db.close();
    }
  } finally {
    await dropDatabasesStartingWith(server.toString(), name);
  }
}

const backUp = async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } });
  expect(res.statusCode).toBe(201);
  return res.json<{ file: string; size: number; takenBy: string; takenAt: string }>();
};

describe('backups', () => {
  it('round-trips every table: a restore of a backup equals the database when it was taken', async () => {
    const before = await tableChecksums(ctx.database.rows);
    expect(Object.keys(before).length).toBeGreaterThan(30);

    const taken = await backUp();
    const file = path.join(dataDir, 'backups', taken.file);
    expect(fs.statSync(file).size).toBe(taken.size);
    expect(taken.takenBy).toBe('backup-admin');

    // The manifest beside it: what a restore checks before anything else.
    const manifest = JSON.parse(fs.readFileSync(manifestPath(file), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'chairside-backup',
      engine: ctx.database.kind,
      schemaVersion: knownMigrations().at(-1)?.tag,
      size: taken.size,
      sha256: await sha256File(file),
      tables: before,
    });

    const last = await ctx.app.inject({ url: '/api/admin/backup', headers: { cookie: admin } });
    expect(last.json()).toEqual({ last: taken });

    // Changes and deletions after the backup: the restore must bring back the earlier state.
    await ctx.database.rows(sql`update patients set full_name = full_name || ' (changed)'`);
    await ctx.database.rows(sql`delete from audit_log`);
    const changed = await tableChecksums(ctx.database.rows);
    expect(changed.patients).not.toBe(before.patients);

    await withRestored(file, async (db) => {
      expect(await tableChecksums(db.rows)).toEqual(before);
    });
    // A backup and a restore of the seeded demo, checksummed twice: tens of seconds on a loaded machine.
  }, 120_000);

  it('keeps the newest BACKUP_KEEP backups, with their manifests, and deletes the older ones', async () => {
    const { file } = await backUp();
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual([file, `${file}.json`]);
  }, 120_000);

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

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bytesFile,
  cutCopy,
  foreignBackup,
  forgeManifest,
  olderSchemaBackup,
  plainArchive,
  randomFile,
  readManifest,
} from '../test/bad-backups.js';
import { TEST_PASSWORD } from '../test/context.js';
import { type LiveDatabase, liveDatabase } from '../test/live-database.js';
import { ROOT } from '../test/server-process.js';
import { createUser } from '../users/store.js';
import { tableChecksums } from './checksums.js';
import { backupsDir, takeBackup } from './dump.js';
import { restore, undoRestore } from './restore.js';
import { knownMigrations } from './schema-version.js';

let live: LiveDatabase;
let good: string;
let dir: string;
let atBackup: Record<string, string>;

beforeAll(async () => {
  live = await liveDatabase();
  dir = path.join(live.config.dataDir, 'files');
  fs.mkdirSync(dir, { recursive: true });
  await live.use((db) => createUser(db, { username: 'owner', password: TEST_PASSWORD, role: 'Admin', active: true }));
  atBackup = await live.use((db) => tableChecksums(db.rows));
  good = await live.backup();
  // After the backup: what a restore must undo.
  await live.use((db) =>
    createUser(db, { username: 'after-backup', password: TEST_PASSWORD, role: 'Dentist', active: true }),
  );
});
afterAll(() => live?.close());

/** The restore refuses `file` with a message matching `why`, and the live data is byte-identical. */
async function refused(file: string, why: RegExp): Promise<void> {
  const before = await live.fingerprint();
  const error = await restore(live.config, file).then(
    () => null,
    (e: Error) => e,
  );
  expect(error?.message).toMatch(why);
  expect(error?.message).toMatch(/Nothing was changed: .* is as it was\./);
  expect(await live.fingerprint()).toBe(before);
}

const usernames = (rows: { username: string }[]) => rows.map((r) => r.username).sort();
const users = () => live.use((db) => db.rows<{ username: string }>(sql`select username from users`)).then(usernames);

describe('restore refuses a bad file and leaves the live data as it was', () => {
  it('a file cut short, at several points', async () => {
    const size = fs.statSync(good).size;
    for (const at of [1, Math.floor(size * 0.3), Math.floor(size * 0.6), size - 1])
      await refused(cutCopy(good, at), /is \d+ bytes but was \d+ bytes when it was written: it is cut short/);
    // Cut, with a manifest made to agree: the format itself gives it away (PostgreSQL: pg_restore in the new database).
    await refused(
      await forgeManifest(cutCopy(good, Math.floor(size * 0.6)), readManifest(good)),
      live.kind === 'pglite' ? /not a complete gzip archive/ : /pg_restore (could not restore it|cannot read)/,
    );
  });

  it('random bytes, an empty file, a file without its manifest, an altered one', async () => {
    const manifest = readManifest(good);
    await refused(
      await forgeManifest(randomFile(dir, 4096), manifest),
      /not a (complete gzip archive|PostgreSQL custom-format dump)/,
    );
    await refused(
      await forgeManifest(bytesFile(dir, 'empty', Buffer.alloc(0)), manifest),
      /not a (complete gzip archive|PostgreSQL custom-format dump)/,
    );
    await refused(randomFile(dir, 100), /has no manifest .*\.json beside it/);
    const altered = bytesFile(dir, 'altered', fs.readFileSync(good));
    fs.copyFileSync(`${good}.json`, `${altered}.json`);
    const bytes = fs.readFileSync(altered);
    bytes[200] = (bytes[200] ?? 0) ^ 0xff;
    fs.writeFileSync(altered, bytes);
    await refused(altered, /does not match the SHA-256/);
  });

  it('a valid backup of another database, or an archive of something else', async () => {
    const foreign = await foreignBackup(live, dir);
    await refused(foreign, /has no manifest/);
    await refused(
      await forgeManifest(foreign, readManifest(good)),
      /not (a Chairside database|of a Chairside database)/,
    );
    if (live.kind === 'pglite')
      await refused(
        await forgeManifest(plainArchive(dir), readManifest(good)),
        /not of an embedded database's data directory/,
      );
  });

  it('a backup of another engine, or of a newer Chairside', async () => {
    const other = live.kind === 'pglite' ? 'postgres' : 'pglite';
    await refused(
      await forgeManifest(bytesFile(dir, 'other-engine', fs.readFileSync(good)), readManifest(good), { engine: other }),
      /is a backup of the .* and this restore is of the/,
    );
    const newer = bytesFile(dir, 'newer', fs.readFileSync(good));
    await refused(
      await forgeManifest(newer, readManifest(good), { schemaVersion: '9999_from_the_future' }),
      /schema 9999_from_the_future, which this version .* does not know/,
    );
  });

  it('a restore killed (kill -9) while it restores', async () => {
    const before = await live.fingerprint();
    const env = live.config.databaseUrl
      ? { DATABASE_URL: live.config.databaseUrl, DATA_DIR: live.config.dataDir }
      : { DATABASE_URL: '', DATA_DIR: live.config.dataDir };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/restore.ts', good], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (/Restoring .* to check it/.test(out)) resolve();
      });
      child.stderr.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.once('exit', () => reject(new Error(`The restore ended before it was killed: ${out}`)));
    });
    child.kill('SIGKILL');
    await exited;
    expect(await live.fingerprint()).toBe(before);
  });
});

/**
 * A whole restore with its migrations: a database of the schema before the last migration, backed up,
 * restored and brought up to date. 26.8 s of the 30 s limit on PGlite in CI on a 2-core AMD EPYC at 2.1 GHz
 * (2026-11-29), 36 s with another test file beside it: a slow machine is not a failure.
 */
const WHOLE_RESTORE_MS = 120_000;

describe('a good backup', () => {
  it('of an older Chairside restores and is brought up to this schema', { timeout: WHOLE_RESTORE_MS }, async () => {
    const older = await olderSchemaBackup(live, dir, 'older-admin', (db) =>
      takeBackup(db, { dir: backupsDir(dir), by: 'test', keep: 100 }).then((b) => path.join(backupsDir(dir), b.file)),
    );
    expect(readManifest(older).schemaVersion).toBe(knownMigrations().at(-2)?.tag);
    expect(await restore(live.config, older)).toMatch(/^Restored .*; to go back to it: npm run restore -- --undo\./);
    expect(await users()).toEqual(['older-admin']);
    const [latest] = await live.use((db) =>
      db.rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(latest?.n).toBe(knownMigrations().length);
  });

  it('restores exactly (also after the killed restore), and --undo puts back what it replaced', async () => {
    const before = await live.fingerprint();
    await restore(live.config, good);
    expect(await live.use((db) => tableChecksums(db.rows))).toEqual(atBackup);
    expect(await undoRestore(live.config)).toMatch(/^Back to the data from before the last restore/);
    expect(await live.fingerprint()).toBe(before);
    expect(await users()).toEqual(['older-admin']);
  });
});

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Manifest, manifestPath, sha256File, writeManifest } from '../backups/manifest.js';
import { knownMigrations } from '../backups/schema-version.js';
import { runTool } from '../backups/tools.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate.js';
import { createUser } from '../users/store.js';
import { TEST_PASSWORD } from './context.js';
import type { LiveDatabase } from './live-database.js';
import { adminQuery } from './postgres-admin.js';

/** Files a restore must refuse, made beside a good backup (and its manifest). */

export const readManifest = (file: string) => JSON.parse(fs.readFileSync(manifestPath(file), 'utf8')) as Manifest;

/** A manifest for `file` that agrees with it (size, SHA-256): only deeper checks can refuse the file. */
export async function forgeManifest(file: string, base: Manifest, changes: Partial<Manifest> = {}): Promise<string> {
  writeManifest(file, { ...base, size: fs.statSync(file).size, sha256: await sha256File(file), ...changes });
  return file;
}

/** The first `bytes` of a backup, with the backup's own manifest. */
export function cutCopy(file: string, bytes: number): string {
  const out = `${file}.cut-${bytes}`;
  fs.writeFileSync(out, fs.readFileSync(file).subarray(0, bytes));
  fs.copyFileSync(manifestPath(file), manifestPath(out));
  return out;
}

export function bytesFile(dir: string, name: string, bytes: Buffer): string {
  const out = path.join(dir, name);
  fs.writeFileSync(out, bytes);
  return out;
}

export const randomFile = (dir: string, size: number) => bytesFile(dir, `random-${size}.dump`, randomBytes(size));

/** A tar.gz of a folder that is no database at all. */
export function plainArchive(dir: string): string {
  const src = path.join(dir, 'not-a-database');
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(path.join(src, 'notes.txt'), 'holiday photos\n');
  const out = path.join(dir, 'not-a-database.tar.gz');
  execFileSync('tar', ['-czf', out, '-C', src, '.']);
  return out;
}

/** Runs `work` on a new, empty database beside the live PostgreSQL one, dropped afterwards. */
async function onSiblingDatabase<T>(
  live: LiveDatabase,
  suffix: string,
  work: (db: Database, url: string) => Promise<T>,
): Promise<T> {
  const url = new URL(live.config.databaseUrl ?? '');
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const server = new URL(url);
  server.pathname = '/postgres';
  await adminQuery(server.toString(), `create database ${name}`);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 2);
  try {
    return await work(db, url.toString());
  } finally {
    await db.close();
    await adminQuery(server.toString(), `drop database ${name} with (force)`);
  }
}

/** A whole, valid backup of another (tiny, non-Chairside) database of the same engine. */
export async function foreignBackup(live: LiveDatabase, dir: string): Promise<string> {
  const out = path.join(dir, `foreign.${live.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
  const make = (db: Database) => db.rows(sql`create table foreign_thing (id int primary key, label text)`);
  if (live.kind === 'postgres') {
    await onSiblingDatabase(live, 'foreign', async (db, url) => {
      await make(db);
      await runTool('pg_dump', ['--format=custom', `--file=${out}`, url]);
    });
    return out;
  }
  // Another database in the template's cluster: no Chairside schema, nor its migrations.
  const db = await openPglite('memory', new Blob([fs.readFileSync(inject('databaseTemplate'))]));
  await db.rows(sql`drop schema drizzle cascade`);
  await db.rows(sql`drop schema public cascade`);
  await db.rows(sql`create schema public`);
  await make(db);
  fs.writeFileSync(out, Buffer.from(await ((await db.snapshot?.('gzip')) ?? new Blob([])).arrayBuffer()));
  await db.close();
  return out;
}

/** The migrations folder as it was one migration ago: to make a database of an older Chairside. */
function olderMigrations(dir: string): string {
  const folder = path.join(dir, 'older-migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = knownMigrations().slice(0, -1);
  for (const e of entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/**
 * A real backup of a database migrated only up to the previous migration, with an active Admin
 * `username`: what the Chairside before this one wrote. Taken with `take` (the live engine's takeBackup).
 */
export async function olderSchemaBackup(
  live: LiveDatabase,
  dir: string,
  username: string,
  take: (db: Database) => Promise<string>,
): Promise<string> {
  const folder = olderMigrations(dir);
  const seed = async (db: Database) => {
    await runMigrations(db, folder);
    await createUser(db, { username, password: TEST_PASSWORD, role: 'Admin', active: true });
    return take(db);
  };
  if (live.kind === 'pglite') {
    const db = await openPglite('memory');
    try {
      return await seed(db);
    } finally {
      await db.close();
    }
  }
  return onSiblingDatabase(live, 'older', seed);
}

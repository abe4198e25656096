import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { clientRows, type Database, openPglite, type Rows } from '../db/client.js';
import { tableChecksums } from './checksums.js';
import { type Manifest, manifestPath, sha256File, writeManifest } from './manifest.js';
import { pruneBackups } from './retention.js';
import { appliedSchemaVersion } from './schema-version.js';
import { runTool } from './tools.js';
import { verifyBackupFile } from './verify.js';

export interface BackupRecord {
  takenAt: string;
  takenBy: string;
  file: string;
  size: number;
}

/** Where backups are written: DATA_DIR/backups (a restore of the embedded database leaves it in place). */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** What a backup holds, read from the very state that was dumped: its schema version and table checksums. */
type Contents = Pick<Manifest, 'schemaVersion' | 'tables'>;

async function contentsOf(rows: Rows): Promise<Contents> {
  const version = await appliedSchemaVersion(rows);
  if (!version || !('tag' in version))
    throw new Error(
      'This database has no migrations this Chairside knows: it cannot be backed up as a Chairside database.',
    );
  return { schemaVersion: version.tag, tables: await tableChecksums(rows) };
}

/** pg_dump in the snapshot the checksums are read in, so that they describe exactly what was dumped. */
async function dumpPostgres(url: string, file: string): Promise<Contents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const contents = await contentsOf(clientRows(client));
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]?.id}`, `--file=${file}`, url]);
    await client.query('commit');
    return contents;
  } finally {
    await client.end();
  }
}

/**
 * PGlite's data directory as a tar.gz, written, then started again from the file on disk (in a
 * thread of its own) to read its contents: a backup that does not open is never reported written.
 */
async function dumpPglite(database: Database, file: string): Promise<{ contents: Contents; sha256: string }> {
  const blob = await database.snapshot?.('gzip');
  if (!blob) throw new Error('The embedded database gave no snapshot.');
  const bytes = Buffer.from(await blob.arrayBuffer());
  fs.writeFileSync(file, bytes);
  const copy = await openPglite('memory', new Blob([fs.readFileSync(file)]), { thread: true });
  try {
    return { contents: await contentsOf(copy.rows), sha256: createHash('sha256').update(bytes).digest('hex') };
  } finally {
    await copy.close();
  }
}

async function dumpTo(database: Database, file: string): Promise<Contents & { sha256: string }> {
  if (database.kind === 'pglite') {
    const { contents, sha256 } = await dumpPglite(database, file);
    return { ...contents, sha256 };
  }
  if (!database.url) throw new Error('A PostgreSQL backup needs the database address.');
  const contents = await dumpPostgres(database.url, file);
  return { ...contents, sha256: await sha256File(file) };
}

/**
 * Writes a consistent copy of the whole database to a new file in `dir` with its manifest
 * (`<file>.json`), checks the file as a restore would, records it, and deletes all but the newest
 * `keep` backups. PGlite: its data directory as a tar.gz; PostgreSQL: pg_dump's custom format.
 */
export async function takeBackup(
  database: Database,
  { dir, by, keep }: { dir: string; by: string; keep: number },
): Promise<BackupRecord> {
  fs.mkdirSync(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  const file = path.join(dir, `chairside-${stamp()}.${database.kind === 'pglite' ? 'tar.gz' : 'dump'}`);
  try {
    const written = await dumpTo(database, file);
    const size = fs.statSync(file).size;
    writeManifest(file, {
      format: 'chairside-backup',
      formatVersion: 1,
      engine: database.kind,
      createdAt,
      size,
      ...written,
    });
    await verifyBackupFile(file, database.kind);
  } catch (e) {
    // A backup that failed its check is not left to be mistaken for one, nor to push a good one out.
    fs.rmSync(file, { force: true });
    fs.rmSync(manifestPath(file), { force: true });
    throw e;
  }
  const size = fs.statSync(file).size;
  const [row] = await database.rows<{ takenAt: Date | string }>(sql`
    insert into backups (taken_by, file, size) values (${by}, ${path.basename(file)}, ${size})
    returning taken_at as "takenAt"`);
  pruneBackups(dir, keep);
  return { takenAt: new Date(row?.takenAt ?? Date.now()).toISOString(), takenBy: by, file: path.basename(file), size };
}

/** The newest backup recorded in this database, if any. */
export async function lastBackup(database: Database): Promise<BackupRecord | null> {
  const [row] = await database.rows<{ takenAt: Date | string; takenBy: string; file: string; size: number }>(sql`
    select taken_at as "takenAt", taken_by as "takenBy", file, size from backups order by id desc limit 1`);
  return row ? { ...row, takenAt: new Date(row.takenAt).toISOString(), size: Number(row.size) } : null;
}

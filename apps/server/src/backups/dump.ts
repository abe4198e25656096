import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export interface BackupRecord {
  takenAt: string;
  takenBy: string;
  file: string;
  size: number;
}

/** Where backups are written: DATA_DIR/backups (kept aside, with the data, by a PGlite restore). */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Runs a PostgreSQL client tool; rejects with its error output when it fails. */
export function runTool(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed: ${err.trim()}`))));
  });
}

/**
 * Writes a consistent copy of the whole database to a new file in `dir` and
 * records it: PGlite's data directory as a tar.gz (from the process that has it
 * open), PostgreSQL as pg_dump's custom format. Returns the record.
 */
export async function takeBackup(database: Database, { dir, by }: { dir: string; by: string }): Promise<BackupRecord> {
  fs.mkdirSync(dir, { recursive: true });
  let file: string;
  if (database.snapshot) {
    file = path.join(dir, `chairside-${stamp()}.tar.gz`);
    const blob = await database.snapshot('gzip');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } else {
    if (!database.url) throw new Error('A PostgreSQL backup needs the database address.');
    file = path.join(dir, `chairside-${stamp()}.dump`);
    await runTool('pg_dump', ['--format=custom', `--file=${file}`, database.url]);
  }
  const size = fs.statSync(file).size;
  const [row] = await database.rows<{ takenAt: Date | string }>(sql`
    insert into backups (taken_by, file, size) values (${by}, ${path.basename(file)}, ${size})
    returning taken_at as "takenAt"`);
  return { takenAt: new Date(row?.takenAt ?? Date.now()).toISOString(), takenBy: by, file: path.basename(file), size };
}

/** The newest backup recorded in this database, if any. */
export async function lastBackup(database: Database): Promise<BackupRecord | null> {
  const [row] = await database.rows<{ takenAt: Date | string; takenBy: string; file: string; size: number }>(sql`
    select taken_at as "takenAt", taken_by as "takenBy", file, size from backups order by id desc limit 1`);
  return row ? { ...row, takenAt: new Date(row.takenAt).toISOString(), size: Number(row.size) } : null;
}

import fs from 'node:fs';
import { tarGzEntries } from './archive.js';
import { type Manifest, manifestPath, manifestSchema, sha256File } from './manifest.js';
import { BackupRejected } from './rejected.js';
import { knownMigrations } from './schema-version.js';
import { runTool } from './tools.js';

export type Engine = Manifest['engine'];

const engineName = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'embedded database (DATA_DIR)' } as const;

/**
 * Everything that can be checked of a backup without restoring it: its manifest, size and SHA-256,
 * that it is a Chairside backup of this engine, of a schema this code can migrate, and that the
 * file itself is whole in its format. Throws BackupRejected saying what is wrong; returns the manifest.
 */
export async function verifyBackupFile(file: string, engine: Engine): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupRejected(`There is no file ${file}.`);
  const manifest = readManifest(file);
  if (manifest.engine !== engine)
    throw new BackupRejected(
      `${file} is a backup of the ${engineName[manifest.engine]}, and this restore is of the ${engineName[engine]}: ` +
        `restore it with ${manifest.engine === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}.`,
    );
  const size = fs.statSync(file).size;
  if (size !== manifest.size)
    throw new BackupRejected(
      `${file} is ${size} bytes but was ${manifest.size} bytes when it was written: it is cut short or altered (an unfinished copy?). Use another backup.`,
    );
  if ((await sha256File(file)) !== manifest.sha256)
    throw new BackupRejected(
      `${file} does not match the SHA-256 written when it was backed up: it is damaged or altered. Use another backup.`,
    );
  checkSchemaVersion(file, manifest.schemaVersion);
  if (engine === 'pglite') checkArchive(file);
  else await checkDump(file);
  return manifest;
}

function readManifest(file: string): Manifest {
  const at = manifestPath(file);
  if (!fs.existsSync(at))
    throw new BackupRejected(
      `${file} has no manifest ${at} beside it (written by npm run backup with its SHA-256 and schema version): ` +
        'copy the manifest together with the backup, or use a backup that has one.',
    );
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(at, 'utf8'));
  } catch {
    throw new BackupRejected(`The manifest ${at} is not valid JSON: it is damaged. Use another backup.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupRejected(`The manifest ${at} is not a Chairside backup manifest.`);
  return parsed.data;
}

function checkSchemaVersion(file: string, version: string): void {
  const known = knownMigrations();
  if (!known.some((m) => m.tag === version))
    throw new BackupRejected(
      `${file} was made by a Chairside with database schema ${version}, which this version (up to ${known.at(-1)?.tag}) does not know: ` +
        'restore it with that Chairside version or a newer one.',
    );
}

function checkArchive(file: string): void {
  const names = new Set(tarGzEntries(fs.readFileSync(file), file));
  if (!names.has('/PG_VERSION') || !names.has('/global/pg_control'))
    throw new BackupRejected(`${file} is an archive but not of an embedded database's data directory.`);
}

/** pg_restore reads the dump's table of contents: a Chairside dump has its users and its migrations. */
async function checkDump(file: string): Promise<void> {
  const fd = fs.openSync(file, 'r');
  const magic = Buffer.alloc(5);
  fs.readSync(fd, magic, 0, 5, 0);
  fs.closeSync(fd);
  if (magic.toString('latin1') !== 'PGDMP')
    throw new BackupRejected(`${file} is not a PostgreSQL custom-format dump (pg_dump --format=custom).`);
  const list = await runTool('pg_restore', ['--list', file]).catch((e: Error) => {
    throw new BackupRejected(`pg_restore cannot read ${file}: ${e.message}`);
  });
  const has = (kind: string, schema: string, name: string) =>
    list.split('\n').some((l) => l.includes(` ${kind} ${schema} ${name} `));
  if (!has('TABLE', 'public', 'users') || !has('TABLE', 'drizzle', '__drizzle_migrations'))
    throw new BackupRejected(
      `${file} is a PostgreSQL dump, but not of a Chairside database (no users or migrations table).`,
    );
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { differingTables, tableChecksums } from './checksums.js';
import type { Manifest } from './manifest.js';
import { BackupRejected } from './rejected.js';
import { appliedSchemaVersion } from './schema-version.js';

/** Restores a verified backup beside the live data of `target` and swaps it in; returns where the old data went, null when there was none. */
export type EngineRestore = (
  target: string,
  file: string,
  manifest: Manifest,
  progress?: (line: string) => void,
) => Promise<string | null>;

/** Opens the restored copy, checks it (checkRestored) and closes it. */
export async function checkRestoredCopy(open: () => Promise<Database>, manifest: Manifest): Promise<void> {
  const restored = await open();
  try {
    await checkRestored(restored, manifest);
  } finally {
    await restored.close();
  }
}

/**
 * Checks a backup restored into a database of its own, before it may replace the live one: it is the
 * Chairside database the manifest describes (schema version, every table's rows), it migrates to this
 * code's schema, and someone can sign in to it (an active Admin).
 */
export async function checkRestored(database: Database, manifest: Manifest): Promise<void> {
  const version = await appliedSchemaVersion(database.rows);
  if (!version) throw new BackupRejected('The backup is not of a Chairside database (it has no Chairside migrations).');
  if ('unknown' in version || version.tag !== manifest.schemaVersion)
    throw new BackupRejected(
      `The backup's database is at schema ${'tag' in version ? version.tag : `unknown (${version.unknown})`}, its manifest says ${manifest.schemaVersion}: they do not belong together.`,
    );
  const differing = differingTables(await tableChecksums(database.rows), manifest.tables);
  if (differing.length > 0)
    throw new BackupRejected(
      `The restored data differs from what was backed up in ${differing.length} table(s): ${differing.slice(0, 10).join(', ')}.`,
    );
  try {
    await runMigrations(database);
  } catch (e) {
    throw new BackupRejected(`The backup could not be brought up to this version's schema: ${(e as Error).message}`);
  }
  const [admins] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from users where role = 'Admin' and active`,
  );
  if (!admins?.n)
    throw new BackupRejected(
      'The backup has no active Admin account: nobody could sign in to manage the restored clinic. Create one where the backup was taken (npm run create-admin), back up again and restore that backup.',
    );
}

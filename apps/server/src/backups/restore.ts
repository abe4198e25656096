import type { Config } from '../config.js';
import { clusterDir } from '../db/data-dir-swap.js';
import { BackupRejected } from './rejected.js';
import { restorePglite, undoPglite } from './restore-pglite.js';
import { restorePostgres, undoPostgres } from './restore-postgres.js';
import { verifyBackupFile } from './verify.js';

const UNDO = 'npm run restore -- --undo';

/** What a restore changes: the database of DATABASE_URL, or the cluster in DATA_DIR. */
const liveOf = (config: Config) =>
  config.databaseUrl
    ? `the database of DATABASE_URL (${new URL(config.databaseUrl).pathname.slice(1)})`
    : clusterDir(config.dataDir);

/** Any failure, said with what was wrong and that the live data is as it was. */
async function refusing<T>(config: Config, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const reason = e instanceof BackupRejected ? e.message : `${(e as Error).message}`;
    throw new BackupRejected(`${what} failed: ${reason}\nNothing was changed: ${liveOf(config)} is as it was.`);
  }
}

/**
 * Replaces the live database by a backup, never losing it: the whole file is verified first, restored
 * beside the live data and checked there, then swapped in in one step. Returns what to tell the administrator.
 */
export function restore(config: Config, file: string, progress: (line: string) => void = () => {}): Promise<string> {
  return refusing(config, `Restoring ${file}`, async () => {
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    const manifest = await verifyBackupFile(file, engine);
    progress(
      `${file}: complete and unaltered (SHA-256 checked), a backup of ${manifest.createdAt} at schema ${manifest.schemaVersion}.\n`,
    );
    const aside = config.databaseUrl
      ? await restorePostgres(config.databaseUrl, file, manifest, progress)
      : await restorePglite(config.dataDir, file, manifest, progress);
    const kept = aside ? `The previous data is kept as ${aside}; to go back to it: ${UNDO}.` : '';
    return `Restored ${file} into ${liveOf(config)}, checked and brought up to this version's schema. ${kept}\n`;
  });
}

/** Puts back what the last restore replaced (the replaced data is kept too). */
export function undoRestore(config: Config): Promise<string> {
  return refusing(config, 'Undoing the last restore', async () => {
    const { restored, aside } = config.databaseUrl
      ? await undoPostgres(config.databaseUrl)
      : await undoPglite(config.dataDir);
    const kept = aside ? ` The restored data is kept as ${aside}.` : '';
    return `Back to the data from before the last restore (${restored}) in ${liveOf(config)}.${kept}\n`;
  });
}

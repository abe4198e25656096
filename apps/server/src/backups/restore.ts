import fs from 'node:fs';
import { lockHolder, openPglite } from '../db/client.js';
import { backupsDir, runTool } from './dump.js';

/** pg_restore of a custom-format dump into the database at `url`, replacing what is there. */
export const restorePostgres = (url: string, file: string) =>
  runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file]);

/**
 * Replaces the embedded database in `dataDir` by a dump (the server must be
 * stopped: the lock file says so). The old directory is kept whole as
 * `<dataDir>.before-restore-<time>`; the backups folder moves to the new one.
 * Returns where the old one went.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string> {
  const pid = lockHolder(dataDir);
  if (pid) throw new Error(`The server (process ${pid}) is using ${dataDir}: stop it before restoring.`);
  const dump = new Blob([fs.readFileSync(file)]);
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  if (fs.existsSync(dataDir)) fs.renameSync(dataDir, aside);
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(backupsDir(aside))) fs.renameSync(backupsDir(aside), backupsDir(dataDir));
  const restored = await openPglite(dataDir, dump);
  await restored.close();
  return aside;
}

import fs from 'node:fs';
import path from 'node:path';
import { manifestPath } from './manifest.js';

/** Backup files `takeBackup` names: chairside-<ISO time>.dump or .tar.gz, so that name order is time order. */
const BACKUP_FILE = /^chairside-\d{4}-\d\d-\d\dT[\d-]+Z\.(dump|tar\.gz)$/;

/** Deletes all but the newest `keep` backups in `dir` (with their manifests); returns the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => BACKUP_FILE.test(f))
    .sort()
    .reverse();
  const old = files.slice(keep);
  for (const f of old) {
    fs.rmSync(path.join(dir, f), { force: true });
    fs.rmSync(manifestPath(path.join(dir, f)), { force: true });
  }
  return old;
}

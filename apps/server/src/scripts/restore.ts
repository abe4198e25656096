import path from 'node:path';
import { restorePglite, restorePostgres } from '../backups/restore.js';
import { loadConfig } from '../config.js';

/**
 * npm run restore -- <file>: replaces the server's database by a backup.
 * PostgreSQL (DATABASE_URL): pg_restore --clean --if-exists of a .dump.
 * Embedded database: only with the server stopped; the old DATA_DIR is kept as
 * DATA_DIR.before-restore-<time>. A bare file name is looked up in DATA_DIR/backups.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const arg = process.argv[2];
  if (!arg) throw new Error('Usage: npm run restore -- <backup file>');
  const file = arg.includes(path.sep) ? path.resolve(arg) : path.join(config.dataDir, 'backups', arg);
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file);
    process.stdout.write(`Restored ${file} into DATABASE_URL.\n`);
    return;
  }
  const aside = await restorePglite(config.dataDir, file);
  process.stdout.write(`Restored ${file} into ${config.dataDir}; the previous data is in ${aside}.\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

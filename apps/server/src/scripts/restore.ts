import path from 'node:path';
import { restore, undoRestore } from '../backups/restore.js';
import { loadConfig } from '../config.js';

/**
 * npm run restore -- <file>: replaces the server's database by a backup, after checking the whole
 * file and the restored copy (backups/restore.ts). npm run restore -- --undo: puts back what the
 * last restore replaced. A bare file name is looked up in DATA_DIR/backups.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const arg = process.argv[2];
  if (!arg) throw new Error('Usage: npm run restore -- <backup file>   or   npm run restore -- --undo');
  const write = (line: string) => process.stdout.write(line);
  if (arg === '--undo') {
    write(await undoRestore(config));
    return;
  }
  const file = arg.includes(path.sep) ? path.resolve(arg) : path.join(config.dataDir, 'backups', arg);
  write(await restore(config, file, write));
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

// npm run restore: builds the server if needed, then runs the shipped apps/server/dist/restore.js
// on this shell's DATABASE_URL / DATA_DIR (see README, Backups).
import { buildServerIfStale, run } from './lib.mjs';

await buildServerIfStale();
process.exit(await run(process.execPath, ['apps/server/dist/restore.js', ...process.argv.slice(2)]));

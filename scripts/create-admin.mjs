// npm run create-admin -- <username>: builds the server if needed, then runs the shipped
// apps/server/dist/create-admin.js (the same file a production install runs) on this
// shell's DATABASE_URL / DATA_DIR.
import { buildServerIfStale, run } from './lib.mjs';

await buildServerIfStale();
process.exit(await run(process.execPath, ['apps/server/dist/create-admin.js', ...process.argv.slice(2)]));

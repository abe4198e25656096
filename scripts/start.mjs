// npm start: build what is missing, then serve the site and the API on one port
// (embedded database in ./data, demo clinic on first start unless DEMO=0).
import { spawn } from 'node:child_process';
import { buildIfStale, ROOT } from './lib.mjs';

await buildIfStale();
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { DEMO: '1', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

// npm start: build what is missing, then serve the site and the API on one port
// (embedded database in ./data, demo clinic on first start unless DEMO=0).
import { spawn } from 'node:child_process';
import { buildIfStale, ROOT } from './lib.mjs';

/** The server's exit when its embedded database's thread kept dying (apps/server/src/main.ts): start it again. */
const RESTART_EXIT_CODE = 75;
/** …unless it has done so this often lately: then something restarting does not mend is wrong. */
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 10 * 60_000;

await buildIfStale();
const restarts = [];
let child;
function serve() {
  child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { DEMO: '1', ...process.env },
  });
  child.on('exit', (code) => {
    const now = Date.now();
    while (restarts.length > 0 && now - restarts[0] >= RESTART_WINDOW_MS) restarts.shift();
    if (code !== RESTART_EXIT_CODE || restarts.length >= MAX_RESTARTS) process.exit(code ?? 0);
    restarts.push(now);
    process.stderr.write('The server stopped on a database failure: starting it again…\n');
    serve();
  });
}
serve();
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));

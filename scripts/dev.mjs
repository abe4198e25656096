// npm run dev: the API with reload (tsx watch), on the same database as `npm start`
// (./data, or DATA_DIR / DATABASE_URL) and, like it, the demo clinic unless DEMO=0.
// The web app with hot reload: npm run dev -w @chairside/web (proxies /api to this PORT).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const child = spawn(process.execPath, [tsx, 'watch', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { DEMO: '1', RESPONSE_VALIDATION: '1', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

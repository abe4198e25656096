// npm run test:e2e [-- spec files]: builds what is stale, then runs the browser tests in Chromium.
import { findOrInstallChromium } from './chromium.mjs';
import { buildIfStale, run } from './lib.mjs';

await buildIfStale();
const code = await run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  env: { CHROMIUM_PATH: findOrInstallChromium() },
});
process.exit(code);

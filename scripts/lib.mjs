// Small helpers shared by the start and test scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time of the given files and of any file below the given folders. */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    if (fs.statSync(d).isFile()) {
      newest = Math.max(newest, fs.statSync(d).mtimeMs);
      return;
    }
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  for (const d of dirs) walk(path.join(ROOT, d));
  return newest;
}

const mtime = (f) => (fs.existsSync(path.join(ROOT, f)) ? fs.statSync(path.join(ROOT, f)).mtimeMs : 0);

/** Builds the server bundle (dist/main.js, dist/create-admin.js…) when its sources are newer. */
export async function buildServerIfStale() {
  const sources = Math.max(newestMtime(['packages/domain/src']), newestMtime(['apps/server/src']));
  if (mtime('apps/server/dist/main.js') < sources) {
    process.stdout.write('Building the server…\n');
    if ((await run('npm', ['run', 'build', '-w', '@chairside/server'])) !== 0) throw new Error('server build failed');
  }
}

/** Builds the web app and the server bundle when their sources are newer than the output. */
export async function buildIfStale() {
  const domain = newestMtime(['packages/domain/src']);
  if (mtime('apps/web/dist/index.html') < Math.max(domain, newestMtime(['apps/web/src', 'apps/web/index.html']))) {
    process.stdout.write('Building the web app…\n');
    if ((await run('npm', ['run', 'build', '-w', '@chairside/web'])) !== 0) throw new Error('web build failed');
  }
  await buildServerIfStale();
}

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

/** Runs a command with its output kept, not shown (it runs beside another that prints); resolves with its exit code and output. */
export function runQuietly(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** npm run build of one workspace; `quiet`: its output only in the error, should it fail. */
async function buildWorkspace(workspace, what, quiet) {
  const args = ['run', 'build', '-w', workspace];
  if (!quiet) {
    process.stdout.write(`Building the ${what}…\n`);
    if ((await run('npm', args)) !== 0) throw new Error(`${what} build failed`);
    return;
  }
  const { code, output } = await runQuietly('npm', args);
  if (code !== 0) throw new Error(`${what} build failed:\n${output}`);
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

/** Builds the server bundle (dist/main.js, dist/create-admin.js…) when its sources are newer; `quiet`: see buildWorkspace. */
export async function buildServerIfStale({ quiet = false } = {}) {
  const sources = Math.max(newestMtime(['packages/domain/src']), newestMtime(['apps/server/src']));
  if (mtime('apps/server/dist/main.js') < sources) await buildWorkspace('@chairside/server', 'server', quiet);
}

/** Builds the web app and the server bundle when their sources are newer than the output. */
export async function buildIfStale({ quiet = false } = {}) {
  const domain = newestMtime(['packages/domain/src']);
  if (mtime('apps/web/dist/index.html') < Math.max(domain, newestMtime(['apps/web/src', 'apps/web/index.html'])))
    await buildWorkspace('@chairside/web', 'web app', quiet);
  await buildServerIfStale({ quiet });
}

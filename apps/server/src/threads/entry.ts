import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';

const built = new Map<string, Promise<URL>>();

/**
 * The module a worker thread runs, `name` (`pglite-thread`): the bundle's sibling in dist/ (`caller`, the
 * starting module's `import.meta.url`, is then the bundle), or, run from source (tests, the bench),
 * `source` beside `caller` bundled by esbuild: Node 20 gives a worker neither tsx's
 * hooks nor type stripping. Written under node_modules/.cache, whence the thread's packages resolve;
 * renamed into place whole, as several test processes may write it at once.
 */
export function threadEntry(name: string, caller: string, source: string): Promise<URL> {
  if (!caller.endsWith('.ts')) return Promise.resolve(new URL(`./${name}.js`, caller));
  let entry = built.get(name);
  if (!entry) {
    entry = (async () => {
      const { build } = await import('esbuild');
      const out = fileURLToPath(new URL(`../../../../node_modules/.cache/chairside/${name}.mjs`, import.meta.url));
      const result = await build({
        entryPoints: [fileURLToPath(new URL(source, caller))],
        bundle: true,
        packages: 'external',
        platform: 'node',
        format: 'esm',
        target: 'node20',
        write: false,
      });
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const partial = `${out}.${process.pid}.${threadId}`;
      fs.writeFileSync(partial, result.outputFiles[0]?.contents ?? '');
      fs.renameSync(partial, out);
      return pathToFileURL(out);
    })();
    built.set(name, entry);
  }
  return entry;
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';
import { errorFrom, type Started, type ThreadStart } from './pglite-protocol.js';

let sourceEntry: Promise<URL> | undefined;

/**
 * The module the thread runs: the bundle's sibling, or, run from source (tests, the bench), the
 * thread's source bundled by esbuild: Node 20 gives a worker neither tsx's hooks nor type stripping.
 * Written under node_modules/.cache, whence the thread's packages resolve; renamed into place whole,
 * as several test processes may write it at once.
 */
function threadEntry(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) return Promise.resolve(new URL('./pglite-thread.js', import.meta.url));
  sourceEntry ??= (async () => {
    const { build } = await import('esbuild');
    const out = fileURLToPath(new URL('../../../../node_modules/.cache/chairside/pglite-thread.mjs', import.meta.url));
    const built = await build({
      entryPoints: [fileURLToPath(new URL('./pglite-thread.ts', import.meta.url))],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
    });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const partial = `${out}.${process.pid}.${threadId}`;
    fs.writeFileSync(partial, built.outputFiles[0]?.contents ?? '');
    fs.renameSync(partial, out);
    return pathToFileURL(out);
  })();
  return sourceEntry;
}

/**
 * A new thread with PGlite open on `start.dataDir`, once it says so. `timeoutMs`: a thread that has
 * not opened it by then is ended and the start fails (a restart must not keep callers waiting forever).
 */
export async function spawnThread(start: ThreadStart, timeoutMs?: number): Promise<Worker> {
  const worker = new Worker(await threadEntry(), { workerData: start, transferList: start.from ? [start.from] : [] });
  let timer: NodeJS.Timeout | undefined;
  const started = await new Promise<Started>((resolve, reject) => {
    const exited = (code: number) =>
      reject(new Error(`The embedded database's thread exited (${code}) while starting`));
    worker.once('message', (message: Started) => {
      worker.off('error', reject).off('exit', exited);
      resolve(message);
    });
    worker.once('error', reject).once('exit', exited);
    if (timeoutMs !== undefined)
      timer = setTimeout(
        () => reject(new Error(`The embedded database's thread did not start within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
  })
    .catch(async (e: unknown) => {
      await worker.terminate();
      throw e;
    })
    .finally(() => clearTimeout(timer));
  if (!started.started) {
    await worker.terminate();
    throw errorFrom(started.error);
  }
  return worker;
}

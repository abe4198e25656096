import { Worker } from 'node:worker_threads';
import { threadEntry } from '../threads/entry.js';
import { errorFrom, type Started, type ThreadStart } from './pglite-protocol.js';

/**
 * A new thread with PGlite open on `start.dataDir`, once it says so. `timeoutMs`: a thread that has
 * not opened it by then is ended and the start fails (a restart must not keep callers waiting forever).
 */
export async function spawnThread(start: ThreadStart, timeoutMs?: number): Promise<Worker> {
  const worker = new Worker(await threadEntry('pglite-thread', import.meta.url, './pglite-thread.ts'), {
    workerData: start,
    transferList: start.from ? [start.from] : [],
  });
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

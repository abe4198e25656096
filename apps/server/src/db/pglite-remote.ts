import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';
import { pgliteAssets } from './pglite-engine.js';
import { errorFrom, type Reply, type Request, type Started, type ThreadStart } from './pglite-protocol.js';

type QueryRequest = Extract<Request, { op: 'query' }>;
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface QueryOptions {
  rowMode?: 'object' | 'array';
  /** Per-type parsers; only ones that keep the text as it came can be honoured (see `textTypes`). */
  parsers?: Record<number, unknown>;
}

export interface QueryResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What drizzle's PGlite driver calls on a client or a transaction. */
export interface QueryRunner {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResults>;
}

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
 * PGlite in a worker thread, as drizzle's PGlite driver sees a PGlite client: `query` and
 * `transaction`. Statements queue in the thread one at a time, as in PGlite itself.
 */
export class PgliteThread implements QueryRunner {
  private lastId = 0;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.ok) call?.resolve(reply.value);
      else call?.reject(errorFrom(reply.error));
    });
    const stop = (why: Error) => {
      this.stopped ??= why;
      for (const call of this.pending.values()) call.reject(why);
      this.pending.clear();
    };
    worker.on('error', (e) => stop(new Error(`The embedded database stopped: ${e.message}`)));
    worker.on('exit', (code) => stop(new Error(`The embedded database stopped (thread exit ${code})`)));
  }

  static async start(dataDir: string, from?: Blob): Promise<PgliteThread> {
    const start: ThreadStart = {
      dataDir,
      assets: await pgliteAssets(),
      ...(from ? { from: await from.arrayBuffer() } : {}),
    };
    const worker = new Worker(await threadEntry(), { workerData: start, transferList: start.from ? [start.from] : [] });
    const started = await new Promise<Started>((resolve, reject) => {
      const exited = (code: number) =>
        reject(new Error(`The embedded database's thread exited (${code}) while starting`));
      worker.once('message', (message: Started) => {
        worker.off('error', reject).off('exit', exited);
        resolve(message);
      });
      worker.once('error', reject).once('exit', exited);
    });
    if (!started.started) {
      await worker.terminate();
      throw errorFrom(started.error);
    }
    return new PgliteThread(worker);
  }

  private call(request: Call): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private run(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResults> {
    const request: Omit<QueryRequest, 'id'> = {
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(tx === undefined ? {} : { tx }),
    };
    return this.call(request) as Promise<QueryResults>;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResults> {
    return this.run(sql, params, options);
  }

  /** BEGIN, `fn`'s statements, COMMIT; a throw rolls back and leaves as it came. */
  async transaction<T>(fn: (tx: QueryRunner) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.run(sql, params, options, tx) });
    } catch (e) {
      await this.call({ op: 'end', tx, commit: false });
      throw e;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async dumpDataDir(compression: 'gzip' | 'none'): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}

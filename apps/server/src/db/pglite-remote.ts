import type { Worker } from 'node:worker_threads';
import { clockSessionSettings } from './clock-session.js';
import { pgliteAssets } from './pglite-engine.js';
import { errorFrom, type Notification, type Reply, type Request } from './pglite-protocol.js';
import { spawnThread } from './pglite-spawn.js';
import { RestartBudget } from './restart-budget.js';

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

/** Who hears a channel's notifications (`Database.listen`). */
export interface ChannelListener {
  notify(payload: string): void;
  /** Notifications may have been lost (the connection or thread was down): whatever they described is to be read again. */
  gap(): void;
  /** The channel is not heard from now until the next `gap` (its connection or thread is down). */
  lost?(): void;
}

/** What the thread's owner hears of its deaths, and what it does once restarting it is not enough. */
export interface ThreadSupervision {
  /** One line a death (error) and one a thread back at work (info). */
  log(level: 'error' | 'info', message: string): void;
  /** It died again with its restarts spent, or its data was in memory: it stays stopped. */
  giveUp(why: Error): void;
  /** Restarts allowed within a time window (default 3 a minute). */
  budget?: RestartBudget;
}

const UNSUPERVISED: ThreadSupervision = { log: () => undefined, giveUp: () => undefined };
/** Crash recovery of a large data directory takes seconds; a new thread silent for this long is not coming. */
const RESTART_TIMEOUT_MS = 60_000;

/**
 * What a caller gets when the thread dies under its statement: PostgreSQL's own SQLSTATE when a
 * backend crashes (57P02, crash_shutdown), so that logs say what happened.
 */
const stoppedError = (message: string): Error => errorFrom({ message, code: '57P02', severity: 'FATAL' });

/**
 * Request ids, unique in the process rather than per owner: a thread handed from one owner to the next
 * ({@link PgliteThread.release}) cannot then deliver an answer meant for the first to a call of the second.
 */
let lastRequestId = 0;

/**
 * PGlite in a worker thread, as drizzle's PGlite driver sees a PGlite client: `query` and
 * `transaction`. Statements queue in the thread one at a time, as in PGlite itself.
 *
 * A thread that dies (an uncaught error, a trap in WebAssembly, `terminate`) fails what it had in
 * hand, and a new one opens the same data directory, which PostgreSQL's crash recovery brings back
 * to its last commit; statements sent meanwhile wait for it. A data directory in memory died with
 * its thread, and a thread that keeps dying will not be saved by another: the owner is told to give up.
 */
export class PgliteThread implements QueryRunner {
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  /** The live thread; undefined while a new one starts and once stopped. */
  private worker: Worker | undefined;
  /** The live thread or the one starting; rejects once given up. */
  private ready: Promise<Worker>;
  /** Counts the deaths, so names the live thread or the one starting: a transaction dies with its thread. */
  private generation = 0;
  /** Closed or given up: for good. */
  private stopped: Error | undefined;
  private closing = false;
  private readonly budget: RestartBudget;
  /** LISTENed channels, heard again on each new thread. */
  private readonly channels = new Map<string, Set<ChannelListener>>();

  private constructor(
    private readonly dataDir: string,
    private readonly supervision: ThreadSupervision,
    worker: Worker,
  ) {
    this.budget = supervision.budget ?? new RestartBudget();
    this.ready = Promise.resolve(worker);
    this.adopt(worker);
  }

  static async start(dataDir: string, from?: Blob, supervision = UNSUPERVISED): Promise<PgliteThread> {
    const assets = await pgliteAssets();
    const worker = await spawnThread({
      dataDir,
      assets,
      settings: clockSessionSettings(),
      ...(from ? { from: await from.arrayBuffer() } : {}),
    });
    return new PgliteThread(dataDir, supervision, worker);
  }

  /**
   * A database in memory started from `from` in a thread another one handed back ({@link release}): what a
   * test file's database costs without starting a thread (about 0.25 s of the 0.7 a start takes, 2-core EPYC).
   */
  static async reopen(worker: Worker, from: Blob, supervision = UNSUPERVISED): Promise<PgliteThread> {
    worker.ref();
    const thread = new PgliteThread('memory', supervision, worker);
    try {
      await thread.call({ op: 'reopen', from: await from.arrayBuffer(), settings: clockSessionSettings() });
    } catch (e) {
      await thread.close().catch(() => undefined);
      await worker.terminate();
      throw e;
    }
    return thread;
  }

  /** What this object listens to on its live thread, to stop listening when the thread is handed on. */
  private detach: () => void = () => undefined;

  private adopt(worker: Worker): void {
    this.worker = worker;
    let failure: Error | undefined;
    const onMessage = (reply: Reply | Notification) => {
      if ('notification' in reply) {
        for (const listener of this.channels.get(reply.notification.channel) ?? [])
          listener.notify(reply.notification.payload);
        return;
      }
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.ok) call?.resolve(reply.value);
      else call?.reject(errorFrom(reply.error));
    };
    const onError = (e: Error) => {
      failure = e;
    };
    const onExit = (code: number) => this.died(worker, `thread exit ${code}${failure ? `: ${failure.message}` : ''}`);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    this.detach = () => worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  }

  private died(worker: Worker, cause: string): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
    this.generation += 1;
    const lost = stoppedError(
      `The embedded database stopped before answering (${cause}); an unfinished transaction is rolled back`,
    );
    for (const call of this.pending.values()) call.reject(lost);
    this.pending.clear();
    for (const listeners of this.channels.values()) for (const listener of listeners) listener.lost?.();
    if (this.closing) this.stopped ??= new Error('The embedded database is closed');
    else this.restartOrGiveUp(cause);
  }

  /** Why the thread that died is not started again, if it is not; else takes a restart from the budget. */
  private refusal(): string | undefined {
    if (this.dataDir === 'memory') return 'its data was in memory and died with it';
    if (!this.budget.take())
      return `it stopped more than ${this.budget.max} times within ${this.budget.windowMs / 1000} s`;
    return undefined;
  }

  /** Sets `ready` to the next thread, or rejects it and stops for good: no path leaves it on the dead one. */
  private restartOrGiveUp(cause: string): void {
    const reason = this.refusal();
    if (reason) {
      this.stopped = stoppedError(`The embedded database stopped (${cause}) and is not restarted: ${reason}`);
      this.ready = Promise.reject(this.stopped);
      this.ready.catch(() => undefined);
      this.supervision.giveUp(this.stopped);
      return;
    }
    this.supervision.log('error', `The embedded database stopped (${cause}); starting it again on ${this.dataDir}`);
    const since = Date.now();
    this.ready = pgliteAssets()
      .then((assets) =>
        spawnThread({ dataDir: this.dataDir, assets, settings: clockSessionSettings() }, RESTART_TIMEOUT_MS),
      )
      .then(
        (worker) => {
          this.adopt(worker);
          this.supervision.log('info', `The embedded database is back, ${Date.now() - since} ms after it stopped`);
          this.listenAgain();
          return worker;
        },
        (e: unknown) => {
          if (this.closing) throw e;
          this.restartOrGiveUp(`a new thread did not start: ${e instanceof Error ? e.message : String(e)}`);
          return this.ready;
        },
      );
    this.ready.catch(() => undefined);
  }

  /** Sent to the live thread; waits for one while it restarts. `generation`: only to this thread, or fail. */
  private call(request: Call, generation?: number): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (generation !== undefined && generation !== this.generation)
      return Promise.reject(stoppedError('The embedded database stopped during this transaction; it is rolled back'));
    const worker = this.worker;
    if (!worker) return this.ready.then(() => this.call(request, generation));
    const id = ++lastRequestId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private run(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number, generation?: number) {
    const request: Omit<QueryRequest, 'id'> = {
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(tx === undefined ? {} : { tx }),
    };
    return this.call(request, generation) as Promise<QueryResults>;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResults> {
    return this.run(sql, params, options);
  }

  /** BEGIN, `fn`'s statements, COMMIT; a throw rolls back and leaves as it came. */
  async transaction<T>(fn: (tx: QueryRunner) => Promise<T>): Promise<T> {
    // Taken before: a thread's last replies are delivered as it exits, so its death may come first.
    const generation = this.generation;
    const tx = (await this.call({ op: 'begin' }, generation)) as number;
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.run(sql, params, options, tx, generation) });
    } catch (e) {
      // A transaction whose thread died is already gone.
      if (generation === this.generation) await this.call({ op: 'end', tx, commit: false }, generation);
      throw e;
    }
    await this.call({ op: 'end', tx, commit: true }, generation);
    return result;
  }

  /** LISTEN on `channel` (as PGlite's `listen`); a new thread listens again and tells each listener of the gap. */
  async listen(channel: string, listener: ChannelListener): Promise<() => void> {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
      await this.call({ op: 'listen', channel });
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  private listenAgain(): void {
    for (const [channel, listeners] of this.channels)
      this.call({ op: 'listen', channel }).then(
        () => {
          for (const listener of listeners) listener.gap();
        },
        () => undefined,
      );
  }

  async dumpDataDir(compression: 'gzip' | 'none'): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /** Ends the thread as a crash would (tests): what it has in hand fails, and it restarts as after any death. */
  async terminateThread(): Promise<void> {
    await this.worker?.terminate();
  }

  /**
   * Closes the database as `close` does, but hands its thread back for {@link reopen} instead of ending it,
   * when the data was in memory and nothing sent is still unanswered; otherwise ends it and gives nothing.
   * Either way nothing reaches the thread through this object from now on: a late statement of its owner
   * (a timer of a closed app) is refused here, and cannot touch the next database opened in that thread.
   */
  async release(): Promise<Worker | undefined> {
    this.closing = true;
    const worker = await this.ready.catch(() => undefined);
    if (this.dataDir !== 'memory' || !worker || worker !== this.worker || this.stopped) {
      await this.close();
      return undefined;
    }
    await this.call({ op: 'close' });
    this.stopped ??= new Error('The embedded database is closed');
    if (this.pending.size > 0) {
      await worker.terminate();
      return undefined;
    }
    this.detach();
    this.worker = undefined;
    worker.unref();
    return worker;
  }

  async close(): Promise<void> {
    this.closing = true;
    const worker = await this.ready.catch(() => undefined);
    if (worker && worker === this.worker) {
      await this.call({ op: 'close' });
      await worker.terminate();
    }
    this.stopped ??= new Error('The embedded database is closed');
  }
}

// The embedded database's own thread: PGlite runs every statement synchronously in WebAssembly, so on
// the server's thread one slow query (a summary, an export) would stall every other request. Here it
// stalls only this thread; the server's event loop keeps answering. Spoken to by pglite-remote.ts.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { SessionSettings } from './clock-session.js';
import { startPglite } from './pglite-engine.js';
import {
  errorFields,
  type Notification,
  type Reply,
  type Request,
  type Started,
  type ThreadStart,
} from './pglite-protocol.js';

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  ended: Promise<void>;
}

/** Rejects a transaction's callback to make PGlite roll it back; not an error of anyone's. */
const ROLLBACK = Symbol('rollback');
const asIs = (v: string) => v;

/**
 * PostgreSQL ends its backends on a PANIC, and WebAssembly that trapped (an abort, memory exhausted)
 * cannot go on: PGlite answers garbage after either. The thread ends; its owner starts a new one,
 * whose crash recovery brings the data directory back to its last commit.
 */
const unrecoverable = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'RuntimeError' || (e as { severity?: unknown }).severity === 'PANIC');

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const start = workerData as ThreadStart;
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;
/** The database open now: another after a `reopen`. */
let pg: PGlite;

function begin(): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((begun, failed) => {
    let opened = false;
    const ended = pg
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            opened = true;
            transactions.set(id, { tx, end: (yes) => (yes ? commit() : rollback(ROLLBACK)), ended });
            begun(id);
          }),
      )
      .then(() => undefined);
    ended.catch((e: unknown) => {
      if (!opened) failed(e);
    });
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  transactions.delete(id);
  open.end(commit);
  await open.ended.catch((e: unknown) => {
    if (e !== ROLLBACK) throw e;
  });
}

/** Closes the database, rolling back what its owner left open, as PostgreSQL does when a connection ends. */
async function closeDatabase(): Promise<void> {
  for (const open of transactions.values()) open.end(false);
  transactions.clear();
  if (!pg.closed) await pg.close();
}

async function reopen(from: ArrayBuffer, settings?: SessionSettings): Promise<void> {
  if (start.dataDir !== 'memory') throw new Error('Only a database in memory is opened anew in its thread');
  await closeDatabase();
  pg = await startPglite('memory', new Blob([from]), start.assets, settings);
}

async function serve(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const runner = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!runner) throw new Error(`No open transaction ${request.tx}`);
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, asIs]));
      const result = await runner.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin':
      return begin();
    case 'listen': {
      const channel = request.channel;
      await pg.listen(channel, (payload) =>
        port?.postMessage({ notification: { channel, payload } } satisfies Notification),
      );
      return undefined;
    }
    case 'end':
      return end(request.tx, request.commit);
    case 'dump':
      return (await pg.dumpDataDir(request.compression)).arrayBuffer();
    case 'close':
      await closeDatabase();
      return undefined;
    case 'reopen':
      await reopen(request.from, request.settings);
      return undefined;
  }
}

try {
  pg = await startPglite(start.dataDir, start.from ? new Blob([start.from]) : undefined, start.assets, start.settings);
  port.on('message', (request: Request) => {
    serve(request).then(
      (value) => {
        const reply: Reply = { id: request.id, ok: true, value };
        port.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
      },
      (e: unknown) => {
        port.postMessage({ id: request.id, ok: false, error: errorFields(e) } satisfies Reply);
        if (unrecoverable(e)) process.exit(1);
      },
    );
  });
  port.postMessage({ started: true } satisfies Started);
} catch (e) {
  port.postMessage({ started: false, error: errorFields(e) } satisfies Started);
}

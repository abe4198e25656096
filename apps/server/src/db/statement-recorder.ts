// The benchmark's statement recorder (RECORD_STATEMENTS): every statement a request sends, kept with the request,
// so that bench/thin-server.ts can send exactly the same ones (docs/scaling.md, bench/README.md). Off by default.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type http from 'node:http';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Rows } from './client.js';

export interface RecordedStatement {
  /** As the driver receives it, `$1`, `$2`… for the bound values. */
  text: string;
  params: unknown[];
  /** Statements of one transaction share this number. */
  tx?: number;
  /**
   * Statements of a request sent while another of its statements was still running share the first one's
   * wave (a `Promise.all` of several reads): the thin server sends them at once too.
   */
  wave?: number;
}

export interface RecordedRequest {
  method: string;
  url: string;
  statements: RecordedStatement[];
}

interface Pending {
  method: string;
  url: string;
  queries: { query: SQL; tx?: number; wave: number }[];
  /** Statements of this request running now, and the current wave's number. */
  running: number;
  wave: number;
}

const dialect = new PgDialect();

/** The statement as the driver is sent it (rendered the way drizzle renders it for `execute`). */
export function rendered(query: SQL, tx?: number, wave?: number): RecordedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params, ...(tx === undefined ? {} : { tx }), ...(wave === undefined ? {} : { wave }) };
}

const pending = (method: string, url: string): Pending => ({ method, url, queries: [], running: 0, wave: 0 });

/** A recorded statement as a query again: rendered, it gives back the same text and values. */
export function replayable({ text, params }: Pick<RecordedStatement, 'text' | 'params'>): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const query = sql.empty();
  parts.forEach((part, i) => {
    query.append(i % 2 ? sql`${sql.param(params[Number(part) - 1])}` : sql.raw(part));
  });
  return query;
}

/** Values as JSON can carry them (a bigint as its digits). */
const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * Keeps, per HTTP request, the statements sent on its behalf (through `wrap`'s database, while the request's
 * handler runs: `observe` gives each request of the server its own async context). Statements sent outside a
 * request (maintenance, the outbox) are not kept. `take` hands over the finished requests and forgets them.
 *
 * Served requests are kept only between `start` and `take`: an async context makes Node call a hook for every
 * promise the process creates (6 % of the typical account's requests a second: bench/history.md, "fifth pass"),
 * so the benchmark records a window of its own and measures the seconds after it with the hooks off.
 */
export class StatementRecorder {
  private readonly current = new AsyncLocalStorage<Pending>();
  private finished: Pending[] = [];
  private transactions = 0;
  private recording = false;

  wrap(database: Database): Database {
    const record =
      (rows: Rows, tx?: number): Rows =>
      <T>(query: SQL) => {
        const request = this.current.getStore();
        if (!request) return rows<T>(query);
        if (request.running === 0) request.wave++;
        request.running++;
        request.queries.push({ query, tx, wave: request.wave });
        const result = rows<T>(query);
        const done = () => {
          request.running--;
        };
        result.then(done, done);
        return result;
      };
    return {
      ...database,
      rows: record(database.rows.bind(database)),
      transaction: (fn) => {
        const tx = ++this.transactions;
        return database.transaction((rows) => fn(record(rows, tx)));
      },
    };
  }

  /**
   * While recording (`start`), runs each request the server receives in a context of its own, kept once its answer
   * is sent (not when its client went away first).
   */
  observe(server: http.Server): void {
    for (const listener of server.listeners('request') as http.RequestListener[]) {
      server.removeListener('request', listener);
      server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
        if (!this.recording) return listener.call(server, req, res);
        const request = pending(req.method ?? 'GET', req.url ?? '');
        // Only answered requests: one whose client went away may still be sending statements (a partial list).
        res.once('finish', () => this.finished.push(request));
        this.current.run(request, () => listener.call(server, req, res));
      });
    }
  }

  /** Runs `fn` as one request would be (tests, and code that serves without a socket). */
  within<T>(method: string, url: string, fn: () => Promise<T>): Promise<T> {
    const request = pending(method, url);
    return this.current.run(request, fn).finally(() => this.finished.push(request));
  }

  /** Keeps the requests served from now on (forgetting any kept before), until the next `take`. */
  start(): void {
    this.finished = [];
    this.recording = true;
  }

  /**
   * The requests answered since `start` (or the last take), oldest first, with their statements rendered; stops
   * keeping served requests and turns the async context's hooks off (a request still running keeps its context
   * and is handed over by the next take, or forgotten by the next start).
   */
  take(): RecordedRequest[] {
    this.recording = false;
    this.current.disable();
    const done = this.finished;
    this.finished = [];
    return done.map(({ method, url, queries }) => ({
      method,
      url,
      statements: queries.map(({ query, tx, wave }) => rendered(query, tx, wave)),
    }));
  }

  /** Writes what `take` returns to `file` as JSON (through a temporary file: a reader never sees half of it). */
  dump(file: string): void {
    const requests = this.take();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(requests, jsonValue));
    fs.renameSync(`${file}.tmp`, file);
  }
}

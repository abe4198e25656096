import type { SessionSettings } from './clock-session.js';
import type { PgliteAssets } from './pglite-engine.js';

// What the server's thread and the embedded database's thread say to each other (pglite-thread.ts).

/** Opening: the data directory, the dump to start from (its bytes, transferred), PGlite compiled. */
export interface ThreadStart {
  dataDir: string;
  from?: ArrayBuffer;
  assets: PgliteAssets;
  /** Session settings to apply once open (`clock-session.ts`). */
  settings?: SessionSettings;
}

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'object' | 'array';
      /** Types the caller parses as text as they come (drizzle's parsers, all `(v) => v`): functions do not cross threads. */
      textTypes: number[];
      /** The open transaction to run in, if any. */
      tx?: number;
    }
  | { id: number; op: 'begin' }
  /** LISTEN on a channel: its notifications come as {@link Notification} messages, with no id. */
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression: 'gzip' | 'none' }
  | { id: number; op: 'close' }
  /**
   * A database in memory closed, and another opened in the same thread from `from` (a dump's bytes,
   * transferred): a test file's database in the thread of the file before it, without a new thread's start.
   */
  | { id: number; op: 'reopen'; from: ArrayBuffer; settings?: SessionSettings };

/** A database error as its fields: an Error's own properties do not survive the crossing. */
export interface ErrorFields {
  message: string;
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  detail?: string;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

/** A NOTIFY the thread's database delivered (after its transaction committed). */
export interface Notification {
  notification: { channel: string; payload: string };
}

export type Started = { started: true } | { started: false; error: ErrorFields };

const FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'detail'] as const;

export function errorFields(e: unknown): ErrorFields {
  const source = (typeof e === 'object' && e !== null ? e : {}) as Record<string, unknown>;
  const fields: ErrorFields = { message: e instanceof Error ? e.message : String(e) };
  for (const key of FIELDS) if (typeof source[key] === 'string') fields[key] = source[key];
  return fields;
}

/** The error again, with the fields the SQL error mapping reads (`toSqlError`). */
export function errorFrom(fields: ErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}

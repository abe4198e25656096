import type { SessionUser } from '../auth/types.js';
import type { Rows } from '../db/client.js';
import type { HttpProblem } from '../http/problem.js';
import type { Row } from './columns.js';

export interface WriteContext {
  rows: Rows;
  user: SessionUser | null;
  /** The stored record before an update (locked until the write ends); null for a create. */
  before: Row | null;
}

/** One record's change, as read back inside the write's transaction. */
export interface RecordChange {
  id: number;
  before: Row | null;
  after: Row | null;
}

/**
 * What a module adds around the generic create, update and patch of its
 * record type (the appointment book checks the doctor's hours and names the
 * clashing visit), so that those routes stay the one way to write it.
 */
export interface ResourceHooks {
  /**
   * Inside the write's transaction, after validation, before anything is
   * stored: the values to store (they may gain server-decided ones), or an
   * HttpProblem thrown. On a patch `values` holds only the patched fields.
   */
  beforeWrite?(values: Row, ctx: WriteContext): Promise<Row>;
  /** Inside the transaction, once stored and before the record is read back and audited. */
  afterWrite?(id: number, values: Row, ctx: WriteContext): Promise<void>;
  /**
   * Inside the transaction of every write path — create, update, patch, bulk
   * update, delete or archive, bulk delete, remove all, restore — once the
   * record is stored: what it was and what it is now (null before a create and
   * after an erase). The one place for a rule across records and its side
   * effects (an invoice's paid total): a route added later goes through it.
   * Throw an HttpProblem to refuse; the whole write rolls back.
   */
  afterChange?(change: RecordChange, ctx: { rows: Rows; user: SessionUser | null }): Promise<void>;
  /**
   * Inside the transaction of a delete (or archive), before the records go:
   * throw an HttpProblem to refuse (an issued invoice is voided, not deleted).
   */
  beforeRemove?(ids: number[], ctx: { rows: Rows; user: SessionUser | null }): Promise<void>;
  /**
   * A write the database refused (already rolled back): the problem the
   * client should read instead of the generic one, or null. `rows` reads
   * outside the failed transaction.
   */
  writeError?(err: unknown, values: Row, ctx: WriteContext & { id: number | null }): Promise<HttpProblem | null>;
  /**
   * A record as the CSV and XLSX exports write it, when that differs from how
   * the API reads it (a refund's amount is money taken back: negative).
   */
  exportRecord?(record: Row): Row;
}

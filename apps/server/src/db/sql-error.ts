/**
 * A failed SQL statement as it may be logged: the statement, its SQLSTATE and
 * the names of the constraint, table and column involved. Never the parameter
 * values, the error's `detail` ("Key (email)=(…) already exists") or the
 * value PostgreSQL quotes after a colon in its message: they hold health data.
 */
export class SqlError extends Error {
  override readonly name = 'SqlError';
  constructor(
    readonly code: string | undefined,
    readonly query: string | undefined,
    readonly constraint: string | undefined,
    readonly table: string | undefined,
    readonly column: string | undefined,
    reason: string,
  ) {
    super(`${reason} (SQLSTATE ${code ?? 'unknown'})${query ? ` in: ${query}` : ''}`);
  }
}

interface DbErrorShape {
  code?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
  message?: unknown;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
/** PostgreSQL's own message without the value it quotes after a colon (`invalid input syntax for type integer: "…"`). */
const reasonOf = (message: unknown): string =>
  ((text(message) ?? 'Database error').split('\n')[0] ?? '').replace(/:\s.*$/, ': (value withheld)');

/** A SqlError for a driver's error (drizzle's "Failed query", pg's or PGlite's DatabaseError); anything else as it was. */
export function toSqlError(error: unknown): unknown {
  if (error instanceof SqlError || typeof error !== 'object' || error === null) return error;
  const e = error as DbErrorShape;
  const wrapped = 'params' in e && typeof e.query === 'string';
  const db = (wrapped ? e.cause : e) as DbErrorShape | undefined;
  const isDbError = typeof db === 'object' && db !== null && typeof db.code === 'string' && 'severity' in db;
  if (!wrapped && !isDbError) return error;
  const source = isDbError ? db : {};
  return new SqlError(
    text(source.code),
    text(e.query),
    text(source.constraint),
    text(source.table),
    text(source.column),
    isDbError ? reasonOf(source.message) : (text((e.cause as DbErrorShape | undefined)?.message) ?? 'Database error'),
  );
}

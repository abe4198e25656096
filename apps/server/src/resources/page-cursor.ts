import { HttpProblem } from '../http/problem.js';

/**
 * A page cursor: the sort keys of one record of a list page, with the sort they belong to, in URL-safe
 * base64 (`next` / `prev` of a page, `after` / `before` of the request for the page beside it). The
 * values are only ever bound as parameters; a cursor of another sort is not used (the page is then
 * found by its number).
 */
export interface PageCursor {
  sort: string;
  keys: unknown[];
}

const isKey = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, ...cursor.keys])).toString('base64url');
}

/** The cursor a client sent back; 400 when it is not one. */
export function decodeCursor(param: 'after' | 'before', text: string): PageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || parsed.length < 2 || !parsed.slice(1).every(isKey))
    throw new HttpProblem(400, `${param} must be the next or prev of a page of this list`, [
      { path: param, message: 'Not a page cursor' },
    ]);
  return { sort: parsed[0], keys: parsed.slice(1) };
}

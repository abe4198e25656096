import { ApiError } from '../api/client';

/** The generic failure message of spec 000 §8. */
export const GENERIC_ERROR = 'An Error Occurred Please Try Again Later';

/**
 * Messages of a react-hook-form error tree, keyed by path relative to it
 * (`''` for the node itself, `Monday.close`, `2`).
 */
export function flattenErrors(node: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof node !== 'object' || node === null) return out;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message !== '') out[prefix] = record.message;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    for (const [childPath, message] of Object.entries(flattenErrors(child, path)))
      if (!(childPath in out)) out[childPath] = message;
  }
  return out;
}

/** A problem path in dotted form: `items[2].name` → `items.2.name`. */
export const normalizePath = (path: string): string =>
  path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^[./]+/, '')
    .replace(/\//g, '.');

/** The problem's detail when the server sent one, else the generic message. */
export function problemMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.problem.detail ? error.problem.detail : GENERIC_ERROR;
}

import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problem.js';

const NUL = '\u0000';
export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** The dotted path of the first text (value or key) holding a NUL character, or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key.replaceAll(NUL, '\\u0000')}` : key.replaceAll(NUL, '\\u0000');
    if (key.includes(NUL)) return at;
    const found = findNul(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text or jsonb, so one check at
 * the boundary refuses it in every route's body (422), query or path (400),
 * naming the field, before the route's own validation or any SQL. Only the
 * parts a route declares a schema for are read: the others never reach SQL.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // The parts the route reads, as its schema declares them.
    const schema = request.routeOptions.schema ?? {};
    for (const [part, value, status, declared] of [
      ['body', request.body, 422, schema.body],
      ['query', request.query, 400, schema.querystring],
      ['params', request.params, 400, schema.params],
    ] as const) {
      if (!declared) continue;
      const path = findNul(value);
      if (path === null) continue;
      const field = path || part;
      throw new HttpProblem(status, `${field}: ${NUL_MESSAGE}`, [{ path: field, message: NUL_MESSAGE }]);
    }
  });
}

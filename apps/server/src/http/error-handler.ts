import { MESSAGES, pageHtmlFor } from '@chairside/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { toSqlError } from '../db/sql-error.js';
import { compressedPage } from './compression.js';
import { HttpProblem, problemBody } from './problem.js';
import type { WebPages } from './web-files.js';

const PROBLEM = 'application/problem+json; charset=utf-8';

/** admin_shutdown, crash_shutdown, cannot_connect_now; class 08 is the connection's exceptions. */
const UNAVAILABLE = new Set(['57P01', '57P02', '57P03']);
export const DATABASE_RESTARTING =
  'The database stopped and is starting again. What you just saved may not have been kept: check, then try again in a moment.';

/** Postgres errors that are the client's fault, or no one's, mapped to what they mean. */
function fromDatabase(err: { code?: string; constraint?: string; detail?: string }): HttpProblem | null {
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause;
  const code = err.code ?? cause?.code;
  // foreign_key_violation, or restrict_violation from an ON DELETE RESTRICT key.
  if (code === '23503' || code === '23001')
    return new HttpProblem(409, 'This record is still used by other records. Remove or change those first.');
  if (code === '23P01') return new HttpProblem(409, 'This clashes with an existing booking.');
  if (code === '23514' || code === '22P02' || code === '22007' || code === '22008')
    return new HttpProblem(422, 'A value is not allowed.');
  // numeric_value_out_of_range, and text the database cannot store (a NUL that got past the boundary).
  if (code === '22003' || code === '22021' || code === '22P05') return new HttpProblem(422, 'A value is not allowed.');
  // The database went away under the request: restarted (its thread died, PostgreSQL restarted) or unreachable.
  if (code && (UNAVAILABLE.has(code) || code.startsWith('08')))
    return new HttpProblem(503, DATABASE_RESTARTING, undefined, { 'Retry-After': '2' });
  return null;
}

/**
 * Every error leaves as problem+json with no stack trace. Schema validation
 * errors list each field: a malformed query or unknown field is a 400, a body
 * that breaks a rule is a 422.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = error instanceof HttpProblem ? error : fromDatabase(error as unknown as { code?: string });
    if (problem) {
      if (problem.headers) reply.headers(problem.headers);
      return reply.status(problem.status).type(PROBLEM).send(problem.toProblem());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.flatMap((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (v.keyword === 'unrecognized_keys') {
          const keys = (v.params as { keys?: string[] }).keys ?? [];
          return keys.map((k) => ({ path: path ? `${path}.${k}` : k, message: 'Unknown field' }));
        }
        return [{ path, message: v.message ?? 'Invalid value' }];
      });
      const context = error.validationContext ?? 'body';
      const malformed =
        context !== 'body' || error.validation.some((v) => v.keyword === 'unrecognized_keys' || v.instancePath === '/');
      const detail = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
      return reply
        .status(malformed ? 400 : 422)
        .type(PROBLEM)
        .send(problemBody(malformed ? 400 : 422, detail, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).type(PROBLEM).send(problemBody(500, MESSAGES.genericError));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // A driver's error carries the statement's values: log only the statement and its code.
      request.log.error({ err: toSqlError(error) }, 'request failed');
      return reply.status(500).type(PROBLEM).send(problemBody(500, MESSAGES.genericError));
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type, rate limit).
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (headers) reply.headers(headers);
    return reply.status(status).type(PROBLEM).send(problemBody(status, error.message));
  });
}

/** The last segment of an address that names a static file, by its extension (scripts, styles, images, fonts…). */
const FILE_NAME = /\.(?:m?js|css|map|ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|webmanifest|woff2?|ttf)$/i;

/** A public page's HTML with its content in it (issue 24), or null to send the app's HTML as it is. */
export type RenderPage = (path: string, origin: string) => Promise<string | null>;

/**
 * Unknown paths: a problem+json 404 for the API and for missing files; for
 * other GETs, the web app's HTML for that kind of page when it is served, so
 * deep links such as /dashboard load (the admin pages' HTML names their code).
 * The landing page and a post's page get their content in it (`render`).
 */
export function installNotFound(app: FastifyInstance, pages: WebPages | null, render?: RenderPage): void {
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // An address naming a file (a stale chunk, /favicon.ico) is a missing file, not a page of the app.
    const page = !FILE_NAME.test(url.slice(url.lastIndexOf('/') + 1));
    if (pages && page && request.method === 'GET' && !url.startsWith('/api/') && url !== '/api') {
      // Only whether a session cookie came matters here (the app checks the session itself).
      const html = pageHtmlFor(url, Boolean(request.cookies[SESSION_COOKIE]));
      const rendered = html === 'public' && render ? await render(url, `${request.protocol}://${request.host}`) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie');
      return reply.send(compressedPage(request, reply, rendered ?? pages[html]));
    }
    return reply
      .status(404)
      .type(PROBLEM)
      .send(problemBody(404, `No route for ${request.method} ${url}`));
  });
}

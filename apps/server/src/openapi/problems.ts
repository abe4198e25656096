import type { Access } from '../auth/types.js';

/** Where every error response of the document points: one RFC 9457 schema. */
export const PROBLEM_SCHEMA_REF = '#/components/schemas/Problem';
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** What a route's declaration tells about the errors it can answer with. */
export interface RouteShape {
  method: string;
  url: string;
  access: Access;
  body: boolean;
  query: boolean;
  params: boolean;
  /** The body carries the record's `version`: a stale one is refused. */
  versioned: boolean;
  rateLimited: boolean;
  /** What the route's config adds (`config.problems`): conflicts its module raises, 413/415 of uploads. */
  extra: readonly number[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const writes = (route: RouteShape) => !SAFE_METHODS.has(route.method.toUpperCase());
const guarded = (access: Access) => access !== 'public' && access !== 'signedIn';

/**
 * The error statuses a route really answers with, from what enforces them: the
 * validator (400 for a query, path or malformed body, 422 for a body field that
 * breaks a rule), the guard (401 without a session, 403 without the route's
 * permission or for a cross-site write), a path parameter (404), a versioned
 * body (409), the rate limit (429), and what the route declares beyond that.
 */
export function problemStatuses(route: RouteShape): number[] {
  const statuses = new Set<number>(route.extra);
  if (route.body || route.query || route.params) statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (guarded(route.access) || writes(route)) statuses.add(403);
  if (/[:{]/.test(route.url)) statuses.add(404);
  if (route.versioned) statuses.add(409);
  if (route.body) statuses.add(422);
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** What one error status means on this route, as the document says it. */
export function problemDescription(status: number, route: RouteShape): string {
  switch (status) {
    case 400:
      return 'Bad request: a query or path parameter that does not parse, malformed JSON or an unknown field.';
    case 401:
      return 'Not signed in: no session cookie, or an expired one.';
    case 403: {
      const why = [
        ...(guarded(route.access) ? [`the account lacks the \`${route.access}\` permission`] : []),
        ...(writes(route) ? ['a browser sent the request from another site'] : []),
      ];
      return `Forbidden: ${why.join(', or ')}.`;
    }
    case 404:
      return 'Not found: no record has this id (or it is not yours).';
    case 409:
      return route.versioned
        ? 'Conflict: someone changed the record since its `version` was read, or its state refuses the change.'
        : 'Conflict: the state of the record (or of records that use it) refuses this.';
    case 413:
      return 'Payload too large: the file is over the size limit.';
    case 415:
      return 'Unsupported media type: the file is not of a type this field accepts.';
    case 422:
      return 'Validation failed: a field breaks a rule; `errors` lists each field with its message.';
    case 429:
      return 'Too many requests: try again after the time the detail gives.';
    default:
      return 'Error';
  }
}

/** The responses object for the route's errors, each a problem+json body. */
export function problemResponses(route: RouteShape) {
  return Object.fromEntries(
    problemStatuses(route).map((status) => [
      String(status),
      {
        description: problemDescription(status, route),
        content: { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: PROBLEM_SCHEMA_REF } } },
      },
    ]),
  );
}

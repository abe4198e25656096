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
 * body (409), the rate limit (429), what the route declares beyond that, the
 * 500 of any failure and the 503 of a database that went away.
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
  // Whatever else fails is a 500 problem without internals; a database that went away, a 503 (http/error-handler.ts).
  statuses.add(500);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The errors that mean the same on every route, shared as `components.responses`
 * (`#/components/responses/NotFound`); 403 and 409 say what refuses on each route.
 */
const SHARED: Readonly<Record<number, { name: string; description: string }>> = {
  400: {
    name: 'BadRequest',
    description: 'Bad request: a query or path parameter that does not parse, malformed JSON or an unknown field.',
  },
  401: { name: 'Unauthorized', description: 'Not signed in: no session cookie, or an expired one.' },
  404: { name: 'NotFound', description: 'Not found: no record has this id (or it is not yours).' },
  413: { name: 'PayloadTooLarge', description: 'Payload too large: the file is over the size limit.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'Unsupported media type: the file is not of a type this field accepts.',
  },
  422: {
    name: 'ValidationFailed',
    description: 'Validation failed: a field breaks a rule; `errors` lists each field with its message.',
  },
  429: { name: 'TooManyRequests', description: 'Too many requests: try again after the time the detail gives.' },
  500: { name: 'InternalError', description: 'Internal server error: the server failed; the detail tells no more.' },
  503: {
    name: 'Unavailable',
    description: 'Service unavailable: the database does not answer, or is starting again; try again in a moment.',
  },
};

/** What an error means on this one route, when that depends on the route. */
export function problemDescription(status: number, route: RouteShape): string {
  if (status === 401 && route.access === 'public')
    return 'Not signed in: the credentials are wrong, or the session has expired.';
  if (status === 403) {
    const why = [
      ...(guarded(route.access) ? [`the account lacks the \`${route.access}\` permission`] : []),
      ...(writes(route) ? ['a browser sent the request from another site'] : []),
      // A public route that declares its own 403: signing in to an account not yet activated.
      ...(route.access === 'public' && route.extra.includes(403) ? ['the account is not active'] : []),
    ];
    return `Forbidden: ${why.join(', or ')}.`;
  }
  if (status === 409)
    return route.versioned
      ? 'Conflict: someone changed the record since its `version` was read, or its state refuses the change.'
      : 'Conflict: the state of the record (or of records that use it) refuses this.';
  return SHARED[status]?.description ?? 'Error';
}

const problemResponse = (description: string) => ({
  description,
  content: { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: PROBLEM_SCHEMA_REF } } },
});

/** `components.responses`: the errors every route that gives them describes alike. */
export const sharedProblemResponses = () =>
  Object.fromEntries(Object.values(SHARED).map(({ name, description }) => [name, problemResponse(description)]));

/** The responses object for the route's errors: a shared one by reference, else its own, each a problem+json body. */
export function problemResponses(route: RouteShape) {
  return Object.fromEntries(
    problemStatuses(route).map((status) => {
      const shared = SHARED[status];
      const own = problemDescription(status, route);
      return [
        String(status),
        shared && shared.description === own ? { $ref: `#/components/responses/${shared.name}` } : problemResponse(own),
      ];
    }),
  );
}

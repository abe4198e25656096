import type { Problem } from '@chairside/domain';

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/** An error the API answers with as application/problem+json. Thrown from handlers. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail?: string,
    readonly errors?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
    /** RFC 9457 extension members: what else the client needs to act (the clashing appointment). */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail ?? TITLES[status] ?? 'Error');
  }
  toProblem(): Problem {
    return {
      type: 'about:blank',
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extensions,
    };
  }
}

export const notFound = (what = 'The record') => new HttpProblem(404, `${what} was not found.`);
export const forbidden = () => new HttpProblem(403, 'You do not have permission to do this.');
export const unauthorized = (detail = 'Please sign in.') => new HttpProblem(401, detail);
export const stale = () =>
  new HttpProblem(409, 'This record was changed by someone else. Reload it and try again.', [
    { path: 'version', message: 'The record has a newer version' },
  ]);
export const invalid = (path: string, message: string) => new HttpProblem(422, message, [{ path, message }]);

export const problemBody = (status: number, detail: string, errors?: { path: string; message: string }[]): Problem =>
  new HttpProblem(status, detail, errors).toProblem();

import { describe, expect, it } from 'vitest';
import { problemDescription, problemResponses, problemStatuses, type RouteShape } from './problems.js';

const route = (over: Partial<RouteShape>): RouteShape => ({
  method: 'GET',
  url: '/api/things',
  access: 'signedIn',
  body: false,
  query: false,
  params: false,
  versioned: false,
  rateLimited: false,
  extra: [],
  ...over,
});

describe('problemStatuses', () => {
  it('a public read without input gives only the 500 and 503 any route may', () => {
    expect(problemStatuses(route({ access: 'public' }))).toEqual([500, 503]);
  });

  it('a signed-in read gives 401; a permission adds 403; a path parameter 400 and 404', () => {
    expect(problemStatuses(route({}))).toEqual([401, 500, 503]);
    expect(problemStatuses(route({ access: 'patients.view', url: '/api/patients/:id', params: true }))).toEqual([
      400, 401, 403, 404, 500, 503,
    ]);
  });

  it('a versioned update adds 409 and, for its body, 422; any write may be refused as cross-site (403)', () => {
    const put = route({ method: 'PUT', url: '/api/settings', body: true, versioned: true });
    expect(problemStatuses(put)).toEqual([400, 401, 403, 409, 422, 500, 503]);
    expect(problemDescription(403, put)).toBe('Forbidden: a browser sent the request from another site.');
  });

  it('adds what the route declares and the rate limit', () => {
    expect(problemStatuses(route({ access: 'public', method: 'POST', rateLimited: true, extra: [401] }))).toEqual([
      401, 403, 429, 500, 503,
    ]);
  });
});

describe('problemResponses', () => {
  it("a public route's 401 is its own: wrong credentials, not a missing session", () => {
    const login = route({ access: 'public', method: 'POST', body: true, extra: [401, 403] });
    expect(problemResponses(login)['401']).toMatchObject({ description: expect.stringContaining('credentials') });
    expect(problemDescription(403, login)).toBe(
      'Forbidden: a browser sent the request from another site, or the account is not active.',
    );
  });

  it('points every error at the Problem schema as application/problem+json', () => {
    const responses = problemResponses(route({ access: 'patients.view' }));
    expect(Object.keys(responses)).toEqual(['401', '403', '500', '503']);
    expect(responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(responses['403']).toEqual({
      description: 'Forbidden: the account lacks the `patients.view` permission.',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
  });
});

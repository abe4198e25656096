// clock matrix: incidental (permissions do not depend on the day; the recall fixture's dates are relative to app_today())
import { type Permission, ROLE_PERMISSIONS, ROLES, type Role } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import {
  CALLERS,
  CASES,
  call,
  cookies,
  ctx,
  describeCases,
  docsCase,
  key,
  type Method,
  type RouteCase,
  routesOf,
  send,
  useMatrixDatabase,
} from './permission-matrix.js';

/**
 * The role × route matrix: for every route of the app and every caller
 * (anonymous and each role), the status is what the permission table says.
 * Half of the cases here, the other half in permissions-cases.int.test.ts.
 */
useMatrixDatabase();
describeCases(0, 2);

describe('the matrix covers every route', () => {
  it('has exactly one entry per route of the app', () => {
    const served = routesOf(ctx.app);
    expect(served.length).toBeGreaterThan(CASES.length);
    const docs = served.filter((r) => r.split(' ')[1]?.startsWith('/api/docs'));
    expect(docs).toContain('GET /api/docs');
    const expected = [...CASES.map((c) => key(c.method, c.path)), ...docs].sort();
    expect(served).toEqual(expected);
  });

  it('serves every docs route to every caller', async () => {
    const docs = routesOf(ctx.app).filter((r) => r.includes(' /api/docs'));
    for (const r of docs) {
      const [method, path] = r.split(' ') as [Method, string];
      const route = docsCase(method, path);
      for (const { role } of CALLERS) expect(await call(route, role), `${r} as ${role}`).toBe(route.ok);
    }
  });
});

describe('spot checks from the permission table', () => {
  const status = async (role: Role | null, method: Method, path: string) => {
    const route = CASES.find((c) => c.method === method && c.path === path);
    if (!route) throw new Error(`no case for ${method} ${path}`);
    return call(route, role);
  };

  it('Receptionist cannot create a clinic; Assistant can create a medicament category', async () => {
    expect(await status('Receptionist', 'POST', '/api/clinics')).toBe(403);
    expect(await status('Assistant', 'POST', '/api/medicament-categories')).toBe(201);
    expect(await status('Dentist', 'POST', '/api/medicament-categories')).toBe(403);
    expect(await status('Accountant', 'DELETE', '/api/medicament-categories/:id')).toBe(204);
  });

  it('every signed-in role reads clinics; anonymous reads nothing private', async () => {
    for (const role of ROLES) expect(await status(role, 'GET', '/api/clinics')).toBe(200);
    expect(await status(null, 'GET', '/api/clinics')).toBe(401);
    expect(await status(null, 'GET', '/api/users')).toBe(401);
  });

  it('every signed-in role keeps notes and tasks of its own; visitors send messages, Accountant cannot delete them', async () => {
    for (const role of ROLES) {
      expect(await status(role, 'POST', '/api/notes')).toBe(201);
      expect(await status(role, 'PATCH', '/api/tasks/:id')).toBe(200);
      expect(await status(role, 'DELETE', '/api/notes/:id')).toBe(204);
    }
    expect(await status(null, 'GET', '/api/notes')).toBe(401);
    expect(await status(null, 'POST', '/api/messages')).toBe(201);
    expect(await status(null, 'GET', '/api/messages/count')).toBe(401);
    expect(await status('Accountant', 'POST', '/api/messages/:id/read')).toBe(200);
    expect(await status('Accountant', 'DELETE', '/api/messages/:id')).toBe(403);
  });

  it('only Dentist and Admin write prescriptions; every role that sees patients reads them', async () => {
    for (const role of ROLES) {
      const writes = role === 'Admin' || role === 'Dentist';
      expect(await status(role, 'POST', '/api/prescriptions'), role).toBe(writes ? 201 : 403);
      expect(await status(role, 'PATCH', '/api/prescriptions/:id'), role).toBe(writes ? 200 : 403);
      expect(await status(role, 'GET', '/api/prescriptions/:id'), role).toBe(200);
    }
  });

  it('only Admin manages users and settings', async () => {
    for (const role of ROLES) {
      const allowed = role === 'Admin';
      expect(await status(role, 'GET', '/api/users')).toBe(allowed ? 200 : 403);
      expect(await status(role, 'PUT', '/api/settings')).toBe(allowed ? 200 : 403);
    }
  });
});

/**
 * Session and permission come before validation: a visitor or a role without
 * the permission learns nothing of what a route expects, whatever it sends.
 */
describe('refusal comes before validation', () => {
  const invalid = (route: RouteCase) => ({
    url: `${route.path.replace(/:\w+/g, 'not-an-id')}?page=zero&unknown=%00`,
    payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? { unknown: '\u0000', version: 'x' } : undefined,
  });
  const guarded = CASES.filter((c) => c.access !== 'public');

  it('answers 401 to a visitor with an invalid request on every guarded route', async () => {
    for (const route of guarded) {
      const { url, payload } = invalid(route);
      const res = await send(route.method, url, undefined, payload);
      expect(res.statusCode, `${route.method} ${route.path}: ${res.body}`).toBe(401);
      expect(res.body).not.toContain('unknown');
    }
  });

  it('answers 403 to a role without the permission with an invalid request on every route that needs one', async () => {
    for (const route of guarded) {
      const role = ROLES.find((r) => !ROLE_PERMISSIONS[r].includes(route.access as Permission));
      if (route.access === 'signedIn' || !role) continue;
      const { url, payload } = invalid(route);
      const res = await send(route.method, url, cookies.get(role), payload);
      expect(res.statusCode, `${route.method} ${route.path} as ${role}: ${res.body}`).toBe(403);
    }
  });
});

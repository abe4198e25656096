import { type Permission, RESOURCES, ROLE_PERMISSIONS, ROLES, type Role } from '@chairside/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/context.js';
import { recordInput } from '../test/http.js';
import { createUser } from '../users/store.js';
import type { Access } from './types.js';

/**
 * The role × route matrix: for every route of the app and every caller
 * (anonymous and each role), the status is what the permission table says.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Request {
  url?: string;
  payload?: unknown;
}
interface RouteCase {
  method: Method;
  /** The route as Fastify knows it: `/api/clinics/:id`. */
  path: string;
  access: Access;
  /** The status when the caller is allowed. */
  ok: number;
  /** Builds a valid request, fresh for each caller so that writes have their own target. */
  request?: () => Promise<Request>;
  /** The request ends or replaces the caller's session: give it a session of its own. */
  ownSession?: boolean;
}

let ctx: TestContext;
let admin: string;
let serial = 0;
const next = () => ++serial;

const send = (method: Method, url: string, cookie: string | undefined, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function makeRecord(resource: string): Promise<number> {
  const payload = recordInput(resource, `Matrix record ${next()}`);
  const res = await send('POST', `/api/${resource}`, admin, payload);
  if (res.statusCode !== 201) throw new Error(`fixture ${resource}: ${res.body}`);
  return res.json<{ id: number }>().id;
}

async function makeAccount(active: boolean): Promise<number> {
  const user = await createUser(ctx.database, {
    username: `matrix${next()}`,
    password: TEST_PASSWORD,
    role: active ? 'Dentist' : null,
    active,
  });
  return user!.id;
}

function resourceCases(): RouteCase[] {
  return RESOURCES.flatMap((def): RouteCase[] => {
    const base = `/api/${def.name}`;
    const read: Access = def.permissions.read ?? 'signedIn';
    const write: Access = def.permissions.write;
    const body = (name: string) => recordInput(def.name, name);
    const withRecord = (suffix: string, payload?: (name: string) => unknown) => async () => {
      const id = await makeRecord(def.name);
      return { url: `${base}/${id}${suffix}`, payload: payload?.(`Matrix edit ${next()}`) };
    };
    return [
      { method: 'GET', path: base, access: read, ok: 200 },
      { method: 'GET', path: `${base}/export`, access: read, ok: 200 },
      ...(def.summary ? [{ method: 'GET', path: `${base}/summary`, access: read, ok: 200 } as const] : []),
      { method: 'GET', path: `${base}/lookup`, access: read, ok: 200 },
      { method: 'GET', path: `${base}/:id`, access: read, ok: 200, request: withRecord('') },
      {
        method: 'POST',
        path: base,
        access: write,
        ok: 201,
        request: async () => ({ payload: body(`Matrix new ${next()}`) }),
      },
      {
        method: 'PUT',
        path: `${base}/:id`,
        access: write,
        ok: 200,
        request: withRecord('', (name) => ({ ...body(name), version: 1 })),
      },
      {
        method: 'PATCH',
        path: `${base}/:id`,
        access: write,
        ok: 200,
        request: withRecord('', (name) => ({ [def.titleField]: name, version: 1 })),
      },
      { method: 'DELETE', path: `${base}/:id`, access: write, ok: 204, request: withRecord('') },
      {
        method: 'POST',
        path: `${base}/bulk-delete`,
        access: write,
        ok: 200,
        request: async () => ({ payload: { ids: [await makeRecord(def.name)] } }),
      },
    ];
  });
}

const FIXED: RouteCase[] = [
  { method: 'GET', path: '/api/health', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/ping', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/openapi.json', access: 'public', ok: 200 },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    ok: 200,
    ownSession: true,
    request: async () => ({ payload: { username: 'matrix-login', password: TEST_PASSWORD } }),
  },
  { method: 'POST', path: '/api/auth/logout', access: 'public', ok: 204, ownSession: true },
  { method: 'GET', path: '/api/auth/me', access: 'signedIn', ok: 200 },
  {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    ok: 201,
    request: async () => ({ payload: { username: `newcomer${next()}`, password: TEST_PASSWORD } }),
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    access: 'signedIn',
    ok: 204,
    ownSession: true,
    request: async () => ({ payload: { currentPassword: TEST_PASSWORD, newPassword: 'another good password' } }),
  },
  { method: 'GET', path: '/api/auth/demo-accounts', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/users', access: 'users.manage', ok: 200 },
  {
    method: 'PATCH',
    path: '/api/users/:id',
    access: 'users.manage',
    ok: 200,
    request: async () => ({
      url: `/api/users/${await makeAccount(false)}`,
      payload: { role: 'Assistant', active: true, version: 1 },
    }),
  },
  {
    method: 'POST',
    path: '/api/users/:id/password',
    access: 'users.manage',
    ok: 204,
    request: async () => ({
      url: `/api/users/${await makeAccount(true)}/password`,
      payload: { password: 'a reset password' },
    }),
  },
  { method: 'GET', path: '/api/settings', access: 'public', ok: 200 },
  {
    method: 'PUT',
    path: '/api/settings',
    access: 'settings.manage',
    ok: 200,
    request: async () => ({ payload: (await send('GET', '/api/settings', undefined)).json() }),
  },
];

/** The browsable docs are public; their pages and assets are whatever swagger-ui registers. */
const docsCase = (method: Method, path: string): RouteCase => ({
  method,
  path,
  access: 'public',
  ok: path.endsWith('/static/index.html') ? 302 : 200,
  request: async () => ({ url: path.replace('*', 'index.css') }),
});

const CASES: RouteCase[] = [...FIXED, ...resourceCases()];
const key = (method: string, path: string) => `${method} ${path}`;

/** Every method and path the app serves, read from Fastify's route tree (HEAD is implied by GET). */
function routesOf(app: FastifyInstance): string[] {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack[depth] = (stack[depth - 1] ?? '') + m[2];
    stack.length = depth + 1;
    const path = stack[depth]!.length > 1 ? stack[depth]!.replace(/\/$/, '') : stack[depth]!;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) found.add(key(method, path));
  }
  return [...found].sort();
}

const CALLERS: { caller: string; role: Role | null }[] = [
  { caller: 'anonymous', role: null },
  ...ROLES.map((role) => ({ caller: role, role })),
];
const cookies = new Map<Role, string>();

function expectedStatus(access: Access, role: Role | null, ok: number): number {
  if (access === 'public') return ok;
  if (!role) return 401;
  if (access === 'signedIn') return ok;
  return ROLE_PERMISSIONS[role].includes(access as Permission) ? ok : 403;
}

async function call(route: RouteCase, role: Role | null): Promise<number> {
  const req = (await route.request?.()) ?? {};
  const cookie = role ? (route.ownSession ? await ctx.signIn(role) : cookies.get(role)) : undefined;
  const res = await send(route.method, req.url ?? route.path, cookie, req.payload);
  return res.statusCode;
}

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_PER_MINUTE: '1000' });
  admin = await ctx.signIn('Admin', 'matrix-admin');
  for (const role of ROLES) cookies.set(role, await ctx.signIn(role));
  await createUser(ctx.database, { username: 'matrix-login', password: TEST_PASSWORD, role: 'Dentist', active: true });
});
afterAll(() => ctx.close());

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

describe.each(CASES)('$method $path ($access)', (route) => {
  it.each(CALLERS)('$caller', async ({ role }) => {
    expect(await call(route, role)).toBe(expectedStatus(route.access, role, route.ok));
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

  it('only Admin manages users and settings', async () => {
    for (const role of ROLES) {
      const allowed = role === 'Admin';
      expect(await status(role, 'GET', '/api/users')).toBe(allowed ? 200 : 403);
      expect(await status(role, 'PUT', '/api/settings')).toBe(allowed ? 200 : 403);
    }
  });
});

import { problemSchema, RESOURCES, servesRoute } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { redoclyLint } from '../test/redocly.js';
import { resourceOperationIds } from './operation-ids.js';

/** What an integrator reads in /api/openapi.json, and whether the server does what it says. */

type Response = { $ref?: string; description?: string; content?: Record<string, { schema?: { $ref?: string } }> };
type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, Response>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[] }>; responses: Record<string, Response> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let ctx: TestContext;
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method, path, op })),
  );
});
afterAll(() => ctx.close());

const errorStatuses = (op: Operation) => Object.keys(op.responses).filter((s) => Number(s) >= 400);
const operation = (method: string, path: string) => doc.paths[path]?.[method];
/** A response, or the shared one it points at. */
const responseOf = (op: Operation, status: string): Response | undefined => {
  const response = op.responses[status];
  return response?.$ref ? doc.components.responses[response.$ref.replace('#/components/responses/', '')] : response;
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1: a nullable value is a type union, never the 3.0 `nullable` keyword', () => {
    expect(doc.openapi).toBe('3.1.0');
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/"nullable":/);
    expect(text).toMatch(/\{"type":"null"\}/);
  });

  it('has one path per route: none with a trailing slash, none that differ only by a parameter name', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p !== '/' && p.endsWith('/'))).toEqual([]);
    const shapes = paths.map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
    expect(Object.keys(doc.paths['/api/lab-tests/{id}/files/{file}'] ?? {})).toEqual(
      expect.arrayContaining(['post', 'get', 'delete']),
    );
  });

  it('gives every operation its own operationId', () => {
    expect(operations.length).toBeGreaterThan(400);
    expect(operations.filter(({ op }) => !op.operationId).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('names the routes of every record type from its definition', () => {
    expect(operation('get', '/api/patients')?.operationId).toBe('listPatients');
    expect(operation('get', '/api/patients/{id}')?.operationId).toBe('getPatient');
    expect(operation('post', '/api/patients')?.operationId).toBe('createPatient');
    expect(operation('get', '/api/diagnoses/{id}')?.operationId).toBe('getDiagnosis');
    expect(operation('patch', '/api/insurance-policies/{id}')?.operationId).toBe('updateInsurancePolicy');
    for (const def of RESOURCES) {
      const ids = resourceOperationIds(def);
      const base = `/api/${def.name}`;
      expect(operation('get', base)?.operationId).toBe(ids.list);
      expect(operation('get', `${base}/{id}`)?.operationId).toBe(ids.get);
      expect(operation('delete', `${base}/{id}`)?.operationId).toBe(ids.delete);
      expect(operation('get', `${base}/{id}/history`)?.operationId).toBe(ids.history);
      if (servesRoute(def, 'create')) expect(operation('post', base)?.operationId).toBe(ids.create);
      if (servesRoute(def, 'update')) {
        expect(operation('put', `${base}/{id}`)?.operationId).toBe(ids.replace);
        expect(operation('patch', `${base}/{id}`)?.operationId).toBe(ids.update);
      }
    }
  });

  it('answers every error with the one Problem schema, as application/problem+json', () => {
    expect(doc.components.schemas.Problem?.required).toEqual(['type', 'title', 'status']);
    for (const { method, path, op } of operations)
      for (const status of errorStatuses(op)) {
        const where = `${method} ${path} ${status}`;
        expect(Object.keys(responseOf(op, status)?.content ?? {}), where).toEqual(['application/problem+json']);
        expect(responseOf(op, status)?.content?.['application/problem+json']?.schema, where).toEqual({
          $ref: '#/components/schemas/Problem',
        });
      }
  });

  it('lists a Problem response on every operation; a 4xx on all but the public ones that take nothing to refuse', () => {
    expect(operations.filter(({ op }) => !('500' in op.responses)).map((o) => o.path)).toEqual([]);
    const without = operations.filter(({ op }) => !errorStatuses(op).some((s) => Number(s) < 500));
    for (const { op } of without) {
      expect(op.security).toEqual([]);
      expect(op.parameters ?? []).toEqual([]);
      expect(op.requestBody).toBeUndefined();
    }
    expect(without.map((o) => `${o.method} ${o.path}`)).toContain('get /api/health');
    expect(Object.keys(operation('get', '/api/health')?.responses ?? {})).toEqual(['200', '500', '503']);
  });

  it('lists the errors of the generated routes: guard, path, version and body', () => {
    const guarded = RESOURCES.find((d) => d.name === 'patients')!;
    const write = guarded.permissions.write;
    const get = operation('get', '/api/patients/{id}')!;
    expect(errorStatuses(get)).toEqual(['400', '401', '403', '404', '500', '503']);
    expect(responseOf(get, '403')?.description).toContain(`\`${guarded.permissions.read}\``);
    const patch = operation('patch', '/api/patients/{id}')!;
    expect(errorStatuses(patch)).toEqual(['400', '401', '403', '404', '409', '422', '500', '503']);
    expect(responseOf(patch, '403')?.description).toContain(`\`${write}\``);
    expect(errorStatuses(operation('post', '/api/patients')!)).toEqual(['400', '401', '403', '422', '500', '503']);
    expect(errorStatuses(operation('delete', '/api/patients/{id}')!)).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '500',
      '503',
    ]);
    expect(Object.keys(operation('delete', '/api/patients/{id}')!.responses)).toContain('204');
    expect(errorStatuses(operation('post', '/api/auth/login')!)).toEqual([
      '400',
      '401',
      '403',
      '422',
      '429',
      '500',
      '503',
    ]);
  });
});

describe('what the document says the guard does, it does', () => {
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

  it('a caller without a session meets the 401 an operation lists, and no 401 it does not list', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      if (!path.startsWith('/api/')) continue;
      const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url: concrete(path) });
      // A public operation (no security) may still answer 401 (a failed sign-in) and lists it then.
      const needsSession = op.security === undefined;
      if (needsSession && !('401' in op.responses)) wrong.push(`${method} ${path}: 401 not listed`);
      if (needsSession !== (res.statusCode === 401) && !(res.statusCode === 401 && '401' in op.responses))
        wrong.push(`${method} ${path}: ${res.statusCode}`);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], `${method} ${path}`).toMatch(/^application\/problem\+json/);
        expect(problemSchema.safeParse(res.json()).success, `${method} ${path}`).toBe(true);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('what the document says of missing records, the server does', () => {
  it('every read or delete with a path parameter lists 404 and answers it, as a Problem, for an id no record has', async () => {
    const admin = await ctx.signIn('Admin');
    const wrong: string[] = [];
    const takesNothing = (o: { method: string; path: string }) =>
      (o.method === 'get' || o.method === 'delete') && o.path.includes('{');
    for (const { method, path, op } of operations.filter(takesNothing)) {
      const url = path.replace(/\{[^}]+\}/g, '999999');
      const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { cookie: admin } });
      if (!('404' in op.responses) || res.statusCode !== 404) wrong.push(`${method} ${path}: ${res.statusCode}`);
      else expect(problemSchema.safeParse(res.json()).success, path).toBe(true);
    }
    expect(wrong).toEqual([]);
  });
});

describe('redocly lint with the recommended rules', () => {
  it('finds no error, and warns only of public operations that have no 4xx to give', async () => {
    const report = await redoclyLint(doc);
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // `operation-4xx-response` wants a 4XX on every operation; these never answer one (health, me…).
    for (const p of report.problems) {
      expect(p.ruleId).toBe('operation-4xx-response');
      const [, path, method] = /^#\/paths\/([^/]+)\/([a-z]+)\//.exec(p.location[0]?.pointer ?? '') ?? [];
      const op = operation(method ?? '', decodeURIComponent(path ?? '').replace(/~1/g, '/'));
      expect(op?.security, p.location[0]?.pointer).toEqual([]);
    }
  });
});

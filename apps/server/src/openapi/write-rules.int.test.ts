import { type AnyResource, PATIENT_FIELD, resourceByName, servesRoute } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/book.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { countRows } from '../test/http.js';
import { makeRecord, withReferences } from '../test/records.js';

/**
 * Issue 22: every write route the API documents goes through its record
 * type's rules. For each POST, PUT and PATCH of /api/openapi.json whose body
 * can carry a ruled field, a body breaking the rule is refused and nothing is
 * stored. A new write route carrying such a field fails here until it is
 * driven (and so proven) below.
 */

type Schema = { properties?: Record<string, Schema> };
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Rec = Record<string, unknown> & { id: number; version: number };

/** Writes that store nothing: a preview computes what a create would. */
const STORES_NOTHING = new Set(['POST /api/invoices/preview']);

let ctx: TestContext;
let admin: string;
let patient: number;
/** Another patient's appointment. */
let theirVisit: number;
let writes: { method: string; path: string; fields: string[] }[];

/** A value of `field` breaking a rule of `def`, or undefined when no rule of the field is probed. */
function breaking(def: AnyResource, field: string): unknown {
  const f = def.fields[field];
  if (!f || f.readOnly) return undefined;
  if (field === 'appointment' && def.fields[PATIENT_FIELD]) return theirVisit;
  if (f.kind === 'choices' && field === 'surfaces') return ['O', 'O'];
  if (f.kind === 'money') return '1000000000.00';
  if (f.kind === 'rows' && 'tooth' in f.fields)
    return [{ description: 'Filling', tooth: '99', quantity: 1, unitPrice: '10.00' }];
  return undefined;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  patient = (await makePatient(ctx, admin)).id;
  const other = (await makePatient(ctx, admin)).id;
  const visit = await send('POST', '/api/appointments', {
    ...(await withReferences(ctx, admin, 'appointments', 'Their visit')),
    patient: other,
  });
  theirVisit = visit.json<Rec>().id;
  const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  writes = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['post', 'put', 'patch'].includes(method))
      .map(([method, op]) => {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const props = schema?.properties ?? {};
        // A bulk update's `items` are the selection: what it writes is in `values`.
        const written = props.values?.properties ?? props;
        return { method: method.toUpperCase(), path, fields: Object.keys(written) };
      }),
  );
});
afterAll(() => ctx.close());

function send(method: string, url: string, payload?: object) {
  return ctx.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });
}

/** A valid body of the record type, for the test's patient when it is a patient's record. */
async function validBody(def: AnyResource): Promise<Record<string, unknown>> {
  const body = await withReferences(ctx, admin, def.name, `Rules ${def.name} ${Math.random()}`);
  return def.fields[PATIENT_FIELD] ? { ...body, [PATIENT_FIELD]: patient } : body;
}

const REFUSED = [400, 409, 422];

describe('every documented write route', () => {
  it('refuses a rule-breaking body on each route that can write the field, storing nothing', async () => {
    const proven: string[] = [];
    for (const { method, path, fields } of writes) {
      const match = /^\/api\/([a-z-]+)(\/\{id\}|\/bulk-update)?$/.exec(path);
      const def = match ? resourceByName.get(match[1]!) : undefined;
      const ruled = def ? fields.filter((k) => breaking(def, k) !== undefined) : [];
      const route = `${method} ${path}`;
      if (STORES_NOTHING.has(route)) continue;
      if (!def || !ruled.length) {
        // A route outside the generic ones that carries a ruled field must be driven here.
        expect(
          fields.filter((k) => ['appointment', 'surfaces', 'amount', 'items'].includes(k)),
          `${route} writes a ruled field: drive it in this test`,
        ).toEqual([]);
        continue;
      }
      const base = await validBody(def);
      for (const field of ruled) {
        const bad = breaking(def, field);
        const label = `${route} ${field}`;
        if (!match![2]) {
          const before = await countRows(ctx.database, def.table);
          const res = await send(method, path, { ...base, [field]: bad });
          expect(REFUSED, `${label}: ${res.body}`).toContain(res.statusCode);
          expect(await countRows(ctx.database, def.table), label).toBe(before);
        } else {
          // A type its module creates (a dental image comes with its file) is stored as a fixture.
          const stored = servesRoute(def, 'create')
            ? (await send('POST', `/api/${def.name}`, base)).json<Rec>()
            : (await send('GET', `/api/${def.name}/${await makeRecord(ctx, admin, def.name, admin)}`)).json<Rec>();
          expect(stored.id, `${def.name}: ${JSON.stringify(stored)}`).toEqual(expect.any(Number));
          const body =
            match![2] === '/bulk-update'
              ? { items: [{ id: stored.id, version: stored.version }], values: { [field]: bad } }
              : method === 'PUT'
                ? { ...base, version: stored.version, [field]: bad }
                : { version: stored.version, [field]: bad };
          const res = await send(method, path.replace('{id}', String(stored.id)), body);
          expect(REFUSED, `${label}: ${res.body}`).toContain(res.statusCode);
          expect((await send('GET', `/api/${def.name}/${stored.id}`)).json(), label).toEqual(stored);
        }
        proven.push(label);
      }
    }
    // The routes the issue names are among those proven.
    expect(proven).toEqual(
      expect.arrayContaining([
        'POST /api/payments appointment',
        'PUT /api/payments/{id} appointment',
        'PATCH /api/payments/{id} amount',
        'POST /api/chart-entries surfaces',
        'PATCH /api/chart-entries/{id} appointment',
        'PUT /api/invoices/{id} items',
        'PATCH /api/chart-entries/{id} surfaces',
      ]),
    );
  }, 120_000);
});

import {
  type AnyResource,
  clinics,
  medicamentCategories,
  type Role,
  requiredMessage,
  writableFields,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { clinicInput, countRows, errorMap, expectProblem } from '../test/http.js';

/** The generic record routes, run once per record type. */

interface Sample {
  def: AnyResource;
  /** A role allowed to write, and one that may only read. */
  writer: Role;
  reader: Role;
  make(name: string): Record<string, unknown>;
  /** A field a PATCH changes, and its new value. */
  change: { field: string; value: string };
}

const SAMPLES: Sample[] = [
  {
    def: clinics,
    writer: 'Admin',
    reader: 'Receptionist',
    make: (name) => ({ ...clinicInput({ name }) }),
    change: { field: 'city', value: 'Lyon' },
  },
  {
    def: medicamentCategories,
    writer: 'Assistant',
    reader: 'Dentist',
    make: (name) => ({ name, description: `All about ${name}` }),
    change: { field: 'description', value: 'Changed by a patch' },
  },
];

type Rec = Record<string, unknown> & { id: number; version: number; createdAt: string; updatedAt: string };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe.each(SAMPLES)('/api/$def.name', ({ def, writer, reader, make, change }) => {
  const base = `/api/${def.name}`;
  let w: string;
  let r: string;
  let writerId: number;
  let serial = 0;
  const unique = (prefix: string) => `${prefix} ${++serial}`;

  beforeAll(async () => {
    w = await ctx.signIn(writer);
    r = await ctx.signIn(reader);
    writerId = (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: w } })).json<{ id: number }>().id;
  });

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = w) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (id: number | string, cookie = w) => ctx.app.inject({ url: `${base}/${id}`, headers: { cookie } });
  const create = async (name = unique('Record')): Promise<Rec> => {
    const res = await send('POST', base, make(name));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Rec>();
  };
  const count = () => countRows(ctx.database, def.table);

  it('POST creates: 201 with a server id, timestamps and version 1', async () => {
    const body = make('Created One');
    const res = await send('POST', base, body);
    expect(res.statusCode).toBe(201);
    const rec = res.json<Rec>();
    expect(rec).toMatchObject({ ...body, id: expect.any(Number), version: 1 });
    expect(Number.isNaN(Date.parse(rec.createdAt))).toBe(false);
    expect(rec.updatedAt).toBe(rec.createdAt);
    expect((await get(rec.id, r)).json()).toEqual(rec);
  });

  it('POST refuses client-set id, createdAt, updatedAt and version with 400, storing nothing', async () => {
    const before = await count();
    const sent = { ...make('Sneaky'), id: 424242, createdAt: '2000-01-01T00:00:00Z', updatedAt: 'x', version: 9 };
    const res = await send('POST', base, sent);
    expectProblem(res, 400);
    expect(errorMap(res)).toEqual({
      id: 'Unknown field',
      createdAt: 'Unknown field',
      updatedAt: 'Unknown field',
      version: 'Unknown field',
    });
    expect(await count()).toBe(before);
  });

  it('POST names every missing required field with its message (422), storing nothing', async () => {
    const before = await count();
    const res = await send('POST', base, {});
    expectProblem(res, 422);
    const expected = Object.fromEntries(
      writableFields(def)
        .filter(([, f]) => f.required)
        .map(([k, f]) => [k, requiredMessage(f)]),
    );
    expect(errorMap(res)).toEqual(expected);
    expect(errorMap(res).name).toBe('Name is required');
    const blank = await send('POST', base, { ...make('x'), name: '   ' });
    expect(errorMap(blank)).toEqual({ name: 'Name is required' });
    expect(await count()).toBe(before);
  });

  it('POST does not coerce types: a number for a text field is 422', async () => {
    const res = await send('POST', base, { ...make('x'), name: 123 });
    expectProblem(res, 422);
    expect(errorMap(res)).toHaveProperty('name');
  });

  it('POST refuses a name already used, in any letter case, with 422 on name', async () => {
    await create('Unique Name');
    const before = await count();
    for (const name of ['UNIQUE NAME', '  unique name  ']) {
      const res = await send('POST', base, make(name));
      const problem = expectProblem(res, 422, def.fields.name?.uniqueMessage);
      expect(problem.errors).toEqual([{ path: 'name', message: def.fields.name?.uniqueMessage }]);
    }
    expect(await count()).toBe(before);
  });

  it('GET /:id answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectProblem(await get(999999), 404);
    const bad = await get('abc');
    expectProblem(bad, 400);
    expect(errorMap(bad)).toHaveProperty('id');
    expectProblem(await get(0), 400);
  });

  it('PUT replaces with the version read: version + 1; a stale version is 409 and changes nothing', async () => {
    const rec = await create();
    const body = { ...make(unique('Renamed')), version: rec.version };
    const res = await send('PUT', `${base}/${rec.id}`, body);
    expect(res.statusCode).toBe(200);
    const updated = res.json<Rec>();
    const { version: _v, ...fields } = body;
    expect(updated).toMatchObject({ ...fields, id: rec.id, version: rec.version + 1, createdAt: rec.createdAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(rec.updatedAt));

    const stale = await send('PUT', `${base}/${rec.id}`, { ...make(unique('Lost')), version: rec.version });
    expectProblem(stale, 409);
    expect(errorMap(stale)).toHaveProperty('version');
    expect((await get(rec.id)).json()).toEqual(updated);
  });

  it('PUT needs every field and the version; a taken name is 422 and changes nothing', async () => {
    const rec = await create();
    const other = await create();
    const missing = await send('PUT', `${base}/${rec.id}`, { name: 'Only a name', version: rec.version });
    expectProblem(missing, 422);
    const noVersion = await send('PUT', `${base}/${rec.id}`, make(unique('No version')));
    expect(errorMap(noVersion)).toHaveProperty('version');
    const taken = await send('PUT', `${base}/${rec.id}`, { ...make(String(other.name)), version: rec.version });
    expectProblem(taken, 422);
    expect(errorMap(taken)).toHaveProperty('name');
    expect((await get(rec.id)).json()).toEqual(rec);
    expectProblem(await send('PUT', `${base}/999999`, { ...make(unique('Ghost')), version: 1 }), 404);
  });

  it('PATCH changes only the fields sent', async () => {
    const rec = await create();
    const res = await send('PATCH', `${base}/${rec.id}`, { [change.field]: change.value, version: rec.version });
    expect(res.statusCode).toBe(200);
    const { updatedAt: _u, ...unchanged } = rec;
    expect(res.json()).toMatchObject({ ...unchanged, [change.field]: change.value, version: rec.version + 1 });
    const stale = await send('PATCH', `${base}/${rec.id}`, { [change.field]: 'Again', version: rec.version });
    expectProblem(stale, 409);
    expect((await get(rec.id)).json()).toMatchObject({ [change.field]: change.value });
  });

  it('DELETE answers 204, then the record is gone (404)', async () => {
    const rec = await create();
    const res = await send('DELETE', `${base}/${rec.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectProblem(await get(rec.id), 404);
    expectProblem(await send('DELETE', `${base}/${rec.id}`), 404);
  });

  it('POST /bulk-delete deletes the ids that exist and says how many', async () => {
    const [a, b, keep] = [await create(), await create(), await create()];
    const res = await send('POST', `${base}/bulk-delete`, { ids: [a.id, b.id, a.id, 999999] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expectProblem(await get(a.id), 404);
    expectProblem(await get(b.id), 404);
    expect((await get(keep.id)).statusCode).toBe(200);
    const empty = await send('POST', `${base}/bulk-delete`, { ids: [] });
    expectProblem(empty, 422);
    expect(errorMap(empty)).toEqual({ ids: 'Select at least one item' });
  });

  it(`a role without ${def.permissions.write} can read but not write, and nothing changes`, async () => {
    const rec = await create();
    const before = await count();
    expect((await get(rec.id, r)).statusCode).toBe(200);
    expectProblem(await send('POST', base, make(unique('Denied')), r), 403);
    expectProblem(await send('PATCH', `${base}/${rec.id}`, { name: 'Denied', version: rec.version }, r), 403);
    expectProblem(await send('DELETE', `${base}/${rec.id}`, undefined, r), 403);
    expectProblem(await send('POST', `${base}/bulk-delete`, { ids: [rec.id] }, r), 403);
    expect(await count()).toBe(before);
    expect((await get(rec.id)).json()).toEqual(rec);
  });

  it('writes an audit_log row with the acting user for create, update and delete', async () => {
    const rec = await create('Audited');
    await send('PATCH', `${base}/${rec.id}`, { [change.field]: change.value, version: rec.version });
    await send('DELETE', `${base}/${rec.id}`);
    const rows = await ctx.database.rows<{ user_id: number; username: string; action: string; changes: unknown }>(
      sql`select user_id, username, action, changes from audit_log
          where resource = ${def.name} and record_id = ${rec.id} order by id`,
    );
    expect(rows.map((x) => x.action)).toEqual(['create', 'update', 'delete']);
    for (const row of rows) expect(row).toMatchObject({ user_id: writerId });
    expect(new Set(rows.map((x) => x.username)).size).toBe(1);
    expect(rows[0]?.changes).toMatchObject({ name: { to: 'Audited' } });
    expect(rows[1]?.changes).toEqual({ [change.field]: { from: rec[change.field], to: change.value } });
    expect(rows[2]?.changes).toMatchObject({ id: rec.id, name: 'Audited' });
  });

  it('a failed write leaves no audit_log row', async () => {
    const rec = await create();
    const before = await countRows(ctx.database, 'audit_log');
    expectProblem(await send('POST', base, make(String(rec.name))), 422);
    expectProblem(await send('POST', base, {}), 422);
    expectProblem(await send('PATCH', `${base}/${rec.id}`, { name: 'Stale', version: rec.version + 1 }), 409);
    expect(await countRows(ctx.database, 'audit_log')).toBe(before);
  });

  it('GET /lookup gives id and label by search or by ids; malformed ids are 400', async () => {
    const one = await create('Lookup Alpha');
    const two = await create('Lookup Beta');
    const byQ = await ctx.app.inject({ url: `${base}/lookup?q=lookup`, headers: { cookie: r } });
    expect(byQ.statusCode).toBe(200);
    expect(byQ.json()).toEqual([
      { id: one.id, label: 'Lookup Alpha' },
      { id: two.id, label: 'Lookup Beta' },
    ]);
    const byIds = await ctx.app.inject({ url: `${base}/lookup?ids=${two.id}`, headers: { cookie: r } });
    expect(byIds.json()).toEqual([{ id: two.id, label: 'Lookup Beta' }]);
    expectProblem(await ctx.app.inject({ url: `${base}/lookup?ids=1;drop`, headers: { cookie: r } }), 400);
  });
});

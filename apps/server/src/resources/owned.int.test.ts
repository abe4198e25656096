import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { errorMap, expectProblem, parseCsv } from '../test/http.js';

/**
 * Personal records (`ownedByUser`, here notes and tasks): the server sets the
 * owner, and every route answers for the caller's own records only. Another
 * user's record is a 404, exactly like one that does not exist.
 */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let alice: string;
let bob: string;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await ctx.signIn('Dentist', 'alice');
  bob = await ctx.signIn('Accountant', 'bob');
});
afterAll(() => ctx.close());

const send = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const createNote = async (cookie: string, title: string, body = 'Call the lab about the crown.'): Promise<Rec> => {
  const res = await send(cookie, 'POST', '/api/notes', { title, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const titles = async (cookie: string, query = ''): Promise<string[]> => {
  const res = await send(cookie, 'GET', `/api/notes?pageSize=100${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: Rec[] }>().items.map((n) => String(n.title));
};
const ownerOf = async (id: number): Promise<number | undefined> => {
  const [row] = await ctx.database.rows<{ owner_id: number }>(sql`select owner_id from notes where id = ${id}`);
  return row ? Number(row.owner_id) : undefined;
};
const idOf = async (cookie: string) => (await send(cookie, 'GET', '/api/auth/me')).json<{ id: number }>().id;

describe('personal records: notes', () => {
  it('the server sets the owner from the session; a client cannot choose it, and the API does not show it', async () => {
    const note = await createNote(alice, 'Order more gloves');
    expect(await ownerOf(note.id)).toBe(await idOf(alice));
    expect(note).not.toHaveProperty('ownerId');
    const forged = await send(bob, 'POST', '/api/notes', { title: 'Forged', ownerId: await idOf(alice) });
    expectProblem(forged, 400);
    expect(errorMap(forged)).toEqual({ ownerId: 'Unknown field' });
  });

  it("lists, searches and exports only the caller's own notes", async () => {
    await createNote(alice, 'Alice private plan', 'Shared word: zebra');
    await createNote(bob, 'Bob private plan', 'Shared word: zebra');
    expect(await titles(alice, '&q=zebra')).toEqual(['Alice private plan']);
    expect(await titles(bob, '&q=zebra')).toEqual(['Bob private plan']);
    expect(await titles(bob)).not.toContain('Order more gloves');
    const total = (await send(bob, 'GET', '/api/notes?pageSize=1')).json<{ total: number }>().total;
    expect(total).toBe((await titles(bob)).length);

    const csv = await send(bob, 'GET', '/api/notes/export?format=csv');
    expect(csv.statusCode).toBe(200);
    const cells = parseCsv(csv.body).flat();
    expect(cells).toContain('Bob private plan');
    expect(cells).not.toContain('Alice private plan');

    const lookup = await send(bob, 'GET', '/api/notes/lookup?q=private');
    expect(lookup.json<{ label: string }[]>().map((l) => l.label)).toEqual(['Bob private plan']);
  });

  it("another user's note is a 404 to read, replace, patch or delete, and it is left as it was", async () => {
    const note = await createNote(alice, 'Alice only');
    const url = `/api/notes/${note.id}`;
    expectProblem(await send(bob, 'GET', url), 404, 'The note was not found.');
    expectProblem(await send(bob, 'PUT', url, { title: 'Taken', body: null, version: note.version }), 404);
    expectProblem(await send(bob, 'PATCH', url, { title: 'Taken', version: note.version }), 404);
    expectProblem(await send(bob, 'DELETE', url), 404);
    expectProblem(await send(bob, 'GET', `${url}/history`), 404);
    const lookup = await send(bob, 'GET', `/api/notes/lookup?ids=${note.id}`);
    expect(lookup.json()).toEqual([]);
    // The same answers as for an id that does not exist at all.
    expectProblem(await send(bob, 'GET', '/api/notes/999999'), 404, 'The note was not found.');
    expect((await send(alice, 'GET', url)).json()).toEqual(note);
  });

  it("bulk delete removes only the caller's own notes among the ids given", async () => {
    const mine = await createNote(bob, 'Bob to delete');
    const theirs = await createNote(alice, 'Alice keeps this');
    const res = await send(bob, 'POST', '/api/notes/bulk-delete', { ids: [mine.id, theirs.id] });
    expect(res.json()).toEqual({ deleted: 1 });
    expectProblem(await send(bob, 'GET', `/api/notes/${mine.id}`), 404);
    expect((await send(alice, 'GET', `/api/notes/${theirs.id}`)).statusCode).toBe(200);
  });

  it('the owner edits and deletes their own note with the usual version check', async () => {
    const note = await createNote(bob, 'Bob draft');
    const patched = await send(bob, 'PATCH', `/api/notes/${note.id}`, { body: 'Final text', version: note.version });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Bob draft', body: 'Final text', version: note.version + 1 });
    expectProblem(await send(bob, 'PATCH', `/api/notes/${note.id}`, { body: 'Old', version: note.version }), 409);
    expect((await send(bob, 'DELETE', `/api/notes/${note.id}`)).statusCode).toBe(204);
  });

  it('a title is required and bounded', async () => {
    const missing = await send(alice, 'POST', '/api/notes', { body: 'No title' });
    expectProblem(missing, 422);
    expect(errorMap(missing)).toEqual({ title: 'Title is required' });
    const long = await send(alice, 'POST', '/api/notes', { title: 'x'.repeat(201) });
    expect(errorMap(long)).toEqual({ title: 'Title must be at most 200 characters' });
  });
});

describe('personal records: tasks', () => {
  it("another user's task cannot be toggled, and does not appear in their list", async () => {
    const res = await send(alice, 'POST', '/api/tasks', { title: 'Alice task', dueDate: '2026-01-10' });
    const task = res.json<Rec>();
    expectProblem(await send(bob, 'PATCH', `/api/tasks/${task.id}`, { done: true, version: task.version }), 404);
    const bobs = (await send(bob, 'GET', '/api/tasks?pageSize=100')).json<{ items: Rec[] }>().items;
    expect(bobs.map((t) => t.id)).not.toContain(task.id);
    expect((await send(alice, 'GET', `/api/tasks/${task.id}`)).json()).toMatchObject({ done: false });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { errorMap, expectProblem } from '../test/http.js';

/** Tasks: money as a decimal string, a due date, and Done toggled with a PATCH that carries the version. */

type Task = Record<string, unknown> & { id: number; version: number; title: string };

let ctx: TestContext;
let me: string;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await ctx.signIn('Receptionist');
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie: me },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const create = async (body: Record<string, unknown>): Promise<Task> => {
  const res = await send('POST', '/api/tasks', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Task>();
};

describe('/api/tasks', () => {
  it('stores an amount exactly, as a two-place decimal string; done starts false', async () => {
    const task = await create({ title: 'Pay the lab', amount: '1250.5', dueDate: '2026-04-01', note: 'Invoice 42' });
    expect(task).toMatchObject({ title: 'Pay the lab', amount: '1250.50', dueDate: '2026-04-01', done: false });
    // The largest amount the app takes (MONEY_MAX_CENTS), to the cent.
    const big = await create({ title: 'Buy a chair', amount: '999999999.99' });
    expect(big.amount).toBe('999999999.99');
    expect(await create({ title: 'No amount' })).toMatchObject({ amount: null, dueDate: null, note: null });
  });

  it('refuses amounts that are not decimal strings of at most two places, and impossible dates', async () => {
    for (const amount of [12.5, '12.505', 'twelve', '-3.00', '1000000000.00']) {
      const res = await send('POST', '/api/tasks', { title: 'Bad amount', amount });
      expectProblem(res, 422);
      expect(Object.keys(errorMap(res))).toEqual(['amount']);
    }
    const res = await send('POST', '/api/tasks', { title: 'Bad date', dueDate: '2026-02-30' });
    expect(errorMap(res)).toEqual({ dueDate: 'Due Date must be a date (YYYY-MM-DD)' });
  });

  it('PATCH toggles done with the version; a stale version is a 409 and changes nothing', async () => {
    const task = await create({ title: 'Call the supplier' });
    const done = await send('PATCH', `/api/tasks/${task.id}`, { done: true, version: task.version });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ done: true, title: 'Call the supplier', version: task.version + 1 });
    expectProblem(await send('PATCH', `/api/tasks/${task.id}`, { done: false, version: task.version }), 409);
    expect((await send('GET', `/api/tasks/${task.id}`)).json()).toMatchObject({ done: true });
    const again = await send('PATCH', `/api/tasks/${task.id}`, { done: false, version: task.version + 1 });
    expect(again.json()).toMatchObject({ done: false });
  });

  it('filters done / not done and sorts by due date, undated last', async () => {
    const a = await create({ title: 'Sort B', dueDate: '2026-05-02' });
    const b = await create({ title: 'Sort A', dueDate: '2026-05-01' });
    const c = await create({ title: 'Sort C' });
    await send('PATCH', `/api/tasks/${a.id}`, { done: true, version: a.version });
    const open = (await send('GET', '/api/tasks?q=Sort&done=false&sort=dueDate')).json<{ items: Task[] }>();
    expect(open.items.map((t) => t.title)).toEqual(['Sort A', 'Sort C']);
    const finished = (await send('GET', '/api/tasks?q=Sort&done=true')).json<{ items: Task[] }>();
    expect(finished.items.map((t) => t.id)).toEqual([a.id]);
    const all = (await send('GET', '/api/tasks?q=Sort&sort=dueDate')).json<{ items: Task[] }>();
    expect(all.items.map((t) => t.id)).toEqual([b.id, a.id, c.id]);
    expectProblem(await send('GET', '/api/tasks?done=maybe'), 400);
  });

  it('pages by 5 unless asked otherwise', async () => {
    for (let i = 0; i < 6; i++) await create({ title: `Page ${i}` });
    const page = (await send('GET', '/api/tasks?q=Page')).json<{ items: Task[]; pageSize: number; total: number }>();
    expect(page).toMatchObject({ pageSize: 5, total: 6 });
    expect(page.items).toHaveLength(5);
  });
});

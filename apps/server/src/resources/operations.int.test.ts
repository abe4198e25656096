import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { countRows, errorMap, expectProblem } from '../test/http.js';

/** Operations: the follow-up rule declared in the domain, on every write; defaults; who may write. */

const REQUIRED_MSG = 'Follow-up Date is required when a follow-up is required';
const EMPTY_MSG = 'Follow-up Date must be empty when no follow-up is required';
const AFTER_MSG = 'Follow-up Date must be after the operation date';

const OP_DATE = '2026-03-02T09:30:00.000Z';
const FOLLOW_UP = '2026-03-16T10:00:00.000Z';

type Rec = Record<string, unknown> & { id: number; version: number };

const input = (overrides: Record<string, unknown> = {}) => ({
  operationType: 'Surgical',
  procedureName: 'Wisdom tooth extraction',
  operationDate: OP_DATE,
  duration: 60,
  anesthesiaType: 'Local',
  complications: null,
  postOperationInstructions: 'Soft food for two days.',
  followUpRequired: true,
  followUpDate: FOLLOW_UP,
  status: 'Completed',
  ...overrides,
});

let ctx: TestContext;
let dentist: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
});
afterAll(() => ctx.close());

const post = (body: unknown, cookie = dentist) =>
  ctx.app.inject({ method: 'POST', url: '/api/operations', headers: { cookie }, payload: body as object });
const create = async (body: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await post(input(body));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const read = async (id: number): Promise<Rec> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/operations/${id}`, headers: { cookie: dentist } })).json<Rec>();

describe('/api/operations follow-up rule', () => {
  it('POST: a required follow-up needs a date (422 at followUpDate, nothing stored)', async () => {
    const before = await countRows(ctx.database, 'operations');
    for (const followUpDate of [null, undefined]) {
      const res = await post(input({ followUpDate }));
      expectProblem(res, 422);
      expect(errorMap(res)).toEqual({ followUpDate: REQUIRED_MSG });
    }
    expect(await countRows(ctx.database, 'operations')).toBe(before);
  });

  it('POST: no follow-up means no date, and a follow-up comes after the operation', async () => {
    const before = await countRows(ctx.database, 'operations');
    let res = await post(input({ followUpRequired: false }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ followUpDate: EMPTY_MSG });
    res = await post(input({ followUpDate: '2026-03-01T09:30:00.000Z' }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ followUpDate: AFTER_MSG });
    expect(await countRows(ctx.database, 'operations')).toBe(before);
  });

  it('POST: a valid operation is stored, with or without a follow-up', async () => {
    const withFollowUp = await create();
    expect(withFollowUp).toMatchObject({ followUpRequired: true, followUpDate: FOLLOW_UP });
    const without = await create({ followUpRequired: false, followUpDate: null });
    expect(without).toMatchObject({ followUpRequired: false, followUpDate: null });
  });

  it('POST: follow-up required and status take their defaults when left out', async () => {
    const { followUpRequired: _f, followUpDate: _d, status: _s, ...rest } = input();
    const res = await post(rest);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ followUpRequired: false, followUpDate: null, status: 'Scheduled' });
  });

  it('PUT: the same rule, and the stored record is unchanged', async () => {
    const op = await create();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/operations/${op.id}`,
      headers: { cookie: dentist },
      payload: { ...input({ followUpDate: null }), version: op.version },
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ followUpDate: REQUIRED_MSG });
    expect(await read(op.id)).toMatchObject({ followUpDate: FOLLOW_UP, version: op.version });
  });

  it('PATCH: the rule holds for the stored record with the patch applied', async () => {
    const op = await create();
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/operations/${op.id}`,
        headers: { cookie: dentist },
        payload: { version: op.version, ...payload },
      });

    // Clearing the date of a required follow-up.
    let res = await patch({ followUpDate: null });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ followUpDate: REQUIRED_MSG });
    // Turning the follow-up off but keeping the stored date.
    res = await patch({ followUpRequired: false });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ followUpDate: EMPTY_MSG });
    // Moving the operation after its stored follow-up.
    res = await patch({ operationDate: '2026-04-01T09:00:00.000Z' });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ followUpDate: AFTER_MSG });
    expect(await read(op.id)).toMatchObject({
      followUpRequired: true,
      followUpDate: FOLLOW_UP,
      operationDate: OP_DATE,
      version: op.version,
    });

    // Both together keep the rule, and a patch of another field leaves the follow-up alone.
    res = await patch({ followUpRequired: false, followUpDate: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ followUpRequired: false, followUpDate: null });
    res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/operations/${op.id}`,
      headers: { cookie: dentist },
      payload: { version: res.json<Rec>().version, status: 'Cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled', followUpRequired: false, followUpDate: null });
  });
});

describe('/api/operations permissions', () => {
  it('a receptionist (patients.edit) creates an operation', async () => {
    const res = await post(input(), await ctx.signIn('Receptionist'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('an accountant reads the operations but may not create one', async () => {
    const accountant = await ctx.signIn('Accountant');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/operations', headers: { cookie: accountant } });
    expect(list.statusCode, list.body).toBe(200);
    const before = await countRows(ctx.database, 'operations');
    expectProblem(await post(input(), accountant), 403);
    expect(await countRows(ctx.database, 'operations')).toBe(before);
  });
});

describe('/api/procedures', () => {
  it('takes the Scheduled status by default and lists the latest first', async () => {
    const body = { procedureName: 'Root canal treatment', duration: 90, anesthesiaType: 'Local' };
    for (const procedureDate of ['2026-01-05T09:00:00.000Z', '2026-02-05T09:00:00.000Z']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/procedures',
        headers: { cookie: dentist },
        payload: { ...body, procedureDate },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'Scheduled', notes: null });
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/procedures', headers: { cookie: dentist } });
    const { items, pageSize } = list.json<{ items: Rec[]; pageSize: number }>();
    expect(pageSize).toBe(5);
    expect(items.map((i) => i.procedureDate)).toEqual(['2026-02-05T09:00:00.000Z', '2026-01-05T09:00:00.000Z']);
  });

  it('a duration must be a whole number of minutes, at least 1', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/procedures',
      headers: { cookie: dentist },
      payload: {
        procedureName: 'Scaling',
        procedureDate: '2026-01-05T09:00:00.000Z',
        duration: 0,
        anesthesiaType: 'None',
      },
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ duration: 'Duration (minutes) must be at least 1' });
  });
});

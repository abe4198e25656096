import { PROFILE_MESSAGES } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem, staffInput } from '../../test/http.js';

/** Spec 002 "Profile": a signed-in person edits their own name, email, telephone, address and birth date. */

type Profile = { staffId: number | null; version: number | null } & Record<string, string | null>;

let ctx: TestContext;
let admin: string;
let me: string;
let staffId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  me = await ctx.signIn('Receptionist', 'profile-rita');
  const who = (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: me } })).json<{ id: number }>();
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: { cookie: admin },
    payload: staffInput({ fullName: 'Rita Moreno', email: 'rita@chairside.example', account: who.id }),
  });
  expect(made.statusCode, made.body).toBe(201);
  staffId = made.json<{ id: number }>().id;
  const other = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: { cookie: admin },
    payload: staffInput({ fullName: 'Omar Haddad', email: 'omar@chairside.example' }),
  });
  expect(other.statusCode, other.body).toBe(201);
});
afterAll(() => ctx.close());

const read = async (cookie = me) =>
  (await ctx.app.inject({ url: '/api/profile', headers: { cookie } })).json<Profile>();
const put = (payload: object, cookie = me) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });

describe('/api/profile', () => {
  it('reads my linked staff record and writes my personal fields on it, versioned and audited', async () => {
    const mine = await read();
    expect(mine).toMatchObject({ staffId, fullName: 'Rita Moreno', email: 'rita@chairside.example', address: null });
    const body = {
      fullName: 'Rita Moreno-Diaz',
      email: 'rita.md@chairside.example',
      phone: '+1 617 555 0199',
      address: '4 Harbour Lane, Boston',
      birthDate: '1988-05-14',
      version: mine.version,
    };
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, version: (mine.version ?? 0) + 1 });
    // The staff list shows the same record, changed.
    const record = (await ctx.app.inject({ url: `/api/staff/${staffId}`, headers: { cookie: admin } })).json();
    expect(record).toMatchObject({
      fullName: 'Rita Moreno-Diaz',
      address: '4 Harbour Lane, Boston',
      role: 'Receptionist',
    });
    const history = await ctx.app.inject({ url: `/api/staff/${staffId}/history`, headers: { cookie: admin } });
    expect(history.json<{ items: { action: string }[] }>().items[0]?.action).toBe('update');

    // A stale version, a taken email, a bad value: refused, nothing stored.
    expectProblem(await put(body), 409);
    let refused = await put({ ...body, email: 'omar@chairside.example', version: mine.version! + 1 });
    expectProblem(refused, 422);
    expect(errorMap(refused)).toEqual({ email: 'A staff member with this email already exists' });
    refused = await put({ ...body, birthDate: 'yesterday', version: mine.version! + 1 });
    expectProblem(refused, 422);
    expect(Object.keys(errorMap(refused))).toEqual(['birthDate']);
    // Only my own fields: the role is not mine to change.
    expect((await put({ ...body, role: 'Admin', version: mine.version! + 1 })).statusCode).toBe(400);
    expect((await read()).fullName).toBe('Rita Moreno-Diaz');
  });

  it('says so when the account is linked to no staff member', async () => {
    const stranger = await ctx.signIn('Dentist');
    expect(await read(stranger)).toMatchObject({ staffId: null, fullName: null });
    const res = await put({ fullName: 'X', email: 'x@example.com', phone: '+1 617 555 0100', version: 1 }, stranger);
    expectProblem(res, 409, PROFILE_MESSAGES.notLinked);
  });

  it('is for signed-in people only', async () => {
    expect((await ctx.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
  });
});

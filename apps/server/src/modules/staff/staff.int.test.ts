import { ROLE_PERMISSIONS } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem, staffInput } from '../../test/http.js';
import { createUser } from '../../users/store.js';

/**
 * Staff: required fields, statuses, the weekly shifts (the clinic hours'
 * shape), and the link to a sign-in account whose real permissions are shown.
 */

type Rec = Record<string, unknown> & { id: number; version: number; labels?: Record<string, string | null> };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let ctx: TestContext;
let admin: string;
let dentist: string;
let serial = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin', 'staff-admin');
  dentist = await ctx.signIn('Dentist', 'staff-dentist');
});
afterAll(() => ctx.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  ctx.app.inject({ method, url: `/api/staff${url}`, headers: { cookie }, payload });
/** A staff body with an email of its own. */
const input = (overrides: Record<string, unknown> = {}) =>
  staffInput({ email: `member${++serial}@chairside.example`, ...overrides });
const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await call('POST', '', input(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const expectRefused = async (body: Record<string, unknown>, errors: Record<string, string>) => {
  const before = await countRows(ctx.database, 'staff');
  const res = await call('POST', '', body);
  expectProblem(res, 422);
  expect(errorMap(res)).toEqual(errors);
  expect(await countRows(ctx.database, 'staff')).toBe(before);
};
const account = async (username: string, role: 'Receptionist' | 'Assistant' | null, active = true) =>
  (await createUser(ctx.database, { username, password: TEST_PASSWORD, role, active }))!.id;
const accountOf = (staffId: number, cookie = admin) =>
  ctx.app.inject({ url: `/api/staff/${staffId}/account`, headers: { cookie } });

describe('a staff member', () => {
  it('is stored with its shifts; the status is Active unless chosen, and On Leave can be chosen at once', async () => {
    const { status: _s, ...rest } = input();
    const res = await call('POST', '', rest);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fullName: 'Nadia Benali',
      role: 'Receptionist',
      status: 'Active',
      account: null,
      shiftSchedule: { Monday: { closed: false, open: '08:00', close: '18:00' }, Sunday: { closed: true } },
      labels: { account: null },
    });
    expect((await create({ status: 'On Leave' })).status).toBe('On Leave');
  });

  it('requires name, role, email, phone and status, each with its message', async () => {
    await expectRefused(
      { fullName: '', role: null, email: '', phone: '', status: '' },
      {
        fullName: 'Full Name is required',
        role: 'Role is required',
        email: 'Email is required',
        phone: 'Phone is required',
        status: 'Status is required',
      },
    );
    await expectRefused(input({ email: 'nadia@', role: 'Janitor', status: 'Retired', phone: 'call me' }), {
      email: 'Email must be a valid email address',
      role: 'Role must be one of: Admin, Dentist, Assistant, Receptionist, Accountant',
      status: 'Status must be one of: Active, On Leave, Inactive',
      phone: 'Phone must be a valid phone number',
    });
  });

  it('has an email no other staff member has, whatever its case', async () => {
    await create({ email: 'front.desk@chairside.example' });
    await expectRefused(input({ email: 'Front.Desk@chairside.example' }), {
      email: 'A staff member with this email already exists',
    });
  });

  it('may have no shifts; shifts have the clinic hours’ rules', async () => {
    expect((await create({ shiftSchedule: null })).shiftSchedule).toBeNull();
    const week = structuredClone(staffInput().shiftSchedule) as Record<string, Record<string, unknown>>;
    week.Tuesday = { closed: false, open: '17:00', close: '09:00' };
    await expectRefused(input({ shiftSchedule: week }), {
      'shiftSchedule.Tuesday.close': 'Closing time must be after opening time',
    });
  });

  it('is deleted after the confirmation of the web (204, then 404)', async () => {
    const member = await create();
    expect((await call('DELETE', `/${member.id}`)).statusCode).toBe(204);
    expectProblem(await call('GET', `/${member.id}`), 404);
  });
});

describe('the sign-in account of a staff member', () => {
  it('is shown by its username, with the permissions its role really gives', async () => {
    const id = await account('nadia.desk', 'Receptionist');
    const member = await create({ account: id });
    expect(member.labels).toEqual({ account: 'nadia.desk', clinic: null });
    const res = await accountOf(member.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      username: 'nadia.desk',
      role: 'Receptionist',
      active: true,
      permissions: [...ROLE_PERMISSIONS.Receptionist],
    });
    // A colleague sees what the account may do, but not the username to try signing in as.
    const colleague = await accountOf(member.id, dentist);
    expect(colleague.statusCode, colleague.body).toBe(200);
    expect(colleague.json()).toEqual({ ...res.json(), username: null });
    expect(colleague.body).not.toContain('nadia.desk');
  });

  it('names the account in lists, records and exports only to those who manage staff', async () => {
    const id = await account('hidden.login', 'Receptionist');
    const member = await create({ account: id, fullName: 'Hidden Login Person' });
    const asDentist = async (url: string) => {
      const res = await call('GET', url, undefined, dentist);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('hidden.login');
      return res;
    };
    expect((await asDentist(`/${member.id}`)).json()).toMatchObject({ account: null, labels: { account: null } });
    const list = (await asDentist('?q=Hidden%20Login')).json<{ items: Rec[] }>();
    expect(list.items).toMatchObject([{ id: member.id, account: null, labels: { account: null } }]);
    await asDentist('/export?format=csv&q=Hidden%20Login');
    expect((await call('GET', '?q=Hidden%20Login')).json()).toMatchObject({
      items: [{ account: id, labels: { account: 'hidden.login' } }],
    });
    expect((await call('GET', '/export?format=csv&q=Hidden%20Login')).body).toContain('hidden.login');
  });

  it('follows the account: a new role changes the permissions, a deactivated account has none', async () => {
    const id = await account('omar.chair', 'Assistant');
    const member = await create({ account: id });
    expect((await accountOf(member.id)).json()).toMatchObject({ permissions: [...ROLE_PERMISSIONS.Assistant] });
    const patch = (payload: object, version: number) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: { cookie: admin },
        payload: { ...payload, version },
      });
    expect((await patch({ role: 'Dentist' }, 1)).statusCode).toBe(200);
    expect((await accountOf(member.id)).json()).toMatchObject({
      role: 'Dentist',
      permissions: [...ROLE_PERMISSIONS.Dentist],
    });
    expect((await patch({ active: false }, 2)).statusCode).toBe(200);
    expect((await accountOf(member.id)).json()).toMatchObject({ active: false, permissions: [] });
  });

  it('is optional (null), unique to one staff member, and must exist', async () => {
    const member = await create();
    expect((await accountOf(member.id)).json()).toBeNull();
    expectProblem(await accountOf(999_999), 404);

    const id = await account('shared.login', 'Receptionist');
    await create({ account: id });
    await expectRefused(input({ account: id }), {
      account: 'This account is already linked to another staff member',
    });
    await expectRefused(input({ account: 999_999 }), { account: 'User Account does not exist' });
  });

  it('is unlinked by saving the member without it', async () => {
    const id = await account('leaving.soon', 'Receptionist');
    const member = await create({ account: id });
    const res = await call('PATCH', `/${member.id}`, { account: null, version: member.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ account: null, labels: { account: null } });
    expect((await create({ account: id })).account).toBe(id);
  });
});

describe('choosing the account', () => {
  it('GET /api/users/lookup finds usernames by part of a name or by id, for staff managers only', async () => {
    const id = await account('zoe.lookup', null, false);
    const lookup = (query: string, cookie = admin) =>
      ctx.app.inject({ url: `/api/users/lookup${query}`, headers: { cookie } });
    expect((await lookup('?q=ZOE.LOOK')).json()).toEqual([{ id, label: 'zoe.lookup' }]);
    expect((await lookup(`?ids=${id}`)).json()).toEqual([{ id, label: 'zoe.lookup' }]);
    expect((await lookup('?q=%25')).json()).toEqual([]);
    expectProblem(await lookup('?ids=1;drop'), 400);
    expectProblem(await lookup('?q=zoe', dentist), 403);
  });
});

describe('who may do what', () => {
  it('every signed-in role reads the staff list; only staff managers change it', async () => {
    const member = await create();
    expect((await call('GET', '', undefined, dentist)).statusCode).toBe(200);
    expectProblem(await call('POST', '', input(), dentist), 403);
    expectProblem(await call('PATCH', `/${member.id}`, { status: 'Inactive', version: 1 }, dentist), 403);
    expectProblem(await call('DELETE', `/${member.id}`, undefined, dentist), 403);
  });
});

describe('the list and its summary', () => {
  beforeAll(async () => {
    await ctx.database.rows(sql`delete from staff`);
    await create({ fullName: 'Ada Admin', role: 'Admin', status: 'Active' });
    await create({ fullName: 'Ben Reception', role: 'Receptionist', status: 'Active' });
    await create({ fullName: 'Cleo Reception', role: 'Receptionist', status: 'On Leave' });
    await create({ fullName: 'Dan Assist', role: 'Assistant', status: 'Inactive', phone: '+1 617 555 0999' });
  });

  it('pages by 5, sorts, searches names, emails and phones, filters by role and status', async () => {
    const names = async (query: string) =>
      (await call('GET', query)).json<{ items: Rec[]; pageSize: number }>().items.map((s) => s.fullName);
    expect((await call('GET', '')).json<{ pageSize: number }>().pageSize).toBe(5);
    expect(await names('?sort=-fullName')).toEqual(['Dan Assist', 'Cleo Reception', 'Ben Reception', 'Ada Admin']);
    expect(await names('?q=0999')).toEqual(['Dan Assist']);
    expect(await names('?role=Receptionist&status=On%20Leave')).toEqual(['Cleo Reception']);
  });

  it('counts the staff by status and charts them by role', async () => {
    const summary = (await call('GET', '/summary')).json<{
      tiles: { label: string; value: number }[];
      charts: { title: string; points: { key: string; series?: string; value: number }[] }[];
    }>();
    expect(summary.tiles).toEqual([
      { label: 'Total Staff', value: 4 },
      { label: 'Active', value: 2 },
      { label: 'On Leave', value: 1 },
      { label: 'Inactive', value: 1 },
    ]);
    expect(summary.charts.find((c) => c.title === 'Staff by role')?.points).toEqual([
      { key: 'Admin', value: 1 },
      { key: 'Assistant', value: 1 },
      { key: 'Receptionist', value: 2 },
    ]);
    expect(summary.charts.find((c) => c.title === 'Staff per role')?.points).toContainEqual({
      key: 'Receptionist',
      series: 'On Leave',
      value: 1,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { staffInput } from '../test/http.js';

/** Issue 28: staff are greeted by their name (the linked staff record's), not their username. */

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

const me = async (cookie: string) => {
  const res = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; username: string; name: string | null }>();
};

describe('the signed-in user’s name', () => {
  it('is the full name of the staff record linked to the account, and null without one', async () => {
    const dentist = await ctx.signIn('Dentist', 'greet-sarah');
    const before = await me(dentist);
    expect(before).toMatchObject({ username: 'greet-sarah', name: null });
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie: admin },
      payload: staffInput({ fullName: 'Dr. Sarah Jones', email: 'sarah.jones@chairside.example', account: before.id }),
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await me(dentist)).toMatchObject({ username: 'greet-sarah', name: 'Dr. Sarah Jones' });
    // Another account's staff record is not mine.
    expect((await me(admin)).name).toBeNull();
  });
});

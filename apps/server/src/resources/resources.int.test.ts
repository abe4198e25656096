import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

describe('medicament categories', () => {
  it('creates, reads and lists a category', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/medicament-categories',
      headers: { cookie: admin },
      payload: { name: 'Analgesic', description: 'Pain relief' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Analgesic', version: 1 });
    const list = await ctx.app.inject({ url: '/api/medicament-categories?q=analg', headers: { cookie: admin } });
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: created.id }] });
  });
});

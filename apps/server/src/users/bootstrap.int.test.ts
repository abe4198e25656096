import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { describeDatabase, ensureBootstrapAdmin, missingAdminNotice } from './bootstrap.js';
import { findUserByName } from './store.js';

/** The first administrator: what the server says and does at start (issue 10, item 9). One database, in order: no Admin at first. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const withAdmin = (username: string) =>
  loadConfig({ ADMIN_USERNAME: username, ADMIN_PASSWORD: 'first admin password', DATA_DIR: '/srv/chairside' });

describe('the first administrator', () => {
  it('at start without any Admin, says how to create one; with ADMIN_USERNAME/PASSWORD the Admin is made', async () => {
    const config = withAdmin('owner');
    expect(await missingAdminNotice(ctx.database, config)).toMatch(
      /npm run create-admin -- <username>.*ADMIN_USERNAME/,
    );
    await ensureBootstrapAdmin(ctx.database, config);
    expect(await findUserByName(ctx.database, 'owner')).toMatchObject({ role: 'Admin', active: true });
    expect(await missingAdminNotice(ctx.database, config)).toBeUndefined();
  });

  it('refuses to start when a visitor registered the ADMIN_USERNAME first, and leaves that account as it was', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'admin', password: 'visitor password' },
    });
    expect(res.statusCode).toBe(201);
    await expect(ensureBootstrapAdmin(ctx.database, withAdmin('admin'))).rejects.toThrow(
      /ADMIN_USERNAME=admin names an existing account that is not an administrator/,
    );
    expect(await findUserByName(ctx.database, 'admin')).toMatchObject({ role: null, active: false });
  });

  it('starts quietly when ADMIN_USERNAME is already an Admin', async () => {
    await ctx.signIn('Admin', 'chief');
    await expect(ensureBootstrapAdmin(ctx.database, withAdmin('chief'))).resolves.toBeUndefined();
  });

  it('names the database create-admin writes to, without its password', () => {
    expect(describeDatabase(loadConfig({ DATA_DIR: '/srv/chairside/data' }))).toBe(
      'the embedded database in /srv/chairside/data',
    );
    expect(describeDatabase(loadConfig({ DATABASE_URL: 'postgres://app:s3cret@db.lan:5432/clinic' }))).toBe(
      'PostgreSQL db.lan:5432/clinic',
    );
  });
});

import { AUTH_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { expectProblem } from '../test/http.js';

/**
 * SESSION_IDLE_MINUTES is exact to within a few seconds, even at its smallest
 * (1 minute): the time of a session's last use is kept that closely. Time
 * passing is played by moving the session's last-seen time back.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SESSION_IDLE_MINUTES: '1' });
});
afterAll(() => ctx.close());

const me = (cookie: string) => ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
const age = async (username: string, seconds: number) => {
  await ctx.database.rows(sql`
    update sessions set last_seen_at = last_seen_at - ${seconds} * interval '1 second'
    where user_id = (select id from users where username = ${username})`);
  await ctx.sessionChangesHeard();
};

describe('an idle limit of one minute', () => {
  it('keeps a user who works every 50 seconds signed in', async () => {
    const cookie = await ctx.signIn('Assistant', 'steady');
    for (let i = 0; i < 3; i++) {
      await age('steady', 50);
      expect((await me(cookie)).statusCode).toBe(200);
    }
  });

  it('signs out a user idle for a little over the minute', async () => {
    const cookie = await ctx.signIn('Assistant', 'away');
    await age('away', 50);
    expect((await me(cookie)).statusCode).toBe(200);
    await age('away', 65);
    expectProblem(await me(cookie), 401, AUTH_MESSAGES.sessionExpired);
  });
});

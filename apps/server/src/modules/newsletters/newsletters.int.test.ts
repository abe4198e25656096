import { NEWSLETTER_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_RATE_PER_HOUR: '1000' });
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

const subscribe = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletters/subscribe', payload });
const use = (action: 'confirm' | 'unsubscribe', token: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/newsletters/${action}`, payload: { token } });
const mails = (email: string) =>
  ctx.database.rows<{ subject: string; body: string; source: string }>(
    sql`select subject, body, source from outbox_messages where recipient = ${email} order by id`,
  );
const subscriber = async (email: string) =>
  (
    await ctx.database.rows<{ status: string; confirmed: boolean }>(
      sql`select status, confirmed_at is not null as confirmed from newsletter_subscribers where email = ${email}`,
    )
  )[0];
/** The token of the last link of this kind mailed to the address. */
async function lastToken(email: string, kind: 'confirm' | 'unsubscribe'): Promise<string> {
  const all = (await mails(email)).map((m) => m.body).join('\n');
  const found = [...all.matchAll(new RegExp(`/newsletter/${kind}\\?token=([A-Za-z0-9_-]+)`, 'g'))];
  return found.at(-1)![1]!;
}

describe('subscribing', () => {
  it('queues one confirmation mail with a single-use, unguessable link; nothing else until it is followed', async () => {
    const res = await subscribe({ name: 'Ada', email: 'Ada@Example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    expect(await subscriber('ada@example.com')).toEqual({ status: 'Pending', confirmed: false });
    const sent = await mails('ada@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.source).toBe('Newsletter confirmation');
    const token = await lastToken('ada@example.com', 'confirm');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is stored.
    const stored = await ctx.database.rows<{ h: string }>(sql`select token_hash as h from newsletter_tokens`);
    expect(stored.map((r) => r.h)).not.toContain(token);

    expectProblem(await use('confirm', 'A'.repeat(43)), 410, 'This link is invalid or has expired.');
    const ok = await use('confirm', token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
    expect(await subscriber('ada@example.com')).toEqual({ status: 'Confirmed', confirmed: true });
    expectProblem(await use('confirm', token), 410);
  });

  it('answers a second subscription of the same address as the first, and sends a confirmed one nothing', async () => {
    const first = await subscribe({ name: 'Ada', email: 'ada@example.com' });
    const fresh = await subscribe({ name: 'Bob', email: 'bob@example.com' });
    expect(first.statusCode).toBe(fresh.statusCode);
    expect(first.body).toBe(fresh.body);
    expect(await mails('ada@example.com')).toHaveLength(1);
    expect(await subscriber('ada@example.com')).toEqual({ status: 'Confirmed', confirmed: true });
  });

  it('refuses an expired confirmation link', async () => {
    await subscribe({ name: 'Cy', email: 'cy@example.com' });
    const token = await lastToken('cy@example.com', 'confirm');
    await ctx.database.rows(sql`update newsletter_tokens set expires_at = app_now() - interval '1 hour'
                                where purpose = 'confirm' and used_at is null`);
    expectProblem(await use('confirm', token), 410);
    expect((await subscriber('cy@example.com'))?.status).toBe('Pending');
  });

  it('stores nothing for a filled honeypot, with the same answer; checks its fields', async () => {
    const res = await subscribe({ name: 'Bot', email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    expect(await subscriber('bot@example.com')).toBeUndefined();
    const bad = await subscribe({ name: ' ', email: 'not-an-email' });
    expectProblem(bad, 422);
    expect(errorMap(bad)).toMatchObject({ name: 'Name is required', email: 'Email must be a valid email address' });
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestContext({ CONTACT_RATE_PER_HOUR: '2' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/newsletters/subscribe',
          payload: { name: 'R', email: 'r@example.com' },
        });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('sending an issue', () => {
  it('queues it once per confirmed subscriber only, each with an unsubscribe link that works without signing in', async () => {
    await subscribe({ name: 'Dee', email: 'dee@example.com' }); // stays Pending
    const issue = { subject: 'Spring news', body: '# Hello\n\nWe are open on Saturdays.' };
    expectProblem(await ctx.app.inject({ method: 'POST', url: '/api/newsletters/issues', payload: issue }), 401);
    const key = { cookie: admin, 'idempotency-key': 'issue-spring' };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/newsletters/issues', headers: key, payload: issue });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recipients: 1 });
    // The same submission again (a double click): nothing more is queued.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletters/issues',
      headers: key,
      payload: issue,
    });
    expect(again.json()).toEqual(res.json());
    const news = await ctx.database.rows<{ recipient: string }>(
      sql`select recipient from outbox_messages where source = 'Newsletter' order by id`,
    );
    expect(news.map((m) => m.recipient)).toEqual(['ada@example.com']);
    expect((await mails('dee@example.com')).filter((m) => m.subject === 'Spring news')).toEqual([]);

    const token = await lastToken('ada@example.com', 'unsubscribe');
    const out = await use('unsubscribe', token);
    expect(out.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await subscriber('ada@example.com'))?.status).toBe('Unsubscribed');
    expect((await use('unsubscribe', token)).statusCode).toBe(200);
    expectProblem(await use('unsubscribe', await lastToken('dee@example.com', 'confirm')), 410);

    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletters/issues',
      headers: { cookie: admin },
      payload: issue,
    });
    expectProblem(none, 422, NEWSLETTER_MESSAGES.noSubscribers);
  });
});

import { CONTACT_HONEYPOT, nowMs } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';

/** The messages inbox: the public contact form, read / unread and the unread count, search, delete. */

type Msg = Record<string, unknown> & { id: number; version: number; read: boolean; subject: string };

const visitor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Visitor',
  email: 'ada@example.com',
  subject: 'Opening hours',
  message: 'Are you open on Saturday mornings?',
  ...overrides,
});

let ctx: TestContext;
let reception: string;
let accountant: string;
beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_RATE_PER_HOUR: '1000' });
  reception = await ctx.signIn('Receptionist');
  accountant = await ctx.signIn('Accountant');
});
afterAll(() => ctx.close());

const sendForm = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/messages', headers, payload: payload as object });
const staff = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie = reception) =>
  ctx.app.inject({ method, url, headers: { cookie } });
const unread = async (): Promise<number> =>
  (await staff('GET', '/api/messages/count')).json<{ message: number }>().message;
const inbox = async (query = ''): Promise<Msg[]> =>
  (await staff('GET', `/api/messages?pageSize=100${query}`)).json<{ items: Msg[] }>().items;
const received = async (subject: string): Promise<Msg> => {
  const found = (await inbox(`&q=${encodeURIComponent(subject)}`)).find((m) => m.subject === subject);
  if (!found) throw new Error(`no message "${subject}"`);
  return found;
};

describe('POST /api/messages (public contact form)', () => {
  it('a visitor without an account sends a message; staff find it unread, with the time set by the server', async () => {
    const before = await unread();
    const res = await sendForm(visitor({ subject: 'Whitening price' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ sent: true });
    const msg = await received('Whitening price');
    expect(msg).toMatchObject({ name: 'Ada Visitor', email: 'ada@example.com', read: false, version: 1 });
    expect(nowMs() - Date.parse(String(msg.createdAt))).toBeLessThan(60_000);
    expect(await unread()).toBe(before + 1);
  });

  it('is strict: a read flag, an id or any other field is refused (400) and nothing is stored', async () => {
    const before = await countRows(ctx.database, 'messages');
    for (const extra of [{ read: true }, { id: 1 }, { createdAt: '2020-01-01T00:00:00Z' }, { version: 7 }]) {
      const res = await sendForm(visitor(extra));
      expectProblem(res, 400);
      expect(Object.values(errorMap(res))).toEqual(['Unknown field']);
    }
    expect(await countRows(ctx.database, 'messages')).toBe(before);
  });

  it('requires every field, a valid e-mail and bounded lengths (422 with the field paths)', async () => {
    const before = await countRows(ctx.database, 'messages');
    const empty = await sendForm({ name: ' ', email: '', subject: '', message: '' });
    expectProblem(empty, 422);
    expect(errorMap(empty)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(errorMap(await sendForm(visitor({ email: 'not-an-address' })))).toEqual({
      email: 'Email must be a valid email address',
    });
    expect(errorMap(await sendForm(visitor({ message: 'x'.repeat(5001) })))).toEqual({
      message: 'Message must be at most 5000 characters',
    });
    expect(await countRows(ctx.database, 'messages')).toBe(before);
  });

  it('a filled honeypot gets the same answer as a person, but nothing is stored', async () => {
    const before = await countRows(ctx.database, 'messages');
    const res = await sendForm(visitor({ subject: 'Cheap pills', [CONTACT_HONEYPOT]: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ sent: true });
    expect(await countRows(ctx.database, 'messages')).toBe(before);
    expect((await sendForm(visitor({ subject: 'Empty trap', [CONTACT_HONEYPOT]: '' }))).statusCode).toBe(201);
    expect(await countRows(ctx.database, 'messages')).toBe(before + 1);
  });

  it('is refused from another site (403), like every state-changing request', async () => {
    const before = await countRows(ctx.database, 'messages');
    expectProblem(await sendForm(visitor(), { origin: 'http://evil.example' }), 403);
    expect(await countRows(ctx.database, 'messages')).toBe(before);
  });

  it('staff cannot create or edit messages through the generic routes', async () => {
    await sendForm(visitor({ subject: 'Not editable' }));
    const msg = await received('Not editable');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/messages/${msg.id}`,
      headers: { cookie: reception },
      payload: { ...visitor(), read: true, version: 1 },
    });
    expectProblem(put, 404);
    expectProblem(await staff('PATCH', `/api/messages/${msg.id}`), 404);
  });
});

describe('rate limit of the contact form', () => {
  it('answers 429 with Retry-After once an address has sent its quota, and stores nothing more', async () => {
    const limited = await createTestContext({ CONTACT_RATE_PER_HOUR: '2' });
    try {
      const post = () => limited.app.inject({ method: 'POST', url: '/api/messages', payload: visitor() });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expectProblem(third, 429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(await countRows(limited.database, 'messages')).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('reading the inbox', () => {
  it('marking read lowers the unread count, unread raises it again; both are idempotent and audited', async () => {
    await sendForm(visitor({ subject: 'Read me' }));
    const msg = await received('Read me');
    const before = await unread();
    const read = await staff('POST', `/api/messages/${msg.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: msg.id, read: true, subject: 'Read me' });
    expect(await unread()).toBe(before - 1);
    expect((await staff('POST', `/api/messages/${msg.id}/read`)).json()).toMatchObject({ read: true });
    expect(await unread()).toBe(before - 1);
    expect((await staff('POST', `/api/messages/${msg.id}/unread`)).json()).toMatchObject({ read: false });
    expect(await unread()).toBe(before);
    const audit = await ctx.database.rows<{ action: string; username: string | null; changes: unknown }>(
      sql`select action, username, changes from audit_log where resource = 'messages' and record_id = ${msg.id} order by id`,
    );
    expect(audit.map((a) => [a.action, a.username])).toEqual([
      ['create', null],
      ['update', expect.stringMatching(/^receptionist/)],
      ['update', expect.stringMatching(/^receptionist/)],
    ]);
    expect(audit[1]?.changes).toEqual({ read: { from: false, to: true } });
    expectProblem(await staff('POST', '/api/messages/999999/read'), 404, 'The message was not found.');
  });

  it('searches name, subject and message; filters read / unread', async () => {
    await sendForm(visitor({ name: 'Quentin Search', subject: 'Braces', message: 'Lorem' }));
    await sendForm(visitor({ name: 'Other', subject: 'Implant quentin', message: 'Ipsum' }));
    await sendForm(visitor({ name: 'Third', subject: 'Invisalign', message: 'Ask QUENTIN' }));
    await sendForm(visitor({ name: 'Fourth', subject: 'Nothing', message: 'Nothing', email: 'quentin@example.com' }));
    const hits = await inbox('&q=quentin&sort=subject');
    expect(hits.map((m) => m.subject)).toEqual(['Braces', 'Implant quentin', 'Invisalign']);
    const braces = hits[0]!;
    await staff('POST', `/api/messages/${braces.id}/read`);
    expect((await inbox('&q=quentin&read=true')).map((m) => m.id)).toEqual([braces.id]);
    expect((await inbox('&q=quentin&read=false')).map((m) => m.subject).sort()).toEqual([
      'Implant quentin',
      'Invisalign',
    ]);
  });

  it('lists the newest first, five to a page', async () => {
    const res = await staff('GET', '/api/messages');
    const body = res.json<{ items: Msg[]; pageSize: number }>();
    expect(body.pageSize).toBe(5);
    const times = body.items.map((m) => Date.parse(String(m.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('deleting an unread message lowers the count; the Accountant may read but not delete', async () => {
    await sendForm(visitor({ subject: 'Delete me' }));
    const msg = await received('Delete me');
    const before = await unread();
    expect((await staff('GET', `/api/messages/${msg.id}`, accountant)).statusCode).toBe(200);
    expectProblem(await staff('DELETE', `/api/messages/${msg.id}`, accountant), 403);
    expect((await staff('DELETE', `/api/messages/${msg.id}`)).statusCode).toBe(204);
    expect(await unread()).toBe(before - 1);
    expectProblem(await staff('GET', `/api/messages/${msg.id}`), 404);
  });

  it('visitors cannot read the inbox or its count', async () => {
    expectProblem(await ctx.app.inject({ url: '/api/messages' }), 401);
    expectProblem(await ctx.app.inject({ url: '/api/messages/count' }), 401);
    expectProblem(await ctx.app.inject({ method: 'POST', url: '/api/messages/1/read' }), 401);
  });
});

describe('replying', () => {
  it('queues an email to the sender in the outbox, threaded on the message, and marks it read', async () => {
    await sendForm(visitor({ subject: 'Reply to me', email: 'reply.me@example.com', name: 'Reply Me' }));
    const msg = await received('Reply to me');
    const reply = (body: unknown, cookie = reception, id = msg.id) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/messages/${id}/reply`,
        headers: { cookie },
        payload: body as object,
      });

    const before = await countRows(ctx.database, 'outbox_messages');
    expectProblem(await reply({ body: '  ' }), 422);
    expectProblem(await reply({ body: 'Hi', cc: 'x@example.com' }), 400);
    expectProblem(await reply({ body: 'Hi' }, reception, 999_999), 404);
    expect((await reply({ body: 'Hi' }, accountant)).statusCode).toBe(403);
    expect(await countRows(ctx.database, 'outbox_messages')).toBe(before);

    const sent = await reply({ body: 'Yes, from 9 to 12.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ subject: 'Re: Reply to me', body: 'Yes, from 9 to 12.', status: 'Queued' });
    await reply({ body: 'And on Sundays we are closed.' });
    const [queued] = await ctx.database.rows<{ recipient: string; recipient_name: string; n: number }>(sql`
      select recipient, recipient_name, count(*) over ()::int as n from outbox_messages where in_reply_to = ${msg.id}`);
    expect(queued).toMatchObject({ recipient: 'reply.me@example.com', recipient_name: 'Reply Me', n: 2 });
    expect((await received('Reply to me')).read).toBe(true);

    const thread = await staff('GET', `/api/messages/${msg.id}/replies`, accountant);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json<{ body: string }[]>().map((r) => r.body)).toEqual([
      'Yes, from 9 to 12.',
      'And on Sundays we are closed.',
    ]);
    expectProblem(await staff('GET', '/api/messages/999999/replies'), 404);
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { expectProblem } from '../test/http.js';
import { queueMessage } from './queue.js';

/**
 * The outbox: messages wait as Queued without a mail server, are delivered by
 * a real SMTP conversation when one is configured, and a refused message is
 * kept as Failed with the reason, never dropped.
 */

interface Received {
  to: string[];
  data: string;
}

const received: Received[] = [];
let refuse = '';
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (refuse && address.address === refuse) return callback(new Error('Mailbox unavailable'));
    callback();
  },
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});

let withSmtp: TestContext;
let withoutSmtp: TestContext;
let adminA: string;
let adminB: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  withSmtp = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_INTERVAL_SECONDS: '3600' });
  withoutSmtp = await createTestContext();
  adminA = await withSmtp.signIn('Admin');
  adminB = await withoutSmtp.signIn('Admin');
});
afterAll(async () => {
  await withSmtp.close();
  await withoutSmtp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const message = (recipient: string) => ({
  recipient,
  recipientName: 'Nadia Rossi',
  source: 'Insurance renewal reminder',
  subject: 'Your dental insurance renews soon',
  body: 'Dear Nadia, your policy POL-1 ends on 2026-12-31.',
});

type Item = { id: number; status: string; error: string | null; sentAt: string | null; attempts: number };
const items = async (ctx: TestContext, cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/outbox?pageSize=100', headers: { cookie } })).json<{
    items: Item[];
  }>().items;

describe('outbox without a mail server', () => {
  it('keeps messages queued, says why, and refuses to "send now"', async () => {
    await withoutSmtp.database.transaction((rows) => queueMessage(rows, message('nadia@example.com')));
    const [item] = await items(withoutSmtp, adminB);
    expect(item).toMatchObject({ status: 'Queued', sentAt: null });
    const delivery = await withoutSmtp.app.inject({
      method: 'GET',
      url: '/api/outbox/delivery',
      headers: { cookie: adminB },
    });
    expect(delivery.json()).toEqual({ smtp: false, queued: 1, failed: 0 });
    const send = await withoutSmtp.app.inject({ method: 'POST', url: '/api/outbox/send', headers: { cookie: adminB } });
    expectProblem(send, 409, 'No mail server is configured (SMTP_URL): messages stay queued.');
    expect((await items(withoutSmtp, adminB)).map((i) => [i.status, i.attempts])).toEqual([['Queued', 0]]);
  });
});

describe('outbox permissions', () => {
  it('is for admins only: others neither read it nor send or retry from it', async () => {
    const reception = await withSmtp.signIn('Receptionist');
    const id = await withSmtp.database.transaction((rows) => queueMessage(rows, message('staff-only@example.com')));
    const sentBefore = received.length;
    const as = (method: 'GET' | 'POST', url: string) =>
      withSmtp.app.inject({ method, url, headers: { cookie: reception } });
    expectProblem(await as('GET', '/api/outbox'), 403);
    expectProblem(await as('GET', '/api/outbox/delivery'), 403);
    expectProblem(await as('POST', '/api/outbox/send'), 403);
    expectProblem(await as('POST', `/api/outbox/${id}/retry`), 403);
    expect(received.length).toBe(sentBefore);
    expect((await items(withSmtp, adminA)).find((i) => i.id === id)).toMatchObject({ status: 'Queued', attempts: 0 });
    // Leave nothing queued for the tests below.
    await withSmtp.app.inject({ method: 'POST', url: '/api/outbox/send', headers: { cookie: adminA } });
  });
});

describe('outbox with a mail server', () => {
  it('delivers queued messages over SMTP and marks them Sent', async () => {
    await withSmtp.database.transaction((rows) => queueMessage(rows, message('nadia@example.com')));
    const send = await withSmtp.app.inject({ method: 'POST', url: '/api/outbox/send', headers: { cookie: adminA } });
    expect(send.json()).toEqual({ sent: 1 });
    expect(received.at(-1)?.to).toEqual(['nadia@example.com']);
    expect(received.at(-1)?.data).toContain('Subject: Your dental insurance renews soon');
    const [item] = await items(withSmtp, adminA);
    expect(item).toMatchObject({ status: 'Sent', attempts: 1, error: null });
    expect(item?.sentAt).toEqual(expect.any(String));
  });

  it('keeps a refused message as Failed with the reason, and retries it on request', async () => {
    refuse = 'gone@example.com';
    const id = await withSmtp.database.transaction((rows) => queueMessage(rows, message('gone@example.com')));
    await withSmtp.app.inject({ method: 'POST', url: '/api/outbox/send', headers: { cookie: adminA } });
    const failed = (await items(withSmtp, adminA)).find((i) => i.id === id);
    expect(failed?.status).toBe('Failed');
    expect(failed?.error).toMatch(/Mailbox unavailable/);

    refuse = '';
    const retry = await withSmtp.app.inject({
      method: 'POST',
      url: `/api/outbox/${id}/retry`,
      headers: { cookie: adminA },
    });
    expect(retry.json()).toEqual({ status: 'Sent' });
    expect(received.at(-1)?.to).toEqual(['gone@example.com']);
    expect((await items(withSmtp, adminA)).find((i) => i.id === id)).toMatchObject({
      status: 'Sent',
      attempts: 2,
      error: null,
      sentAt: expect.any(String),
    });
    const again = await withSmtp.app.inject({
      method: 'POST',
      url: `/api/outbox/${id}/retry`,
      headers: { cookie: adminA },
    });
    expectProblem(again, 409, 'This message has already been sent.');
  });
});

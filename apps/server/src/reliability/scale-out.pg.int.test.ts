import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';
import { queueMessages } from '../outbox/queue.js';
import { adminQuery } from '../test/postgres-admin.js';
import { type RoundRobinProxy, startRoundRobinProxy } from '../test/round-robin-proxy.js';
import { type ServerProcess, signInOver, startServer, stopServer } from '../test/server-process.js';

/**
 * Two server processes on one PostgreSQL database behind a round-robin proxy,
 * as a chain of clinics would run them (docs/scaling.md): both start at once
 * on an empty database, a session made through one works on the other,
 * sign-in throttling counts the requests of both, and the outbox sends each
 * message once. PostgreSQL only (PGlite is one process per data folder):
 * vitest.config.ts collects `*.pg.int.test.ts` only with TEST_DB=postgres.
 */

const ADMIN = { username: 'scaleadmin', password: 'scale out password' };
const LOGIN_RATE = 6;
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `chairside_scale_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).toString();

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((r) => r.address));
      callback();
    });
  },
});

const admin = (statement: string) => adminQuery(postgresUrl, statement);

let servers: ServerProcess[] = [];
let proxy: RoundRobinProxy;
let database: Database;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // An empty database: both processes migrate it, at once.
  await admin(`create database ${databaseName}`);
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO: '0',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
    LOGIN_RATE_PER_MINUTE: String(LOGIN_RATE),
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_ADDRESS_MAX_FAILURES: '1000',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    OUTBOX_INTERVAL_SECONDS: '1',
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
  proxy = await startRoundRobinProxy(servers.map((s) => s.url));
  database = await openPostgres(databaseUrl);
});

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((s) => stopServer(s, 'SIGTERM')));
  await database?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await admin(`drop database if exists ${databaseName} with (force)`);
});

/** A client behind the proxy, from its own address (X-Forwarded-For), so tests do not share rate-limit counts. */
const client =
  (address: string) =>
  (route: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${proxy.url}${route}`, {
      ...init,
      headers: {
        'x-forwarded-for': address,
        'content-type': 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
    });

describe('two server processes on one PostgreSQL database', () => {
  it('both started at once on an empty database: the migrations ran once, one administrator was made', async () => {
    const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    const [applied] = await database.rows<{ n: number; distinct_hashes: number }>(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
    );
    expect(applied).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
    const admins = await database.rows<{ username: string }>(sql`select username from users`);
    expect(admins).toEqual([{ username: ADMIN.username }]);
    for (const server of servers) expect(server.output()).not.toMatch(/error|exception/i);
  });

  it('a session made through one process works on the other, and signing out ends it on both', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const cookie = await signInOver(first.url, ADMIN.username, ADMIN.password);
    const me = await fetch(`${second.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: ADMIN.username, role: 'Admin' });

    // Through the proxy, requests alternate between the processes and all see the session.
    const as = client('198.51.100.10');
    const before = [...proxy.served];
    const answers = await Promise.all(Array.from({ length: 6 }, () => as('/api/auth/me', { cookie })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(proxy.served.map((n, i) => n - (before[i] ?? 0))).toEqual([3, 3]);

    const out = await fetch(`${second.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    // The first process kept the session; it forgets it when it hears the sign-out's notification, as the
    // sign-out commits (docs/decisions.md, "Sessions kept in each process"): milliseconds, not seconds.
    await expect
      .poll(async () => (await fetch(`${first.url}/api/auth/me`, { headers: { cookie } })).status, {
        timeout: 2_000,
        interval: 10,
      })
      .toBe(401);
  });

  it(`sign-in throttling counts the attempts of both processes (LOGIN_RATE_PER_MINUTE=${LOGIN_RATE})`, async () => {
    const as = client('203.0.113.7');
    const statuses: number[] = [];
    // One at a time, so the proxy alternates: each process sees half of the attempts.
    for (let i = 0; i < LOGIN_RATE + 2; i++) {
      const res = await as('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username: ADMIN.username, password: 'not the password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_RATE).fill(401), 429, 429]);
    // Another address still signs in: the count is per address.
    const other = await client('203.0.113.8')('/api/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    expect(other.status).toBe(200);
  });

  it('the outbox sends each message once while both processes deliver', async () => {
    const recipients = Array.from({ length: 60 }, (_, i) => `scale-${i}@example.com`);
    await database.transaction((rows) =>
      queueMessages(
        rows,
        recipients.map((recipient) => ({ recipient, source: 'Scale-out test', subject: 'Hello', body: 'Twice?' })),
      ),
    );
    // Both processes' background senders (every second) and "send now" on each, all at once.
    const cookie = await signInOver(proxy.url, ADMIN.username, ADMIN.password);
    const sends = await Promise.all(
      servers.map((s) => fetch(`${s.url}/api/outbox/send`, { method: 'POST', headers: { cookie } })),
    );
    expect(sends.map((s) => s.status)).toEqual([200, 200]);
    await expect
      .poll(
        async () =>
          (
            await database.rows<{ n: number }>(
              sql`select count(*)::int as n from outbox_messages where status = 'Sent'`,
            )
          )[0]?.n,
        { timeout: 20_000 },
      )
      .toBe(recipients.length);
    expect([...received].sort()).toEqual([...recipients].sort());
  });
});

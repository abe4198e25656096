import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test/postgres-admin.js';
import { type Database, openPostgres } from './client.js';
import { PostgresListener } from './pg-listener.js';
import type { ChannelListener } from './pglite-remote.js';

/**
 * The channels a process listens on (the live book's, the sessions') share one connection of its own,
 * which every listener hears lose and come back. PostgreSQL only: vitest.config.ts collects
 * `*.pg.int.test.ts` only with TEST_DB=postgres.
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `chairside_listen_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).toString();

let database: Database;

beforeAll(async () => {
  await adminQuery(postgresUrl, `create database ${databaseName}`);
  database = await openPostgres(databaseUrl, 2);
});

afterAll(async () => {
  await database?.close();
  await adminQuery(postgresUrl, `drop database if exists ${databaseName} with (force)`);
});

/** What a listener heard, in order: `notify:payload`, `lost`, `gap`. */
class Heard implements ChannelListener {
  readonly events: string[] = [];
  notify(payload: string): void {
    this.events.push(`notify:${payload}`);
  }
  gap(): void {
    this.events.push('gap');
  }
  lost(): void {
    this.events.push('lost');
  }
}

/** Connections whose last statement was a LISTEN or UNLISTEN: the listener's. */
const listening = async (): Promise<number> => {
  const [row] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity where datname = current_database() and query ~ '^(UN)?LISTEN '`);
  return row?.n ?? 0;
};
const send = (channel: string, payload: string) => database.rows(sql`select pg_notify(${channel}, ${payload})`);
const terminate = () =>
  database.rows(sql`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and query ~ '^(UN)?LISTEN '`);

describe('listening on PostgreSQL', () => {
  it('hears two channels over one connection, each listener only its own, and closes it with the last channel', async () => {
    const listener = new PostgresListener(databaseUrl, undefined);
    const live = new Heard();
    const sessions = new Heard();
    const stopLive = await listener.listen('live', live);
    const stopSessions = await listener.listen('sessions', sessions);
    expect(await listening()).toBe(1);
    await send('live', 'visit 1');
    await send('sessions', 'user 2');
    await expect.poll(() => [live.events, sessions.events]).toEqual([['notify:visit 1'], ['notify:user 2']]);

    await stopLive();
    await send('live', 'visit 3');
    await send('sessions', 'user 4');
    await expect.poll(() => sessions.events).toEqual(['notify:user 2', 'notify:user 4']);
    expect(live.events).toEqual(['notify:visit 1']);
    expect(await listening()).toBe(1);

    await stopSessions();
    await expect.poll(listening).toBe(0);
    await listener.close();
  });

  it('tells every channel when the connection is lost, and of the gap once it listens again', async () => {
    const listener = new PostgresListener(databaseUrl, undefined);
    const live = new Heard();
    const sessions = new Heard();
    await listener.listen('live', live);
    await listener.listen('sessions', sessions);
    await terminate();
    await expect
      .poll(() => [live.events, sessions.events], { timeout: 10_000 })
      .toEqual([
        ['lost', 'gap'],
        ['lost', 'gap'],
      ]);
    await send('live', 'visit 5');
    await send('sessions', 'user 6');
    await expect.poll(() => [live.events.at(-1), sessions.events.at(-1)]).toEqual(['notify:visit 5', 'notify:user 6']);
    await listener.close();
  });

  it('opens a lost connection at once for a new channel, and the others hear of their gap', async () => {
    const listener = new PostgresListener(databaseUrl, undefined);
    const live = new Heard();
    await listener.listen('live', live);
    await terminate();
    await expect.poll(() => live.events).toEqual(['lost']);
    const sessions = new Heard();
    await listener.listen('sessions', sessions);
    expect(live.events).toEqual(['lost', 'gap']);
    expect(await listening()).toBe(1);
    await send('live', 'visit 7');
    await send('sessions', 'user 8');
    await expect.poll(() => [live.events.at(-1), sessions.events]).toEqual(['notify:visit 7', ['notify:user 8']]);
    await listener.close();
    await expect.poll(listening).toBe(0);
  });
});

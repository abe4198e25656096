import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEEP_HOURS, IDEMPOTENCY_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Rows } from '../db/client.js';
import { invalid } from './problem.js';

/** JSON with object keys sorted: the same body however the client ordered it. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );

/** What a request asks, whatever the key: the route, its parameters and its validated body. */
const fingerprintOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(canonical([request.method, request.routeOptions.url, request.params, request.body]))
    .digest('hex');

/**
 * Answers a create once per `Idempotency-Key` of the signed-in user. `work`
 * runs in the transaction that also stores its answer under the key, so a
 * record is never stored without it (a crash loses both). The key's row is
 * claimed first: a twin sent at the same moment waits on the primary key
 * until the first commits, then replays its answer; if the first failed, the
 * twin does the work. A failed create stores nothing: a retry runs again.
 */
export async function idempotentCreate(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (rows: Rows) => Promise<unknown>,
): Promise<FastifyReply> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  const user = request.user;
  if (typeof key !== 'string' || !user) return reply.status(status).send(await database.transaction(work));
  const fingerprint = fingerprintOf(request);
  const answer = await database.transaction(async (rows) => {
    const claimed = await rows(sql`
      insert into idempotency_keys (user_id, key, fingerprint) values (${user.id}, ${key}, ${fingerprint})
      on conflict do nothing returning key`);
    if (!claimed.length) {
      const [stored] = await rows<{ fingerprint: string; status: number; body: unknown }>(sql`
        select fingerprint, status, body from idempotency_keys where user_id = ${user.id} and key = ${key}`);
      if (stored?.fingerprint !== fingerprint) throw invalid(IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES.reused);
      return { status: Number(stored.status), body: stored.body, replayed: true };
    }
    const body = await work(rows);
    await rows(sql`
      update idempotency_keys set status = ${status}, body = ${JSON.stringify(body)}::json
      where user_id = ${user.id} and key = ${key}`);
    return { status, body, replayed: false };
  });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

/** Forget the answers of keys older than a retry could be (the 15-minute maintenance). */
export async function purgeIdempotencyKeys(database: Database): Promise<void> {
  await database.rows(
    sql`delete from idempotency_keys where created_at < app_now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`,
  );
}

// The thin server of the honest benchmark: a bare Fastify app on the server's own database layer (same driver,
// same pool size, PGlite in its thread) that answers each request by sending a list of statements and nothing
// else: no session, no validation, no cache. Started by bench/run.ts as its own process, like the real server.
//   POST /thin/load  {file}: replace the lists with those of a JSON file ({ [key]: ThinList }); answers the keys
//                    and its PostgreSQL pool size (null on PGlite), which the bench checks against the real server's
//   GET  /thin/<key>: the next list of `key` (in turn), its last statement's rows as JSON, padded with spaces
//                     to the real server's answer's size (the same bytes to send: a kept 300 KB week is not
//                     measured against a few bytes)
//   POST /thin/run   {statements}: one list, in one transaction (the front desk's writes on the thin side)
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite, openPostgres } from '../apps/server/src/db/client.js';
import { type RecordedStatement, replayable } from '../apps/server/src/db/statement-recorder.js';
import { paddedAnswer, paddingFor, sendList, type ThinList } from './replay.js';

// The real server's configuration read from the same environment: its pool size (DATABASE_POOL_SIZE, else
// cores × 2) and whether statements are prepared (DATABASE_PREPARED_STATEMENTS). The same driver, used the same way.
const config = loadConfig();
const pool = process.env.DATABASE_URL ? config.databasePoolSize : null;
const database = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, config.databasePoolSize, undefined, {
      prepare: config.databasePrepared,
    })
  : await openPglite(path.resolve(String(process.env.DATA_DIR)), undefined, { thread: true });

let lists = new Map<string, ThinList & { next: number }>();
/** Spaces to pad answers with, as many as the longest answer needs (made once, not per request). */
let padding: Buffer = Buffer.alloc(0);

const app = Fastify({ bodyLimit: 1 << 20 });
app.get('/api/ping', async () => ({ pong: true }));
app.get('/api/health', async () => ({ ok: true }));
app.post<{ Body: { file: string } }>('/thin/load', async (request) => {
  const loaded = JSON.parse(fs.readFileSync(request.body.file, 'utf8')) as Record<string, ThinList>;
  lists = new Map(Object.entries(loaded).map(([key, list]) => [key, { ...list, next: 0 }]));
  padding = paddingFor([...lists.values()]);
  return { keys: [...lists.keys()], pool };
});
app.get<{ Params: { key: string } }>('/thin/:key', async (request, reply) => {
  const list = lists.get(request.params.key);
  if (!list?.sequences.length) return reply.code(404).send({ error: `no statements for ${request.params.key}` });
  const sequence = list.sequences[list.next++ % list.sequences.length]!;
  const [json, pad] = paddedAnswer(await sendList(database, sequence, replayable), list.bytes, padding);
  // Written as two chunks of one answer (Node sends them in one `writev`): joining them would copy up to
  // 300 KB a request, which the real server, sending a kept answer's bytes, does not.
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': json.length + pad.length });
  reply.raw.write(json);
  reply.raw.end(pad);
});
app.post<{ Body: { statements: RecordedStatement[] } }>('/thin/run', async (request) => {
  const statements = request.body.statements.map((s) => ({ ...s, tx: 0 }));
  return { rows: (await sendList(database, statements, replayable)).length };
});

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

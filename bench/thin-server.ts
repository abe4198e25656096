// The thin server of the honest benchmark: a bare Fastify app on the server's own database layer (same driver,
// same pool size, PGlite in its thread) that answers each request by sending a list of statements and nothing
// else: no session, no validation, no cache. Started by bench/run.ts as its own process, like the real server.
//   POST /thin/load  {file}: replace the lists with those of a JSON file ({ [key]: Statement[][] })
//   GET  /thin/<key>: the next list of `key` (in turn), its last statement's rows as JSON
//   POST /thin/run   {statements}: one list, in one transaction (the front desk's writes on the thin side)
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { openPglite, openPostgres } from '../apps/server/src/db/client.js';
import { type RecordedStatement, replayable } from '../apps/server/src/db/statement-recorder.js';
import { sendList } from './replay.js';

const poolSize = Number(process.env.DATABASE_POOL_SIZE || 10);
const database = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, poolSize)
  : await openPglite(path.resolve(String(process.env.DATA_DIR)), undefined, { thread: true });

let lists = new Map<string, { sequences: RecordedStatement[][]; next: number }>();

const app = Fastify({ bodyLimit: 1 << 20 });
app.get('/api/ping', async () => ({ pong: true }));
app.get('/api/health', async () => ({ ok: true }));
app.post<{ Body: { file: string } }>('/thin/load', async (request) => {
  const loaded = JSON.parse(fs.readFileSync(request.body.file, 'utf8')) as Record<string, RecordedStatement[][]>;
  lists = new Map(Object.entries(loaded).map(([key, sequences]) => [key, { sequences, next: 0 }]));
  return { keys: [...lists.keys()] };
});
app.get<{ Params: { key: string } }>('/thin/:key', async (request, reply) => {
  const list = lists.get(request.params.key);
  if (!list?.sequences.length) return reply.code(404).send({ error: `no statements for ${request.params.key}` });
  const sequence = list.sequences[list.next++ % list.sequences.length]!;
  return reply.type('application/json').send(JSON.stringify(await sendList(database, sequence, replayable)));
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

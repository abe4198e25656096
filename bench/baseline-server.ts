// The bench's baseline: a minimal Fastify route answering the searched patient page with the statements
// the real endpoint sends (recorded by the bench's explain step), on the same database, and nothing else:
// no session, no validation, no framework of ours. Started by run.ts as its own process, like the server.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

interface Statement {
  statement: string;
  params: unknown[];
}

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function open(): Promise<{ query: Query; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
  }
  const dir = process.env.DATA_DIR;
  if (!dir) throw new Error('DATABASE_URL or DATA_DIR');
  const db = new PGlite(path.join(dir, 'pg'), { extensions: { btree_gist, pg_trgm } });
  await db.waitReady;
  return {
    query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
    close: () => db.close(),
  };
}

const statements = JSON.parse(fs.readFileSync(String(process.env.BASELINE_STATEMENTS), 'utf8')) as Statement[];
const [count, ...page] = statements;
if (!count || !page.length) throw new Error('the baseline needs the count and the page statements');
const db = await open();
const app = Fastify();
app.get('/api/ping', async () => ({ ok: true }));
app.get('/api/health', async () => ({ ok: true }));
app.get('/baseline/search', async () => {
  const [total] = await db.query(count.statement, count.params);
  let items: Record<string, unknown>[] = [];
  for (const s of page) items = await db.query(s.statement, s.params);
  return { items, total: Number(Object.values(total ?? {})[0] ?? 0) };
});
const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

import http from 'node:http';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { rendered, replayable, StatementRecorder } from './statement-recorder.js';

/** A database that answers nothing and keeps what it was sent, rendered as the driver would receive it. */
function fakeDatabase(sent: ReturnType<typeof rendered>[]): Database {
  const rows = async <T>(query: SQL): Promise<T[]> => {
    sent.push(rendered(query));
    return [];
  };
  return {
    kind: 'postgres',
    db: undefined as never,
    rows,
    transaction: (fn) => fn(rows),
    listen: async () => async () => undefined,
    close: async () => undefined,
  };
}

const search = (q: string, ids: number[]) =>
  sql`select id, full_name from patients where full_name ilike ${`%${q}%`} and id = any(${sql.param(ids)}) and archived_at is null order by full_name limit ${20} offset ${40}`;

describe('the statement recorder', () => {
  it('keeps each request’s statements, and replaying them sends the identical text and values', async () => {
    const sent: ReturnType<typeof rendered>[] = [];
    const recorder = new StatementRecorder();
    const database = recorder.wrap(fakeDatabase(sent));
    await recorder.within('GET', '/api/patients?q=Okafor', async () => {
      await database.rows(sql`select count(*) from patients where full_name ilike ${'%Okafor%'}`);
      await database.rows(search('Okafor', [3, 5, 8]));
    });
    await recorder.within('POST', '/api/invoices', () =>
      database.transaction(async (rows) => {
        await rows(sql`insert into invoices (patient, items) values (${7}, ${JSON.stringify([{ quantity: 2 }])})`);
        await rows(sql`update patients set updated_at = app_now() where id = ${7}`);
      }),
    );
    // Outside any request (maintenance): not kept.
    await database.rows(sql`vacuum analyze`);

    const recorded = recorder.take();
    expect(recorded.map((r) => `${r.method} ${r.url} ${r.statements.length}`)).toEqual([
      'GET /api/patients?q=Okafor 2',
      'POST /api/invoices 2',
    ]);
    const [write] = recorded.slice(1);
    expect(new Set(write!.statements.map((s) => s.tx)).size).toBe(1);
    expect(write!.statements[0]!.tx).toBeDefined();
    expect(recorder.take()).toEqual([]);

    // What the thin server sends for them: the same text, the same values, in the same order.
    const replayed: ReturnType<typeof rendered>[] = [];
    const thin = fakeDatabase(replayed);
    const statements = recorded.flatMap((r) => r.statements);
    for (const s of statements) await thin.rows(replayable(JSON.parse(JSON.stringify(s))));
    expect(replayed).toEqual(statements.map(({ text, params }) => ({ text, params })));
    expect(statements.map((s) => s.wave)).toEqual([1, 2, 1, 2]);
    expect(replayed.map((s) => s.text)).toEqual(sent.slice(0, 4).map((s) => s.text));
  });

  it('keeps a served request with the statements its handler sent, after the answer', async () => {
    const sent: ReturnType<typeof rendered>[] = [];
    const recorder = new StatementRecorder();
    const database = recorder.wrap(fakeDatabase(sent));
    const server = http.createServer((req, res) => {
      void database.rows(sql`select ${req.url}::text`).then(() => res.end('ok'));
    });
    recorder.observe(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const get = (paths: string[]) =>
      Promise.all(paths.map((p) => fetch(`http://127.0.0.1:${port}${p}`).then((r) => r.text())));
    let recorded: ReturnType<StatementRecorder['take']>;
    let after: ReturnType<StatementRecorder['take']>;
    try {
      // Before start and after take, requests are served without being kept (and without an async context).
      await get(['/before']);
      recorder.start();
      await get(['/a', '/b']);
      recorded = recorder.take();
      await get(['/after']);
      after = recorder.take();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(recorded.map((r) => r.url).sort()).toEqual(['/a', '/b']);
    for (const r of recorded) expect(r.statements).toEqual([{ text: 'select $1::text', params: [r.url], wave: 1 }]);
    expect(after).toEqual([]);
    expect(sent.map((s) => s.params[0])).toEqual(expect.arrayContaining(['/before', '/a', '/b', '/after']));
  });

  it('gives the statements a request sends at once (Promise.all) one wave, the next ones the next', async () => {
    const recorder = new StatementRecorder();
    const database = recorder.wrap(fakeDatabase([]));
    await recorder.within('GET', '/api/invoices/sales-analytics', async () => {
      await database.rows(sql`select app_today()`);
      await Promise.all([database.rows(sql`select 1`), database.rows(sql`select 2`), database.rows(sql`select 3`)]);
      await database.rows(sql`select 4`);
    });
    const [request] = recorder.take();
    expect(request!.statements.map((s) => `${s.text}@${s.wave}`)).toEqual([
      'select app_today()@1',
      'select 1@2',
      'select 2@2',
      'select 3@2',
      'select 4@3',
    ]);
  });
});

// The query plans of what an endpoint runs: the request is served in this process by the server's own app,
// every statement it sends is recorded, then each is EXPLAINed.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database, Rows } from '../apps/server/src/db/client.js';
import { ReadCache } from '../apps/server/src/db/read-cache.js';

export interface StatementPlan {
  /** The statement as the server sends it ($1, $2… for the bound values). */
  statement: string;
  params: unknown[];
  /** EXPLAIN (ANALYZE, COSTS OFF) for a SELECT, plain EXPLAIN for a write (never executed here). */
  plan: string[];
  /** Tables read in full (Seq Scan). */
  seqScans: string[];
  /** Indexes the plan reads. */
  indexes: string[];
}

/** What one request runs, as EXPLAIN saw it. */
export interface EndpointPlan {
  name: string;
  path: string;
  statements: StatementPlan[];
  /** For a request with `index`: whether it reads the table through an index, and if not, why. */
  verdict?: string;
}

/** An index a request should read a table through: its leading key columns. */
export interface WantedIndex {
  table: string;
  columns: string[];
}

export interface Request {
  name: string;
  path: string;
  signedIn: boolean;
  index?: WantedIndex;
}

const dialect = new PgDialect();
const unique = (list: string[]) => [...new Set(list)];
const INDEX_READ = /(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan) (?:using |on )(\w+)/g;

export async function explain(database: Database, query: SQL): Promise<StatementPlan> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const statement = text.replace(/\s+/g, ' ').trim();
  // The server's own EXPLAIN (a planner estimate of a count) is its plan already: it cannot be explained again.
  if (/^explain\b/i.test(statement))
    return { statement, params, plan: ['(an EXPLAIN: the estimate, not run)'], seqScans: [], indexes: [] };
  // EXPLAIN ANALYZE runs the statement: only reads are analyzed.
  const options = /^(select|with)\b/i.test(statement) && !/\bfor update\b/i.test(statement) ? 'analyze, ' : '';
  const lines = await database.rows<Record<string, string>>(sql`explain (${sql.raw(options)}costs off) ${query}`);
  const plan = lines.map((l) => String(Object.values(l)[0]));
  return {
    statement,
    params,
    plan,
    seqScans: unique(plan.flatMap((l) => [...l.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!))),
    indexes: unique(plan.flatMap((l) => [...l.matchAll(INDEX_READ)].map((m) => m[1]!))),
  };
}

/** The database, with every statement also appended to `log.statements` while it is not null. */
function recording(database: Database, log: { statements: SQL[] | null }): Database {
  const record =
    (rows: Rows): Rows =>
    <T>(query: SQL) => {
      log.statements?.push(query);
      return rows<T>(query);
    };
  return {
    ...database,
    rows: record(database.rows.bind(database)),
    transaction: (fn) => database.transaction((rows) => fn(record(rows))),
  };
}

/**
 * Serves each request once with the server's app in this process (inject, no
 * socket) on the open database, records the statements it sends, and explains
 * them. The plans are the ones the server gets: same code, same statistics.
 */
export async function planRequests(
  database: Database,
  requests: Request[],
  admin: { username: string; password: string },
  /** More of the server's configuration (READ_CACHE: '0' explains what a server without caches sends). */
  env: Record<string, string> = {},
): Promise<EndpointPlan[]> {
  const log: { statements: SQL[] | null } = { statements: null };
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO: '0', HOST: '127.0.0.1', ...env });
  const app = await buildApp({ config, database: recording(database, log), logger: false });
  // The server sets it from READ_CACHE when it starts (main.ts); this process serves as that server would.
  const cachesBefore = ReadCache.enabled;
  ReadCache.enabled = config.readCache;
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
    const session = login.cookies.find((c) => c.name === 'chairside_session');
    if (login.statusCode !== 200 || !session) throw new Error(`in-process sign-in answered ${login.statusCode}`);
    const plans: EndpointPlan[] = [];
    for (const r of requests) {
      log.statements = [];
      const res = await app.inject({
        method: 'GET',
        url: r.path,
        headers: r.signedIn ? { cookie: `chairside_session=${session.value}` } : {},
      });
      const statements = log.statements;
      log.statements = null;
      if (res.statusCode !== 200) throw new Error(`${r.path} answered ${res.statusCode} in process: ${res.body}`);
      const explained: StatementPlan[] = [];
      for (const s of statements) explained.push(await explain(database, s));
      const verdict = r.index ? await indexVerdict(database, r.index, statements, explained) : undefined;
      plans.push({ name: r.name, path: r.path, statements: explained, verdict });
    }
    return plans;
  } finally {
    ReadCache.enabled = cachesBefore;
    await app.close();
  }
}

const TABLE = /\bfrom "?(\w+)"?/i;

/** One line per statement: the table it reads first, the indexes it uses, the tables it scans in full, its time. */
export function accessSummary(p: EndpointPlan): string[] {
  return p.statements.map((s, i) => {
    const ms = s.plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? 'not run';
    const parts = [
      s.indexes.length ? `index ${s.indexes.join(', ')}` : '',
      s.seqScans.length ? `SEQ SCAN ${s.seqScans.join(', ')}` : '',
    ].filter(Boolean);
    const from = TABLE.exec(s.statement)?.[1] ?? '?';
    return `  ${p.name} [${i + 1}/${p.statements.length}] from ${from}: ${parts.join('; ') || 'no table read'} (${ms})`;
  });
}

interface Costed {
  cost: number;
  ms: number;
}

/** Estimated total cost and measured time of a statement, optionally with a planner setting changed. */
async function costOf(database: Database, query: SQL, setting?: SQL): Promise<Costed> {
  return database.transaction(async (rows) => {
    if (setting) await rows(setting);
    const [row] = await rows<Record<string, unknown>>(sql`explain (analyze, format json) ${query}`);
    const value = Object.values(row ?? {})[0];
    const [top] = (typeof value === 'string' ? JSON.parse(value) : value) as {
      Plan: { 'Total Cost': number };
      'Execution Time': number;
    }[];
    return { cost: top?.Plan['Total Cost'] ?? Number.NaN, ms: top?.['Execution Time'] ?? Number.NaN };
  });
}

const costed = (c: Costed) => `cost ${c.cost.toFixed(0)}, ${c.ms.toFixed(1)} ms`;

/**
 * Whether the statements that read the table use an index. When one scans it
 * in full: the index it should use if none exists, or, if one does, what the
 * planner saw (its estimate for the scan it chose and for the index plan, with
 * the time each took) — a cost decision, not a missing index.
 */
async function indexVerdict(
  database: Database,
  wanted: WantedIndex,
  statements: SQL[],
  plans: StatementPlan[],
): Promise<string> {
  const reading = plans
    .map((p, i) => ({ p, q: statements[i]! }))
    .filter(({ p }) => {
      return new RegExp(`\\bfrom "?${wanted.table}"?\\b`, 'i').test(p.statement);
    });
  if (!reading.length) return `no statement reads ${wanted.table}`;
  const want = `on ${wanted.table} (${wanted.columns.join(', ')}, …)`;
  const defs = await database.rows<{ name: string; def: string }>(
    sql`select indexname as name, indexdef as def from pg_indexes where tablename = ${wanted.table}`,
  );
  const leading = new RegExp(`\\(${wanted.columns.map((c) => `"?${c}"?`).join(', ')}\\b`);
  const suitable = defs.filter((d) => leading.test(d.def)).map((d) => d.name);
  const lines: string[] = [];
  for (const { p, q } of reading) {
    if (!p.seqScans.includes(wanted.table)) {
      lines.push(`reads ${wanted.table} through ${p.indexes.join(', ') || 'no index'}`);
      continue;
    }
    if (!suitable.length) {
      lines.push(`SEQ SCAN of ${wanted.table}: missing index ${want}`);
      continue;
    }
    const chosen = await costOf(database, q);
    const forced = await costOf(database, q, sql`set local enable_seqscan = off`);
    lines.push(
      `SEQ SCAN of ${wanted.table} although ${suitable.join(', ')} ${want} exists: the planner estimated ` +
        `its plan at ${costed(chosen)}, the index plan at ${costed(forced)} (each timed once)`,
    );
  }
  return lines.join('; ');
}

// The benchmark's options: flags, else environment variables, else defaults; `--help` describes them.
import { parseArgs } from 'node:util';
import { DEFAULT_POSTGRES_URL, type Engine } from './generate.js';

export interface BenchOptions {
  db: Engine;
  patients: number;
  doctors: number;
  days: number;
  duration: number;
  connections: number;
  warmup: number;
  q: string;
  vacuum: boolean;
  postgresUrl: string;
}

export const USAGE = `npm run bench -- [options]       (details and measured numbers: bench/README.md)

Fills a fresh database in SQL, starts the built server on a loopback port and
load-tests what a clinic does all day with autocannon, one endpoint after another:
a searched patient page, a deep patient page, the patients summary, the
appointment book's week for one clinic, and /api/ping. Prints each query plan's
access paths (the week view's plan in full), writes bench/results/<time>-<db>.json
and exits 1 if any response was not a 200. Not part of npm test.

  --db pglite|postgres   BENCH_DB           engine (default pglite: a temporary data directory)
  --patients N           BENCH_PATIENTS     patients generated (default 100000, at least 5000)
  --doctors N            BENCH_DOCTORS      doctors at the benchmark clinic (default 20)
  --days N               BENCH_DAYS         days of appointment history before today (default 365;
                                            a month ahead is booked too)
  --duration S           BENCH_DURATION     measured seconds per endpoint (default 10)
  --connections C        BENCH_CONNECTIONS  concurrent connections (default 10)
  --warmup S             BENCH_WARMUP       warm-up seconds per endpoint, 0 for none (default 2)
  --q TEXT               BENCH_Q            searched surname (default Okafor: 1 patient in 61)
  --vacuum               BENCH_VACUUM=1     VACUUM ANALYZE after generating on PostgreSQL too (what
                                            autovacuum does later; the server's start-up, and so
                                            the bench by default, runs ANALYZE there, VACUUM ANALYZE
                                            on PGlite)
                         BENCH_DATABASE_URL PostgreSQL maintenance database (default
                                            ${DEFAULT_POSTGRES_URL}); the bench creates
                                            and drops chairside_bench next to it, loopback only
  --help                                    this text

Examples:
  npm run bench -- --duration 5
  npm run bench -- --db postgres --patients 100000 --duration 5
`;

/** The options, or null when --help asked for the usage text. */
export function parseOptions(argv = process.argv.slice(2), env = process.env): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string' },
      patients: { type: 'string' },
      doctors: { type: 'string' },
      days: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      q: { type: 'string' },
      vacuum: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  const num = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
    const n = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer ${min}–${max}`);
    return n;
  };
  const db = values.db ?? env.BENCH_DB ?? 'pglite';
  if (db !== 'pglite' && db !== 'postgres') throw new Error('--db must be pglite or postgres');
  const q = values.q ?? env.BENCH_Q ?? 'Okafor';
  if (!q.trim()) throw new Error('--q must not be empty');
  return {
    db,
    patients: num('patients', values.patients ?? env.BENCH_PATIENTS, 100_000, 5_000, 5_000_000),
    doctors: num('doctors', values.doctors ?? env.BENCH_DOCTORS, 20, 1, 200),
    days: num('days', values.days ?? env.BENCH_DAYS, 365, 7, 3_650),
    duration: num('duration', values.duration ?? env.BENCH_DURATION, 10, 1, 300),
    connections: num('connections', values.connections ?? env.BENCH_CONNECTIONS, 10, 1, 500),
    warmup: num('warmup', values.warmup ?? env.BENCH_WARMUP, 2, 0, 60),
    q,
    vacuum: values.vacuum ?? ['1', 'true'].includes(env.BENCH_VACUUM ?? ''),
    postgresUrl: env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL,
  };
}

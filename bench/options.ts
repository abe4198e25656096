// The benchmark's options: flags, else environment variables, else defaults; `--help` describes them.
import { parseArgs } from 'node:util';
import { DEFAULT_POSTGRES_URL, type Engine } from './generate.js';

export interface BenchOptions {
  db: Engine;
  patients: number;
  doctors: number;
  days: number;
  duration: number;
  /** Seconds the real server records its statements, before each of its measured blocks. */
  record: number;
  connections: number;
  /** Requests a second of the paced real block (the latency at a busy front desk's pace); 0: none. */
  pace: number;
  warmup: number;
  q: string;
  vacuum: boolean;
  postgresUrl: string;
  /** Rounds of real, thin and ceiling in turn per endpoint. */
  rounds: number;
  /** The front desk's writes a second beside the reads (0: none). */
  writes: number;
  /** Which of the two runs: caches on, off, or both (one after the other, reported apart). */
  caches: 'on' | 'off' | 'both';
  quick: boolean;
  /** Only the endpoints whose name holds one of these (case-insensitive); empty: all. */
  only: string[];
  /**
   * PostgreSQL connections of every side, one run per size after the other (reported apart, like the cache
   * modes); empty: the server's own default (DATABASE_POOL_SIZE, else cores × 2, 4 to 10).
   */
  pools: number[];
  /** What the load's clients accept, as a browser's Accept-Encoding (none: answers go uncompressed). */
  encoding: Encoding;
}

/** The Accept-Encoding the load's clients send: none (every pass before the fourteenth), or as a browser. */
export type Encoding = 'none' | 'br' | 'gzip';

export const USAGE = `npm run bench -- [options]       (method and measured numbers: bench/README.md)

Fills a fresh database in SQL (patients, a year of appointments, 2 invoices a patient with
their lines, their payments, 5 chart entries a patient), starts the built server on a
loopback port, and measures each endpoint a clinic uses all day against two others, in
turn in the same run (rounds of real, thin, ceiling), with a front desk writing beside:
  real     the built server (apps/server/dist), recording every statement each request sends
           in a window before its measured seconds
  thin     a bare Fastify app on the same database layer sending, request after request, the
           statements the real server sent in the window just before (same cache state)
  ceiling  the thin app sending hand-written SQL for the same answer
Prints req/s, p50, p99, real ÷ thin, real ÷ ceiling, the goals and the load average around
each block; caches on and off are two runs, reported apart. Writes bench/results/<time>-<db>.json
and .md; exits 1 if a response was not 2xx, a block completed no request (a side slower
than --duration per request) or a front-desk write failed. Not part of npm test.

  --db pglite|postgres   BENCH_DB           engine (default pglite: a temporary data directory,
                                            copied once for the thin server)
  --patients N           BENCH_PATIENTS     patients generated (default 100000; 1000000 for a chain)
  --doctors N            BENCH_DOCTORS      doctors at the benchmark clinic (default 20)
  --days N               BENCH_DAYS         days of appointment history before today (default 365)
  --duration S           BENCH_DURATION     measured seconds per block (default 10)
  --warmup S             BENCH_WARMUP       warm-up seconds before each block, 0 for none (default 2)
  --record S             BENCH_RECORD       seconds the real server records its statements after its
                                            warm-up, before its measured (unrecorded) seconds (default 3)
  --rounds N             BENCH_ROUNDS       rounds of real, thin, ceiling per endpoint (default 3)
  --connections C        BENCH_CONNECTIONS  concurrent connections, every side (default 10)
  --pace R               BENCH_PACE         after each endpoint's rounds, one real block at R requests a
                                            second over the connections, for its latency at a busy front
                                            desk's pace (default 50; 0: none)
  --writes W             BENCH_WRITES       front-desk writes a second beside the reads (default 3; 0: none)
  --caches on|off|both   BENCH_CACHES       the server's read caches (READ_CACHE) on, off, or both runs
                                            one after the other (default both)
  --q TEXT               BENCH_Q            searched surname (default Okafor: 1 patient in 61)
  --only A,B             BENCH_ONLY         only the endpoints whose name holds A or B (e.g.
                                            "invoices search,analytics"); default all
  --pools A,B            BENCH_POOLS        PostgreSQL connections of every side (DATABASE_POOL_SIZE), one
                                            run per size for each cache mode, reported apart (e.g. 4,10);
                                            default the server's own (DATABASE_POOL_SIZE, else cores x 2)
  --vacuum               BENCH_VACUUM=1     VACUUM ANALYZE after generating on PostgreSQL too
  --quick                                   small and short: 5000 patients, 60 days, 5 doctors,
                                            1 s warm-up, 2 s blocks, 2 rounds (a smoke test of the
                                            harness, not a measure); other flags still apply
                         BENCH_DATABASE_URL PostgreSQL maintenance database (default
                                            ${DEFAULT_POSTGRES_URL}); the bench creates
                                            and drops a database next to it, loopback only
                         BENCH_DB_NAME      that database's name (default chairside_bench)
                         BENCH_NODE_ARGS    Node's flags for the real and thin servers (e.g. "--cpu-prof
                                            --cpu-prof-dir=/tmp/prof": a CPU profile of each, written as it stops)
  --encoding none|br|gzip BENCH_ENCODING   the Accept-Encoding every side's clients send: none (default:
                                            answers go as they are) or a browser's choice (the real
                                            server compresses; the thin side pads to the compressed size)
  --help                                    this text

Examples:
  npm run bench -- --quick
  npm run bench -- --db postgres
  npm run bench -- --db postgres --patients 1000000 --caches off --rounds 2
  npm run bench -- --db postgres --patients 1000000 --caches off --pools 4,10 --only "search"
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
      record: { type: 'string' },
      connections: { type: 'string' },
      pace: { type: 'string' },
      warmup: { type: 'string' },
      q: { type: 'string' },
      vacuum: { type: 'boolean' },
      rounds: { type: 'string' },
      writes: { type: 'string' },
      caches: { type: 'string' },
      quick: { type: 'boolean' },
      only: { type: 'string' },
      pools: { type: 'string' },
      encoding: { type: 'string' },
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
  const caches = values.caches ?? env.BENCH_CACHES ?? 'both';
  if (caches !== 'on' && caches !== 'off' && caches !== 'both') throw new Error('--caches must be on, off or both');
  const pools = (values.pools ?? env.BENCH_POOLS ?? '')
    .split(',')
    .filter((w) => w.trim())
    .map((w) => num('pools', w.trim(), 0, 1, 200));
  if (pools.length && db !== 'postgres')
    throw new Error('--pools sizes PostgreSQL connections: use it with --db postgres');
  if (new Set(pools).size !== pools.length) throw new Error('--pools lists a size twice');
  const encoding = values.encoding ?? env.BENCH_ENCODING ?? 'none';
  if (encoding !== 'none' && encoding !== 'br' && encoding !== 'gzip')
    throw new Error('--encoding must be none, br or gzip');
  const quick = values.quick ?? false;
  const d = quick
    ? { patients: 5_000, doctors: 5, days: 60, duration: 2, warmup: 1, rounds: 2, record: 1 }
    : { patients: 100_000, doctors: 20, days: 365, duration: 10, warmup: 2, rounds: 3, record: 3 };
  return {
    db,
    patients: num('patients', values.patients ?? env.BENCH_PATIENTS, d.patients, 5_000, 5_000_000),
    doctors: num('doctors', values.doctors ?? env.BENCH_DOCTORS, d.doctors, 1, 200),
    days: num('days', values.days ?? env.BENCH_DAYS, d.days, 7, 3_650),
    duration: num('duration', values.duration ?? env.BENCH_DURATION, d.duration, 1, 300),
    record: num('record', values.record ?? env.BENCH_RECORD, d.record, 1, 60),
    connections: num('connections', values.connections ?? env.BENCH_CONNECTIONS, 10, 1, 500),
    pace: num('pace', values.pace ?? env.BENCH_PACE, 50, 0, 10_000),
    warmup: num('warmup', values.warmup ?? env.BENCH_WARMUP, d.warmup, 0, 60),
    rounds: num('rounds', values.rounds ?? env.BENCH_ROUNDS, d.rounds, 1, 20),
    writes: num('writes', values.writes ?? env.BENCH_WRITES, 3, 0, 50),
    caches,
    quick,
    only: (values.only ?? env.BENCH_ONLY ?? '')
      .split(',')
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean),
    pools,
    encoding,
    q,
    vacuum: values.vacuum ?? ['1', 'true'].includes(env.BENCH_VACUUM ?? ''),
    postgresUrl: env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL,
  };
}

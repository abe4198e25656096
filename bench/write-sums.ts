// What the rows of table_writes cost a cached read: the read cache's write-sum statement (writeVersion, three
// tables), timed on a fresh database of the server's own schema with the rows folded, after N unfolded writes,
// folded again, and after a minute's writes. `npx tsx bench/write-sums.ts [writes] [minute's writes]`
// (default 8100: fifteen minutes of 3 writes a second on ~3 tables, the fold's interval until 2026-11-29;
// 540). DATABASE_URL: the PostgreSQL server to make the database on (default the local one).
import { sql } from 'drizzle-orm';
import { compactWrites, TRACKED_TABLES, writeVersion } from '../apps/server/src/db/write-tracking.js';
import { scratchPostgres } from './scratch-database.js';

const WRITES = Number(process.argv[2] ?? 8100);
const MINUTE = Number(process.argv[3] ?? 540);
const READ = ['invoices', 'payments', 'patients'];
const WRITTEN = ['patients', 'invoices', 'payments', 'appointments'];
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { database, drop } = await scratchPostgres(url, 'chairside_write_sums');
try {
  await database.rows(
    sql`insert into table_writes select t, 1000 from unnest(${sql.param([...TRACKED_TABLES])}::text[]) t`,
  );
  const unfolded = (n: number) =>
    database.rows(sql`insert into table_writes
      select (${sql.param(WRITTEN)}::text[])[1 + g % ${WRITTEN.length}], 1 from generate_series(1, ${n}) g`);
  /** Median of 5 rounds of 1,000 checks, in µs a check. */
  const timed = async (label: string) => {
    await database.rows(sql`analyze table_writes`);
    for (let i = 0; i < 200; i++) await writeVersion(database.rows, READ);
    const rounds: number[] = [];
    for (let r = 0; r < 5; r++) {
      const start = performance.now();
      for (let i = 0; i < 1000; i++) await writeVersion(database.rows, READ);
      rounds.push(performance.now() - start);
    }
    rounds.sort((a, b) => a - b);
    process.stdout.write(`${label.padEnd(34)} ${(rounds[2] ?? 0).toFixed(0)} µs a check\n`);
  };
  await timed(`folded (${TRACKED_TABLES.length} tables)`);
  await unfolded(WRITES);
  await timed(`after ${WRITES} unfolded writes`);
  await compactWrites(database);
  await timed('folded again');
  await unfolded(MINUTE);
  await timed(`after ${MINUTE} writes`);
} finally {
  await drop();
}

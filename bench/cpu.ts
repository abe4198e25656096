// CPU time spent by the server processes and the database's backends during a load: a cost per request that
// other work on a shared machine slows down much less than it slows down req/s.
import fs from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 when it is gone or /proc is not there. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving this database (on this machine: their ids are local process ids). */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuUse {
  /** CPU seconds of the server processes. */
  server: number;
  /** CPU seconds of the database's backends (those that started during the load counted whole). */
  database: number;
}

/** Runs `work` and returns what it returned with the CPU the servers and the database's backends used meanwhile. */
export async function measureCpu<T>(
  serverPids: readonly number[],
  databaseUrl: string,
  work: () => Promise<T>,
): Promise<{ value: T; cpu: CpuUse }> {
  const sum = (pids: readonly number[]) => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const serverBefore = sum(serverPids);
  const backendsBefore = new Map((await backendPids(databaseUrl)).map((pid) => [pid, cpuSeconds(pid)]));
  const value = await work();
  const server = sum(serverPids) - serverBefore;
  const backendsAfter = await backendPids(databaseUrl);
  const database = backendsAfter.reduce((total, pid) => total + cpuSeconds(pid) - (backendsBefore.get(pid) ?? 0), 0);
  return { value, cpu: { server, database } };
}

// One endpoint served by one, then two server processes on the same PostgreSQL database.
import { startRoundRobinProxy } from '../apps/server/src/test/round-robin-proxy.js';
import { type CpuUse, measureCpu } from './cpu.js';
import { type LoadOptions, type LoadResult, load } from './load.js';
import { type RunningServer, signIn, startServer } from './server.js';
import type { BenchTarget } from './targets.js';

/** Each setting is loaded this many times, in turn with the others. */
const ROUNDS = 2;

interface Setting {
  label: string;
  processes: 1 | 2;
  /** Through a round-robin proxy in the bench's own process (a load balancer on the same two cores). */
  proxy: boolean;
}

const SETTINGS: readonly Setting[] = [
  { label: '1 process', processes: 1, proxy: false },
  { label: '2 processes', processes: 2, proxy: false },
  { label: '1 process behind a proxy', processes: 1, proxy: true },
  { label: '2 processes behind a proxy', processes: 2, proxy: true },
];

/** One measured run: its load result, and the CPU milliseconds per request of the servers and of PostgreSQL. */
export interface ScaleOutRun {
  name: string;
  processes: 1 | 2;
  proxy: boolean;
  requestsPerSec: number;
  cpuMsPerRequest: { server: number; database: number };
}

/** How many load runs the scale-out makes (for the bench's time budget). */
export const SCALE_OUT_LOADS = ROUNDS * SETTINGS.length;

async function loadSetting(
  setting: Setting,
  servers: readonly RunningServer[],
  databaseUrl: string,
  target: BenchTarget,
  options: LoadOptions,
): Promise<{ result: LoadResult; cpu: CpuUse; served?: number[] }> {
  const used = servers.slice(0, setting.processes);
  const pids = used.flatMap((s) => (s.pid ? [s.pid] : []));
  const urls = used.map((s) => s.baseUrl);
  if (!setting.proxy) {
    const { value, cpu } = await measureCpu(pids, databaseUrl, () => load(urls, target, options));
    return { result: value, cpu };
  }
  const proxy = await startRoundRobinProxy(urls);
  try {
    const { value, cpu } = await measureCpu(pids, databaseUrl, () => load(proxy.url, target, options));
    return { result: value, cpu, served: proxy.served };
  } finally {
    await proxy.close();
  }
}

/**
 * Starts two built servers at once on the database (`env`) and loads `target`
 * with one, then both, each way a deployment spreads requests: the load
 * generator's connections spread over the processes (a balancer that costs
 * nothing), and through a round-robin node:http proxy in the bench's process
 * (what such a balancer costs when it shares the machine). Same client, same
 * connections, settings in turn, twice. On two cores shared with PostgreSQL
 * and the load generator, a second process can only use what the first left idle.
 */
export async function loadScaleOut(
  env: Record<string, string>,
  target: BenchTarget,
  admin: { username: string; password: string },
  options: LoadOptions,
  say: (line: string) => void,
): Promise<{ results: LoadResult[]; runs: ScaleOutRun[] }> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('the scale-out runs need a PostgreSQL database');
  const servers = await Promise.all([startServer(env), startServer(env)]);
  const results: LoadResult[] = [];
  const runs: ScaleOutRun[] = [];
  const ms = (seconds: number, requests: number) => Math.round((seconds * 1000 * 100) / Math.max(1, requests)) / 100;
  try {
    // A session made through one process is valid on the other: the sessions are rows of the database.
    const cookie = await signIn(servers[0]!.baseUrl, admin.username, admin.password);
    for (let round = 1; round <= ROUNDS; round++)
      for (const setting of SETTINGS) {
        const name = `${target.name}, ${setting.label} (${round}/${ROUNDS})`;
        say(`Loading ${name}…`);
        const { result, cpu, served } = await loadSetting(
          setting,
          servers,
          databaseUrl,
          { ...target, name, headers: { cookie } },
          options,
        );
        results.push(result);
        // The warm-up's requests too: the CPU was measured over the warm-up and the run.
        const requests = result.requestsTotal + result.warmup.requestsTotal;
        const perRequest = { server: ms(cpu.server, requests), database: ms(cpu.database, requests) };
        runs.push({ name, ...setting, requestsPerSec: result.requestsPerSec, cpuMsPerRequest: perRequest });
        say(
          `  CPU per request: server ${perRequest.server} ms, PostgreSQL ${perRequest.database} ms` +
            (served ? `; requests per process: ${served.join(' + ')}` : ''),
        );
      }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  return { results, runs };
}

/** req/s of each setting, the mean of its rounds, and two processes over one: what the run prints after its table. */
export function scaleOutLines(results: readonly LoadResult[]): string[] {
  const mean = (label: string) => {
    const runs = results.filter((r) => r.name.includes(`, ${label} (`));
    return runs.length ? runs.reduce((sum, r) => sum + r.requestsPerSec, 0) / runs.length : 0;
  };
  const lines: string[] = [];
  for (const [one, two] of [SETTINGS.slice(0, 2), SETTINGS.slice(2, 4)]) {
    const [a, b] = [mean(one!.label), mean(two!.label)];
    if (a > 0)
      lines.push(
        `${two!.label}: ${b.toFixed(1)} req/s, ${(b / a).toFixed(2)}× the ${a.toFixed(1)} of ${one!.label} (mean of ${ROUNDS} runs each)`,
      );
  }
  return lines;
}

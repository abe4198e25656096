// One endpoint served by one, then two server processes on the same PostgreSQL database, behind a round-robin proxy.
import { startRoundRobinProxy } from '../apps/server/src/test/round-robin-proxy.js';
import { type LoadOptions, type LoadResult, load } from './load.js';
import { signIn, startServer } from './server.js';
import type { BenchTarget } from './targets.js';

export const SCALE_OUT_NAMES = ['1 process', '2 processes'].map((n) => `${n} behind a proxy`);

/**
 * Starts two built servers at once on the database (`env`), then loads
 * `target` through a round-robin proxy (the load balancer of a deployment)
 * with the first process only, then with both: same proxy, same client, same
 * connections, so the only difference is the second process. The proxy and the
 * load generator share the machine with the servers and the database: on two
 * cores a second process can only use what the first left idle.
 */
export async function loadScaleOut(
  env: Record<string, string>,
  target: BenchTarget,
  admin: { username: string; password: string },
  options: LoadOptions,
  say: (line: string) => void,
): Promise<LoadResult[]> {
  const servers = await Promise.all([startServer(env), startServer(env)]);
  const results: LoadResult[] = [];
  try {
    // A session made through one process is valid on the other: the sessions are rows of the database.
    const cookie = await signIn(servers[0]!.baseUrl, admin.username, admin.password);
    for (const [i, upstreams] of [[servers[0]!], servers].entries()) {
      const proxy = await startRoundRobinProxy(upstreams.map((s) => s.baseUrl));
      try {
        const name = `${target.name}, ${SCALE_OUT_NAMES[i]}`;
        say(`Loading ${name} (${target.path})…`);
        results.push(await load(proxy.url, { ...target, name, headers: { cookie } }, options));
        say(`  requests per process: ${proxy.served.join(' + ')}`);
      } finally {
        await proxy.close();
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  return results;
}

/** `2 processes: 1.43× the req/s of 1`, or nothing when the run had no scale-out rows. */
export function scaleOutLine(results: readonly LoadResult[]): string | undefined {
  const [one, two] = SCALE_OUT_NAMES.map((n) => results.find((r) => r.name.endsWith(n)));
  if (!one?.requestsPerSec || !two) return undefined;
  return `${two.name.split(', ')[0]}: 2 processes served ${(two.requestsPerSec / one.requestsPerSec).toFixed(2)}× the req/s of 1`;
}

// The baseline endpoint of the benchmark (bench/baseline-server.ts): started and described here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EndpointPlan } from './explain.js';
import { type RunningServer, startServer } from './server.js';
import type { BenchTarget } from './targets.js';

export const BASELINE_NAME = 'baseline: bare search';

/** Statements of the server's own that the baseline leaves out: the session, the read cache's write counts. */
const FRAMEWORK = /\b(sessions|users|table_writes)\b/;

/** The searched page's data statements, the count first, as the server sends them on an uncached request. */
export function baselineStatements(plan: EndpointPlan): { statement: string; params: unknown[] }[] {
  const data = plan.statements.filter((s) => !FRAMEWORK.test(s.statement));
  const count = data.filter((s) => /^select count\(\*\)/i.test(s.statement));
  return [...count, ...data.filter((s) => !count.includes(s))].map(({ statement, params }) => ({ statement, params }));
}

/** Starts the baseline on the bench database; undefined when the plan has no count and page to replay. */
export async function startBaseline(
  dbEnv: Record<string, string>,
  plan: EndpointPlan,
): Promise<(RunningServer & { statements: number }) | undefined> {
  const statements = baselineStatements(plan);
  if (statements.length < 2) return undefined;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-baseline-')), 'statements.json');
  fs.writeFileSync(file, JSON.stringify(statements));
  const script = path.join(import.meta.dirname, 'baseline-server.ts');
  const server = await startServer({ ...dbEnv, BASELINE_STATEMENTS: file }, 300_000, ['--import', 'tsx', script]);
  return {
    ...server,
    statements: statements.length,
    stop: async () => {
      await server.stop();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** The baseline's request: the same page, checked like the real one. */
export function baselineTarget(search: BenchTarget): BenchTarget {
  return { ...search, name: BASELINE_NAME, path: '/baseline/search', signedIn: false, explain: false };
}

// Issue 16's targets against what the run measured: one line each, met or not.
import { BUNDLE_BUDGETS, type BundleReport } from './bundle-size.js';
import { LIGHTHOUSE_TARGET, type LighthouseScore } from './lighthouse.js';
import type { LoadResult } from './load.js';
import type { BenchOptions } from './options.js';
import type { P99Goal } from './targets.js';

export interface Verdict {
  what: string;
  measured: string;
  target: string;
  met: boolean;
}

/** The searched page's req/s over the bare route's, at least this (issue 16). */
export const BASELINE_RATIO_TARGET = 0.5;

interface Measured {
  db: BenchOptions['db'];
  /** Each run with the p99 goal of what it loaded. */
  runs: { result: LoadResult; goal?: P99Goal }[];
  searchToBaseline?: number;
  bundles?: BundleReport;
  lighthouse: LighthouseScore[] | null;
}

export function verdicts({ db, runs, searchToBaseline, bundles, lighthouse }: Measured): Verdict[] {
  const out: Verdict[] = [];
  for (const { result, goal } of runs) {
    if (!goal) continue;
    const bound = goal[db];
    out.push({
      what: `${result.name}, p99`,
      measured: `${result.latencyMs.p99} ms`,
      target: `≤ ${bound} ms`,
      met: result.latencyMs.p99 <= bound && problemsFree(result),
    });
  }
  if (searchToBaseline !== undefined)
    out.push({
      what: 'searched page, req/s over the bare route',
      measured: `${searchToBaseline.toFixed(2)}×`,
      target: `≥ ${BASELINE_RATIO_TARGET}×`,
      met: searchToBaseline >= BASELINE_RATIO_TARGET,
    });
  if (bundles) {
    const size = (what: string, bytes: number, target: number) =>
      out.push({ what, measured: `${bytes} B`, target: `≤ ${target} B`, met: bytes <= target });
    size('login page JavaScript, gzip', bundles.login.gzipBytes, BUNDLE_BUDGETS.login.target);
    size('admin shell with one list, gzip', bundles.adminShell.gzipBytes, BUNDLE_BUDGETS.adminShell.target);
  }
  // Issue 16 judges Lighthouse's default, the phone; desktop scores are printed, not judged.
  for (const score of (lighthouse ?? []).filter((s) => s.preset === 'mobile'))
    out.push({
      what: `Lighthouse performance, ${score.path}`,
      measured: String(score.performance ?? 'not scored'),
      target: `≥ ${LIGHTHOUSE_TARGET}`,
      met: (score.performance ?? 0) >= LIGHTHOUSE_TARGET,
    });
  return out;
}

const problemsFree = (r: LoadResult) => !r.non2xx && !r.not200 && !r.errors && r.requestsTotal > 0;

export function formatVerdicts(list: Verdict[]): string {
  const width = Math.max(...list.map((v) => v.what.length));
  const lines = list.map(
    (v) => `${v.met ? 'met    ' : 'NOT met'}  ${v.what.padEnd(width)}  ${v.measured.padStart(10)}  (${v.target})`,
  );
  const met = list.filter((v) => v.met).length;
  return [`Targets (issue 16): ${met} of ${list.length} met`, ...lines].join('\n');
}

// Lighthouse performance of the login page and the dashboard (issue 16: each ≥ 90), with Debian's
// Chromium. Printed by the benchmark; on its own: `tsx bench/lighthouse.ts <base URL> [user] [password]`.
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn } from './server.js';

export const LIGHTHOUSE_TARGET = 90;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The pages measured; the dashboard with a signed-in session. */
export const LIGHTHOUSE_PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
] as const;

export interface LighthouseScore {
  name: string;
  path: string;
  /** 0–100; null when Lighthouse could not score the page (its error in `problem`). */
  performance: number | null;
  /** Milliseconds, as Lighthouse's simulated mobile run reports them. */
  metrics: Record<string, number | undefined>;
  problem?: string;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'] as const;

/** Scores each page in one headless Chromium, Lighthouse's default (mobile, simulated throttling). */
export async function lighthouseScores(baseUrl: string, cookie: string): Promise<LighthouseScore[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const scores: LighthouseScore[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(
        `${baseUrl}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
        },
        undefined,
      );
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      scores.push({
        name: page.name,
        path: page.path,
        performance: typeof score === 'number' ? Math.round(score * 100) : null,
        metrics: Object.fromEntries(METRICS.map((m) => [m, lhr?.audits[m]?.numericValue])),
        problem: lhr?.runtimeError?.message,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

export function formatLighthouse(scores: LighthouseScore[]): string {
  return scores
    .map((s) => {
      const verdict = s.performance === null ? 'not scored' : s.performance >= LIGHTHOUSE_TARGET ? 'met' : 'NOT met';
      const ms = (m: string) => `${Math.round(s.metrics[m] ?? Number.NaN)} ms`;
      return `${s.path.padEnd(12)} performance ${String(s.performance ?? '–').padStart(3)} (target ≥ ${LIGHTHOUSE_TARGET}: ${verdict})  FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}${s.problem ? `  ${s.problem}` : ''}`;
    })
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [baseUrl = 'http://127.0.0.1:3000', username = 'admin', password = 'chairside'] = process.argv.slice(2);
  const scores = await lighthouseScores(baseUrl, await signIn(baseUrl, username, password));
  process.stdout.write(`${formatLighthouse(scores)}\n`);
}

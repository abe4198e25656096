// Lighthouse on the login page and the dashboard (issue 16: performance ≥ 90) and on the public
// site's landing page and a blog post (issue 24: performance ≥ 95, accessibility 100, SEO ≥ 95,
// best practices ≥ 95), with Debian's Chromium. On its own:
//   tsx bench/lighthouse.ts <base URL> [user] [password] [--public] [--page NAME]… [--preset mobile|desktop|both] [--runs N] [--save DIR]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { blogPostPath, PUBLIC_PAGES, type PublicSite } from '@chairside/domain';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { signIn } from './server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's four categories, by its ids. */
export const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
type Targets = Partial<Record<Category, number>>;

/** Issue 16: the back-office's first screens, judged on performance only. */
const STAFF_TARGETS: Targets = { performance: 90 };
/** Issue 24 ("findable and fast"): the public site, judged on all four. */
const PUBLIC_TARGETS: Targets = { performance: 95, accessibility: 100, seo: 95, 'best-practices': 95 };

interface LighthousePage {
  name: string;
  /** The page's address, or how to find it on the server measured (a published post's). */
  path: string | ((baseUrl: string) => Promise<string>);
  signedIn: boolean;
  /** The categories scored, each with its target. */
  targets: Targets;
}

/** The newest published post of the site (`GET /api/site`), as a visitor reaches it from `/`. */
async function firstPostPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/site`);
  if (!res.ok) throw new Error(`GET /api/site answered ${res.status}`);
  const post = ((await res.json()) as PublicSite).posts[0];
  if (!post) throw new Error('the site has no published blog post to score (start the server with DEMO=1)');
  return blogPostPath(post.slug);
}

/** The pages measured; the dashboard with a signed-in session. */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'login', path: PUBLIC_PAGES.login, signedIn: false, targets: STAFF_TARGETS },
  { name: 'dashboard', path: '/dashboard', signedIn: true, targets: STAFF_TARGETS },
  { name: 'landing', path: PUBLIC_PAGES.landing, signedIn: false, targets: PUBLIC_TARGETS },
  { name: 'post', path: firstPostPath, signedIn: false, targets: PUBLIC_TARGETS },
];
const PUBLIC_SITE_PAGES = ['landing', 'post'];

/**
 * Lighthouse's two presets: its default, a mid-range phone (4× CPU slowdown, slow 4G, simulated),
 * which the issues judge; and its desktop one (no CPU slowdown, 10 Mbit/s at 40 ms, 1350×940).
 */
export const LIGHTHOUSE_PRESETS = ['mobile', 'desktop'] as const;
export type LighthousePreset = (typeof LIGHTHOUSE_PRESETS)[number];

export interface LighthouseScore {
  name: string;
  path: string;
  preset: LighthousePreset;
  targets: Targets;
  /** 0–100 per category scored; null when Lighthouse could not score it (its error in `problem`). */
  scores: Partial<Record<Category, number | null>>;
  /** Milliseconds (layout shift: unitless), as Lighthouse's simulated run reports them. */
  metrics: Record<string, number | undefined>;
  problem?: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/** Called with each page's full report (Lighthouse's JSON), e.g. to keep it for a closer look. */
export type ReportSink = (score: LighthouseScore, reportJson: string) => void;

export interface LighthouseOptions {
  /** Lighthouse's preset; mobile by default. */
  preset?: LighthousePreset;
  /** The names of the pages to score (LIGHTHOUSE_PAGES); all of them by default. */
  pages?: readonly string[];
  onReport?: ReportSink;
}

/** Scores each page in one headless Chromium with one of Lighthouse's presets. */
export async function lighthouseScores(
  baseUrl: string,
  cookie: string | undefined,
  { preset = 'mobile', pages, onReport }: LighthouseOptions = {},
): Promise<LighthouseScore[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const scores: LighthouseScore[] = [];
    for (const page of LIGHTHOUSE_PAGES.filter((p) => !pages || pages.includes(p.name))) {
      const pagePath = typeof page.path === 'string' ? page.path : await page.path(baseUrl);
      const categories = CATEGORIES.filter((c) => page.targets[c] !== undefined);
      const audit = () =>
        lighthouse(
          `${baseUrl}${pagePath}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...categories],
            extraHeaders: page.signedIn && cookie ? { Cookie: cookie } : undefined,
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
      let result = await audit();
      // A fresh Chromium's first trace sometimes misses its navigation start (NO_NAVSTART): once more.
      if (result?.lhr.runtimeError) result = await audit();
      const lhr = result?.lhr;
      const scored: LighthouseScore = {
        name: page.name,
        path: pagePath,
        preset,
        targets: page.targets,
        scores: Object.fromEntries(
          categories.map((c) => {
            const score = lhr?.categories[c]?.score;
            return [c, typeof score === 'number' ? Math.round(score * 100) : null];
          }),
        ),
        metrics: Object.fromEntries(METRICS.map((m) => [m, lhr?.audits[m]?.numericValue])),
        problem: lhr?.runtimeError?.message,
      };
      scores.push(scored);
      if (result && typeof result.report === 'string') onReport?.(scored, result.report);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

const median = (values: readonly (number | null | undefined)[]): number | null => {
  const known = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = known.length >> 1;
  return known.length % 2 ? (known[mid] as number) : ((known[mid - 1] as number) + (known[mid] as number)) / 2;
};

/** One page's runs as one score: the median of each category and of each metric, apart. */
export function medianScore(runs: readonly LighthouseScore[]): LighthouseScore {
  const [first] = runs;
  if (!first) throw new Error('no run to take the median of');
  return {
    ...first,
    scores: Object.fromEntries(
      Object.keys(first.scores).map((c) => [c, median(runs.map((r) => r.scores[c as Category]))]),
    ),
    metrics: Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r.metrics[m])) ?? undefined])),
    problem: runs.every((r) => r.problem) ? first.problem : undefined,
  };
}

/** Whether every category scored reaches its target. */
export const meetsTargets = (s: LighthouseScore): boolean =>
  CATEGORIES.every((c) => s.targets[c] === undefined || (s.scores[c] ?? -1) >= (s.targets[c] as number));

export function formatLighthouse(scores: LighthouseScore[], label = ''): string {
  return scores
    .map((s) => {
      const judged = CATEGORIES.filter((c) => s.targets[c] !== undefined).map((c) => {
        const score = s.scores[c];
        const verdict = score == null ? 'not scored' : score >= (s.targets[c] as number) ? 'met' : 'NOT met';
        return `${c} ${String(score ?? '–').padStart(3)} (≥ ${s.targets[c]}: ${verdict})`;
      });
      const ms = (m: string) => `${Math.round(s.metrics[m] ?? Number.NaN)} ms`;
      const cls = (s.metrics['cumulative-layout-shift'] ?? Number.NaN).toFixed(3);
      return `${label}${s.preset.padEnd(7)} ${s.path.padEnd(12)} ${judged.join(', ')}  FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${cls}, SI ${ms('speed-index')}${s.problem ? `  ${s.problem}` : ''}`;
    })
    .join('\n');
}

/** Keeps each report as DIR/<preset>-<page>-<run>.json. */
function saveReportsTo(dir: string, run: number): ReportSink {
  fs.mkdirSync(dir, { recursive: true });
  return (score, json) => fs.writeFileSync(path.join(dir, `${score.preset}-${score.name}-${run}.json`), json);
}

const USAGE =
  'usage: lighthouse.ts <base URL> [user] [password] [--public] [--page login|dashboard|landing|post]… [--preset mobile|desktop|both] [--runs N] [--save DIR]';

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      preset: { type: 'string', default: 'mobile' },
      runs: { type: 'string', default: '3' },
      page: { type: 'string', multiple: true },
      public: { type: 'boolean', default: false },
      save: { type: 'string' },
    },
  });
  const [baseUrl = 'http://127.0.0.1:3000', username = 'admin', password = 'chairside'] = positionals;
  const presets = values.preset === 'both' ? LIGHTHOUSE_PRESETS : LIGHTHOUSE_PRESETS.filter((p) => p === values.preset);
  const runs = Number(values.runs);
  const pages = [...(values.page ?? []), ...(values.public ? PUBLIC_SITE_PAGES : [])];
  const chosen = LIGHTHOUSE_PAGES.filter((p) => pages.length === 0 || pages.includes(p.name));
  if (presets.length === 0 || !Number.isInteger(runs) || runs < 1 || chosen.length < new Set(pages).size)
    throw new Error(USAGE);
  const cookie = chosen.some((p) => p.signedIn) ? await signIn(baseUrl, username, password) : undefined;
  const byPage = new Map<string, LighthouseScore[]>();
  for (let run = 1; run <= runs; run++)
    for (const preset of presets) {
      const onReport = values.save ? saveReportsTo(values.save, run) : undefined;
      const scores = await lighthouseScores(baseUrl, cookie, {
        preset,
        pages: chosen.map((p) => p.name),
        onReport,
      });
      process.stdout.write(`${formatLighthouse(scores, `run ${run}  `)}\n`);
      for (const s of scores) byPage.set(`${preset} ${s.name}`, [...(byPage.get(`${preset} ${s.name}`) ?? []), s]);
    }
  const medians = [...byPage.values()].map(medianScore);
  process.stdout.write(`${formatLighthouse(medians, `median of ${runs}  `)}\n`);
  // The desktop preset is printed, not judged.
  process.exitCode = medians.filter((s) => s.preset === 'mobile').every(meetsTargets) ? 0 : 1;
}

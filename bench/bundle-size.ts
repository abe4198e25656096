// Gzipped JavaScript the login page and the admin shell load, from the Vite manifest of apps/web/dist.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LIST_BUDGET, SIGN_IN_BUDGET } from '../apps/web/pageBudgets.js';

export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
/** The list page the admin shell's measure includes. */
const ONE_LIST = 'modules/clinics/ClinicsPage';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBundle {
  /** Manifest keys that seeded the set (the entry, then the page's own chunks). */
  roots: string[];
  files: string[];
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  dist: string;
  entry: PageBundle;
  login: PageBundle;
  adminShell: PageBundle;
  /** Every JavaScript file of the build, for scale. */
  allJs: { files: number; bytes: number; gzipBytes: number };
}

/** The keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function measure(dist: string, manifest: Manifest, roots: string[]): PageBundle {
  const files = [...new Set([...staticClosure(manifest, roots)].map((k) => manifest[k]!.file))]
    .filter((f) => f.endsWith('.js'))
    .sort();
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(dist, file));
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { roots, files, bytes, gzipBytes };
}

const sourceOf = (key: string, chunk: ManifestChunk) => chunk.src ?? key;

/** Undefined when the web app is not built (no dist/.vite/manifest.json). */
export function measureBundles(dist = WEB_DIST): BundleReport | undefined {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (!entries.length) throw new Error(`${manifestPath} has no entry chunk`);
  const matching = (test: (source: string) => boolean) =>
    Object.keys(manifest).filter((k) => !manifest[k]!.isEntry && test(sourceOf(k, manifest[k]!)));
  const loginChunks = matching((s) => s.includes('LoginPage'));
  // The shell with one list: the clinics page, a plain generic list (grid, search, form dialog).
  const shellChunks = matching((s) => s.includes('AppLayout') || s.includes('shell/') || s.includes(ONE_LIST));

  const allFiles = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of allFiles) {
    const content = fs.readFileSync(path.join(dist, file));
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return {
    dist,
    entry: measure(dist, manifest, entries),
    login: measure(dist, manifest, [...entries, ...loginChunks]),
    adminShell: measure(dist, manifest, [...entries, ...shellChunks]),
    allJs: { files: allFiles.length, bytes, gzipBytes },
  };
}

export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function formatBundles(report: BundleReport): string {
  const line = (label: string, b: PageBundle) =>
    `${label.padEnd(12)} ${kib(b.gzipBytes).padStart(11)} gzip  ${kib(b.bytes).padStart(11)} raw  ${b.files.length} files`;
  return [
    line('entry', report.entry),
    line('login page', report.login),
    line('shell+list', report.adminShell),
    `${'all JS'.padEnd(12)} ${kib(report.allJs.gzipBytes).padStart(11)} gzip  ${kib(report.allJs.bytes).padStart(11)} raw  ${report.allJs.files} files`,
  ].join('\n');
}

export const WEB_NOT_BUILT = 'web not built: run npm run build';

/**
 * The bench's two bundle targets, from the web app's page budgets (apps/web/pageBudgets.ts): what the
 * browser tests enforce, measured there in Chromium; here estimated from the build's manifest.
 */
export const BUNDLE_BUDGETS = {
  login: { budget: SIGN_IN_BUDGET, target: SIGN_IN_BUDGET },
  adminShell: { budget: LIST_BUDGET, target: LIST_BUDGET },
};
export type BundleBudgets = typeof BUNDLE_BUDGETS;

/** The pages over their budget, in words; empty when every page fits. */
export function overBudget(report: BundleReport, budgets: BundleBudgets = BUNDLE_BUDGETS): string[] {
  return (['login', 'adminShell'] as const).flatMap((page) => {
    const { budget, target } = budgets[page];
    const size = report[page].gzipBytes;
    return size > budget
      ? [`${page}: ${kib(size)} of gzipped JavaScript, over its budget of ${kib(budget)} (target ${kib(target)})`]
      : [];
  });
}

// `tsx bundle-size.ts` prints the sizes on their own; with `--check` it fails (exit 1) when the
// web app is not built or a page is over its budget.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const report = measureBundles();
  process.stdout.write(`${report ? formatBundles(report) : WEB_NOT_BUILT}\n`);
  if (process.argv.includes('--check')) {
    const problems = report ? overBudget(report) : [WEB_NOT_BUILT];
    process.stdout.write(problems.length ? `${problems.join('\n')}\n` : 'every page within its budget\n');
    process.exitCode = problems.length ? 1 : 0;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { normalizePath } from 'vite';

/**
 * The pages a visitor opens first, each a dynamic import of the app: the login page (and on a demo
 * server its list of accounts), the clinic's public landing page, the admin shell and the dashboard
 * every sign-in lands on. Left to itself the bundler cuts the code they share with the app's hundred
 * other pages into ~50 small chunks, and a phone pays a round trip for each (over plain HTTP on a
 * clinic's LAN, six at a time). Grouped by which of these pages load them, the same code is a few
 * files.
 *
 * Which modules a page really loads is only known once the bundler has tree-shaken the app (a
 * barrel such as @chairside/domain imports every record type; a page keeps the few it uses), so the
 * build runs twice: `vite build --mode first-pages` writes nothing but this plan, read from the
 * chunks the automatic splitting made; `vite build` then groups by it.
 */
const FIRST_PAGES = {
  login: 'src/site/LoginPage.tsx',
  demoAccounts: 'src/site/DemoAccountList.tsx',
  landing: 'src/site/LandingPage.tsx',
  shell: 'src/shell/shellChunk.ts',
  dashboard: 'src/modules/dashboard/DashboardPage.tsx',
} as const;
type FirstPage = keyof typeof FIRST_PAGES;

export const PLAN_MODE = 'first-pages';
const PLAN_FILE = path.resolve(import.meta.dirname, 'node_modules/.chairside/first-page-chunks.json');
const GROUP_NAMES = [
  'signin',
  'signin-landing',
  'landing',
  'common',
  'shell',
  'dashboard',
  'dashboard-common',
] as const;

export interface Chunk {
  type: 'chunk';
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}
export type Bundle = Record<string, Chunk | { type: 'asset' }>;

const isPublicPage = (chunk: Chunk) =>
  !!chunk.facadeModuleId && normalizePath(chunk.facadeModuleId).includes('/src/site/');

/**
 * Where a chunk goes, by the pages that load it. What the shell shares with the public pages goes by
 * which of the two public first pages load it: `signin-landing` (both), `signin` (the login page),
 * `landing`, or `common` (neither: the booking, registration and contact pages only). So the login
 * and landing pages load a group only if they run all of it, and the shell loads each group whole.
 * The rest of the shell's goes with the shell (every admin page has the shell); what the dashboard
 * alone loads, with the dashboard; what it shares with other admin pages only, beside it. The rest
 * stays as the bundler cut it: merged into a group, it would make another page load the whole group.
 */
function groupFor(loaders: readonly Chunk[], firstPages: Record<FirstPage, Chunk>): string | undefined {
  const loads = (page: FirstPage) => loaders.includes(firstPages[page]);
  const publicPage = loaders.some(isPublicPage);
  if (loads('shell') && publicPage) {
    const signin = loads('login') || loads('demoAccounts');
    if (loads('landing')) return signin ? 'signin-landing' : 'landing';
    return signin ? 'signin' : 'common';
  }
  if (publicPage) return undefined;
  if (loads('shell')) return 'shell';
  if (loads('dashboard')) return loaders.length === 1 ? 'dashboard' : 'dashboard-common';
  return undefined;
}

/** Module id → group, from the chunks of the automatic splitting and the pages that load each. */
export function planOf(bundle: Bundle): Record<string, string> {
  const chunks = new Map<string, Chunk>();
  for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(file, output);
  const find = (source: string) => {
    const chunk = [...chunks.values()].find(
      (c) => c.facadeModuleId && normalizePath(c.facadeModuleId).endsWith(source),
    );
    if (!chunk) throw new Error(`${source} is not a chunk of the build: update FIRST_PAGES (${import.meta.filename})`);
    return chunk;
  };
  const firstPages = Object.fromEntries(
    Object.entries(FIRST_PAGES).map(([page, source]) => [page, find(source)]),
  ) as Record<FirstPage, Chunk>;
  // Each chunk's loaders: the pages (dynamic entries) that load it before they run.
  const loaders = new Map<Chunk, Chunk[]>();
  for (const page of chunks.values()) {
    if (!page.isDynamicEntry) continue;
    const seen = new Set<Chunk>();
    const stack = [page];
    while (stack.length) {
      const chunk = stack.pop() as Chunk;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      loaders.set(chunk, [...(loaders.get(chunk) ?? []), page]);
      for (const file of chunk.imports) {
        const imported = chunks.get(file);
        if (imported) stack.push(imported);
      }
    }
  }
  const plan: Record<string, string> = {};
  for (const [chunk, pages] of loaders) {
    const group = chunk.isEntry ? undefined : groupFor(pages, firstPages);
    if (group) for (const id of chunk.moduleIds) plan[id] = group;
  }
  return plan;
}

let plan: Record<string, string> | undefined;
function readPlan(): Record<string, string> {
  if (!plan) {
    if (!fs.existsSync(PLAN_FILE)) throw new Error(`No chunk plan at ${PLAN_FILE}: build with npm run build`);
    plan = JSON.parse(fs.readFileSync(PLAN_FILE, 'utf8')) as Record<string, string>;
  }
  return plan;
}

/** In the planning pass, writes the plan from the automatic splitting's chunks. */
export function firstPageChunkPlan() {
  return {
    name: 'chairside-first-page-chunk-plan',
    apply: (_: unknown, env: { command: string; mode: string }) => env.command === 'build' && env.mode === PLAN_MODE,
    generateBundle(_: unknown, bundle: Bundle) {
      fs.mkdirSync(path.dirname(PLAN_FILE), { recursive: true });
      fs.writeFileSync(PLAN_FILE, JSON.stringify(planOf(bundle)));
    },
  };
}

/** The code-splitting groups of the plan, after the entry's own (which keeps what it imports). */
export function firstPageGroups(mode: string) {
  if (mode === PLAN_MODE) return [];
  return GROUP_NAMES.map((name, index) => ({
    name,
    priority: GROUP_NAMES.length - index,
    includeDependenciesRecursively: false,
    test: (id: string) => readPlan()[id] === name,
  }));
}

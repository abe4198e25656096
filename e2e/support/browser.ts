import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { findChromium } from '../../scripts/chromium.mjs';

export const baseURL = (): string => inject('baseURL');

/** How much longer than on an idle machine a wait may take (vitest.config.ts sets it from the load). */
export const slowdown = Number(process.env.E2E_TIMEOUT_SCALE) || 1;

/**
 * V8 stops at its baseline compiler (Sparkplug) and does not optimise: a test's page lives seconds, and
 * most of what Chromium did was booting the app again at each navigation (about 1.1 s of the page's main
 * thread for the equipment list on a 2-core 2.1 GHz EPYC), so Maglev and TurboFan compiled code that died
 * with the page. Four spec files, two workers, alternated twice (2026-11-30): 11-12% less CPU, 9% less time;
 * keeping Maglev (`--max-opt=2`) gave back most of it (8-14% more CPU than `1`).
 * It changes no behaviour the tests check, only how fast Chromium's JavaScript runs.
 */
const JS_FLAGS = '--js-flags=--max-opt=1';

/**
 * Playwright adds `--disable-dev-shm-usage` on every launch, so Chromium's shared memory goes to files in /tmp
 * whatever /dev/shm's size (a container's 64 MB /dev/shm cannot fail it). Taking the flag back where /dev/shm is
 * big measured no faster: four spec files, two workers, alternated twice on a 2-core 2.1 GHz EPYC (2026-12-01),
 * /dev/shm 90-110 s against /tmp 88-103 s. So the default stays, and no flag of ours repeats it.
 */
const FLAGS = [
  '--no-sandbox',
  JS_FLAGS,
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

let browser: Browser | null = null;

/** Debian's Chromium with the test flags, plus `extraArgs` (e.g. --host-resolver-rules); the caller closes it. */
export const launchChromium = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: findChromium() ?? undefined, args: [...FLAGS, ...extraArgs] });

const VIEWPORT = { width: 1366, height: 800 } as const;

interface PageOptions {
  locale?: string;
  motion?: 'reduce' | 'full';
  /** A context no other test gets after this one: for a test that changes it (an init script). */
  own?: boolean;
}

async function freshPage(opts: PageOptions): Promise<{ page: Page; context: BrowserContext }> {
  browser ??= await launchChromium();
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: VIEWPORT,
    locale: opts.locale ?? 'en-US',
    reducedMotion: opts.motion === 'full' ? 'no-preference' : 'reduce',
  });
  context.setDefaultTimeout(15_000 * slowdown);
  await recordStatusMessages(context);
  const page = await context.newPage();
  watchPage(page);
  return { page, context };
}

/** A status message (a toast) a page showed, and whether a test's wait has taken it. */
interface StatusShown {
  text: string;
  taken: boolean;
}
const statusesOf = new WeakMap<Page, StatusShown[]>();
const recordingContexts = new WeakSet<BrowserContext>();

/** Runs in each document of the context: reports every status element added, with its text. */
const REPORT_STATUSES = `(() => {
  const reported = new WeakSet();
  const report = (el) => {
    const text = (el.textContent || '').replace(/\\s+/g, ' ').trim();
    if (!text || reported.has(el)) return;
    reported.add(el);
    window.__chairsideStatusShown(text);
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches('[role="status"]')) report(node);
        for (const el of node.querySelectorAll('[role="status"]')) report(el);
      }
  }).observe(document, { childList: true, subtree: true });
})()`;

/**
 * Keeps the status messages each page of the context shows, in order. A toast hides itself after 3 s: on a
 * busy machine a test could look for it once it had gone (seen in equipment.spec.ts), so the tests wait on
 * this record (`statusShown`) rather than on the toast still being on screen.
 */
async function recordStatusMessages(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__chairsideStatusShown', ({ page }: { page: Page }, text: string) => {
    const shown = statusesOf.get(page) ?? [];
    shown.push({ text, taken: false });
    statusesOf.set(page, shown);
  });
  await context.addInitScript(REPORT_STATUSES);
  recordingContexts.add(context);
}

const matches = (pattern: string | RegExp, text: string): boolean =>
  typeof pattern === 'string'
    ? text.toLowerCase().includes(pattern.replace(/\s+/g, ' ').trim().toLowerCase())
    : pattern.test(text);

/**
 * Waits until the page has shown a status message matching `pattern` (a string is found in it, case aside,
 * as Playwright's `hasText`) that no earlier wait took, and takes it: two saves in a row wait for two toasts.
 * A page of a context the tests did not make (`launchChromium` callers) is looked at on screen instead.
 */
export async function statusShown(page: Page, pattern: string | RegExp): Promise<void> {
  if (!recordingContexts.has(page.context())) {
    await page.getByRole('status').filter({ hasText: pattern }).first().waitFor();
    return;
  }
  const deadline = performance.now() + 15_000 * slowdown;
  for (;;) {
    const shown = statusesOf.get(page) ?? [];
    const found = shown.find((s) => !s.taken && matches(pattern, s.text));
    if (found) {
      found.taken = true;
      return;
    }
    if (performance.now() > deadline)
      throw new Error(
        `No status message matching ${pattern} in ${Math.round(15 * slowdown)} s; shown: ${JSON.stringify(shown.map((s) => s.text))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page the last test of this file started with, to hand to the next one once reset. */
let pooled: { page: Page; context: BrowserContext; test: string } | null = null;

const currentTest = (): string => `${expect.getState().testPath}::${expect.getState().currentTestName}`;

/**
 * The pooled page as a new one: no other tabs, listeners, routes, cookies, permissions or stored
 * data, the default viewport and media. It first leaves the app for a small page of the same
 * site, so the app cannot write its storage again after the clean-up, and Chromium keeps the
 * page's renderer (a new page costs a new renderer process and compiling the app again: about
 * twice the CPU of the page's own work, the biggest part of the browser tests' time).
 */
async function reset({ page, context }: { page: Page; context: BrowserContext }): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/api/health');
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL()).origin,
    storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
  });
  await cdp.detach();
  await page.setViewportSize(VIEWPORT);
  await page.emulateMedia({ media: null, reducedMotion: 'reduce' });
  statusesOf.set(page, []);
  watchPage(page);
}

/**
 * A signed-out page of its own for the calling test, in one Chromium per worker. Pages ask for
 * reduced motion, as a person may in their system settings: the app then draws no transitions,
 * ripples or spinning frames, which a test would only wait for (`motion: 'full'` to see them).
 * A test's first page is the previous test's, reset (see `reset`); a second page in the same test,
 * or one with its own locale, motion or init scripts (`own`), gets a context of its own.
 */
export async function newPage(opts: PageOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const test = currentTest();
  const poolable = opts.locale === undefined && opts.motion !== 'full' && !opts.own;
  if (!poolable) return freshPage(opts);
  if (pooled && !pooled.page.isClosed() && pooled.test !== test) {
    pooled.test = test;
    await reset(pooled);
    return { page: pooled.page, context: pooled.context };
  }
  const fresh = await freshPage(opts);
  if (!pooled || pooled.page.isClosed()) pooled = { ...fresh, test };
  return fresh;
}

/**
 * Keeps the page off the live stream (`/api/events`): for a test that counts a screen's reads, which
 * another test's booking on the shared server would otherwise refresh. The app's own refresh still runs.
 */
export async function muteLiveStream(page: Page): Promise<void> {
  await page.route('**/api/events*', (r) => r.abort());
}

/** API requests each page has under way, to check a page only once it has its data. */
const underWay = new WeakMap<Page, Map<Request, number>>();
/** The last errors each page's scripts threw or logged, for a failed test's message. */
const errorsOf = new WeakMap<Page, string[]>();
const KEPT_ERRORS = 5;

/** Follows a page for the tests and a failure's report: its API requests under way and its scripts' errors. */
function watchPage(page: Page): void {
  const open = new Map<Request, number>();
  underWay.set(page, open);
  const errors: string[] = [];
  errorsOf.set(page, errors);
  const keep = (text: string) => {
    errors.push(text.replace(/\s+/g, ' ').slice(0, 200));
    if (errors.length > KEPT_ERRORS) errors.shift();
  };
  page.on('pageerror', (e) => keep(`thrown: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') keep(`logged: ${m.text()}`);
  });
  // The live stream (`/api/events`) stays open as long as the page: it is never "under way".
  const isApi = (url: string) => {
    const path = new URL(url).pathname;
    return path.startsWith('/api/') && path !== '/api/events';
  };
  page.on('request', (r) => {
    if (isApi(r.url())) open.set(r, performance.now());
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Waits until the page has had no API request under way for a moment (a debounced search starts late). */
export async function apiQuiet(page: Page): Promise<void> {
  const open = underWay.get(page);
  if (!open) return;
  await expect
    .poll(
      async () => {
        if (open.size > 0) return false;
        await page.waitForTimeout(300);
        return open.size === 0;
      },
      { timeout: 10_000 * slowdown },
    )
    .toBe(true);
}

/** Runs in the page: what a person would see first, in a line (the heading, dialogs, menus, alerts, spinners, focus). */
const SHOWN = `(() => {
  const text = (el) => (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 120);
  const focused = document.activeElement;
  const all = (selector) => [...document.querySelectorAll(selector)].map(text).filter(Boolean);
  const parts = [
    'heading: ' + (all('h1')[0] ?? 'none'),
    'dialogs: ' + (all('[role="dialog"]').join(' | ') || 'none'),
    // A field's value is not in its text: a dialog whose Save stays disabled says which field is empty.
    'fields: ' + ([...document.querySelectorAll('[role="dialog"] input:not([type="hidden"]), [role="dialog"] textarea:not([aria-hidden="true"])')].map((el) => ((el.labels && el.labels[0] ? el.labels[0].textContent : el.getAttribute('aria-label') || el.name) || '?').replace(/\\s+/g, ' ').trim() + '=' + JSON.stringify(el.value.slice(0, 40))).join(', ') || 'none'),
    'menus: ' + (all('[role="menu"], [role="listbox"]').join(' | ') || 'none'),
    'alerts: ' + (all('[role="alert"], [role="status"]').join(' | ') || 'none'),
    'spinners: ' + document.querySelectorAll('[role="progressbar"]').length,
    'focus: ' + (focused && focused !== document.body ? focused.tagName + ' ' + (text(focused).slice(0, 60) || focused.getAttribute('name') || focused.id) + (focused.hasAttribute('aria-expanded') ? ' (expanded: ' + focused.getAttribute('aria-expanded') + ')' : '') : 'none'),
  ];
  return parts.join('; ');
})()`;

/**
 * Each open page of this worker's Chromium, a line each: its address, what it shows and the API requests
 * it still waits for (with their age), for the failure message of a test that timed out on a busy machine.
 */
export async function describeOpenPages(): Promise<string[]> {
  if (!browser) return [];
  const lines: string[] = [];
  for (const context of browser.contexts())
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      // A tab whose document was a download (a PDF in the headless shell) keeps no address.
      const url = new URL(page.url() || 'about:blank');
      const shown = await Promise.race([
        page.evaluate<string>(SHOWN).catch((e: unknown) => `unreadable (${e instanceof Error ? e.message : e})`),
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 2 s'), 2000)),
      ]);
      const waiting = [...(underWay.get(page) ?? new Map<Request, number>())].map(
        ([r, at]) => `${r.method()} ${new URL(r.url()).pathname} for ${Math.round(performance.now() - at)} ms`,
      );
      const errors = errorsOf.get(page) ?? [];
      lines.push(
        `${url.pathname}${url.search}: ${shown}; requests under way: ${waiting.join(', ') || 'none'}` +
          (errors.length ? `; script errors: ${errors.join(' | ')}` : ''),
      );
    }
  return lines;
}

/**
 * After a test file: every context but the pooled page's is closed. Chromium and the pooled page stay for
 * the worker's next file (the files share their worker, `isolate: false`): a launch, a new renderer and
 * compiling the app again cost each file seconds of CPU, and its next test resets the page as usual.
 */
export async function closeBrowser(): Promise<void> {
  if (!browser) return;
  for (const context of browser.contexts()) if (context !== pooled?.context) await context.close();
  if (pooled?.page.isClosed()) pooled = null;
}

/**
 * Signs in as one of the demo accounts (password 'chairside') and opens `path` without waiting
 * for it. Through the API, which sets the session cookie in the page's context: the login form
 * itself, with its redirect after 0.8 s, is what auth.spec.ts tests, and every other test would
 * wait for it again.
 */
export async function signInAt(page: Page, username: string, path: string, password = 'chairside'): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
}

/** Signs in and opens the dashboard, the page a person lands on. */
export async function signIn(page: Page, username = 'admin', password = 'chairside'): Promise<void> {
  await signInAt(page, username, '/dashboard', password);
  // The heading, not the menu: on a phone-sized screen the menu is a closed drawer.
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** Runs in the page (the tests have no DOM types): waits for finite animations to end, at most 2 s. */
const SETTLED = `Promise.race([
  Promise.all(
    document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
      .map((a) => a.finished.catch(() => undefined)),
  ),
  new Promise((resolve) => setTimeout(resolve, 2000)),
])`;

/** axe-core's browser build, put into each page once (the source of `window.axe`). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core run in the page itself: @axe-core/playwright runs each check in every frame and
 * then again in a new blank page, which costs five times as long, and the app has no frames.
 */
const RUN_AXE = `axe.run(document, { resultTypes: ['violations'] }).then((r) =>
  r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`;

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A menu or toast still fading in or out is drawn half transparent, and a grid reloading (a
  // debounced search) is between two sets of rows: check the page once it has settled.
  // A search typed a moment ago may start its request only now: wait for the requests to end first.
  await apiQuiet(page);
  await page.locator('[role="grid"] [role="progressbar"]').first().waitFor({ state: 'detached' });
  await page.evaluate(SETTLED);
  await expectAccessibleNow(page);
}

/** Rules of lesser impact that still fail a check: a screen reader user skims a page by its headings. */
const ALWAYS_FAILS = ['heading-order'];

/** No serious or critical accessibility violations on the page this moment, settled or not (a list reloading, say). */
export async function expectAccessibleNow(page: Page): Promise<void> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(RUN_AXE)) as AxeViolation[];
  const bad = violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS_FAILS.includes(v.id),
  );
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'accessibility violations',
  ).toEqual([]);
}

/** Holds back the page's requests matching `pattern` (a chunk, an answer) `ms` long, as a loaded server might. */
export async function holdBack(page: Page, pattern: string, ms = 2000): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

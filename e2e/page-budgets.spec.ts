import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGE_BUDGETS, type PageBudget } from '../apps/web/pageBudgets';
import { baseURL, launchChromium } from './support/browser';

/**
 * The JavaScript each first page really fetches, as Chromium counts it (resource timing's encoded
 * sizes: bytes over the wire), against its budget. Opened by the server's name over plain http, as a
 * clinic's PC does: Chromium then takes gzip, not the brotli it takes from localhost.
 */

const HOST = 'clinic-pc.lan';
const SESSION_COOKIE = 'chairside_session';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
});
afterAll(() => browser.close());

const SCRIPTS = `performance.getEntriesByType('resource')
  .filter((e) => new URL(e.name).pathname.endsWith('.js'))
  .map((e) => ({ url: new URL(e.name).pathname, bytes: e.encodedBodySize}))`;

interface Script {
  url: string;
  bytes: number;
}

/** A demo admin's session cookie, signed in at the server's own address (the LAN name is Chromium's only). */
async function sessionCookie(): Promise<{ name: string; value: string }> {
  const res = await fetch(new URL('/api/auth/login', baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'chairside' }),
  });
  expect(res.status).toBe(200);
  // The login also sets the device cookie: the session is the one named so.
  const session = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  expect(session, 'the login set no session cookie').toBeDefined();
  return { name: SESSION_COOKIE, value: session?.slice(SESSION_COOKIE.length + 1) ?? '' };
}

/** Every script the page fetched once it has drawn and its requests have ended, in a cold cache. */
async function scriptsOf(budget: PageBudget): Promise<Script[]> {
  const origin = new URL(baseURL());
  origin.hostname = HOST;
  const context = await browser.newContext({ baseURL: origin.origin, viewport: { width: 1366, height: 800 } });
  try {
    if (budget.signedIn) await context.addCookies([{ ...(await sessionCookie()), domain: HOST, path: '/' }]);
    const page = await context.newPage();
    await page.goto(budget.path);
    await page.locator('main h1, h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    // A signed-in page sent to the login page would weigh the login page.
    expect(new URL(page.url()).pathname).toBe(budget.path);
    return (await page.evaluate(SCRIPTS)) as Script[];
  } finally {
    await context.close();
  }
}

for (const budget of PAGE_BUDGETS)
  it(`the ${budget.name} fetches at most ${budget.bytes.toLocaleString('en')} bytes of JavaScript`, async () => {
    const scripts = await scriptsOf(budget);
    expect(scripts.length, 'no script was fetched: the page did not load').toBeGreaterThan(0);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const list = scripts.map((s) => `${s.bytes} ${s.url}`).join('\n');
    expect(total, `${budget.name}: ${total} bytes in ${scripts.length} scripts\n${list}`).toBeLessThanOrEqual(
      budget.bytes,
    );
  });

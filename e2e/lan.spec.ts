import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, expectAccessible, launchChromium } from './support/browser';

/**
 * A clinic's LAN install: the front desk opens http://<server-name>:<port>,
 * not localhost, over plain http. Chromium resolves the made-up name to this
 * machine as the clinic's DNS would. With `upgrade-insecure-requests` or HSTS
 * the browser would fetch the scripts over https and show a white page.
 */

const HOST = 'clinic-pc.lan';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
});
afterAll(() => browser.close());

it('the app opened by a LAN name over http signs in and shows the dashboard', async () => {
  const lanURL = new URL(baseURL());
  lanURL.hostname = HOST;
  const context = await browser.newContext({ baseURL: lanURL.origin, viewport: { width: 1366, height: 800 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const httpsRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('https:')) httpsRequests.push(r.url());
  });

  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('chairside');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.getByText('Welcome, Margaret Hale.').waitFor();

  expect(new URL(page.url()).origin).toBe(lanURL.origin);
  expect(httpsRequests).toEqual([]);
  await expectAccessible(page);
  await context.close();
});

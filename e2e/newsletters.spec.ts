import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { openFromSidebar, sawToast } from './support/ui';

afterAll(closeBrowser);

/** The last link of this kind the outbox holds for an address (read as an admin through the API). */
async function linkFromOutbox(page: Page, email: string, kind: 'confirm' | 'unsubscribe'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/outbox?q=${encodeURIComponent(email)}&pageSize=20`);
      const items = ((await res.json()) as { items: { body: string }[] }).items;
      const found = items.flatMap((m) => [
        ...m.body.matchAll(new RegExp(`https?://[^\\s]+/newsletter/${kind}\\?token=[\\w-]+`, 'g')),
      ]);
      link = found[0]?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return new URL(link!).pathname + new URL(link!).search;
}

describe('newsletters', () => {
  it('subscribe, confirm from the outbox’s mail, receive an issue, unsubscribe in one click', async () => {
    const stamp = nowMs().toString(36);
    const email = `reader.${stamp}@mail.example`;
    const { page } = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Subscribe to our newsletter' }).click();
    await page.waitForURL('**/newsletter');
    await page.getByRole('textbox', { name: 'Your name' }).fill(`Reader ${stamp}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you. Please check your inbox to confirm your subscription.').waitFor();

    await openFromSidebar(page, 'admin', 'Newsletters', '/newsletters');
    const confirm = await linkFromOutbox(page, email, 'confirm');
    await page.goto(confirm);
    await page.getByText('Your subscription is confirmed. Thank you!').waitFor();
    await expectAccessible(page);
    // A used link does nothing more.
    await page.goto(confirm);
    await page.getByText('This link is invalid or has expired.').waitFor();

    await openFromSidebar(page, 'admin', 'Newsletters', '/newsletters');
    await page.getByRole('grid', { name: 'Newsletters' }).getByText(email).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Issue' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(`Spring news ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Body (Markdown)' }).fill('We are open on Saturdays.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await sawToast(page, 'The newsletter was queued for');

    const unsubscribe = await linkFromOutbox(page, email, 'unsubscribe');
    await page.context().clearCookies();
    await page.goto(unsubscribe);
    await page.getByText('You are unsubscribed. You will receive no more newsletters.').waitFor();
  });
});

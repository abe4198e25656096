import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import { dataRows, grid, rowOf, sawToast, search } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Messages';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const messagesLink = (page: Page) => sidebar(page).getByRole('link', { name: /^Messages/ });

/**
 * The unread count the sidebar badge says (its link reads `Messages, Unread: 4`); 0 without a badge.
 * By address, not by role: an open dialog hides the rest of the page from assistive technology.
 */
async function badge(page: Page): Promise<number> {
  const name = (await page.locator('nav a[href="/messages"]').textContent()) ?? '';
  return Number(/Unread: (\d+)/.exec(name)?.[1] ?? 0);
}

describe('messages from the public contact form', () => {
  it('a visitor sends a message; staff see the badge, read it (the badge goes down), mark it unread and delete it', async () => {
    const subject = `Saturday opening ${nowMs()}`;

    // The visitor: from the landing page's Contact Us section to the contact form.
    const visitor = (await newPage()).page;
    await visitor.goto('/');
    const contact = visitor.getByRole('region', { name: 'Contact Us' });
    await contact.getByText('hello@chairside.example').waitFor();
    await expectAccessible(visitor);
    await contact.getByRole('link', { name: 'Send Message' }).click();
    await visitor.waitForURL('**/send-message');
    await visitor.getByRole('heading', { name: 'Send a Message', level: 1 }).waitFor();
    await expectAccessible(visitor);
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Subject is required').waitFor();
    await visitor.getByRole('textbox', { name: 'Your name' }).fill('Ada Visitor');
    await visitor.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await visitor.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await visitor.getByRole('textbox', { name: 'Message' }).fill('Are you open on Saturday mornings?');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByRole('status').filter({ hasText: 'Message sent successfully! Redirecting...' }).waitFor();
    await visitor.waitForURL((url) => url.pathname === '/');

    // The receptionist: the badge counts it among the unread.
    const { page } = await newPage();
    await signIn(page, 'reception');
    await expect.poll(() => badge(page)).toBeGreaterThan(0);
    const unread = await badge(page);
    await messagesLink(page).click();
    await page.waitForURL((url) => url.pathname === '/messages');
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();

    // Newest first, marked unread.
    const row = rowOf(page, GRID, subject);
    await row.getByRole('img', { name: 'Unread' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Search' }).fill('Saturday opening');
    await expect.poll(() => dataRows(page, GRID).count()).toBe(1);

    // Opening it (a click on the row) reads it: the badge goes down by one and the row is no longer unread.
    await row.click();
    const view = page.getByRole('dialog', { name: subject });
    await view.getByText('ada@example.com').waitFor();
    await view.getByText('Are you open on Saturday mornings?').waitFor();
    await expect.poll(() => badge(page)).toBe(unread - 1);
    await expectAccessible(page);
    await view.getByRole('button', { name: 'Mark as unread' }).click();
    // By text: while the message is open, the dialog hides the rest of the page (the toast too) from the a11y tree.
    await page.getByText('Marked as unread.').waitFor();
    await expect.poll(() => badge(page)).toBe(unread);
    await view.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => badge(page)).toBe(unread - 1);

    // Delete, after the spec's question: Cancel keeps it, Delete removes it.
    await view.getByRole('button', { name: 'Delete' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Are you sure you want to delete this message?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await view.getByRole('button', { name: 'Delete' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Message deleted.');
    await expect.poll(() => row.count()).toBe(0);
    expect(await badge(page)).toBe(unread - 1);
  });

  it('the Read filter shows only unread messages, and deleting an unread one lowers the badge', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin');
    await messagesLink(page).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await expect.poll(() => badge(page)).toBeGreaterThan(0);
    const unread = await badge(page);

    await page.getByRole('combobox', { name: 'Read' }).click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    const rows = dataRows(page, GRID);
    await expect.poll(() => rows.count()).toBe(Math.min(unread, 5));
    expect(await grid(page, GRID).getByRole('img', { name: 'Unread' }).count()).toBe(Math.min(unread, 5));

    const first = rows.first();
    await first.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Message deleted.');
    await expect.poll(() => badge(page)).toBe(unread - 1);
  });

  it('a click opens a message; Reply sends an email to the sender through the outbox, shown under the message', async () => {
    const subject = `Parking question ${nowMs()}`;
    const { page } = await newPage();
    await signIn(page, 'reception');
    const sent = await page.request.post('/api/messages', {
      data: { name: 'Bea Visitor', email: 'bea@example.com', subject, message: 'Is there parking nearby?' },
    });
    expect(sent.status()).toBe(201);
    await messagesLink(page).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await search(page, subject);
    await rowOf(page, GRID, subject).click();
    const view = page.getByRole('dialog', { name: subject });
    await view.getByText('Is there parking nearby?').waitFor();
    await view.getByText('No reply yet.').waitFor();
    await view.getByRole('button', { name: 'Send reply' }).click();
    await view.getByText('Reply is required').waitFor();
    await view.getByRole('textbox', { name: 'Reply to Bea Visitor' }).fill('Yes, behind the clinic.');
    await view.getByRole('button', { name: 'Send reply' }).click();
    const reply = view.getByRole('region', { name: 'Replies' });
    await reply.getByText(`Re: ${subject}`).waitFor();
    await reply.getByText('Yes, behind the clinic.').waitFor();
    await reply.getByText('Queued').waitFor();
    expect(await view.getByRole('textbox', { name: 'Reply to Bea Visitor' }).inputValue()).toBe('');
    await expectAccessible(page);
  });
});

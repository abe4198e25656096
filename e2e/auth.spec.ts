import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';

afterAll(closeBrowser);

/** The login form's controls, as a person finds them. */
const loginForm = (page: Page) => ({
  username: page.getByLabel('Username'),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Sign In' }),
});

/** The clinic name the header shows (whatever another test may have set it to). */
async function currentAppName(page: Page): Promise<string> {
  const res = await page.request.get('/api/settings');
  const body = (await res.json()) as { system: { appName: string } };
  return body.system.appName.trim();
}

describe('signing in and out', () => {
  it('the login page focuses the username and passes the accessibility check', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Clinic Login' }).waitFor();
    // The username box has the focus: a person starts typing at once.
    await expect.poll(() => page.evaluate('document.activeElement?.getAttribute("name")')).toBe('username');
    await expectAccessible(page);
  });

  it('an empty form says what is missing', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await loginForm(page).submit.click();
    await expect.poll(() => page.getByText('Username is required').isVisible()).toBe(true);
    expect(await page.getByText('Password is required').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/login$/);
  });

  it('a wrong password is refused', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    const form = loginForm(page);
    await form.username.fill('admin');
    await form.password.fill('not-the-password');
    await form.submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' });
    await alert.waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('admin signs in to the dashboard, then signs out', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    const form = loginForm(page);
    await form.username.fill('admin');
    await form.password.fill('chairside');
    await form.submit.click();
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // Greeted by the name on the staff record linked to the account, not by the username.
    await page.getByText('Welcome, Margaret Hale.').waitFor();

    // The shell: the menu with its sections, and the clinic's name in the header.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of ['Dashboard', 'Medicament Categories', 'Clinics', 'Settings', 'Help'])
      expect(await menu.getByRole('link', { name: item, exact: true }).isVisible(), item).toBe(true);
    const appName = await currentAppName(page);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: appName, exact: true }).waitFor();
    await header.getByRole('button', { name: 'Account menu for admin' }).waitFor();

    // Sign out through the account menu.
    await header.getByRole('button', { name: 'Account menu for admin' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Clinic Login' }).waitFor();

    // The admin pages are closed again, and say where the visitor was going.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard');
    await loginForm(page).submit.waitFor();
  });

  it('a deep link opened while signed out leads back there after signing in', async () => {
    const { page } = await newPage();
    await page.goto('/clinic');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/clinic');
    const form = loginForm(page);
    await form.username.fill('admin');
    await form.password.fill('chairside');
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === '/clinic');
    await page.getByRole('heading', { name: 'Clinics', level: 1 }).waitFor();
  });
});

describe('registration', () => {
  it('a new account waits for an administrator, who activates it', async () => {
    const username = `newcomer.${nowMs()}`;
    const password = 'a-long-secret-1';

    // The newcomer registers.
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByText('An administrator must activate your account before you can sign in.').waitFor();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    const notice = page.getByRole('main').getByText('Registration successful!');
    await notice.waitFor();
    // One true message: the account waits for an administrator, it cannot sign in yet.
    expect(await notice.textContent()).toBe(
      'Registration successful! An administrator must activate your account before you can sign in.',
    );
    expect(await page.getByText('You can now log in', { exact: false }).count()).toBe(0);

    // Signing in is refused until the account is active.
    const form = loginForm(page);
    await form.username.fill(username);
    await form.password.fill(password);
    await form.submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your account is not active yet. Ask an administrator to activate it.' })
      .waitFor();
    expect(page.url()).toMatch(/\/login$/);

    // The administrator gives the account a role and activates it in Settings → Users.
    const admin = (await newPage()).page;
    await signIn(admin, 'admin');
    await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.waitForURL('**/configuration/users');
    await admin.getByRole('searchbox', { name: 'Search users' }).fill(username);
    const row = admin.getByRole('table', { name: 'User accounts' }).getByRole('row').filter({ hasText: username });
    await row.getByText('Awaiting activation').waitFor();
    expect(await row.count()).toBe(1);

    await row.getByRole('combobox', { name: `Role of ${username}` }).click();
    await admin.getByRole('option', { name: 'Dentist' }).click();
    await admin.getByText('The role has been changed.').waitFor();
    await expect
      .poll(() => row.getByRole('combobox', { name: `Role of ${username}` }).textContent())
      .toContain('Dentist');

    const activate = row.getByRole('button', { name: 'Activate' });
    await expect.poll(() => activate.isEnabled()).toBe(true);
    await activate.click();
    await admin.getByText('The account has been activated.').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    // Now the newcomer gets in.
    await form.username.fill(username);
    await form.password.fill(password);
    await form.submit.click();
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Account menu for ${username}` })
      .waitFor();
  });
});

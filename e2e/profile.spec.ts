import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn, signInAt } from './support/browser';
import { sawToast, typeDate } from './support/ui';

afterAll(closeBrowser);

describe('my profile', () => {
  it('shows my name, email, telephone, address and birth date from my staff record, and lets me change them', async () => {
    const { page } = await newPage();
    await signInAt(page, 'assistant', '/profile');
    const details = page.getByRole('region', { name: 'Personal details' });
    await details.getByText('Full Name').waitFor();
    for (const label of ['Email', 'Phone', 'Address', 'Birth Date'])
      expect(await details.getByText(label, { exact: true }).count()).toBe(1);
    await expectAccessible(page);

    const address = `${nowMs() % 1000} Quay Street, Boston`;
    await details.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByRole('textbox', { name: 'Address' }).fill(address);
    await typeDate(dialog, 'Birth Date', '19900214');
    const email = await dialog.getByRole('textbox', { name: 'Email' }).inputValue();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not an email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Email must be a valid email address').waitFor();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Profile updated');
    await dialog.waitFor({ state: 'hidden' });
    await details.getByText(address).waitFor();
    await details.getByText('1990-02-14').waitFor();
    await details.getByText(email).waitFor();

    // It is the staff record itself.
    const res = await page.request.get('/api/profile');
    const profile = (await res.json()) as { staffId: number };
    const record = (await (await page.request.get(`/api/staff/${profile.staffId}`)).json()) as { address: string };
    expect(record.address).toBe(address);
  });

  it('tells an account linked to no staff member to ask for a link', async () => {
    // Every demo account is linked to a staff member: a newcomer the admin activates is not.
    const username = `nolink.${nowMs()}`;
    const { page: admin } = await newPage();
    await signIn(admin, 'admin');
    const registered = await admin.request.post('/api/auth/register', {
      data: { username, password: 'a-long-secret-1' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const account = (await registered.json()) as { id: number; version: number };
    const activated = await admin.request.patch(`/api/users/${account.id}`, {
      data: { role: 'Accountant', active: true, version: account.version },
    });
    expect(activated.status(), await activated.text()).toBe(200);
    const { page } = await newPage();
    await signInAt(page, username, '/profile', 'a-long-secret-1');
    await page.getByText('Your account is not linked to a staff member: ask an administrator to link it.').waitFor();
    expect(await page.getByRole('button', { name: 'Edit profile' }).count()).toBe(0);
  });
});

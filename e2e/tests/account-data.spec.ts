import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';

/*
 * A person exports all their data from Settings, opens the archive they downloaded, then deletes the
 * account: signed out to the sign-in page, and signing in again fails.
 */
test('export all my data and open the archive, then delete the account and fail to sign in again', async ({ page }) => {
  const account = await registerThroughUi(page, 'Grace', 'Hopper');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('brandcast.auth-token')!));
  const made = await page.request.post('/api/project', {
    headers: { authorization: `Bearer ${token}` },
    data: { details: { businessName: 'Aurora Candles' } },
  });
  expect(made.status()).toBe(201);

  await page.goto('/settings/profile');
  const card = page.locator('.ant-card').filter({ has: page.getByText('Your data', { exact: true }) });
  await expect(card.getByText('You have no export yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Export all my data' }).click();
  const link = card.getByRole('link', { name: 'Download your data' });
  await expect(link).toBeVisible();
  await expect(card.getByRole('status')).toContainText(/Your archive is ready \(.+\)\. It is kept until/);

  // The browser downloads it from its signed address, and tar opens it.
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^brandcast-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'brandcast-e2e-archive-'));
  execFileSync('tar', ['-xzf', await download.path(), '-C', dir]);
  const [folder] = readdirSync(dir);
  const inside = path.join(dir, folder!);
  expect(readdirSync(inside).sort()).toEqual(
    [
      'README.txt',
      'analytics.json',
      'copies.json',
      'ledger.json',
      'messages.json',
      'notifications.json',
      'preferences.json',
      'profile.json',
      'projects.json',
      'recordings.json',
      'scripts.json',
    ].sort(),
  );
  const read = (name: string) => JSON.parse(readFileSync(path.join(inside, name), 'utf8'));
  expect(read('profile.json').email).toBe(account.email);
  expect(read('projects.json').owned.map((p: { businessName: string }) => p.businessName)).toEqual(['Aurora Candles']);
  expect(readFileSync(path.join(inside, 'README.txt'), 'utf8')).toContain('projects.json: ');

  // Deleting: what will happen first, then the password.
  await card.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('list', { name: 'What deleting your account will do' })).toContainText(
    'Your 1 project will be deleted with all their messages, copies, scripts, recordings and analytics: Aurora Candles.',
  );
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your password is incorrect. Your account was not deleted.');
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByLabel('Your password').press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account was deleted, with all its projects and data.')).toBeVisible();

  // The old session no longer works, and the account cannot sign in again.
  expect(
    (await page.request.get('/api/en/user/profile', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /incorrect/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '@brandcast/shared';
import { registerThroughUi } from './helpers';

const run = promisify(execFile);
test.use({ reducedMotion: 'reduce' });
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** `npm run plan` against the e2e server's data directory: it goes through the running server (plans.spec.ts). */
const plan = (...args: string[]) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR };
  delete env.DATABASE_URL;
  return run('npm', ['run', 'plan', '--', ...args], { cwd: repoRoot, env, timeout: 120_000 });
};

async function planOf(page: Page, email: string, password: string): Promise<string> {
  const signIn = await page.request.post('/api/en/auth/signin', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  return ((await signIn.json()) as { data: { user: { subscription: { plan: string } } } }).data.user.subscription.plan;
}

/**
 * Without payments connected, the installation's administrator changes another account's plan in Settings →
 * Accounts (issue 28): found by email, confirmed in a dialog, applied at once. At a phone's width the tab fits.
 */
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an administrator moves another account to Starter from Settings → Accounts (${device})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const admin = await registerThroughUi(page, 'Ada', 'Admin');
    await plan('--email', admin.email, '--administrator');

    const member = { email: `bob.${Date.now()}.${device}@example.com`, password: 'correct horse battery' };
    const signUp = await page.request.post('/api/en/auth/signup', {
      data: { firstName: 'Bob', lastName: 'Member', ...member },
    });
    expect(signUp.status()).toBe(201);
    expect(await planOf(page, member.email, member.password)).toBe('free');

    await page.goto('/settings/accounts');
    await expect(page.getByText('You administer this Brandcast.', { exact: false })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search accounts by email' }).fill(member.email);
    await page.keyboard.press('Enter');
    const plans = page.getByRole('combobox', { name: `Plan of ${member.email}` });
    await expect(plans).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Plan of / })).toHaveCount(1);

    // Nothing sticks out past the screen's sides.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(viewport.width);

    await plans.click();
    // antd draws each option as an item titled with its label (its role=option list is for screen readers only).
    await page.locator('.ant-select-dropdown').getByTitle('Starter', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Bob Member to Starter?' });
    await expect(dialog).toContainText(`${member.email} moves from Free to Starter now.`);
    await dialog.getByRole('button', { name: 'Change plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ADMIN.planChanged(member.email, 'starter'))).toBeVisible();
    await page.screenshot({ path: path.join(import.meta.dirname, `../results/admin-accounts-${device}.png`) });

    expect(await planOf(page, member.email, member.password)).toBe('starter');
  });
}

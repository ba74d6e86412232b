import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

const run = promisify(execFile);

// Colours are checked at rest (antd's motion off, as accessibility.spec.ts does).
test.use({ reducedMotion: 'reduce' });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Plans and payments in a browser, the plans half: without payments, a member is told to ask the installation's
 * administrator (issue 28), and the operator's command (`npm run plan`) still changes a plan: the test runs it against
 * the e2e server's data directory (playwright.config.ts sets E2E_DATA_DIR), so it goes through the running server's
 * operator route.
 */
test('a free user meets an upgrade prompt on analytics, npm run plan makes it Starter, and after a reload analytics open', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { email } = await registerThroughUi(page, 'Mary', 'Somerville');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR };
  delete env.DATABASE_URL;
  const plan = (...args: string[]) =>
    run('npm', ['run', 'plan', '--', ...args], { cwd: repoRoot, env, timeout: 120_000 });
  // Mary is a member whichever spec signed up first (the run's first account administers the installation), and an
  // administrator is there to be asked.
  const grace = `grace.${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/en/auth/signup', {
    data: { firstName: 'Grace', lastName: 'Hopper', email: grace, password: 'correct horse battery' },
  });
  expect(signUp.status()).toBe(201);
  await plan('--email', grace, '--administrator');
  await plan('--email', email, '--no-administrator');
  await page.reload();

  await page.goto('/analytics');
  const prompt = page.getByRole('region', { name: 'Performance, funnel, top performers and platforms' });
  await expect(prompt).toContainText('Upgrade to the Starter plan or above to use analytics.');
  await expect(page.getByText('Conversion funnel')).toHaveCount(0);

  // The prompt leads to billing with Starter chosen; payments are not connected, so it says whom to ask (issue 28).
  await prompt.getByRole('link', { name: 'See the Starter plan' }).click();
  await expect(page).toHaveURL(/\/settings\/billing\?plan=starter$/);
  await expect(page.getByText('You chose the Starter plan')).toBeVisible();
  await expect(page.getByText(/Payments are not connected on this Brandcast/)).toBeVisible();
  await expect(page.getByText(/Ask your administrator, .+, to change your plan\./).first()).toBeVisible();
  await expect(page.getByText(/^npm run plan -- /)).toHaveCount(0);

  expect(await seriousViolations(page), '/settings/billing').toEqual([]);

  // By keyboard: the payment modal opens from a plan's button, says whom to ask, and Escape closes it.
  await page.getByRole('button', { name: 'Upgrade to Professional' }).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Upgrade to Professional' });
  await expect(modal).toContainText(/Ask your administrator, .+, to change your plan\./);
  await expect(modal).not.toContainText('npm run plan');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The operator's command still changes it at once, while the app keeps running.
  const { stdout } = await plan('--email', email, '--plan', 'starter');
  expect(stdout).toContain(`${email}: starter (monthly), active, role premium`);
  expect(stdout).toContain('(changed through the running server)');

  // After a reload the session carries the new role: billing shows Starter, and analytics open.
  await page.reload();
  const card = page.locator('.ant-card', { hasText: 'Billing period' }).first();
  await expect(card).toContainText('Starter');
  await expect(card).toContainText('Monthly');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Conversion funnel')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Performance, funnel, top performers and platforms' })).toHaveCount(0);
});

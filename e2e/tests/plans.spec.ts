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
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Plans and payments in a browser, the plans half: without payments, a plan is changed by the operator's command the
 * billing screen shows. The test runs that very command (`npm run plan`) against the e2e server's data directory
 * (playwright.config.ts sets E2E_DATA_DIR), so it goes through the running server's operator route.
 */
test('a free user meets an upgrade prompt on analytics, npm run plan makes it Starter, and after a reload analytics open', async ({ page }) => {
  test.setTimeout(180_000);
  const { email } = await registerThroughUi(page, 'Mary', 'Somerville');

  await page.goto('/analytics');
  const prompt = page.getByRole('region', { name: 'Performance, funnel, top performers and platforms' });
  await expect(prompt).toContainText('Upgrade to the Starter plan or above to use analytics.');
  await expect(page.getByText('Conversion funnel')).toHaveCount(0);

  // The prompt leads to billing with Starter chosen; payments are not connected, so it shows the command.
  await prompt.getByRole('link', { name: 'See the Starter plan' }).click();
  await expect(page).toHaveURL(/\/settings\/billing\?plan=starter$/);
  await expect(page.getByText('You chose the Starter plan')).toBeVisible();
  await expect(page.getByText(/Payments are not connected on this Brandcast/)).toBeVisible();
  const shown = (await page.getByText(/^npm run plan -- /).first().textContent())!.trim();
  expect(shown).toBe(`npm run plan -- --email ${email} --plan starter`);

  expect(await seriousViolations(page), '/settings/billing').toEqual([]);

  // By keyboard: the payment modal opens from a plan's button, shows the command for that plan, and Escape closes it.
  await page.getByRole('button', { name: 'Upgrade to Professional' }).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Upgrade to Professional' });
  await expect(modal).toContainText(`npm run plan -- --email ${email} --plan professional`);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The operator runs exactly what the screen shows, while the app keeps running.
  const [command, ...args] = shown.split(' ');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR };
  delete env.DATABASE_URL;
  const { stdout } = await run(command!, args, { cwd: repoRoot, env, timeout: 120_000 });
  expect(stdout).toContain(`${email}: starter (monthly), active, role premium`);
  expect(stdout).toContain('(changed through the running server)');

  // After a reload the session carries the new role: billing shows Starter, and analytics open.
  await page.reload();
  const plan = page.locator('.ant-card', { hasText: 'Billing period' }).first();
  await expect(plan).toContainText('Starter');
  await expect(plan).toContainText('Monthly');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Conversion funnel')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Performance, funnel, top performers and platforms' })).toHaveCount(0);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

test('public pages have no serious or critical accessibility violations', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'Turn your business into messages that sell'],
    ['/pricing', 'Pricing'],
    ['/login', 'Sign in'],
    ['/register', 'Create your account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: path === '/' ? 1 : undefined }).first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the dashboard and settings have no serious or critical accessibility violations', async ({ page }) => {
  await registerThroughUi(page, 'Ada', 'Axe');
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
  expect(await seriousViolations(page), '/dashboard').toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(await seriousViolations(page), '/settings').toEqual([]);
});

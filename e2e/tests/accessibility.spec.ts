import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

// Colours are checked at rest: antd fades a button's colour in over 0.2 s once it is enabled, and a check made
// mid-fade measured a colour no one reads. With the system's "reduce motion" the app turns antd's motion off.
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

test('public pages have no serious or critical accessibility violations', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'Turn your business into messages that sell'],
    ['/pricing', 'Pricing'],
    ['/login', 'Sign in'],
    ['/register', 'Create your account'],
  ] as const) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: heading, level: path === '/' ? 1 : undefined }).first(),
    ).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the dashboard and settings have no serious or critical accessibility violations', async ({ page }) => {
  await registerThroughUi(page, 'Ada', 'Axe');
  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  expect(await seriousViolations(page), '/dashboard').toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(await seriousViolations(page), '/settings').toEqual([]);
});

test('the message and copy screens have no serious or critical accessibility violations', async ({ page }) => {
  await registerThroughUi(page, 'Ada', 'Axe');
  await page.goto('/projects/create');
  await page.getByLabel('Business name', { exact: true }).fill('Axe Coffee');
  await page.getByLabel('What you sell', { exact: true }).fill('coffee beans');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Axe Coffee' })).toBeVisible();
  const projectId = page.url().split('/').pop()!;

  await page.goto(`/messages/new?projectId=${projectId}`);
  await page.getByLabel('Message', { exact: true }).fill('Fresh coffee, roasted for you this week.');
  // The live score and the parts behind it are on the page.
  await expect(page.getByLabel(/^[+-]?\d+ points$/).first()).toBeVisible();
  expect(await seriousViolations(page), '/messages/new').toEqual([]);
  await page.getByRole('button', { name: 'Save message' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  expect(await seriousViolations(page), '/messages/{id}').toEqual([]);
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Brand messages' })).toBeVisible();
  expect(await seriousViolations(page), '/messages').toEqual([]);

  await page.goto(`/copies/new?projectId=${projectId}`);
  await page.getByRole('checkbox', { name: 'X (Twitter)' }).check();
  await page.getByRole('button', { name: /^Generate for 1 platform/ }).click();
  await expect(page.getByRole('region', { name: 'X (Twitter) copy' })).toBeVisible();
  expect(await seriousViolations(page), '/copies/new').toEqual([]);
  await page.goto('/copies');
  await expect(page.getByRole('button', { name: /Download CSV/ })).toBeEnabled();
  expect(await seriousViolations(page), '/copies').toEqual([]);
  await page.getByRole('button', { name: /^X \(Twitter\): / }).click();
  await expect(page.getByRole('dialog').getByRole('region', { name: 'X (Twitter) copy' })).toBeVisible();
  expect(await seriousViolations(page), '/copies?copy={id}').toEqual([]);
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByText('Latest messages and copies').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Latest messages and copies' })).toBeVisible();
  expect(await seriousViolations(page), '/projects/{id}').toEqual([]);
});

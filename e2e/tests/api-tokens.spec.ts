import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_TOKEN_READ_ONLY } from '@brandcast/shared';
import { registerThroughUi } from './helpers';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
/** A whole 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The operator's command, as plans.spec.ts runs it: through the running server's operator route. */
async function makeEnterprise(email: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR };
  delete env.DATABASE_URL;
  const { stdout } = await run('npm', ['run', 'plan', '--', '--email', email, '--plan', 'enterprise'], {
    cwd: repoRoot,
    env,
    timeout: 120_000,
  });
  expect(stdout).toContain(`${email}: enterprise`);
}

async function createToken(page: Page, name: string, scope: 'Read' | 'Write'): Promise<string> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(new RegExp(`^${scope}:`)).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('region', { name: 'Your new token' });
  await expect(shown).toContainText("you won't see it again");
  const secret = (await shown.getByTestId('new-token-secret').textContent())!.trim();
  expect(secret).toMatch(/^bc_/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  return secret;
}

/**
 * Plans and payments in a browser, the API access and branding half: an Enterprise user creates tokens in Settings
 * and uses them with plain HTTP from the test; branding set in Settings shows on their public project page.
 */
test('an enterprise user creates API tokens and uses them over plain HTTP; branding set in Settings shows on /p/{id}', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email } = await registerThroughUi(page, 'Grace', 'Hopper', { verified: true });

  // Before Enterprise: the tabs are there, with the upgrade prompt.
  await page.goto('/settings/api-tokens');
  await expect(page.getByRole('region', { name: 'API tokens' })).toContainText(
    'Upgrade to the Enterprise plan to use API access.',
  );
  await makeEnterprise(email);
  await page.reload();

  const read = await createToken(page, 'Read script', 'Read');
  const write = await createToken(page, 'Importer', 'Write');
  const list = page.getByRole('table');
  await expect(list.getByRole('row', { name: /Read script/ })).toContainText('read');
  await expect(list.getByRole('row', { name: /Importer/ })).toContainText('write');

  // curl-like HTTP: the write token creates a project, the read token reads it and may not write.
  const created = await request.post('/api/project', {
    headers: { authorization: `Bearer ${write}` },
    data: { details: { businessName: 'Northwind Coffee', whoYouSellTo: 'home baristas' } },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()).data as { _id: string };
  const listed = await request.get('/api/project', { headers: { authorization: `Bearer ${read}` } });
  expect(listed.status()).toBe(200);
  expect(((await listed.json()).data as { _id: string }[]).map((p) => p._id)).toContain(project._id);
  const refused = await request.post('/api/project', {
    headers: { authorization: `Bearer ${read}` },
    data: { details: { businessName: 'Nope' } },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(API_TOKEN_READ_ONLY);
  expect(
    (
      await request.patch(`/api/project/${project._id}`, {
        headers: { authorization: `Bearer ${write}` },
        data: { public: true },
      })
    ).status(),
  ).toBe(200);

  // Their last use shows in the list.
  await page.reload();
  // Columns: name, scope, starts with, created, last used, expires.
  const lastUsed = page
    .getByRole('table')
    .getByRole('row', { name: /Read script/ })
    .getByRole('cell')
    .nth(4);
  await expect(lastUsed).toHaveText(/\d{4}/);
  await expect(
    page
      .getByRole('table')
      .getByRole('row', { name: /Read script/ })
      .getByRole('cell')
      .nth(5),
  ).toHaveText('Never');

  // Branding: a colour and a logo, set in Settings.
  await page.getByRole('tab', { name: 'Branding' }).click();
  await expect(page).toHaveURL(/\/settings\/branding$/);
  await page.getByLabel('Brand colour (hex)').fill('#FF6600');
  await page.getByRole('button', { name: 'Save colour' }).click();
  await expect(page.getByText('Your brand colour was saved.')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Your current logo' })).toBeVisible();

  // The public page, signed out: the logo (really served) and the colour accents.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL(`/p/${project._id}`, page.url()).href);
  const shown = visitor.getByTestId('public-project');
  await expect(shown).toHaveAttribute('data-brand-color', '#ff6600');
  await expect(shown).toHaveCSS('border-top-color', 'rgb(255, 102, 0)');
  const logo = visitor.getByRole('img', { name: 'Northwind Coffee logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await visitor.close();
});

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

test.describe('the API tokens and Branding tabs', () => {
  test.use({ reducedMotion: 'reduce' });

  test('have no serious accessibility violations, locked or not, and fit a 390 px phone', async ({ page }) => {
    test.setTimeout(180_000);
    const { email } = await registerThroughUi(page, 'Katherine', 'Johnson', { verified: true });
    for (const [path, name] of [
      ['/settings/api-tokens', 'API tokens'],
      ['/settings/branding', 'Branding'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('region', { name })).toContainText('Upgrade to the Enterprise plan');
      expect(await seriousViolations(page), `${path}, locked`).toEqual([]);
    }
    await makeEnterprise(email);
    await page.goto('/settings/api-tokens');
    await createToken(page, 'Reporting script', 'Read');
    await expect(page.getByRole('table')).toContainText('Reporting script');
    expect(await seriousViolations(page), '/settings/api-tokens').toEqual([]);
    await page.goto('/settings/branding');
    await page.getByLabel('Brand colour (hex)').fill('#ff6600');
    await page.getByRole('button', { name: 'Save colour' }).click();
    await expect(page.getByRole('button', { name: 'Reset branding' })).toBeVisible();
    expect(await seriousViolations(page), '/settings/branding').toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/settings/api-tokens', '/settings/branding']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      await expect(page.locator('.ant-card').first()).toBeVisible();
      // Nothing wider than the screen: the token list becomes cards, the colour row wraps.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await expect(page.getByRole('region', { name: 'Token Reporting script' })).toHaveCount(0);
    await page.goto('/settings/api-tokens');
    await expect(page.getByRole('region', { name: 'Token Reporting script' })).toBeVisible();
  });
});

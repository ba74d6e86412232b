import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The public pages are pre-rendered HTML (host/src/public-pages): read without JavaScript, with their own CSS and a
// few lines of inline script for the theme; the app loads when the visitor goes on to sign in or register.
const PAGES = [
  ['/', 'Turn your business into messages that sell', 'Describe your business once'],
  ['/pricing', 'Pricing', 'What each action costs'],
  ['/terms', 'Terms of Service', 'Generated text'],
  ['/privacy', 'Privacy Policy', 'Who sees it'],
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is read in full, its text in the HTML itself', async ({ page }) => {
    for (const [path, title, section] of PAGES) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(section).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/register');
      expect(scripts, path).toEqual([]);
      // Its tab icon is in the page itself: no request, and no /favicon.ico answering 404.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    }
  });

  test("the pricing page's billing period switches the prices by CSS alone", async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByText('$19')).toBeVisible();
    await expect(page.getByText('/ year').first()).toBeHidden();
    await page.getByText('Yearly', { exact: true }).click();
    await expect(page.getByText('/ year').first()).toBeVisible();
    await expect(page.getByText('/ month').first()).toBeHidden();
  });
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

test('the theme toggle switches light and dark, and the app keeps the choice', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('brandcast.theme'))).toBe('"dark"');

  // Dark from the first paint on the next visit, and in the app.
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('Get Started loads the app on the registration form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // The app's page carries the same tab icon as the pre-rendered ones.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
});

test('the pre-rendered pages have no serious accessibility violations, light or dark', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((value) => localStorage.setItem('brandcast.theme', JSON.stringify(value)), theme);
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page), `${path} ${theme}`).toEqual([]);
    }
  }
});

import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

async function expectInViewport(page: Page, text: string) {
  const box = await page.locator('.ant-tour').filter({ hasText: text }).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `the step "${text}" is on screen`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

test('the tour blocks nothing: a click on the page works, ends it, and it never returns', async ({
  page,
}, testInfo) => {
  await registerThroughUi(page, 'Tara', 'Tour', { tour: true });
  await expect(page.getByText('Start with a project')).toBeVisible();
  await expectInViewport(page, 'Start with a project');
  await page.screenshot({ path: testInfo.outputPath('tour-desktop.png') });

  // The page scrolls and takes clicks as if the tour were not there.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brand Messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('Start with a project')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Start with a project')).toHaveCount(0);
});

test('a deep link opens its page without the tour; the dashboard then shows it', async ({ page }) => {
  await registerThroughUi(page, 'Dee', 'Link', { tour: true });
  await page.goto('/projects/create');
  await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible();
  await expect(page.getByText('Start with a project')).toHaveCount(0);
  await page.getByLabel('Business name', { exact: true }).fill('Northwind Coffee');
  await expect(page.getByLabel('Business name', { exact: true })).toHaveValue('Northwind Coffee');

  await page.goto('/dashboard');
  await expect(page.getByText('Start with a project')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Start with a project')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Start with a project')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the tour starts at the menu button, every step on screen, and ends when the menu is opened', async ({
    page,
  }, testInfo) => {
    await registerThroughUi(page, 'Pia', 'Phone', { tour: true });
    await expect(page.getByText('Everything is in the menu')).toBeVisible();
    await expectInViewport(page, 'Everything is in the menu');
    await page.screenshot({ path: testInfo.outputPath('tour-phone-menu.png') });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Start with a project')).toBeVisible();
    await expectInViewport(page, 'Start with a project');
    await page.screenshot({ path: testInfo.outputPath('tour-phone-centred.png') });

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Start with a project')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('brandcast.onboarding-completed'))).toBe('true');
  });
});

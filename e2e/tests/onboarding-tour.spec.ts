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

/** Whether the tour's card leaves `element` uncovered. */
async function leavesVisible(page: Page, element: ReturnType<Page['getByRole']>) {
  const tour = (await page.locator('.ant-tour').boundingBox())!;
  const box = (await element.boundingBox())!;
  const apart =
    tour.x >= box.x + box.width ||
    box.x >= tour.x + tour.width ||
    tour.y >= box.y + box.height ||
    box.y >= tour.y + tour.height;
  return apart;
}

test('the tour blocks nothing: a click on the page works, ends it, and it never returns', async ({
  page,
}, testInfo) => {
  await registerThroughUi(page, 'Tara', 'Tour', { tour: true });
  await expect(page.getByText('Start with a project')).toBeVisible();
  await expectInViewport(page, 'Start with a project');
  // It points at the dashboard's first action from below: the welcome and the card it speaks of stay in sight.
  for (const heading of [/^Welcome, Tara$/, /^Start with your first project$/])
    expect(await leavesVisible(page, page.getByRole('heading', { name: heading })), `${heading} is not covered`).toBe(
      true,
    );
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

  test('the tour starts at the first action, then the menu button, every step on screen, and ends when the menu is opened', async ({
    page,
  }, testInfo) => {
    await registerThroughUi(page, 'Pia', 'Phone', { tour: true });
    await expect(page.getByText('Start with a project')).toBeVisible();
    await expectInViewport(page, 'Start with a project');
    // Below the button, the page brought up to make room: the card it speaks of is not under it.
    expect(await leavesVisible(page, page.getByRole('heading', { name: 'Start with your first project' }))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('tour-phone-first.png') });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Everything else is in the menu')).toBeVisible();
    await expectInViewport(page, 'Everything else is in the menu');
    await page.screenshot({ path: testInfo.outputPath('tour-phone-menu.png') });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Find your message')).toBeVisible();
    await expectInViewport(page, 'Find your message');

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Find your message')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('brandcast.onboarding-completed'))).toBe('true');
  });
});

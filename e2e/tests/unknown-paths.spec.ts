import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

// Spec section 2: any unknown path redirects to /, in every area and at any depth, signed in or not.
const UNKNOWN_PATHS = [
  '/nowhere',
  '/nowhere/at/all',
  '/dashboard/x',
  '/dashboard/x/y/z',
  '/projects/a/b/c',
  '/projects/create/x',
  '/projects/p1/edit/x',
  '/messages/m1/edit/x',
  '/messages/a/b/c',
  '/copies/abc',
  '/copies/new/x',
  '/teleprompter/x',
  '/teleprompter/x/y',
  '/settings/anything',
  '/settings/profile/x',
  '/p/x/y',
];

async function expectLanding(page: Page, path: string) {
  await page.goto(path);
  await expect(page, `${path} lands on /`).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('heading', { name: 'Turn your business into messages that sell' })).toBeVisible();
}

test('a visitor on an unknown path lands on /, and a real page still asks to sign in first', async ({ page }) => {
  for (const path of UNKNOWN_PATHS) await expectLanding(page, path);

  await page.goto('/projects/create');
  await expect(page).toHaveURL(/\/login\?next=%2Fprojects%2Fcreate$/);
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fprofile$/);
});

test('a signed-in user on an unknown path lands on /, and deep links still open their pages', async ({ page }) => {
  await registerThroughUi(page);
  for (const path of UNKNOWN_PATHS) await expectLanding(page, path);

  await page.goto('/projects/create');
  await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible();
  await page.goto('/messages/new');
  await expect(page.getByRole('heading', { name: 'New message' })).toBeVisible();
  await page.goto('/copies/new');
  await expect(page.getByRole('heading', { name: 'Copy generator' })).toBeVisible();
  await page.goto('/teleprompter');
  await expect(page.getByRole('heading', { name: 'Teleprompter', level: 2 })).toBeVisible();
  await page.goto('/settings/profile');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await page.goto('/settings/billing');
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/billing$/);
});

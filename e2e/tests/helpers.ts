import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new account through the registration page (a remote), ending on the dashboard. */
export async function registerThroughUi(
  page: Page,
  firstName = 'Ada',
  lastName = 'Lovelace',
  { tour = false }: { tour?: boolean } = {},
) {
  counter += 1;
  // The first-run tour's card sits over the page and a click ends it; tests that are not about it start without it.
  if (!tour) await page.addInitScript(() => localStorage.setItem('brandcast.onboarding-completed', 'true'));
  const email = `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.com`;
  const password = 'correct horse battery';
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password, firstName, lastName };
}

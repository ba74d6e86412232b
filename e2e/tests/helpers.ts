import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new account through the registration page (a remote), ending on the dashboard. */
export async function registerThroughUi(
  page: Page,
  firstName = 'Ada',
  lastName = 'Lovelace',
  { tour = false, verified = false }: { tour?: boolean; verified?: boolean } = {},
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
  // The run's first account administers the installation (issue 28) and is told so before it goes on.
  await page.waitForFunction(
    () => location.pathname === '/dashboard' || document.body.innerText.includes('You administer this Brandcast'),
  );
  if (await page.getByText('You administer this Brandcast', { exact: true }).isVisible())
    await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Sharing, API tokens and paid plans wait for a confirmed address: a test that uses them confirms it as a person does.
  if (verified) await verifyEmailThroughOutbox(page, email);
  return { email, password, firstName, lastName };
}

/** The sign-up's confirmation link, from the outbox (EXPOSE_OUTBOX), opened and confirmed; back on the dashboard after. */
export async function verifyEmailThroughOutbox(page: Page, email: string) {
  let link: string | undefined;
  await expect(async () => {
    const outbox = await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const mails: { subject: string; link: string | null }[] = (await outbox.json()).data;
    link = mails.find((mail) => mail.subject === 'Confirm your Brandcast email address')?.link ?? undefined;
    expect(link).toMatch(/\/verify-email\?token=[\w-]+$/);
  }).toPass({ timeout: 10_000 });
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByText('Your email address is confirmed')).toBeVisible();
  await page.goto('/dashboard');
}

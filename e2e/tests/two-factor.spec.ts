import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { registerThroughUi } from './helpers';

/**
 * Two-factor sign-in as a person uses it: turned on in Settings with the key shown on screen typed into
 * an "app" (otpauth here), then a sign-in with the app's code and one with a recovery code.
 */

/** The app's code now; a code is accepted once, so after `used` it waits for the next 30-second step. */
async function appCode(secret: string, used: string[] = []): Promise<string> {
  const generate = () => TOTP.generate({ secret: Secret.fromBase32(secret) });
  while (used.includes(generate())) await new Promise((resolve) => setTimeout(resolve, 500));
  return generate();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function password(page: Page, email: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test('turn two-factor on, then sign in with the app’s code and once with a recovery code', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await registerThroughUi(page, 'Grace', 'Hopper');
  await page.goto('/settings/profile');
  const card = page.locator('.ant-card', { has: page.getByText('Two-factor sign-in', { exact: true }) });
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Continue' }).click();

  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enableCode = await appCode(secret);
  await card.getByLabel('2. Enter the 6-digit code the app shows').fill(enableCode);
  await card.getByRole('button', { name: 'Turn on' }).click();

  const list = card.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await expect(card.getByText('shown this once', { exact: false }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('brandcast-recovery-codes.txt');
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  // The password alone no longer signs in: the app's next code does.
  await signOut(page, 'Grace Hopper');
  await password(page, account.email, account.password);
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(await appCode(secret, [enableCode]));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code signs in once.
  await signOut(page, 'Grace Hopper');
  await password(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!.trim());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page, 'Grace Hopper');
  await password(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!.trim());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('already used');
  await expect(page).toHaveURL(/\/login/);
});

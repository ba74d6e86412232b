import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';

test('registering lands on the dashboard, and a reload keeps the session', async ({ page }) => {
  await registerThroughUi(page, 'Katherine', 'Johnson');
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Katherine' })).toBeVisible();
});

test('a guarded page sends a visitor to sign in, and back there afterwards', async ({ page, browser }) => {
  const account = await registerThroughUi(page, 'Margaret', 'Hamilton');
  const visitor = await browser.newPage();
  await visitor.goto('/projects');
  await expect(visitor).toHaveURL(/\/login\?next=%2Fprojects$/);
  await visitor.getByLabel('Email').fill(account.email);
  await visitor.getByLabel('Password', { exact: true }).fill(account.password);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/projects$/);
  await expect(visitor.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await visitor.close();
});

test('a wrong password shows the server message and keeps the user on sign-in', async ({ page }) => {
  const account = await registerThroughUi(page, 'Frances', 'Allen');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/incorrect|wrong|invalid/i);
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out returns to the landing page and an unknown path goes there too', async ({ page }) => {
  await registerThroughUi(page, 'Barbara', 'Liskov');
  await page.getByRole('button', { name: 'Account menu for Barbara Liskov' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('a token the server no longer accepts sends the user to sign in', async ({ page, request }) => {
  const account = await registerThroughUi(page, 'Radia', 'Perlman');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('brandcast.auth-token')!));
  // Revoke it behind the app's back, as an expiry or a sign-out elsewhere would.
  const logout = await request.post('/api/en/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(204);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('brandcast.auth-token'))).toBe('null');
  expect(account.email).toBeTruthy();
});

test('on a phone the navigation hides, opens with the toggle and closes after a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerThroughUi(page, 'Hedy', 'Lamarr');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(nav).toBeHidden();
});

test('the password reset flow, end to end through the outbox', async ({ page, request }) => {
  const account = await registerThroughUi(page, 'Anita', 'Borg');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // Sign-in has an Email field too: wait for the reset page before filling in.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  const outbox = await request.get(`/api/dev/outbox?email=${encodeURIComponent(account.email)}`);
  const [mail] = (await outbox.json()).data;
  expect(mail.link).toContain('/reset-password?token=');
  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await page.getByLabel('New password').fill('a brand new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed', { exact: false })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await page.getByLabel('New password').fill('yet another password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('the first-run tour shows once over the navigation and is remembered', async ({ page }) => {
  await registerThroughUi(page, 'Sophie', 'Wilson', { tour: true });
  await expect(page.getByText('Start with a project')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Find your message')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Find your message')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Sophie' })).toBeVisible();
  await expect(page.getByText('Start with a project')).toHaveCount(0);
});

test('the theme switches to dark and is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('brandcast.theme'))).toBe('"dark"');
});

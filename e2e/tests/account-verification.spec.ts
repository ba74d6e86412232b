import { expect, test } from '@playwright/test';
import { EMAIL_VERIFICATION, INVITATION } from '@brandcast/shared';
import { registerThroughUi, verifyEmailThroughOutbox } from './helpers';

/**
 * A new account works at once and is asked to confirm its address (a notice with Resend); API tokens wait
 * for it. An owner shares a project with someone who has no account: the invitation's link registers them with the
 * address filled in and lands them on the project.
 */
test('sign up, see the notice, follow the link from the outbox: the notice is gone and an API token can be made', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await registerThroughUi(page, 'Vera', 'Verify');
  const notice = page.getByRole('status').filter({ hasText: EMAIL_VERIFICATION.notice(email) });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Resend' }).click();
  await expect(notice).toContainText(EMAIL_VERIFICATION.resent(email));

  // Refused before the address is confirmed: the form says why.
  expect((await page.request.post('/api/dev/plan', { data: { email, plan: 'enterprise' } })).status()).toBe(204);
  await page.goto('/settings/api-tokens');
  await page.getByLabel('Name').fill('Before');
  await page.getByLabel(/^Read:/).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText(EMAIL_VERIFICATION.required)).toBeVisible();

  await verifyEmailThroughOutbox(page, email);
  await expect(page.getByText(EMAIL_VERIFICATION.notice(email))).toHaveCount(0);
  await page.goto('/settings/api-tokens');
  await page.getByLabel('Name').fill('After');
  await page.getByLabel(/^Read:/).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByRole('region', { name: 'Your new token' })).toContainText("you won't see it again");
});

test('an owner invites an address with no account; the invitee follows the link, registers and lands on the project', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await registerThroughUi(page, 'Olive', 'Owner', { verified: true });
  expect((await page.request.post('/api/dev/plan', { data: { email: owner.email, plan: 'starter' } })).status()).toBe(
    204,
  );
  const signedIn = await page.request.post('/api/en/auth/signin', {
    data: { email: owner.email, password: owner.password },
  });
  const { token } = (await signedIn.json()).data;
  const created = await page.request.post('/api/project', {
    headers: { authorization: `Bearer ${token}` },
    data: { details: { businessName: 'Northwind Coffee' } },
  });
  expect(created.status()).toBe(201);
  const projectId: string = (await created.json()).data._id;
  await page.goto(`/projects/${projectId}`);

  const invitee = `nina.${Date.now()}@example.com`;
  await page.getByLabel('Collaborator email').fill(invitee);
  await page.getByLabel('Role').click();
  await page.getByTitle('editor').click();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(INVITATION.sent(invitee))).toBeVisible();
  await expect(page.getByText(INVITATION.pendingLabel)).toBeVisible();

  let link = '';
  await expect(async () => {
    const mails: { link: string | null }[] = (
      await (await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(invitee)}`)).json()
    ).data;
    link = mails[0]?.link ?? '';
    expect(link).toMatch(/\/register\?invitation=[\w-]+$/);
  }).toPass({ timeout: 10_000 });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.addInitScript(() => localStorage.setItem('brandcast.onboarding-completed', 'true'));
  const url = new URL(link);
  await visitor.goto(url.pathname + url.search);
  await expect(visitor.getByText('Olive Owner shared "Northwind Coffee" with you')).toBeVisible();
  await expect(visitor.getByLabel('Email')).toHaveValue(invitee);
  await visitor.getByLabel('First name').fill('Nina');
  await visitor.getByLabel('Last name').fill('New');
  await visitor.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(visitor.getByRole('heading', { name: 'Northwind Coffee' })).toBeVisible();
  // The link proved the address: no notice.
  await expect(visitor.getByText(/Confirm your email address/)).toHaveCount(0);
  await context.close();

  await page.reload();
  await expect(page.getByText(INVITATION.pendingLabel)).toHaveCount(0);
  await expect(page.getByText(invitee)).toBeVisible();
});

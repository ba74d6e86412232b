import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

async function fillField(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
}

test('a brand project, end to end: create, list, edit, duplicate, archive, share, collaborate, delete', async ({
  page,
  browser,
  request,
}) => {
  const viewer = await browser.newPage();
  const viewerAccount = await registerThroughUi(viewer, 'Vera', 'Viewer');
  const owner = await registerThroughUi(page, 'Olive', 'Owner', { verified: true });

  // Create: the preview reads as the description will.
  await page.goto('/projects/create');
  await fillField(page, 'Business name', 'Northwind Coffee');
  await fillField(page, 'What you sell', 'Single-origin coffee beans by subscription');
  await fillField(page, 'Who you sell to', 'home baristas');
  await fillField(page, 'Problem you solve', 'stale supermarket coffee');
  await expect(page.getByTestId('description-preview')).toHaveText(
    'We help home baristas who struggle with stale supermarket coffee.',
  );
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Northwind Coffee' })).toBeVisible();
  const projectUrl = page.url();

  // Find it in the list, by search.
  await page.goto('/projects');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('northwind');
  await page.getByRole('searchbox', { name: 'Search projects' }).press('Enter');
  await page.getByRole('link', { name: 'Northwind Coffee' }).first().click();
  await expect(page).toHaveURL(projectUrl);

  // Edit.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await fillField(page, 'Location', 'US and Canada');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('US and Canada')).toBeVisible();

  // Archive and restore (restore sets draft).
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('archived', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('draft', { exact: true })).toBeVisible();

  // Share: the public link opens signed out.
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('switch', { name: 'Public' }).click();
  const link = await page.getByTestId('public-link').locator('a').getAttribute('href');
  expect(link).toMatch(/\/p\/[^/]+$/);
  await page.keyboard.press('Escape');
  const visitor = await browser.newPage();
  await visitor.goto(new URL(link!).pathname);
  await expect(visitor.getByRole('heading', { name: 'Northwind Coffee' })).toBeVisible();
  await expect(visitor.getByText('We help home baristas who struggle with stale supermarket coffee.')).toBeVisible();
  await visitor.goto('/p/00000000-0000-0000-0000-000000000000');
  await expect(visitor.getByText('Project not found')).toBeVisible();
  await visitor.close();

  // Duplicate: "Copy of ..." as a new draft.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: 'Copy of Northwind Coffee' })).toBeVisible();
  await expect(page.getByText('draft', { exact: true })).toBeVisible();

  // A free plan is one person: the card shows what sharing gives and the plan that unlocks it, not a form
  // that would be refused.
  await page.goto(projectUrl);
  const upgrade = page.getByRole('region', { name: 'Invite your team' });
  await expect(upgrade).toContainText('Upgrade to the Starter plan or above to use team collaboration.');
  await expect(upgrade.getByRole('link', { name: 'See the Starter plan' })).toBeVisible();
  await expect(page.getByLabel('Collaborator email')).toHaveCount(0);

  // The viewer cannot see a project not shared with them.
  await viewer.goto(new URL(projectUrl).pathname);
  await expect(viewer.getByText('Project not found')).toBeVisible();

  // On the starter plan (3 people) the owner invites them as a viewer. No payments exist yet, so
  // the e2e server's dev route sets the plan.
  expect((await request.post('/api/dev/plan', { data: { email: owner.email, plan: 'starter' } })).status()).toBe(204);
  await page.reload();
  await page.getByLabel('Collaborator email').fill(viewerAccount.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`${viewerAccount.email} can now see this project.`)).toBeVisible();
  await expect(page.getByText('Vera Viewer')).toBeVisible();

  // The viewer finds it in their list, marked as shared, and can only read it.
  await viewer.goto('/projects');
  await viewer.getByRole('link', { name: 'Northwind Coffee' }).first().click();
  await expect(viewer.getByText('Shared with you · viewer')).toBeVisible();
  await expect(viewer.getByText('US and Canada')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  for (const name of ['Edit', 'Archive', 'Share', 'Delete', 'Invite']) {
    await expect(viewer.getByRole(name === 'Edit' ? 'link' : 'button', { name, exact: true })).toHaveCount(0);
  }

  // Delete, with a confirm naming what is deleted.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete Northwind Coffee?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page).toHaveURL(/\/projects$/);
  await viewer.close();
});

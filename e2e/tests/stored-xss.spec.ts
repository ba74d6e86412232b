import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';
import { NAME, PAYLOADS, api } from './stored-xss-fixtures';

/*
 * Stored XSS: hostile text put through the API into every field a user writes (names, project details,
 * message and copy titles and texts, collaborator emails, hashtags, API token names, and the notifications
 * that quote them), then every screen that shows it opened in Chromium. No dialog opens,
 * no script the text carries runs (each sets window.__xss), no element it carries exists (each is marked
 * data-xss), no javascript: link is made, and the text is shown as text. Collaborator emails, hashtags,
 * notifications and API token names: stored-xss-collaborators-tokens.spec.ts.
 */

test('hostile text in every field is shown as text on every screen, and nothing it carries runs', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await registerThroughUi(page);
  await api(page, 'PATCH', '/en/user/profile', { firstName: NAME, lastName: NAME });

  const [p0, p1, p2, p3, p4, p5, p6, p7] = PAYLOADS as [string, string, string, string, string, string, string, string];
  const project = await api(page, 'POST', '/project', {
    details: {
      businessName: p0,
      whatYouSell: p1,
      whoYouSellTo: p2,
      problemYouSolve: p3,
      uniqueValue: p4,
      priceRange: p5,
      businessGoal: p6,
      location: p7,
    },
  });
  await api(page, 'PATCH', `/project/${project._id}`, { public: true });
  const messages = [];
  for (const payload of PAYLOADS) {
    messages.push(
      await api(page, 'POST', '/message', {
        projectId: project._id,
        type: 'tagline',
        title: payload.slice(0, 100),
        content: payload,
      }),
    );
  }
  await api(page, 'POST', `/message/${messages[0].id}/publish`);
  const copies = [];
  for (const payload of PAYLOADS) {
    copies.push(
      await api(page, 'POST', '/copy', {
        projectId: project._id,
        platform: 'linkedin',
        title: payload.slice(0, 100),
        content: payload,
      }),
    );
  }

  // Each screen, and whether the hostile text shows there as text (forms hold it as input values instead).
  const screens: [string, boolean][] = [
    ['/dashboard', false],
    ['/projects', true],
    [`/projects/${project._id}`, true],
    [`/projects/${project._id}/edit`, false],
    [`/p/${project._id}`, true],
    ['/messages', true],
    [`/messages/${messages[0].id}`, true],
    [`/messages/${messages[3].id}/edit`, false],
    ['/copies', true],
    [`/copies?copy=${copies[1].id}`, true],
    [`/copies?copy=${copies[5].id}`, true],
    [`/teleprompter?message=${messages[2].id}`, true],
    [`/teleprompter?copy=${copies[4].id}`, true],
    ['/settings/profile', false],
  ];
  for (const [screen, showsText] of screens) {
    await page.goto(screen);
    await page.waitForLoadState('networkidle');
    if (showsText) await expect(page.getByText('window.__xss=1', { exact: false }).first(), screen).toBeAttached();
    expect(await page.locator('[data-xss]').count(), `${screen}: an element from the text was made`).toBe(0);
    expect(
      await page.locator('a[href^="javascript:" i], iframe[src^="javascript:" i]').count(),
      `${screen}: a javascript: link`,
    ).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      `${screen}: a script ran`,
    ).toBeUndefined();
  }
  await page.goto('/settings/profile');
  await expect(page.getByLabel('First name')).toHaveValue(NAME);
  // The bell's notifications (the welcome one names the user).
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  await page.waitForTimeout(500);
  expect(await page.locator('[data-xss]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

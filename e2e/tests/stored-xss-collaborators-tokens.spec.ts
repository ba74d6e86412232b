import { expect, test, type Browser } from '@playwright/test';
import { registerThroughUi } from './helpers';
import { NAME, PAYLOADS, api, expectInert, refused } from './stored-xss-fixtures';

/*
 * Collaborator emails: the email rule (shared's emailSchema) refuses every hostile shape with markup, quotes
 * around the local part, a colon or brackets; the most hostile it accepts has single quotes in the local part
 * (attribute breakers such as 'onfocus'autofocus'…). Those are signed up, with hostile names, and shared with.
 */
const REFUSED_EMAILS = [
  '"<img src=x data-xss onerror=alert(1)>"@example.com',
  '<script>alert(1)</script>@example.com',
  "x'onmouseover='alert(1)'@example.com",
  'javascript:alert(1)//@example.com',
  'a@<svg onload=alert(1)>.com',
  '"><b data-xss>@example.com',
];
const acceptedEmails = (stamp: number) => [
  `'onfocus'autofocus'${stamp}@example.com`,
  `x'onmouseover'alert'${stamp}_@xss-example.com`,
];
/** Hashtags are # and letters, digits or underscores (shared's hashtagsField): markup is refused. */
const REFUSED_HASHTAGS = [
  '#<img src=x data-xss onerror=alert(1)>',
  '#"><script>alert(1)</script>',
  'javascript:alert(1)',
  '#a b',
  '#x onerror=alert(1)',
];
/** What it accepts that could still trip a client: object-prototype keys and a tag of the longest length. */
const ODD_HASHTAGS = ['#__proto__', '#constructor', '#toString', `#${'ｘ'.repeat(59)}`];
/** The API tokens screen (helper E): opened when it exists. */
const TOKENS_SCREEN = '/settings/api-tokens';

/** A second browser signed in as another account (its token in storage, as after sign-in). */
async function signedInAs(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((value) => {
    localStorage.setItem('brandcast.auth-token', JSON.stringify(value));
    localStorage.setItem('brandcast.onboarding-completed', 'true');
  }, token);
  return context;
}

test('hostile collaborator emails, hashtags, notifications and token names are refused or shown as text', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  const owner = await registerThroughUi(page, 'Ada', 'Lovelace', { verified: true });
  await api(page, 'PATCH', '/en/user/profile', { firstName: NAME, lastName: NAME });
  // Sharing, API tokens: the largest plan (the e2e server's dev route).
  expect(
    (await page.request.post('/api/dev/plan', { data: { email: owner.email, plan: 'enterprise' } })).status(),
  ).toBe(204);

  const [p0, p1, p2] = PAYLOADS as [string, string, string];
  const project = await api(page, 'POST', '/project', {
    details: { businessName: p1, whatYouSell: p0, whoYouSellTo: p2 },
  });

  // Collaborator emails.
  for (const email of REFUSED_EMAILS) {
    await refused(page, 'POST', '/en/auth/signup', {
      firstName: 'Eve',
      lastName: 'Hostile',
      email,
      password: 'correct horse battery',
    });
    await refused(page, 'POST', `/project/${project._id}/collaborators`, { email, role: 'viewer' });
  }
  const stamp = Date.now();
  const collaborators = [];
  for (const email of acceptedEmails(stamp)) {
    const response = await page.request.post('/api/en/auth/signup', {
      data: { firstName: NAME, lastName: NAME, email, password: 'correct horse battery' },
    });
    expect(response.status(), await response.text()).toBe(201);
    collaborators.push({ email, token: (await response.json()).data.token as string });
    await api(page, 'POST', `/project/${project._id}/collaborators`, { email, role: 'editor' });
  }

  // Hashtags.
  for (const hashtag of REFUSED_HASHTAGS) {
    await refused(page, 'POST', '/copy', {
      projectId: project._id,
      platform: 'instagram',
      content: 'Fresh beans.',
      hashtags: [hashtag],
    });
  }
  const tagged = await api(page, 'POST', '/copy', {
    projectId: project._id,
    platform: 'instagram',
    title: p2.slice(0, 100),
    content: p0,
    hashtags: ODD_HASHTAGS,
  });
  await refused(page, 'PATCH', `/copy/${tagged.id}`, { hashtags: ['#ok', REFUSED_HASHTAGS[0]] });

  // A notification beyond the welcome one: a scheduled copy published, named by its hostile title.
  const scheduled = await api(page, 'POST', '/copy', {
    projectId: project._id,
    platform: 'linkedin',
    title: p1.slice(0, 100),
    content: p0,
  });
  await api(page, 'POST', `/copy/${scheduled.id}/schedule`, {
    scheduledDate: new Date(Date.now() + 2_000).toISOString(),
  });

  // API token names.
  for (const payload of PAYLOADS) await api(page, 'POST', '/token', { name: payload.slice(0, 80), scope: 'read' });
  const tokens = await api(page, 'GET', '/token');
  expect(tokens.map((token: { name: string }) => token.name).sort()).toEqual(
    PAYLOADS.map((payload) => payload.slice(0, 80)).sort(),
  );

  // The scheduler publishes within its interval (30 s by default).
  await expect
    .poll(async () => (await api(page, 'GET', '/notification')).map((n: { title: string }) => n.title), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toContain('Time to post a copy');

  const screens: [string, string | undefined][] = [
    [`/projects/${project._id}`, acceptedEmails(stamp)[0]],
    ['/projects', 'window.__xss=1'],
    ['/copies', undefined],
    [`/copies?copy=${tagged.id}`, '#__proto__'],
    [`/copies?copy=${scheduled.id}`, 'window.__xss=1'],
    [TOKENS_SCREEN, 'window.__xss=1'],
  ];
  for (const [screen, shown] of screens) {
    await page.goto(screen);
    await page.waitForLoadState('networkidle');
    if (shown) await expect(page.getByText(shown, { exact: false }).first(), screen).toBeAttached();
    await expectInert(page, screen);
  }
  // The collaborators card names each one by their email, as text.
  await page.goto(`/projects/${project._id}`);
  for (const email of acceptedEmails(stamp)) await expect(page.getByText(email).first()).toBeAttached();
  await expectInert(page, 'collaborators card');

  // The bell: the welcome notification and the published copy's, whose message carries the hostile title.
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  await expect(page.getByText('Time to post a copy').first()).toBeVisible();
  await expect(page.getByText('window.__xss=1', { exact: false }).first()).toBeAttached();
  await expectInert(page, 'bell');

  // A collaborator (hostile email and name) opens what was shared with them: the owner's hostile name and project.
  const context = await signedInAs(browser, baseURL!, collaborators[0]!.token);
  const other = await context.newPage();
  other.on('dialog', onDialog);
  for (const screen of ['/projects', `/projects/${project._id}`, '/copies', '/settings/profile']) {
    await other.goto(screen);
    await other.waitForLoadState('networkidle');
    await expectInert(other, `collaborator ${screen}`);
  }
  await expect(other.getByLabel('First name')).toHaveValue(NAME);
  await context.close();
  expect(dialogs).toEqual([]);
});

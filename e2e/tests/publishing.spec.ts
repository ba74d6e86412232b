import { expect, test, type Page } from '@playwright/test';
import { BLUESKY_URL, MASTODON_URL, standIns } from '../src/stand-ins';
import { registerThroughUi } from './helpers';

/*
 * Issue 30 in the browser: Bluesky and Mastodon connected from Settings → Channels against their stand-ins, a copy
 * published to both, the post's link shown, a revoked token's failure with its reason, and a reconnect.
 */

const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';

test.use({ actionTimeout: 15_000 });

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('brandcast.auth-token')?.replace(/"/g, ''));
  return { authorization: `Bearer ${token}` };
}

/** An X copy in a new project, made through the API as the signed-in user. */
async function xCopy(page: Page, content: string): Promise<string> {
  const headers = await bearer(page);
  const project = await page.request.post('/api/project', {
    headers,
    data: { details: { businessName: 'Pawsh Parlour', whatYouSell: 'calm dog grooming' } },
  });
  const projectId = (await project.json()).data._id;
  const copy = await page.request.post('/api/copy', {
    headers,
    data: { projectId, platform: 'twitter', title: 'Calm grooming', content, hashtags: [] },
  });
  return (await copy.json()).data.id;
}

async function publishTo(page: Page, copyId: string, channels: RegExp[]) {
  await page.goto(`/copies?copy=${copyId}`);
  const panel = page.getByRole('region', { name: 'Publish to your channels' });
  const picker = panel.getByRole('combobox', { name: 'Channels to publish to' });
  for (const channel of channels) {
    await picker.click();
    // antd's visible option (its role="option" twins are for screen readers and take no clicks).
    await page.locator('.ant-select-item-option').filter({ hasText: channel }).click();
  }
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Publish now' }).click();
  return panel;
}

test('connect Bluesky and Mastodon, publish a copy to both, a revoked token fails with its reason, reconnect', async ({
  page,
}) => {
  // Two platforms, two publications and a reconnect: more than one page's worth of steps.
  test.setTimeout(150_000);
  const handle = `pawsh-${Date.now()}.bsky.social`;
  await standIns.addBlueskyAccount(handle, APP_PASSWORD);
  await registerThroughUi(page);
  await page.goto('/settings/channels');
  await expect(page.getByText('Connect Mastodon or Bluesky to publish X copies there')).toBeVisible();

  // Bluesky: the handle and an app password, on the PDS the user names.
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('App password').fill('wrong-pass-word-here');
  await page.getByRole('checkbox', { name: 'I host my own PDS' }).check();
  await page.getByLabel('Your own PDS').fill(BLUESKY_URL);
  await page.getByRole('button', { name: 'Connect Bluesky' }).click();
  await expect(page.getByText(/Bluesky did not accept that handle and app password/)).toBeVisible();
  await page.getByLabel('App password').fill(APP_PASSWORD);
  await page.getByRole('button', { name: 'Connect Bluesky' }).click();
  const channels = page.getByRole('region', { name: 'Your channels' });
  await expect(channels.getByText(`@${handle}`)).toBeVisible();

  // Mastodon: the server's own sign-in page (the stand-in agrees at once) sends the browser back here.
  await page.getByLabel('Your server').fill(MASTODON_URL);
  await page.getByRole('button', { name: 'Continue on your server' }).click();
  await expect(page).toHaveURL(/\/settings\/channels$/);
  await expect(page.getByText(/@brandcast_test@127\.0\.0\.1:\d+ is connected/)).toBeVisible();
  await expect(channels.getByText(/@brandcast_test@127\.0\.0\.1/)).toBeVisible();

  const text = `Calm grooming, one dog at a time ${Date.now()}`;
  const copyId = await xCopy(page, text);
  const panel = await publishTo(page, copyId, [/^Bluesky:/, /^Mastodon:/]);
  await expect(panel.getByText('Published')).toHaveCount(2, { timeout: 20_000 });
  const links = panel.getByRole('link', { name: /See the post/ });
  await expect(links).toHaveCount(2);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.some((href) => href.startsWith(`https://bsky.app/profile/${handle}/post/`))).toBe(true);
  expect(hrefs.some((href) => href.startsWith(`${MASTODON_URL}/@brandcast_test/`))).toBe(true);
  expect((await standIns.posts('bluesky')).filter((post) => post.text === text)).toHaveLength(1);
  expect((await standIns.posts('mastodon')).filter((post) => post.text === text)).toHaveLength(1);

  // Bluesky revokes Brandcast's access: the next post fails, saying why and what to do.
  await standIns.revoke('bluesky');
  const next = await xCopy(page, `After the revoke ${Date.now()}`);
  const failing = await publishTo(page, next, [/^Bluesky:/]);
  await expect(failing.getByText('Failed')).toBeVisible({ timeout: 20_000 });
  await expect(failing.getByText(/reconnect it in Settings → Channels, then try again/)).toBeVisible();

  // Reconnect with a new app password, then try the failed one again.
  await standIns.addBlueskyAccount(handle, 'new1-pass-word-here');
  await page.goto('/settings/channels');
  await expect(channels.getByText('Reconnect needed')).toBeVisible();
  await channels.getByRole('button', { name: `Reconnect @${handle}` }).click();
  await page.getByLabel('App password').fill('new1-pass-word-here');
  await page.getByRole('button', { name: 'Connect Bluesky' }).click();
  await expect(channels.getByText('Reconnect needed')).toHaveCount(0);
  await page.goto(`/copies?copy=${next}`);
  const retry = page.getByRole('region', { name: 'Publish to your channels' });
  await retry.getByRole('button', { name: 'Try again' }).click();
  await expect(retry.getByText('Published')).toBeVisible({ timeout: 20_000 });
});

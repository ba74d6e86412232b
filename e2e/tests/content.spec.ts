import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Tomorrow at 09:30 in the browser's time, as the schedule picker takes it. */
function tomorrowAt930(): string {
  const day = new Date(Date.now() + 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} 09:30`;
}

test('brand messages and copies, end to end: generate taglines, test one, publish it, copies for X and LinkedIn, schedule one', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await registerThroughUi(page, 'Mara', 'Marketer');
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toHaveText(/500 credits/);

  // A project to write for.
  await page.goto('/projects/create');
  for (const [label, value] of [
    ['Business name', 'Northwind Coffee'],
    ['What you sell', 'Single-origin coffee beans by subscription'],
    ['Who you sell to', 'home baristas'],
    ['Problem you solve', 'stale supermarket coffee'],
    ['Unique value', 'roasted the day before it ships'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Northwind Coffee' })).toBeVisible();
  const projectId = page.url().split('/').pop()!;

  // Generate taglines: the cost is on the button; three drafts written from the brand fields.
  await page.goto(`/messages/new?projectId=${projectId}`);
  await page.getByRole('button', { name: 'Generate — 50 credits' }).click();
  const candidates = page.getByRole('region', { name: 'Candidates', exact: true });
  await expect(candidates.getByRole('button', { name: /^Choose candidate/ })).toHaveCount(3);
  await expect(candidates).toContainText('Written by Brandcast built-in writer');
  await expect(candidates).not.toContainText('{');
  await expect(balance).toHaveText(/450 credits/);
  await candidates.getByRole('button', { name: 'Choose candidate 1' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const messageUrl = page.url();

  // Test it: measured metrics and one tracked link for the message. The project is private, so the test asks where
  // its links lead, or for consent to make the project's public page public: given here.
  await page.getByRole('checkbox', { name: /^Make this project's public page public/ }).check();
  await page.getByRole('button', { name: 'Run split test — 100 credits' }).click();
  await expect(page.getByText('Testing', { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /^Clarity: \d+ out of 100$/ })
      .or(page.getByLabel(/^Clarity: \d+ out of 100$/))
      .first(),
  ).toBeVisible();
  await expect(balance).toHaveText(/350 credits/);
  const link = await page
    .getByText(/\/r\/[A-Za-z0-9_-]{8}/)
    .first()
    .textContent();
  const code = /\/r\/([A-Za-z0-9_-]{8})/.exec(link ?? '')![1];

  // A person follows the tracked link in their browser and lands on the project's public page; coming back
  // the same day is not a new click. (Headless Chromium names itself a bot: this visitor's browser does not.)
  const visitor = await browser.newContext({ baseURL, userAgent: DESKTOP_CHROME });
  const visitorPage = await visitor.newPage();
  for (let visit = 0; visit < 2; visit++) {
    await visitorPage.goto(`/r/${code}`);
    await expect(visitorPage).toHaveURL(new RegExp(`/p/${projectId}$`));
  }
  await visitor.close();
  // X fetching the link for its preview when the post goes out is not a click.
  const preview = await request.get(`/r/${code}`, { maxRedirects: 0, headers: { 'user-agent': 'Twitterbot/1.0' } });
  expect(preview.status()).toBe(302);
  await page.getByRole('button', { name: 'Refresh clicks' }).click();
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Total clicks' })).toContainText('1');

  // Publish it.
  await page
    .getByRole('button', { name: /^Publish/ })
    .first()
    .click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  // Copies for X and LinkedIn from this message.
  await page.getByRole('link', { name: 'Make copies' }).click();
  await expect(page).toHaveURL(/\/copies\/new\?/);
  await page.getByRole('checkbox', { name: 'X (Twitter)' }).check();
  await page.getByRole('checkbox', { name: 'LinkedIn' }).check();
  await page.getByRole('button', { name: /^Generate for 2 platforms — 30 credits each/ }).click();
  // One platform at a time, in tabs, the other a click away.
  const xCopy = page.getByRole('region', { name: 'X (Twitter) copy' });
  const linkedInCopy = page.getByRole('region', { name: 'LinkedIn copy' });
  await expect(page.getByRole('tab')).toHaveCount(2);
  await page.getByRole('tab', { name: /X \(Twitter\)/ }).click();
  await expect(xCopy).toBeVisible();
  await expect(linkedInCopy).toBeHidden();
  await expect(xCopy).toContainText(/\d+ \/ 280/);
  await expect(balance).toHaveText(/290 credits/);

  // The X composer carries the text.
  const share = await xCopy.getByRole('link', { name: /Open in X/ }).getAttribute('href');
  expect(share).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
  await page.getByRole('tab', { name: /LinkedIn/ }).click();
  await expect(linkedInCopy).toBeVisible();

  // Schedule the LinkedIn one for tomorrow morning.
  const picker = linkedInCopy.getByPlaceholder('Pick a date and time');
  await picker.click();
  await picker.fill(tomorrowAt930());
  await picker.press('Enter');
  await linkedInCopy.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(linkedInCopy.getByText(/^Scheduled for \w+ \d+, \d{4}, 9:30\sAM$/)).toBeVisible();

  // Both are in the copies list: one scheduled, one draft.
  await page.goto('/copies');
  await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();
  // Any copy opens again from the list, to edit or share later.
  await page.getByRole('button', { name: /^LinkedIn: / }).click();
  const reopened = page.getByRole('dialog').getByRole('region', { name: 'LinkedIn copy' });
  await expect(reopened.getByText(/^Scheduled for \w+ \d+, \d{4}, 9:30\sAM$/)).toBeVisible();
  await expect(reopened.getByRole('button', { name: 'Unschedule' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
  const copies = await request.get('/api/copy?size=100', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('brandcast.auth-token')?.replace(/"/g, ''))}`,
    },
  });
  const listed = (await copies.json()).data as { platform: string; status: string; messageId: string }[];
  expect(listed.map((copy) => `${copy.platform}:${copy.status}`).sort()).toEqual([
    'linkedin:scheduled',
    'twitter:draft',
  ]);
  expect(new Set(listed.map((copy) => copy.messageId))).toEqual(new Set([messageUrl.split('/').pop()]));
});

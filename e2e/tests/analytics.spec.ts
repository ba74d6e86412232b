import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { registerThroughUi } from './helpers';

/** Calls the API as the signed-in page's user. */
async function apiAs(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('brandcast.auth-token')!));
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: async (url: string, data: object) => (await request.post(`/api${url}`, { headers, data })).json(),
    patch: async (url: string, data: object) => (await request.patch(`/api${url}`, { headers, data })).json(),
  };
}

test('a user with content sees the right totals, switches the range and downloads a CSV of the rows', async ({
  page,
  request,
}) => {
  const owner = await registerThroughUi(page, 'Grace', 'Hopper');
  expect((await request.post('/api/dev/plan', { data: { email: owner.email, plan: 'starter' } })).status()).toBe(204);
  const api = await apiAs(page, request);
  const project = (
    await api.post('/project', { details: { businessName: 'Northwind Coffee', whatYouSell: 'Coffee beans' } })
  ).data;
  const first = (
    await api.post('/copy', {
      projectId: project._id,
      platform: 'twitter',
      title: 'Spring beans',
      content: 'Fresh beans, roasted this week.',
    })
  ).data;
  const second = (
    await api.post('/copy', {
      projectId: project._id,
      platform: 'linkedin',
      title: '=Roast notes',
      content: 'Notes from the roastery.',
    })
  ).data;
  await api.patch(`/copy/${first.id}`, { performance: { views: 1200, likes: 40, comments: 8 } });
  await api.patch(`/copy/${second.id}`, { performance: { views: 300, shares: 6 } });

  // The dashboard's overview: this month's views and engagement rate (54 of 1500 views = 3.6%).
  await page.goto('/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace' })).toBeVisible();
  const card = (title: string) =>
    page
      .getByTestId('panel')
      .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
  await expect(card('Views')).toContainText('1,500');
  await expect(card('Engagement rate')).toContainText('3.6');
  await expect(card('Copies')).toContainText('2');
  await expect(page.getByText(/Last 30 days: 1,500 views, 54 engagements/)).toBeVisible();
  // What happened together is one line (issue 28), naming each copy.
  await expect(
    page.getByText('You created 2 copies in Northwind Coffee: “=Roast notes”, “Spring beans”.').first(),
  ).toBeVisible();

  // Analytics, from the navigation; the range switch changes the address and the figures follow.
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await page
    .locator('.ant-segmented-item', { hasText: /^Week$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/analytics\?range=week$/);
  await expect(page.getByText(/Last 7 days: 1,500 views, 54 engagements/)).toBeVisible();
  await page.locator('.ant-segmented-item', { hasText: /^Day$/ }).first().click();
  await expect(page.getByText(/Today: 1,500 views, 54 engagements/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversion funnel' })).toContainText('54');
  await expect(page.getByRole('region', { name: 'Best time to post' })).toContainText('Enterprise plan');

  // Export: the progress bar runs to 100% and the file downloads without a header.
  await page.getByRole('button', { name: 'Export' }).click();
  const link = page.getByRole('link', { name: /^Download brandcast-analytics-day-/ });
  await expect(link).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '100');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^brandcast-analytics-day-\d{4}-\d\d-\d\d\.csv$/);
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const rows = parsed.data.map(({ project: name, copy, platform, views, engagement, rate }) => ({
    name,
    copy,
    platform,
    views,
    engagement,
    rate,
  }));
  expect(rows).toEqual([
    { name: 'Northwind Coffee', copy: "'=Roast notes", platform: 'linkedin', views: '300', engagement: '6', rate: '2' },
    { name: 'Northwind Coffee', copy: 'Spring beans', platform: 'twitter', views: '1200', engagement: '48', rate: '4' },
  ]);
});

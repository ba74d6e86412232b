import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';
import { registerThroughUi } from './helpers';

// Chromium's fake camera and microphone, allowed without a prompt.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const PARAGRAPH =
  'Every morning we roast single origin beans and ship them the same day so that your coffee tastes the way it did at the roastery. ';
const SCRIPT = `# Hook\n${PARAGRAPH.repeat(3)}\n# Body\n${PARAGRAPH.repeat(6)}\n# Call to action\nOrder a bag today.`;

const position = (page: Page) =>
  page.getByTestId('prompter-viewport').evaluate((element) => Number((element as HTMLElement).dataset.position ?? 0));

async function openPrompter(page: Page) {
  await page.goto('/teleprompter');
  await page.getByLabel('Text to read').fill(SCRIPT);
  await page.getByRole('button', { name: 'Open the prompter' }).click();
  await expect(page.getByTestId('prompter-stage')).toBeVisible();
}

test('reads at the chosen words per minute, with the countdown, keys, mirror, and a recorded take', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, 'Petra', 'Prompter');
  await openPrompter(page);

  // Speed and font size from the keyboard: 140 → 130 → 120 wpm.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('120 wpm')).toBeVisible();
  const fontBefore = await page
    .locator('[data-word]')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() =>
      page
        .locator('[data-word]')
        .first()
        .evaluate((el) => getComputedStyle(el).fontSize),
    )
    .not.toBe(fontBefore);

  // Space: 3-2-1, then the text moves.
  await page.keyboard.press('Space');
  await expect(page.getByRole('timer')).toHaveText('3');
  await expect(page.getByRole('timer')).toBeHidden({ timeout: 5_000 });
  await page.waitForTimeout(1_000);
  const start = await position(page);
  const startedAt = Date.now();
  await page.waitForTimeout(10_000);
  const words = (await position(page)) - start;
  const expected = (120 / 60) * ((Date.now() - startedAt) / 1000);
  expect(Math.abs(words - expected) / expected).toBeLessThan(0.1);
  // And it really scrolled.
  expect(await page.getByTestId('prompter-viewport').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /Play$/ })).toBeVisible();
  const paused = await position(page);
  await page.screenshot({ path: 'results/teleprompter-desktop.png' });
  await page.waitForTimeout(1_000);
  expect(await position(page)).toBeCloseTo(paused, 1);

  // Clicker keys: Page Down moves a screen on, End jumps to the next section.
  await page.keyboard.press('PageDown');
  await expect.poll(() => position(page)).toBeGreaterThan(paused + 5);
  await page.keyboard.press('3');
  const lastSection = await position(page);
  expect(lastSection).toBe(9 * PARAGRAPH.trim().split(/\s+/).length);

  // Mirror from the settings.
  await page.getByRole('button', { name: /Settings/ }).click();
  const mirror = page.getByRole('switch', { name: 'Mirror left to right' });
  // The settings open with a zoom: click once they have settled.
  await expect(page.getByText('Prompter settings')).toBeVisible();
  await expect(mirror).not.toBeChecked();
  await mirror.click();
  await expect(mirror).toBeChecked();
  await expect(page.getByTestId('prompter-screen')).toHaveAttribute('style', /scale\(-1, 1\)/);

  // Two seconds from the fake camera, then the take to download.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Camera/ }).click();
  await expect(page.getByRole('button', { name: 'Record' })).toBeVisible();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await page.getByRole('button', { name: 'Record' }).click();
  await page.waitForTimeout(2_000);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download take \(0:0[2-3]\)/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^brandcast-recording-\d{12}\.(webm|mp4)$/);
  const size = await file.createReadStream().then(
    (stream) =>
      new Promise<number>((resolve) => {
        let total = 0;
        stream.on('data', (chunk: Buffer) => (total += chunk.length));
        stream.on('end', () => resolve(total));
      }),
  );
  expect(size).toBeGreaterThan(10_000);
});

test('saves a take from the full-screen prompter to the project, counted there and played back', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, 'Sami', 'Saver');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandcast.auth-token') ?? 'null') as string | null,
  );
  const headers = { authorization: `Bearer ${token}` };
  const project = await page.request.post('/api/project', {
    headers,
    data: { details: { businessName: 'Reel Roasters', whatYouSell: 'coffee beans' } },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { data: { _id: string } }).data._id;
  const script = await page.request.post('/api/script', {
    headers,
    data: { projectId, title: 'Launch video', content: SCRIPT },
  });
  expect(script.status()).toBe(201);
  const scriptId = ((await script.json()) as { data: { id: string } }).data.id;

  await page.goto(`/teleprompter?script=${scriptId}`);
  await page.getByRole('button', { name: 'Open the prompter' }).click();
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByTestId('prompter-stage')).toHaveAttribute('data-fullscreen', 'true');

  await page.getByRole('button', { name: /Camera/ }).click();
  await page.getByRole('button', { name: 'Record' }).click();
  await page.waitForTimeout(2_000);
  await page.getByRole('button', { name: 'Stop recording' }).click();

  // The take's form shows over the text, inside the full-screen element, with the script's project picked.
  const take = page.getByRole('region', { name: 'Your take' });
  await expect(take).toBeVisible();
  expect(await take.evaluate((element) => document.fullscreenElement?.contains(element) ?? false)).toBe(true);
  await expect(take.getByText('Reel Roasters')).toBeVisible();
  await take.getByRole('button', { name: 'Save to project' }).click();
  await expect(take.getByText('Saved to Reel Roasters.')).toBeVisible();
  await expect(page.getByTestId('prompter-stage')).toHaveAttribute('data-fullscreen', 'true');

  // Counted on the project, and its player loads the video from the signed address.
  await page.keyboard.press('Escape');
  await take.getByRole('link', { name: 'Open the project' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Recordings' })).toContainText('1');
  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  expect(await video.getAttribute('src')).toMatch(
    new RegExp('/api/recording/[0-9a-f-]{36}/file\\?expires=\\d+&signature='),
  );
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
});

test('keeps the speed and mirror for the next visit (saved with the preferences)', async ({ page }) => {
  await registerThroughUi(page, 'Sam', 'Settings');
  await openPrompter(page);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('150 wpm')).toBeVisible();
  await page.waitForResponse(
    (response) => response.url().endsWith('/api/en/user/preferences') && response.request().method() === 'PUT',
  );
  await page.reload();
  await page.getByLabel('Text to read').fill('Hello there, this is a short read.');
  await expect(page.getByTestId('script-estimate')).toContainText('at 150 words a minute');
});

test('is usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughUi(page, 'Phil', 'Phone');
  await openPrompter(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: /Play$/ })).toBeInViewport();
  await page.screenshot({ path: 'results/teleprompter-phone.png' });
});

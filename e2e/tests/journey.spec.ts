import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EXAMPLE_BRIEF, PROJECT_DETAIL_LABELS, type ProjectDetailField } from '@brandcast/shared';
import { JOURNEY_URL } from '../src/journey-server';

/*
 * A new user's first hour, at a desktop's and a phone's width: register → project → messages → copies → schedule →
 * teleprompter → billing, with each screen compared to a stored picture of it (journey.spec.ts-snapshots/), so a
 * layout that breaks is seen even when every element is still there. The journey runs against its own server
 * (playwright.config.ts) on a fresh database with ENGINE_SEED set, so the writer gives the same text every run.
 * After an intended change of a screen: `npx playwright test journey --update-snapshots`, and look at the new pictures.
 */

// UTC: a zone without summer time, so the schedule's "Time zone" reads the same all year.
test.use({ baseURL: JOURNEY_URL, reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US' });

const MONTH = '\\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*';
/** What changes from run to run, and is covered in the pictures: today's dates and times, times since. */
const CHANGING = new RegExp(
  `${MONTH} \\d{1,2}\\b(?!, 2030)|\\b\\d{1,2} ${MONTH}|\\b(?:[Jj]ust now|\\d+ (?:seconds?|minutes?|hours?|days?) ago|[Yy]esterday|[Tt]oday)\\b|\\b\\d{1,2}:\\d{2}\\s?[AP]M\\b`,
);

/** Compares the page with its stored picture, once the page is still: nothing loading, no pointer over anything. */
async function looksAsBefore(page: Page, name: string, part?: Locator) {
  await page.mouse.move(0, 0);
  // From the top: a fixed bar is drawn where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(part ?? page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    // Toasts come and go on their own clock: they are tested elsewhere, and hidden here.
    stylePath: path.join(import.meta.dirname, 'journey-screens.css'),
    mask: [page.getByText(CHANGING)],
    // Anti-aliasing and a masked date's length move a few pixels; a layout that breaks moves far more.
    maxDiffPixelRatio: 0.01,
    timeout: 15_000,
  });
}

/**
 * `npm run shots:landing` (LANDING_SHOTS=1): the landing page's pictures of the product are taken from this journey,
 * of the screens as they are, to host/public/landing/. Without it, nothing is written.
 */
const LANDING = process.env.LANDING_SHOTS ? path.resolve(import.meta.dirname, '../../host/public/landing') : null;
async function landingShot(page: Page, part: Locator, name: string, maxHeight: number) {
  if (!LANDING) return;
  await page.mouse.move(0, 0);
  // The part's top, at most maxHeight of it: cut for the picture, as it was after.
  const cut = (height: string) =>
    part.evaluate((element, value) => {
      (element as HTMLElement).style.maxHeight = value;
      (element as HTMLElement).style.overflow = value ? 'hidden' : '';
    }, height);
  await cut(`${maxHeight}px`);
  await part.screenshot({
    path: path.join(LANDING, `${name}.jpg`),
    type: 'jpeg',
    quality: 72,
    animations: 'disabled',
    style: 'section[aria-label="Notifications"] { display: none !important; }',
  });
  await cut('');
}

const SCRIPT_WORDS =
  'Most grooming salons are loud and rushed. At Pawsh Parlour there is one dog in the salon at a time, and no cages.';

for (const [device, size] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(device, () => {
    test.use(size);
    // The installation's administrator, so Paula is a member as most users are, whichever test runs first.
    test.beforeAll(async ({ request }) => {
      const signUp = await request.post(`${JOURNEY_URL}/api/en/auth/signup`, {
        data: {
          firstName: 'Olive',
          lastName: 'Operator',
          email: 'operator@example.com',
          password: 'correct horse battery',
        },
      });
      expect([201, 409]).toContain(signUp.status());
    });

    test(`a new user's first hour at ${size.viewport.width} px looks as it did`, async ({ page }) => {
      test.setTimeout(240_000);
      const shot = (step: string, part?: Locator) => looksAsBefore(page, `${device}-${step}`, part);
      const landing = (part: Locator, name: string, maxHeight: number) =>
        landingShot(page, part, device === 'desktop' ? name : `${name}-phone`, maxHeight);

      // The first-run tour has its own test (onboarding-tour.spec.ts): set aside before the first page loads.
      await page.addInitScript(() => localStorage.setItem('brandcast.onboarding-completed', 'true'));
      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await shot('01-register');
      // The journey's server starts empty each run, so the address can be the same every run (it is on the screens).
      await page.getByLabel('First name').fill('Paula');
      await page.getByLabel('Last name').fill('Groomer');
      await page.getByLabel('Email').fill(`paula.${device}@pawsh.example`);
      await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('500 credits left');
      await shot('02-dashboard');

      // The project: the example brief, as a salon owner would type it.
      await page.goto('/projects/create');
      for (const [field, value] of Object.entries(EXAMPLE_BRIEF)) {
        await page.getByLabel(PROJECT_DETAIL_LABELS[field as ProjectDetailField], { exact: true }).fill(value);
      }
      // The draft is kept once typing pauses: the picture waits for it, not a race with it.
      await expect(page.getByText(/^Draft kept in this browser/)).toBeVisible();
      await shot('03-project-form');
      await page.getByRole('button', { name: 'Create project' }).click();
      await expect(page.getByRole('heading', { name: EXAMPLE_BRIEF.businessName })).toBeVisible();
      const projectId = page.url().split('/').pop()!;
      await shot('04-project');

      // Taglines, one chosen: the message and its score.
      await page.goto(`/messages/new?projectId=${projectId}`);
      await page.getByRole('button', { name: /^Generate — 50 credits/ }).click();
      const candidates = page.getByRole('region', { name: 'Candidates', exact: true });
      await expect(candidates.getByRole('button', { name: /^Choose candidate/ })).toHaveCount(3);
      // The candidates alone: the empty form below them settles its height on its own clock on a phone (±12 px).
      await shot('05-candidates', candidates);
      await candidates.getByRole('button', { name: 'Choose candidate 1' }).click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      await expect(page.getByText(/^Clarity/).first()).toBeVisible();
      await shot('06-message');
      await landing(
        page.locator('.ant-card').filter({ hasText: 'Preview: not tested yet' }),
        'score',
        device === 'desktop' ? 400 : 560,
      );

      // Copies for three platforms, one tab each; the LinkedIn one scheduled.
      await page.getByRole('link', { name: 'Make copies' }).click();
      for (const platform of ['X (Twitter)', 'Instagram', 'LinkedIn']) {
        await page.getByRole('checkbox', { name: platform }).check();
      }
      await page.getByRole('button', { name: /^Generate for 3 platforms/ }).click();
      await page.getByRole('tab', { name: /LinkedIn/ }).click();
      const linkedIn = page.getByRole('region', { name: 'LinkedIn copy' });
      await expect(linkedIn).toBeVisible();
      await shot('07-copies');
      await landing(linkedIn, 'copy', device === 'desktop' ? 500 : 720);
      // A phone's own picker there; antd's, typed into, on a desktop.
      const picker = linkedIn.getByLabel('Remind me to post on');
      if (device === 'phone') await picker.fill('2030-01-15T09:30');
      else {
        await picker.click();
        await picker.fill('2030-01-15 09:30');
        await picker.press('Enter');
      }
      await linkedIn.getByRole('button', { name: 'Schedule', exact: true }).click();
      await expect(linkedIn.getByText(/^Scheduled for Jan 15, 2030, 9:30\sAM/)).toBeVisible();
      await shot('08-scheduled');
      await page.goto('/copies');
      await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();
      await shot('09-copies-list');

      // The teleprompter, open on a script, paused.
      await page.goto('/teleprompter');
      await page.getByLabel('Text to read').fill(SCRIPT_WORDS);
      await shot('10-teleprompter');
      await page.getByRole('button', { name: 'Open the prompter' }).click();
      await expect(page.getByTestId('prompter-stage')).toBeVisible();
      await shot('11-prompter');
      await landing(page.getByTestId('prompter-stage'), 'prompter', 460);
      await page.keyboard.press('Escape');

      // Billing: the plan, the credits left, what the others cost.
      await page.goto('/settings/billing');
      await expect(page.getByText('Billing period').first()).toBeVisible();
      await shot('12-billing');
    });
  });
}

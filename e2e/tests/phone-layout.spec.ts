import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './helpers';

// A phone: 390 × 844 CSS pixels, touch, so `pointer: coarse` holds as it does on a real one.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'results', 'phone-layout');
mkdirSync(SCREENSHOTS, { recursive: true });

/** WCAG 2.5.8 (target size, minimum). */
const MIN_TARGET = 24;

/**
 * What a finger can press: buttons, links, form fields, switches, tabs, anything with an interactive role, and
 * the pickers' clear icons. A checkbox or radio's target is its label (antd's input is an invisible 16 px box
 * inside it), and so is any control wrapped in a label, since pressing the label presses the control.
 */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=menuitem]',
  '[role=combobox]',
  '.ant-select-clear',
  '.ant-input-clear-icon',
].join(',');

const FRAMES = [
  'label',
  '.ant-select',
  '.ant-input-affix-wrapper',
  '.ant-input-number',
  '.ant-picker',
  '.ant-tabs-tab',
  '.ant-checkbox-wrapper',
  '.ant-radio-wrapper',
].join(',');

interface Problem {
  what: string;
  box: string;
}

/** Everything that sticks out past the viewport's sides, and every visible target under 24 × 24. */
async function layoutProblems(page: Page): Promise<{ overflow: Problem[]; small: Problem[]; scrollWidth: number }> {
  return page.evaluate(
    ({ selector, min, FRAMES }) => {
      const width = document.documentElement.clientWidth;
      const describe = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ||
          (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 60) ||
          el.getAttribute('placeholder') ||
          el.getAttribute('title') ||
          '';
        const classes = [...el.classList].slice(0, 3).join('.');
        return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label}"`;
      };
      const boxOf = (r: DOMRect) =>
        `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      const hidden = (el: Element) => {
        const style = getComputedStyle(el);
        return style.visibility === 'hidden' || style.display === 'none';
      };
      // Clipped by an ancestor that hides or scrolls its overflow: then only that ancestor's box counts.
      const clipped = (el: Element) => {
        for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const { overflowX } = getComputedStyle(parent);
          if (overflowX !== 'visible') return true;
        }
        return false;
      };

      const overflow: { what: string; box: string }[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || hidden(el)) continue;
        if ((rect.left < -1 || rect.right > width + 1) && !clipped(el))
          overflow.push({ what: describe(el), box: boxOf(rect) });
      }

      const small: { what: string; box: string }[] = [];
      const seen = new Set<Element>();
      // Behind an open drawer or modal nothing can be pressed.
      const dialogs = [...document.querySelectorAll('.ant-drawer-content, .ant-modal')].filter(
        (d) => d.getBoundingClientRect().width > 0,
      );
      const root = dialogs.at(-1) ?? document.body;
      for (const el of root.querySelectorAll(selector)) {
        if (hidden(el) || el.closest('[aria-hidden=true], [inert]')) continue;
        // The box that takes the press: a field's input sits in its frame (a select, a search box, a date
        // picker), a tab's label in the tab, and a labelled control's label presses it.
        const target = el.closest(FRAMES) ?? el;
        if (seen.has(target)) continue;
        seen.add(target);
        const rect = target.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        // Off screen to the top or bottom is fine (the page scrolls there); inline links in running text are
        // exempt in WCAG 2.5.8.
        const inline =
          el.matches('a') &&
          getComputedStyle(el).display === 'inline' &&
          el.parentElement?.closest('p, li, .ant-typography');
        if (inline) continue;
        if (rect.width < min - 0.5 || rect.height < min - 0.5) small.push({ what: describe(el), box: boxOf(rect) });
      }
      return { overflow, small, scrollWidth: document.documentElement.scrollWidth };
    },
    { selector: INTERACTIVE, min: MIN_TARGET, FRAMES },
  );
}

const touchControls = (page: Page) =>
  page.evaluate(() => document.querySelector('[aria-label="Toggle navigation"]')?.getBoundingClientRect().height);

/**
 * Measures the screen, then pictures it whole. Playwright's full-page capture changes the device metrics
 * for a moment, which turns touch emulation off (44 px controls flip back to 32): the picture is taken with a
 * viewport as tall as the page instead, once the controls are at their touch size again.
 */
async function checkScreen(page: Page, name: string, { fullPage = true } = {}) {
  // Fonts and late layout settle before measuring.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => touchControls(page), { message: `${name}: controls at their touch size` }).toBe(44);
  const { overflow, small, scrollWidth } = await layoutProblems(page);
  const logo = await page.getByRole('banner').getByText('Brandcast', { exact: true }).boundingBox();
  expect.soft(logo?.height, `${name}: the product's name is on one line in the top bar`).toBeLessThan(32);
  const list = (problems: Problem[]) => problems.map((p) => `  ${p.what} at ${p.box}`).join('\n');
  expect.soft(scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(390);
  expect.soft(overflow, `${name}: elements past the viewport's sides:\n${list(overflow)}`).toEqual([]);
  expect.soft(small, `${name}: targets under ${MIN_TARGET} × ${MIN_TARGET} px:\n${list(small)}`).toEqual([]);

  const height = fullPage ? await page.evaluate(() => document.documentElement.scrollHeight) : 844;
  if (height > 844) await page.setViewportSize({ width: 390, height });
  await expect.poll(() => touchControls(page)).toBe(44);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  if (height > 844) await page.setViewportSize({ width: 390, height: 844 });
}

async function authHeaders(page: Page) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandcast.auth-token') ?? 'null') as string | null,
  );
  return { authorization: `Bearer ${token}` };
}

test('every signed-in screen fits a 390 px phone, with targets of 24 px or more', async ({ page }) => {
  test.setTimeout(240_000);
  await registerThroughUi(page, 'Pia', 'Phone');
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'the phone has a coarse pointer').toBe(
    true,
  );

  // Real content, through the API: a project, a hand-written tagline, copies for X and Instagram.
  const headers = await authHeaders(page);
  const project = await page.request.post('/api/project', {
    headers,
    data: {
      details: {
        businessName: 'Northwind Coffee Roasters',
        whatYouSell: 'Single-origin coffee beans by subscription',
        whoYouSellTo: 'home baristas',
        problemYouSolve: 'stale supermarket coffee',
        uniqueValue: 'roasted the day before it ships',
        priceRange: '$18-$30 a bag',
        businessGoal: '500 subscribers this year',
        location: 'Portland, Oregon',
        businessStage: 'growing',
      },
    },
  });
  expect(project.status()).toBe(201);
  const created = (await project.json()) as { _id?: string; data?: { _id: string } };
  const projectId = created.data?._id ?? created._id;
  const message = await page.request.post('/api/message', {
    headers,
    data: {
      projectId,
      type: 'tagline',
      title: 'Fresh from the roaster',
      content: 'Coffee roasted yesterday, in your cup tomorrow.',
    },
  });
  expect(message.status()).toBe(201);
  const messageId = ((await message.json()) as { data: { id: string } }).data.id;
  let copyId = '';
  for (const platform of ['instagram', 'twitter']) {
    const copies = await page.request.post('/api/copy/generate', { headers, data: { projectId, messageId, platform } });
    expect(copies.status()).toBe(201);
    copyId = ((await copies.json()) as { data: { id: string }[] }).data[0]!.id;
  }

  // Settings' six sections do not fit a phone's tab bar: the section is picked from a list that fits the screen and
  // names every one (none behind antd's "…" overflow menu).
  const everySettingsSectionPicked = async (p: Page) => {
    await expect(p.getByRole('heading', { name: 'Settings' })).toBeVisible();
    const picker = p.getByRole('combobox', { name: 'Settings section' });
    const box = await picker.boundingBox();
    expect(box, 'the section picker is drawn').not.toBeNull();
    expect(box!.x + box!.width, 'the section picker ends within the 390 px screen').toBeLessThanOrEqual(390);
    await picker.click();
    for (const name of ['Profile', 'Preferences', 'Billing', 'API tokens', 'Branding', 'Channels']) {
      await expect(p.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
    }
    await p.keyboard.press('Escape');
    await expect(p.locator('.ant-tabs-nav-more')).toHaveCount(0);
  };
  const screens: [string, string, (page: Page) => Promise<unknown>][] = [
    ['dashboard', '/dashboard', (p) => expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible()],
    ['projects', '/projects', (p) => expect(p.getByText('Northwind Coffee Roasters').first()).toBeVisible()],
    ['project-create', '/projects/create', (p) => expect(p.getByLabel('Business name', { exact: true })).toBeVisible()],
    [
      'project-detail',
      `/projects/${projectId}`,
      (p) => expect(p.getByRole('heading', { name: 'Northwind Coffee Roasters' })).toBeVisible(),
    ],
    [
      'project-edit',
      `/projects/${projectId}/edit`,
      (p) => expect(p.getByLabel('Business name', { exact: true })).toHaveValue('Northwind Coffee Roasters'),
    ],
    ['messages', '/messages', (p) => expect(p.getByText('Coffee roasted yesterday').first()).toBeVisible()],
    [
      'message-new',
      `/messages/new?projectId=${projectId}`,
      (p) => expect(p.getByLabel('Message', { exact: true })).toBeVisible(),
    ],
    [
      'message-detail',
      `/messages/${messageId}`,
      (p) => expect(p.getByText('Coffee roasted yesterday').first()).toBeVisible(),
    ],
    [
      'message-edit',
      `/messages/${messageId}/edit`,
      (p) => expect(p.getByLabel('Message', { exact: true })).toBeVisible(),
    ],
    ['copies', '/copies', (p) => expect(p.getByRole('button', { name: /Download CSV/ })).toBeEnabled()],
    [
      'copy-new',
      `/copies/new?projectId=${projectId}&messageId=${messageId}`,
      (p) => expect(p.getByRole('checkbox', { name: 'Instagram' })).toBeVisible(),
    ],
    [
      'copy-drawer',
      `/copies?copy=${copyId}`,
      (p) => expect(p.getByRole('dialog').getByRole('region').first()).toBeVisible(),
    ],
    [
      'teleprompter',
      '/teleprompter',
      (p) => expect(p.getByText('Teleprompter', { exact: true }).first()).toBeVisible(),
    ],
    ['settings-profile', '/settings', (p) => everySettingsSectionPicked(p)],
    ['settings-preferences', '/settings/preferences', (p) => expect(p.getByRole('switch').first()).toBeVisible()],
    ['settings-billing', '/settings/billing', (p) => expect(p.getByText('What each plan offers')).toBeVisible()],
  ];
  for (const [name, url, ready] of screens) {
    await page.goto(url);
    await ready(page);
    // A drawer is fixed to the viewport: a full-page picture would show the page behind it.
    await checkScreen(page, name, { fullPage: name !== 'copy-drawer' });
  }

  // The copy generator with a message chosen: its clear icon is a target too.
  await page.goto(`/copies/new?projectId=${projectId}&messageId=${messageId}`);
  await expect(page.locator('.ant-select').filter({ has: page.locator('#copy-message') })).toContainText(
    'Tagline: Fresh from the roaster',
  );
  await checkScreen(page, 'copy-new-message-chosen');

  // Generating: the toast sits over the top bar, not over the copy just written; the hashtags field has its row.
  await page.getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByRole('button', { name: /^Generate for 1 platform/ }).click();
  const written = page.getByRole('region', { name: 'Instagram copy' });
  await expect(written).toBeVisible();
  const toastBox = await page.getByRole('region', { name: 'Notifications' }).boundingBox();
  expect(toastBox, 'a toast says the copy was written').not.toBeNull();
  expect(toastBox!.y + toastBox!.height, 'the toast stays over the 60 px top bar').toBeLessThanOrEqual(60);
  const hashtags = await written.locator('.ant-select-multiple').boundingBox();
  expect(hashtags!.width, 'the hashtags field is not squeezed beside its button').toBeGreaterThan(250);
  await checkScreen(page, 'copy-new-written');

  // The notifications panel, opened from the bell in the top bar.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await checkScreen(page, 'notifications', { fullPage: false });
});

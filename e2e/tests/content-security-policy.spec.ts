import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@brandcast/shared';
import { startServer, waitForPortFree, waitForUrl, type Server } from '../src/servers';

/**
 * The pages' Content-Security-Policy in Chromium, on the composed app of `npm start` with three of its
 * remotes on another origin (REMOTES_CONFIG names them there): every screen the suite visits loads with no
 * violation, and a script injected into a page does not run.
 */
test.describe.configure({ mode: 'serial' });

const APP_PORT = Number(process.env.E2E_PORT ?? 3210) + 20;
const APP = `http://127.0.0.1:${APP_PORT}`;
const password = 'correct horse battery';
let server: Server | undefined;
/** The other origin: the suite's own server (playwright.config.ts), which serves the remotes' files to any origin. */
let remoteOrigin: string;
const account = { email: `csp.${Date.now()}@example.com`, firstName: 'Ada', lastName: 'Policy' };
let seeded: { projectId: string; messageId: string; copyId: string };

test.use({ baseURL: APP });

async function apiCall<T>(method: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${APP}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  remoteOrigin = new URL(test.info().project.use.baseURL!).origin;
  const remotesConfig = path.join(mkdtempSync(path.join(tmpdir(), 'brandcast-csp-')), 'remotes.json');
  writeFileSync(
    remotesConfig,
    JSON.stringify({
      mfe_auth: '/remotes/mfe-auth/mf-manifest.json',
      mfe_projects: `${remoteOrigin}/remotes/mfe-projects/mf-manifest.json`,
      mfe_content: `${remoteOrigin}/remotes/mfe-content/mf-manifest.json`,
      mfe_analytics: `${remoteOrigin}/remotes/mfe-analytics/mf-manifest.json`,
    }),
  );
  await waitForPortFree(APP_PORT);
  server = startServer('npx', ['--yes', 'pnpm@10.34.9', '--filter', 'api', 'run', 'serve'], {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'brandcast-e2e-csp-')),
    REMOTES_CONFIG: remotesConfig,
    APP_URL: APP,
    AUTH_RATE_LIMIT_MAX: '1000',
    SCHEDULER_INTERVAL_MS: '0',
    LOG_LEVEL: 'warn',
  });
  await waitForUrl(`${APP}/api/health`, server);

  const { token } = await apiCall<{ token: string }>('POST', '/en/auth/signup', { ...account, password });
  const project = await apiCall<{ _id: string }>(
    'POST',
    '/project',
    { details: { businessName: 'Northwind Coffee' } },
    token,
  );
  await apiCall('PATCH', `/project/${project._id}`, { public: true }, token);
  const message = await apiCall<{ id: string }>(
    'POST',
    '/message',
    { projectId: project._id, type: 'tagline', title: 'Roasted yesterday', content: 'Coffee roasted yesterday.' },
    token,
  );
  const copy = await apiCall<{ id: string }>(
    'POST',
    '/copy',
    {
      projectId: project._id,
      platform: 'linkedin',
      title: 'Fresh',
      content: 'Coffee roasted yesterday, at your door.',
    },
    token,
  );
  seeded = { projectId: project._id, messageId: message.id, copyId: copy.id };
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every CSP violation the page reports (its securitypolicyviolation events, and Chromium's console errors). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  // An init script runs outside the page's policy, before any of the page's own scripts.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (violation: string) => void }).reportViolation(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI}` +
          (event.blockedURI === 'eval' ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : ''),
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test('every screen loads under the policy, with remotes on another origin', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const fromOtherOrigin = new Set<string>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === remoteOrigin && request.resourceType() === 'script')
      fromOtherOrigin.add(url.pathname.split('/')[2] ?? '');
  });

  // The pre-rendered public pages: their inline theme script runs (its hash is in the policy).
  for (const url of [paths.landing, paths.pricing, paths.terms, paths.privacy]) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy'], url).toContain(`script-src 'self' ${remoteOrigin} 'sha256-`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  }

  await page.addInitScript(() => localStorage.setItem('brandcast.onboarding-completed', 'true'));
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();

  const { projectId, messageId, copyId } = seeded;
  const screens: [string, (page: Page) => Promise<unknown>][] = [
    [paths.dashboard, (p) => expect(p.getByRole('heading', { name: /^Welcome/ })).toBeVisible()],
    [paths.projects, (p) => expect(p.getByText('Northwind Coffee').first()).toBeVisible()],
    [paths.projectCreate, (p) => expect(p.getByRole('heading', { name: 'New project' })).toBeVisible()],
    [paths.project(projectId), (p) => expect(p.getByRole('heading', { name: 'Northwind Coffee' })).toBeVisible()],
    [
      paths.projectEdit(projectId),
      (p) => expect(p.getByLabel('Business name', { exact: true })).toHaveValue('Northwind Coffee'),
    ],
    [paths.messages, (p) => expect(p.getByText('Coffee roasted yesterday.').first()).toBeVisible()],
    [paths.message(messageId), (p) => expect(p.getByText('Coffee roasted yesterday.').first()).toBeVisible()],
    [
      `${paths.messageNew}?projectId=${projectId}`,
      (p) => expect(p.getByRole('heading', { name: 'New message' })).toBeVisible(),
    ],
    [paths.copies, (p) => expect(p.getByRole('button', { name: /Download CSV/ })).toBeEnabled()],
    [`${paths.copies}?copy=${copyId}`, (p) => expect(p.getByRole('dialog').getByRole('region').first()).toBeVisible()],
    [
      `${paths.copyNew}?projectId=${projectId}`,
      (p) => expect(p.getByRole('checkbox', { name: 'Instagram' })).toBeVisible(),
    ],
    [paths.analytics, (p) => expect(p.getByRole('heading', { name: 'Analytics' }).first()).toBeVisible()],
    [paths.teleprompter, (p) => expect(p.getByText('Teleprompter', { exact: true }).first()).toBeVisible()],
    [paths.settingsProfile, (p) => expect(p.getByRole('heading', { name: 'Settings' })).toBeVisible()],
    [paths.settingsPreferences, (p) => expect(p.getByRole('switch').first()).toBeVisible()],
    [paths.settingsBranding, (p) => expect(p.getByRole('tab', { name: 'Branding', selected: true })).toBeVisible()],
    [paths.settingsBilling, (p) => expect(p.getByText('What each plan offers')).toBeVisible()],
    [paths.settingsApiTokens, (p) => expect(p.getByRole('tab', { name: 'API tokens', selected: true })).toBeVisible()],
    [paths.publicProject(projectId), (p) => expect(p.getByRole('heading', { name: 'Northwind Coffee' })).toBeVisible()],
  ];
  for (const [url, ready] of screens) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
    await ready(page);
    await expect(page.getByTestId('remote-error'), url).toHaveCount(0);
  }
  // Both themes: antd writes the dark one at run time.
  await page.goto(paths.dashboard);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

  expect([...fromOtherOrigin].sort()).toEqual(['mfe-analytics', 'mfe-content', 'mfe-projects']);
  expect(violations).toEqual([]);
});

test('a script injected into a page does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(paths.landing);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(paths.login);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // What a stored-XSS payload would add to the document: an inline script, an inline handler, a foreign script.
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.injected = "inline"';
    document.body.append(inline);
    const image = document.createElement('div');
    image.innerHTML = '<img src="data:," onload="window.injected = \'handler\'" alt="">';
    document.body.append(image);
    const foreign = document.createElement('script');
    foreign.src = 'https://attacker.example/steal.js';
    document.body.append(foreign);
  });
  await expect.poll(() => violations.filter((line) => !line.startsWith('console:')).length).toBe(3);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  expect(violations.filter((line) => !line.startsWith('console:')).sort()).toEqual([
    '/login: script-src-attr blocked inline',
    '/login: script-src-elem blocked https://attacker.example/steal.js',
    '/login: script-src-elem blocked inline',
  ]);
});

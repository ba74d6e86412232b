import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths, STORAGE_KEYS, type User } from '@brandcast/shared';
import { startServer, waitForPortFree, waitForUrl, type Server } from '../src/servers';

/**
 * Each remote alone, as README's "Working on one remote alone" runs it: the API on :3001, then the remote's
 * dev server and, after it, its preview of the built bundle, on the remote's port. A nested route is opened
 * on the very first load and must show the remote's own content with no page error and no console error
 * or warning. One server at a time: dev servers are slow on small machines.
 */
test.describe.configure({ mode: 'serial' });

const API_PORT = 3001;
// DEV_PORTS of build-tools/src/dev-server.ts (a CommonJS file to Playwright's loader, which cannot name its exports here).
const DEV_PORTS = { mfe_auth: 3101, mfe_projects: 3102, mfe_content: 3103, mfe_analytics: 3104 };
const HOST_PORT = 3100;
const pnpm = ['--yes', 'pnpm@10.34.9'];
const password = 'correct horse battery';
let api: Server | undefined;
let account: { email: string; token: string; user: User };
let projectId: string;

async function apiPost<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`http://localhost:${API_PORT}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = startServer('npx', [...pnpm, '--filter', 'api', 'start'], {
    PORT: String(API_PORT),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'brandcast-e2e-standalone-')),
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    SCHEDULER_INTERVAL_MS: '0',
  });
  await waitForUrl(`http://localhost:${API_PORT}/api/health`, api);
  const email = `solo.${Date.now()}@example.com`;
  const session = await apiPost<{ token: string; user: User }>('/en/auth/signup', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password,
  });
  account = { email, ...session };
  projectId = (
    await apiPost<{ _id: string }>('/project', { details: { businessName: 'Northwind Coffee' } }, session.token)
  )._id;
});

test.afterAll(async () => {
  await api?.stop();
});

/** A page signed in as the test's account (as jotai's atomWithStorage stores it), and what went wrong on it. */
async function openPage(browser: Browser, { signedIn }: { signedIn: boolean }) {
  const context = await browser.newContext();
  if (signedIn) {
    await context.addInitScript(
      ({ keys, token, user }) => {
        localStorage.setItem(keys.authToken, JSON.stringify(token));
        localStorage.setItem(keys.userData, JSON.stringify(user));
        // The host's first-run tour would cover its navigation.
        localStorage.setItem(keys.onboardingCompleted, 'true');
      },
      { keys: STORAGE_KEYS, token: account.token, user: account.user },
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return { page, problems };
}

interface Remote {
  name: string;
  port: number;
  route: () => string;
  /** The remote's own content on that route. */
  shows: (page: Page) => Promise<void>;
  /** More of it, once loaded. */
  more?: (page: Page, origin: string, browser: Browser) => Promise<void>;
}

const remotes: Remote[] = [
  {
    name: 'mfe-auth',
    port: DEV_PORTS.mfe_auth,
    route: () => paths.settingsPreferences,
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Preferences', selected: true })).toBeVisible();
    },
    // Signing in goes on to /dashboard, which this remote does not have: it lands on settings and says so.
    more: async (_page, origin, browser) => {
      const { page, problems } = await openPage(browser, { signedIn: false });
      await page.goto(`${origin}${paths.login}`);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${origin}${paths.settings}`);
      await expect(
        page.getByText('/dashboard belongs to the host or another remote, so mfe-auth alone brought you to /settings.'),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      expect(problems).toEqual([]);
      await page.context().close();
    },
  },
  {
    name: 'mfe-projects',
    port: DEV_PORTS.mfe_projects,
    route: () => paths.projectCreate,
    shows: (page) => expect(page.getByRole('heading', { name: 'New project' })).toBeVisible(),
    // A project's page, with its progress bar (antd warned there of a deprecated size).
    more: async (page, origin) => {
      await page.goto(`${origin}${paths.project(projectId)}`);
      await expect(page.getByRole('heading', { name: 'Northwind Coffee' })).toBeVisible();
      await expect(page.getByRole('group', { name: /^Progress/ })).toBeVisible();
    },
  },
  {
    name: 'mfe-content',
    port: DEV_PORTS.mfe_content,
    route: () => paths.messageNew,
    shows: (page) => expect(page.getByRole('heading', { name: 'New message' })).toBeVisible(),
  },
  {
    name: 'mfe-analytics',
    port: DEV_PORTS.mfe_analytics,
    // Its one page has no nested path; a link it offers to another remote's page does.
    route: () => paths.projectCreate,
    shows: async (page) => {
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByText(
          '/projects/create belongs to the host or another remote, so mfe-analytics alone brought you to /dashboard.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    },
  },
];

for (const remote of remotes) {
  for (const mode of ['dev', 'preview'] as const) {
    test(`${remote.name} ${mode}: ${remote.route()} on the first load`, async ({ browser }) => {
      test.setTimeout(180_000);
      const origin = `http://localhost:${remote.port}`;
      await waitForPortFree(remote.port);
      const server = startServer('npx', [...pnpm, '--filter', remote.name, mode]);
      try {
        await waitForUrl(`${origin}/`, server);
        const { page, problems } = await openPage(browser, { signedIn: true });
        await page.goto(`${origin}${remote.route()}`);
        await remote.shows(page);
        await expect(page.getByText(`${remote.name} (standalone)`)).toBeVisible();
        // The dev shell sits against the window's edges.
        expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
        await remote.more?.(page, origin, browser);
        expect(problems).toEqual([]);
        await page.context().close();
        // The federation plugin warns when CORS is left to its allow-all default.
        expect(server.output()).not.toContain('CORS');
      } finally {
        await server.stop();
      }
    });
  }
}

test('the host dev server composes the remotes from their dev servers', async ({ browser }) => {
  test.setTimeout(180_000);
  const remoteServers = ['mfe-auth', 'mfe-analytics'].map((name) =>
    startServer('npx', [...pnpm, '--filter', name, 'dev']),
  );
  const host = startServer('npx', [...pnpm, '--filter', 'host', 'dev']);
  const servers = [...remoteServers, host];
  try {
    await Promise.all([
      waitForUrl(`http://localhost:${DEV_PORTS.mfe_auth}/mf-manifest.json`, remoteServers[0]!),
      waitForUrl(`http://localhost:${DEV_PORTS.mfe_analytics}/mf-manifest.json`, remoteServers[1]!),
      waitForUrl(`http://localhost:${HOST_PORT}/`, host),
    ]);
    const { page, problems } = await openPage(browser, { signedIn: true });
    await page.goto(`http://localhost:${HOST_PORT}${paths.dashboard}`);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    // Each area mounts its remote again: it is registered once (forcing it again warned every time).
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    expect(problems).toEqual([]);
    await page.context().close();
    for (const server of servers) expect(server.output()).not.toMatch(/CORS|deprecated/);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});

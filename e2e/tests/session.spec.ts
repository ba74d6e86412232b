import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { STORAGE_KEYS } from '@brandcast/shared';
import { registerThroughUi } from './helpers';

// Its own server, whose tokens live 20 s: the app must refresh them while it is used.
const TOKEN_TTL_S = 20;
const port = Number(process.env.E2E_PORT ?? 3210) + 40;
const baseURL = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'src/all-in-one-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'brandcast-e2e-session-')),
      TOKEN_TTL_S: String(TOKEN_TTL_S),
      AUTH_RATE_LIMIT_MAX: '1000',
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 200; tries += 1) {
    const up = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the session test's server did not start on ${baseURL}`);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test.use({ baseURL });

/** Every answer of the API to this page that said 401, and every time the page was sent to /login. */
function watch(page: Page) {
  const unauthorized: string[] = [];
  const toLogin: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 401 && response.url().includes('/api/')) unauthorized.push(response.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/login')) toLogin.push(frame.url());
  });
  return { unauthorized, toLogin };
}

const storedToken = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as string | null, STORAGE_KEYS.authToken);

test('a session outlives many 20-second tokens while it is used, in two tabs, and ends when revoked', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const first = watch(page);
  await registerThroughUi(page, 'Kept', 'Alive');
  const firstToken = await storedToken(page);

  const second = await context.newPage();
  const secondWatch = watch(second);
  await second.goto('/projects');
  await expect(second.getByRole('heading', { name: 'Projects', level: 2 })).toBeVisible();

  // Writing a long description sends no request for over two token lifetimes: typing keeps it alive.
  await page.goto('/projects/create');
  const name = page.getByLabel('Business name');
  await name.click();
  const started = Date.now();
  for (const word of 'Northwind Coffee Roasters of the Pacific Northwest'.split(' ')) {
    await name.pressSequentially(`${word} `, { delay: 120 });
    await page.waitForTimeout(5_000);
  }
  expect(Date.now() - started).toBeGreaterThan(2 * TOKEN_TTL_S * 1000);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: /Northwind Coffee Roasters/, level: 2 })).toBeVisible();

  // Then ordinary use, in both tabs by turns, until two minutes have passed since signing in.
  const areas = ['/dashboard', '/projects', '/messages', '/copies'];
  for (let step = 0; Date.now() - started < 120_000; step += 1) {
    const tab = step % 2 === 0 ? page : second;
    await tab.bringToFront();
    await tab
      .locator(`nav [data-tour="${areas[step % areas.length]}"]`)
      .first()
      .click();
    await expect(tab).toHaveURL(new RegExp(`${areas[step % areas.length]}$`));
    await tab.waitForTimeout(6_000);
  }

  expect(first.unauthorized).toEqual([]);
  expect(secondWatch.unauthorized).toEqual([]);
  expect(first.toLogin).toEqual([]);
  expect(secondWatch.toLogin).toEqual([]);
  const token = await storedToken(page);
  expect(token).not.toBe(firstToken);
  expect(await storedToken(second)).toBe(token);

  // Signed out elsewhere (the session revoked on the server): the next request ends it in the browser.
  const logout = await fetch(`${baseURL}/api/en/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status).toBe(204);
  await page.bringToFront();
  await page.locator('nav [data-tour="/projects"]').first().click();
  await expect(page).toHaveURL(/\/login/);
});

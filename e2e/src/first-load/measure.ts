/**
 * What the browser loads before a page's first render, measured in Chromium against the built app served by
 * `npm start`'s server: each JavaScript file it fetched, sized as the gzip copy the build wrote beside it (or gzip -9
 * of the file when there is none). Byte counts of built files are deterministic, so a budget on them is a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { BudgetId } from './budgets';
import { signUp } from './serve';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Asset {
  file: string;
  gzip: number;
}
export interface Measurement {
  /** Gzip bytes of the JavaScript files. */
  js: number;
  /** Every file fetched (JavaScript, CSS, HTML), for the report. */
  assets: Asset[];
}

/** The built file behind a URL the app loaded, or null (API calls, other origins). */
export function fileFor(url: string, origin: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin !== new URL(origin).origin) return null;
  const { pathname } = parsed;
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
  if (remote) return path.join(REPO_ROOT, remote[1]!, 'dist', remote[2]!);
  if (pathname.startsWith('/api/')) return null;
  const file = path.join(REPO_ROOT, 'host', 'dist', pathname);
  return path.extname(pathname) ? file : null;
}

export function gzipSize(file: string): number {
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Records the files a page fetches; `take()` returns those fetched since the last take. */
function recorder(page: Page, origin: string) {
  const seen = new Set<string>();
  let fresh: string[] = [];
  page.on('response', (response) => {
    const file = fileFor(response.url(), origin);
    if (!file || !/\.(?:js|css|html)$/.test(file) || !existsSync(file) || seen.has(file)) return;
    seen.add(file);
    fresh.push(file);
  });
  return {
    take(): Measurement {
      const assets = fresh.map((file) => ({ file: path.relative(REPO_ROOT, file), gzip: gzipSize(file) }));
      fresh = [];
      const js = assets.filter((a) => a.file.endsWith('.js')).reduce((sum, a) => sum + a.gzip, 0);
      return { js, assets };
    },
  };
}

/** The part of a measurement that one front end's own files make (`mfe-analytics/`). */
function only({ assets }: Measurement, prefix: string): Measurement {
  const own = assets.filter((a) => a.file.startsWith(prefix));
  return { js: own.filter((a) => a.file.endsWith('.js')).reduce((sum, a) => sum + a.gzip, 0), assets: own };
}

/** An account made through the API, signed in by its stored session (as the app keeps it). */
async function signedInPage(browser: Browser, origin: string): Promise<Page> {
  const { token, user } = await signUp(origin);
  const page = await browser.newPage({ baseURL: origin });
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      localStorage.setItem('brandcast.auth-token', JSON.stringify(storedToken));
      localStorage.setItem('brandcast.user', JSON.stringify(storedUser));
      localStorage.setItem('brandcast.onboarding-completed', 'true');
    },
    [token, user] as const,
  );
  return page;
}

const PUBLIC_PAGES: { id: BudgetId; path: string; heading: string | RegExp; level?: number }[] = [
  { id: '/', path: '/', heading: 'Turn your business into messages that sell', level: 1 },
  { id: '/pricing', path: '/pricing', heading: 'Pricing', level: 1 },
  { id: '/terms', path: '/terms', heading: /Terms/, level: 1 },
  { id: '/privacy', path: '/privacy', heading: /Privacy/, level: 1 },
  { id: '/login', path: '/login', heading: 'Sign in' },
  { id: '/register', path: '/register', heading: 'Create your account' },
];

/** The areas opened one after another from the dashboard, through the navigation, as a user would. */
const AREAS: { id: BudgetId; link: string; heading: string }[] = [
  { id: 'area:projects', link: 'Projects', heading: 'Projects' },
  { id: 'area:messages', link: 'Brand Messages', heading: 'Brand messages' },
  { id: 'area:copies', link: 'Copy Generator', heading: 'Copies' },
];

/** Every budgeted figure, each page in a fresh browser context (an empty cache). */
export async function measureFirstLoads(browser: Browser, origin: string): Promise<Record<BudgetId, Measurement>> {
  const results = {} as Record<BudgetId, Measurement>;
  for (const { id, path: url, heading, level } of PUBLIC_PAGES) {
    const context = await browser.newContext({ baseURL: origin });
    try {
      const page = await context.newPage();
      const record = recorder(page, origin);
      await page.goto(url);
      await page
        .getByRole('heading', { name: heading, ...(level ? { level } : {}) })
        .first()
        .waitFor();
      results[id] = record.take();
    } finally {
      await context.close();
    }
  }

  const page = await signedInPage(browser, origin);
  try {
    const record = recorder(page, origin);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    results['/dashboard'] = record.take();
    results['remote:dashboard'] = only(results['/dashboard'], 'mfe-analytics/');
    for (const { id, link, heading } of AREAS) {
      await page.getByRole('navigation').getByRole('link', { name: link }).first().click();
      await page.getByRole('heading', { name: heading, level: 2 }).first().waitFor();
      results[id] = record.take();
    }
  } finally {
    await page.context().close();
  }
  return results;
}

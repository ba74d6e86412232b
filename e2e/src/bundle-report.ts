/**
 * The bundle report of `npm run build`: the gzip size of what the browser loads before the first
 * render of / and of /dashboard (measured in Chromium against the built app), and of each remote's
 * entry. Written to e2e/results/bundle-report.json; later performance work compares against it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from './chromium';

const root = path.resolve(import.meta.dirname, '../..');
const REMOTES = ['mfe-auth', 'mfe-projects', 'mfe-content', 'mfe-analytics'];
const port = 3299;
const origin = `http://127.0.0.1:${port}`;

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Maps a URL the app loaded to the built file behind it. */
function fileFor(url: string): string | null {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
  if (remote) return path.join(root, remote[1]!, 'dist', remote[2]!);
  if (pathname.startsWith('/api/')) return null;
  return path.join(root, 'host', 'dist', pathname === '/' ? 'index.html' : pathname);
}

async function measure(page: Page, url: string, ready: () => Promise<unknown>) {
  const files = new Set<string>();
  const onResponse = (response: { url(): string }) => {
    const file = fileFor(response.url());
    if (file && /\.(js|css|html)$/.test(file)) files.add(file);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await ready();
  page.off('response', onResponse);
  const assets = [...files].map((file) => ({ file: path.relative(root, file), gzip: gzipSize(file) }));
  return { gzip: assets.reduce((sum, asset) => sum + asset.gzip, 0), requests: assets.length, assets };
}

function remoteEntries() {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const manifest = JSON.parse(readFileSync(path.join(root, remote, 'dist', 'mf-manifest.json'), 'utf8'));
      const entry = path.join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
      return [remote, { file: `${remote}/dist/${entry}`, gzip: gzipSize(path.join(root, remote, 'dist', entry)) }];
    }),
  );
}

async function firstRenders() {
  const server = spawn('npx', ['--yes', 'pnpm@10.34.9', '--filter', 'api', 'run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bundle-report-')) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (let i = 0; ; i += 1) {
      const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (i > 240) throw new Error('the server did not start within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ baseURL: origin });
      const landing = await measure(page, '/', () => page.getByRole('heading', { level: 1 }).waitFor());
      const signUp = await fetch(`${origin}/api/en/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Bundle', lastName: 'Report', email: `report.${Date.now()}@example.com`, password: 'bundle-report-1' }),
      }).then((r) => r.json());
      const fresh = await browser.newPage({ baseURL: origin });
      await fresh.addInitScript(
        ([token, user]) => {
          localStorage.setItem('brandcast.auth-token', JSON.stringify(token));
          localStorage.setItem('brandcast.user', JSON.stringify(user));
        },
        [signUp.data.token, signUp.data.user],
      );
      const dashboard = await measure(fresh, '/dashboard', () =>
        fresh.getByRole('heading', { name: /Welcome back/ }).waitFor(),
      );
      return { '/': landing, '/dashboard': dashboard };
    } finally {
      await browser.close();
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), remoteEntries: remoteEntries() };
if (chromiumAvailable()) {
  report.firstRender = await firstRenders();
} else {
  report.firstRender = null;
  console.log(`First-render sizes need Chromium (${CHROMIUM_PATH}); install it or set CHROMIUM_PATH.`);
}

console.log('\nBundle report (gzip)');
for (const [route, value] of Object.entries((report.firstRender ?? {}) as Record<string, { gzip: number; requests: number }>)) {
  console.log(`  first render of ${route.padEnd(11)} ${kb(value.gzip).padStart(10)}  in ${value.requests} files`);
}
for (const [remote, value] of Object.entries(report.remoteEntries as Record<string, { gzip: number }>)) {
  console.log(`  remote entry ${remote.padEnd(14)} ${kb(value.gzip).padStart(10)}`);
}
const out = path.join(root, 'e2e', 'results', 'bundle-report.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`  written to ${path.relative(root, out)}`);

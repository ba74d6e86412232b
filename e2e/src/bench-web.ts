/**
 * `npm run bench:web`: Lighthouse (mobile preset: a mid-range phone on slow 4G, CPU slowed 4×) against the built app
 * served by `npm start`'s server, for `/`, `/pricing` and `/dashboard` signed in (the session is stored in the
 * browser before Lighthouse opens the page, and Lighthouse is told to keep it). Prints the performance score and the
 * main timings, and writes e2e/results/bench-web.json. Timings vary from run to run and machine to machine: this is a
 * benchmark, not a test (the byte budgets are: e2e/tests/bundle-budget.spec.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { DEMO_ACCOUNT, STORAGE_KEYS } from '@brandcast/shared';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from './chromium';
import { REPO_ROOT } from './first-load/measure';
import { signIn, signUp, withServer } from './first-load/serve';

const SERVER_PORT = 3298;
const DEBUGGING_PORT = 9333;
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
} as const;

if (!chromiumAvailable()) {
  console.error(`Lighthouse needs Chromium (${CHROMIUM_PATH}); install it or set CHROMIUM_PATH.`);
  process.exit(1);
}

/**
 * One cold Lighthouse run of a page: the HTTP cache cleared first (Lighthouse keeps it along with the storage it is told
 * to keep). A run whose trace Lighthouse could not record (NO_NAVSTART, now and then on a fresh browser's first page) is
 * made again once, as its message asks.
 */
async function measure(url: string, cdp: CDPSession, attempt = 1): Promise<Result> {
  await cdp.send('Network.clearBrowserCache');
  const run = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keep the stored session (Lighthouse clears a site's storage before it loads the page by default).
    disableStorageReset: true,
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  if (!lhr.runtimeError) return lhr;
  if (attempt === 1) {
    console.warn(`Lighthouse could not record ${url} (${lhr.runtimeError.code}); measuring it again.`);
    return measure(url, cdp, 2);
  }
  throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
}

const results = await withServer(SERVER_PORT, async (origin, dataDir) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  // One browser, its default profile shared by the tab that signs in and the tabs Lighthouse opens.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    // The operator command a newcomer runs, against this server's data directory.
    const seed = spawnSync('npx', ['--yes', 'pnpm@10.34.9', '--filter', 'api', 'run', 'seed'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (seed.status !== 0) throw new Error(`npm run seed failed: ${seed.stderr || seed.stdout}`);
    const newcomer = await signUp(origin);
    const demo = await signIn(origin, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const pages = [
      { label: '/', pathname: '/', session: null },
      { label: '/pricing', pathname: '/pricing', session: null },
      { label: '/dashboard', pathname: '/dashboard', session: newcomer },
      { label: '/dashboard (demo)', pathname: '/dashboard', session: demo },
    ];

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/api/health`);
    const cdp = await context.newCDPSession(page);
    const measured: Record<string, { score: number; timings: Record<string, number>; url: string }> = {};
    for (const { label, pathname, session } of pages) {
      if (session) {
        await page.evaluate(
          ([keys, token, user]) => {
            localStorage.setItem(keys.authToken, JSON.stringify(token));
            localStorage.setItem(keys.userData, JSON.stringify(user));
            localStorage.setItem(keys.onboardingCompleted, 'true');
          },
          [STORAGE_KEYS, session.token, session.user] as const,
        );
      }
      const url = `${origin}${pathname}`;
      const lhr = await measure(url, cdp);
      const timings = Object.fromEntries(
        Object.entries(AUDITS).map(([name, id]) => [name, Number(lhr.audits[id]?.numericValue ?? NaN)]),
      );
      measured[label] = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        timings,
        url: lhr.finalDisplayedUrl,
      };
    }
    return measured;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

const ms = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s`.padStart(8) : '       –');
console.log('\nLighthouse, mobile preset (performance)');
console.log(`  ${'page'.padEnd(18)} score      FCP      LCP      TBT  Speed Index   CLS`);
for (const [label, { score, timings }] of Object.entries(results)) {
  console.log(
    `  ${label.padEnd(18)} ${String(score).padStart(5)} ${ms(timings.fcp!)} ${ms(timings.lcp!)} ${ms(timings.tbt!)} ${ms(timings.speedIndex!)}     ${timings.cls!.toFixed(3)}`,
  );
}
const out = path.join(REPO_ROOT, 'e2e', 'results', 'bench-web.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ generatedAt: new Date().toISOString(), preset: 'mobile', results }, null, 2)}\n`,
);
console.log(`  written to ${path.relative(REPO_ROOT, out)}`);

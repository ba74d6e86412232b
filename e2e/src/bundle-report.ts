/**
 * The bundle report of `npm run build`: the compressed JavaScript the browser loads before the first render of each
 * budgeted page, and what opening another area adds (measured in Chromium against the built app served by
 * `npm start`'s server; src/first-load/), each printed against its budget (src/first-load/budgets.ts); and each
 * remote's entry. Exits non-zero when a gated budget is over. Written to e2e/results/bundle-report.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from './chromium';
import { formatVerdict, judge, kb, type BudgetId } from './first-load/budgets';
import { gzipSize, measureFirstLoads, REPO_ROOT as root, type Measurement } from './first-load/measure';
import { withServer } from './first-load/serve';

const REMOTES = ['mfe-auth', 'mfe-projects', 'mfe-content', 'mfe-analytics'];
/** `BUNDLE_PORT` lets two measurements run side by side. */
const port = Number(process.env.BUNDLE_PORT ?? 3299);
/** `--origin http://127.0.0.1:3000` measures a server already running on these dist folders instead of starting one. */
const given = process.argv.indexOf('--origin');
const origin = given > 0 ? process.argv[given + 1]! : `http://127.0.0.1:${port}`;

async function measure(): Promise<Record<BudgetId, Measurement>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await measureFirstLoads(browser, origin);
  } finally {
    await browser.close();
  }
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

async function firstLoads(): Promise<Record<BudgetId, Measurement>> {
  if (given > 0) return measure();
  return withServer(port, () => measure());
}

const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), remoteEntries: remoteEntries() };
let failed = false;
console.log('\nBundle report: JavaScript before first render (gzip) against its budget');
if (chromiumAvailable()) {
  const loads = await firstLoads();
  report.firstLoad = loads;
  const { verdicts, failures } = judge(Object.fromEntries(Object.entries(loads).map(([id, m]) => [id, m.js])));
  report.budgets = verdicts.map(({ id, budget, bytes, over }) => ({ id, ...budget, bytes, over }));
  for (const verdict of verdicts) console.log(formatVerdict(verdict));
  failed = failures.length > 0;
} else {
  report.firstLoad = null;
  console.log(`  First-load sizes need Chromium (${CHROMIUM_PATH}); install it or set CHROMIUM_PATH.`);
}
for (const [remote, value] of Object.entries(report.remoteEntries as Record<string, { gzip: number }>)) {
  console.log(`  remote entry ${remote.padEnd(31)} ${kb(value.gzip).padStart(9)}`);
}
const out = path.join(root, 'e2e', 'results', 'bundle-report.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`  written to ${path.relative(root, out)}`);
if (failed) {
  console.error('\n✖ A gated first-load budget is over (e2e/src/first-load/budgets.ts).');
  process.exit(1);
}

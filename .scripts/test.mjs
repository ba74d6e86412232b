// `npm test`: every package's tests, then the browser tests against the built app.
import { existsSync } from 'node:fs';
import { buildFrontEnds, FRONT_ENDS, isStale, pnpm } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';

const step = async (title, work) => {
  console.log(`\n━━ ${title}`);
  await work();
};

try {
  await step('install', () => pnpm(['install', '--frozen-lockfile']));
  await step('dependency versions', () => pnpm(['run', 'check:versions']));
  await step('typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
  // Fails on an error with the rule's name (eslint.config.mjs: recommended sets, React hooks, import boundaries).
  await step('lint', () => pnpm(['run', 'lint']));
  // Fails naming each file Prettier would change (.prettierrc.json; `npm run format` writes them).
  await step('format', () => pnpm(['run', 'format:check']));
  await step('unit and integration tests', () =>
    pnpm(['-r', '--workspace-concurrency=1', '--filter', '!e2e', 'run', 'test']),
  );
  await step('repository checks: docker-compose.yml against the Compose Specification, the lint rules', () =>
    pnpm(['--filter', 'e2e', 'run', 'test:node']),
  );
  if (existsSync(chromium)) {
    const stale = FRONT_ENDS.filter(isStale);
    if (stale.length > 0) await step(`build ${stale.join(', ')}`, () => buildFrontEnds(stale));
    await step('browser tests (Chromium)', () => pnpm(['--filter', 'e2e', 'run', 'test']));
  } else if (ci) {
    throw Object.assign(new Error(`Chromium not found at ${chromium}; CI requires the browser tests.`), { code: 1 });
  } else {
    console.log(
      `\n⚠ Browser tests skipped: no Chromium at ${chromium}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('\n✔ All tests passed.');
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(error.code ?? 1);
}

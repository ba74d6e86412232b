// `npm run build`: build every front end, then report what the browser loads before first render.
import { buildFrontEnds, FRONT_ENDS, pnpm } from './lib.mjs';

try {
  await pnpm(['install', '--frozen-lockfile']);
  await buildFrontEnds(FRONT_ENDS);
  await pnpm(['--filter', 'e2e', 'run', 'bundle-report']);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(error.code ?? 1);
}

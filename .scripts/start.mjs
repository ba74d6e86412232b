// `npm start`: install with the pinned pnpm, build the front ends that are not built (or are stale),
// then serve everything on one port: host at /, remotes at /remotes/<name>/, API at /api.
import { buildFrontEnds, FRONT_ENDS, isStale, pnpm } from './lib.mjs';

try {
  await pnpm(['install', '--frozen-lockfile']);
  const stale = FRONT_ENDS.filter(isStale);
  if (stale.length > 0) await buildFrontEnds(stale);
  await pnpm(['--filter', 'api', 'run', 'serve']);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(error.code ?? 1);
}

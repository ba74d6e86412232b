/**
 * `npm run check:antd` (and build-tools' `test`): whether every rewrite and shim of build-tools still applies to the
 * installed antd. Prints each mechanism, and for one that does not, what moved; exits 1 if any.
 */
import path from 'node:path';
import { checkAntd } from './check-antd';

const root = path.resolve(import.meta.dirname, '..', '..');
const results = checkAntd(root);
for (const { mechanism, problems } of results) {
  console.log(`${problems.length === 0 ? '✔' : '✖'} ${mechanism}`);
  for (const problem of problems) console.log(`    ${problem}`);
}
const failed = results.filter(({ problems }) => problems.length > 0);
if (failed.length > 0) {
  console.error(
    `\n✖ ${failed.length} mechanism(s) no longer apply to the installed antd: see build-tools/README.md, "Upgrading antd".`,
  );
  process.exit(1);
}
console.log(`\n✔ Every build-tools mechanism applies to the installed antd.`);

import { expect, test } from '@playwright/test';
import { formatVerdict, judge } from '../src/first-load/budgets';
import { measureFirstLoads } from '../src/first-load/measure';

// The budgets of the bundle report (src/first-load/budgets.ts), enforced in `npm test`: byte counts of the built
// files are deterministic. Every figure is printed; only a gated budget that is over fails.
test('the JavaScript loaded before each first render stays within its budget', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const loads = await measureFirstLoads(browser, baseURL!);
  const { verdicts, failures } = judge(Object.fromEntries(Object.entries(loads).map(([id, m]) => [id, m.js])));
  const lines = verdicts.map(formatVerdict).join('\n');
  console.log(`First-load JavaScript (gzip) against its budget:\n${lines}`);
  test.info().annotations.push({ type: 'first-load budgets', description: lines });
  expect(failures.map(formatVerdict), 'over a gated budget (e2e/src/first-load/budgets.ts)').toEqual([]);
});

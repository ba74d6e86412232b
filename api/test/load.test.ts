import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatReport, runLoad } from '../bench/load/index';
import { TEST_DATABASE_URL } from './helpers';

/*
 * The load test's correctness checks on a short run (bench/load, `npm run bench:load` runs it long and
 * prints the figures): three instances of the real server on one PostgreSQL behind the round-robin proxy,
 * a dozen virtual users for a few seconds. No timing is asserted; only that nothing failed and that what was
 * acknowledged is exactly what the database holds.
 */
const skip = TEST_DATABASE_URL
  ? undefined
  : 'needs PostgreSQL (several instances share one database): set TEST_DATABASE_URL';

test(
  'three instances under a dozen virtual users: no 5xx, no lost or doubled writes, balances and schedules hold',
  { skip, timeout: 300_000 },
  async (t) => {
    const report = await runLoad({
      postgresUrl: TEST_DATABASE_URL!,
      port: 3410,
      instances: 3,
      users: 12,
      durationMs: 5000,
      schedulerIntervalMs: 500,
      // No timing is asserted, so a starved machine's slowness must not turn into the 503 of a query timeout.
      env: { SCRYPT_LOG_N: '10', DATABASE_QUERY_TIMEOUT_MS: '60000' },
    });
    for (const line of formatReport(report).split('\n')) t.diagnostic(line);
    assert.deepEqual(report.failures, []);
    assert.equal(report.serverErrors, 0);
    // The run did write what it checks: every user scheduled a copy and generated one before anything else.
    assert.ok(report.verdict.checked.scheduled >= 12, JSON.stringify(report.verdict.checked));
    assert.ok(report.verdict.checked.copies >= 24, JSON.stringify(report.verdict.checked));
    assert.equal(report.verdict.checked.balances, 12);
    // A limit holds once across the three instances: exactly its count got through, the rest were refused.
    assert.equal(report.limit.allowed, report.limit.limit, JSON.stringify(report.limit));
    assert.equal(report.limit.limited, report.limit.sent - report.limit.limit);
  },
);

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUDGETS, formatVerdict, judge, KB } from '../budgets';

describe('first-load budgets', () => {
  it('fails only a gated budget that is over', () => {
    const gated = Object.entries(BUDGETS).find(([, b]) => b.gated)?.[0] as keyof typeof BUDGETS;
    assert.ok(gated, 'at least one budget is enforced');
    const { failures, verdicts } = judge({ [gated]: BUDGETS[gated].limit + 1 });
    assert.deepEqual(
      failures.map((f) => f.id),
      [gated],
    );
    assert.match(formatVerdict(verdicts[0]!), /OVER BUDGET/);
    assert.deepEqual(judge({ [gated]: BUDGETS[gated].limit }).failures, []);
  });

  it('prints an ungated budget that is over without failing', () => {
    const ungated = { ...BUDGETS['/dashboard'], gated: false };
    const line = formatVerdict({ id: '/dashboard', budget: ungated, bytes: 400 * KB, over: true });
    assert.match(line, /400\.0 KB \/ 300\.0 KB {2}over \(not gated yet\)/);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { craftReading, devicesFor, slotsOf } from '../../src/engine/craft/model-brief';
import type { EngineProject } from '../../src/engine';
import { INSTALLER as BASE } from './fixtures';

/** The installer with a goal that books its item: the ask names it. */
const INSTALLER: EngineProject = {
  details: { ...BASE.details, businessGoal: 'get 12 solar thermal installs booked this spring' },
};

test("the model is given the built-in writer's reading of the brief: the goal's offer, the turns, the ask", () => {
  const text = craftReading(INSTALLER);
  assert.match(text, /The offer the goal is about: solar thermal installs/);
  assert.match(text, /A chore it takes off the reader: grant paperwork/);
  assert.match(text, /In business since: 1994/);
  assert.match(text, /The call to action \(from the goal; never "Learn more"\): Book your solar thermal install/);
  assert.match(text, /- done for you: /);
  assert.match(text, /- since: /);
});

test('a device whose slots the brief leaves empty is not offered', () => {
  const thin: EngineProject = { details: { businessName: 'Kiln Room', whatYouSell: 'pottery classes' } };
  const ids = devicesFor(slotsOf(thin)).map((d) => d.id);
  for (const id of ['not the wait', 'done for you', 'since', 'contrast pair', 'triad'])
    assert.ok(!ids.includes(id), id);
  assert.doesNotMatch(craftReading(thin), /- triad:/);
  const full = devicesFor(slotsOf(INSTALLER)).map((d) => d.id);
  assert.ok(full.includes('done for you') && full.includes('triad') && !full.includes('not the wait'), full.join());
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createBuiltInProvider } from '../../src/engine';
import { runGolden } from './golden-run';

/**
 * Defects the built-in writer no longer makes on the golden set (every kind, 13 messy projects).
 * Copies still share sentences across one call and repeat a phrase between hook and body: those are
 * counted by `tsx test/engine/golden-run.ts`, not yet asserted (issue 13, left undone).
 */
const FIXED = [
  /^raw field label/,
  /^case:/,
  /^cut fact/,
  /^first person/,
  /^broken phrase/,
  /^booking call to action/,
  /^value proposition of/,
  /^weak subject/,
  /^preview repeats/,
  /hashtag #|^not a noun/,
];

test('golden set: no raw labels, case errors, cut facts, first person, broken phrases, wrong bookings, bad hashtags or email previews', async () => {
  const findings = await runGolden(createBuiltInProvider());
  const messages = findings.filter((f) => /\/(?:tagline|value_proposition)\//.test(f.where));
  const bad = findings.flatMap((f) => f.defects.filter((d) => FIXED.some((p) => p.test(d))).map((d) => `${f.where}: ${d}\n  ${f.text}`));
  assert.deepEqual(bad, []);
  const messageDefects = messages.flatMap((f) => f.defects.map((d) => `${f.where}: ${d}: ${f.text}`));
  assert.deepEqual(messageDefects.filter((d) => /tagline of|duplicate opening|repeated/.test(d)), []);
});

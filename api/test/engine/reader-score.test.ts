import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { READER_FEATURES, READER_SIGNS, readerScore, spearman } from '@brandcast/shared/scoring';
import { READER_WEIGHTS } from '../../../shared/src/scoring/reader-weights';
import { fit, heldOutFigures, loadSamples } from '../../bench/reader-fit';

/*
 * The reader's score against blind ratings (api/bench/eval, WRITING-EVAL.md): each brief's texts are predicted by
 * a model fitted on the other briefs only, so the figure is on lines it was never fitted on.
 */
const samples = loadSamples();
const setF = JSON.parse(readFileSync(new URL('../../bench/eval/set-f.json', import.meta.url), 'utf8')) as {
  briefs: { id: string; details: Record<string, string> }[];
};
const detailsOf = (id: string) => setF.briefs.find((brief) => brief.id === id)?.details ?? {};
const factsOf = (id: string) => Object.values(detailsOf(id)).filter(Boolean);
const nameOf = (id: string) => detailsOf(id).businessName ?? '';

test('held out by brief, the reader score ranks texts of both sources as the blind readers did (Spearman >= 0.6)', () => {
  const figures = heldOutFigures(samples);
  assert.ok(samples.length >= 200, `${samples.length} rated texts`);
  assert.ok(figures.all >= 0.6, JSON.stringify(figures));
});

test('on a reading it was never fitted on (set F: fresh briefs, new judges), the shipped reader score ranks both sources as the readers did (Spearman >= 0.6)', () => {
  const fresh = loadSamples(['set-f.json']);
  assert.ok(fresh.length >= 200, `${fresh.length} rated texts`);
  const scores = fresh.map((sample) => {
    const brief = sample.brief.split(':')[1]!;
    return readerScore(sample.text, { kind: sample.kind, facts: factsOf(brief), brandName: nameOf(brief) }).score;
  });
  const rho = spearman(
    scores,
    fresh.map((sample) => sample.rating),
  );
  assert.ok(rho >= 0.6, `Spearman ${rho.toFixed(2)}`);
});

test('the shipped weights are the fit on every rated text, and none goes against the direction a reader judges', () => {
  const model = fit(samples);
  READER_FEATURES.forEach((name, j) => {
    assert.ok(
      Math.abs(READER_WEIGHTS.weights[name] - model.weights[j]!) < 0.002,
      `${name}: shipped ${READER_WEIGHTS.weights[name]}, fitted ${model.weights[j]}`,
    );
    assert.ok(READER_SIGNS[name] === 0 || READER_WEIGHTS.weights[name] * READER_SIGNS[name] >= 0, name);
  });
});

test('a line pasted from the brief scores below the same point said to the reader, and the parts say why', () => {
  const facts = [
    'roofing mostly, slate and tile repairs, flat roofs (EPDM and felt), guttering, chimney repointing',
    'homeowners mainly round bradford leeds and halifax',
  ];
  const options = { kind: 'tagline' as const, facts, brandName: 'Hargreaves & Son Roofing' };
  const pasted = readerScore('Hargreaves & Son Roofing offers slate and tile repairs, flat roofs.', options);
  const crafted = readerScore('Your roof, fixed before the next storm. Photos before and after?', options);
  assert.ok(pasted.score < crafted.score, `${pasted.score} vs ${crafted.score}`);
  const copied = pasted.parts.find((part) => part.name === 'Words lifted whole from the brief');
  assert.ok(copied && copied.effect < 0, JSON.stringify(pasted.parts));
  assert.ok(pasted.score >= 1 && crafted.score <= 10);
});

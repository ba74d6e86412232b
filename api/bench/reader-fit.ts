/**
 * Fits the reader's score (shared/src/scoring/reader.ts) on blind ratings: a ridge regression of each text's
 * mean rating on its reader features, over every judged set in api/bench/eval/. It prints how well the score
 * ranks texts it was never fitted on (each brief left out in turn, so a brief's texts are always predicted by a
 * model fitted on the other briefs), over both sources and within each, then writes the weights fitted on all.
 *
 *   npx tsx bench/reader-fit.ts [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { READER_FEATURES, READER_SIGNS, readerFeatures, spearman, type ReaderKind } from '@brandcast/shared/scoring';
import type { ReaderFeature } from '@brandcast/shared/scoring';

interface RatedText {
  brief: string;
  source: 'writer' | 'copywriter';
  kind: ReaderKind;
  text: string;
  ratings: { score: number }[];
}
interface EvalSet {
  set: string;
  briefs: { id: string; details: Record<string, string> }[];
  texts: RatedText[];
}

export interface Sample {
  brief: string;
  source: string;
  kind: ReaderKind;
  text: string;
  rating: number;
  x: number[];
}

const here = path.dirname(new URL(import.meta.url).pathname);
export const JUDGED_SETS = ['set-d.json'];

export function loadSamples(files = JUDGED_SETS): Sample[] {
  const samples: Sample[] = [];
  for (const file of files) {
    const set = JSON.parse(readFileSync(path.join(here, 'eval', file), 'utf8')) as EvalSet;
    const briefs = new Map(set.briefs.map((brief) => [brief.id, brief.details]));
    for (const text of set.texts) {
      if (!text.ratings.length) continue;
      const details = briefs.get(text.brief) ?? {};
      const features = readerFeatures(text.text, {
        kind: text.kind,
        facts: Object.values(details).filter(Boolean),
        brandName: details.businessName ?? '',
      });
      samples.push({
        brief: `${set.set}:${text.brief}`,
        source: text.source,
        kind: text.kind,
        text: text.text,
        rating: text.ratings.reduce((sum, r) => sum + r.score, 0) / text.ratings.length,
        x: READER_FEATURES.map((name) => features[name]),
      });
    }
  }
  return samples;
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is small and, with the ridge, well conditioned). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k += 1) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

export interface Fit {
  intercept: number;
  weights: number[];
  means: number[];
}

/**
 * Ridge regression on centred features (the intercept is the mean rating, not shrunk); a feature whose weight
 * comes out against its READER_SIGNS direction is left out (weight 0) and the rest fitted again.
 */
export function fit(samples: Sample[], lambda = 1): Fit {
  const signs = READER_FEATURES.map((name) => READER_SIGNS[name]);
  const out = new Set<number>();
  for (;;) {
    const model = ridge(samples, lambda, out);
    let worst = -1;
    model.weights.forEach((w, j) => {
      if (
        !out.has(j) &&
        signs[j] !== 0 &&
        Math.sign(w) === -signs[j]! &&
        (worst < 0 || Math.abs(w) > Math.abs(model.weights[worst]!))
      )
        worst = j;
    });
    if (worst < 0) return model;
    out.add(worst);
  }
}

function ridge(samples: Sample[], lambda: number, out: Set<number>): Fit {
  const p = samples[0]!.x.length;
  const means = Array.from({ length: p }, (_, j) => samples.reduce((sum, s) => sum + s.x[j]!, 0) / samples.length);
  const meanY = samples.reduce((sum, s) => sum + s.rating, 0) / samples.length;
  const xtx = Array.from({ length: p }, (_, i) => Array.from({ length: p }, (_, j) => (i === j ? lambda : 0)));
  const xty = new Array<number>(p).fill(0);
  for (const s of samples) {
    const c = s.x.map((v, j) => (out.has(j) ? 0 : v - means[j]!));
    for (let i = 0; i < p; i += 1) {
      xty[i]! += c[i]! * (s.rating - meanY);
      for (let j = 0; j < p; j += 1) xtx[i]![j]! += c[i]! * c[j]!;
    }
  }
  return { intercept: meanY, weights: solve(xtx, xty), means };
}

export const predict = (model: Fit, x: number[]) =>
  model.intercept + x.reduce((sum, v, j) => sum + model.weights[j]! * (v - model.means[j]!), 0);

/** Each brief's texts predicted by a model fitted on the other briefs. */
export function leaveBriefOut(samples: Sample[], lambda = 1): number[] {
  const predictions = new Array<number>(samples.length);
  for (const brief of new Set(samples.map((s) => s.brief))) {
    const model = fit(
      samples.filter((s) => s.brief !== brief),
      lambda,
    );
    samples.forEach((s, i) => {
      if (s.brief === brief) predictions[i] = predict(model, s.x);
    });
  }
  return predictions;
}

export function heldOutFigures(samples: Sample[], lambda = 1) {
  const predicted = leaveBriefOut(samples, lambda);
  const rho = (keep: (s: Sample) => boolean) => {
    const idx = samples.map((s, i) => (keep(s) ? i : -1)).filter((i) => i >= 0);
    return spearman(
      idx.map((i) => predicted[i]!),
      idx.map((i) => samples[i]!.rating),
    );
  };
  return {
    all: rho(() => true),
    writer: rho((s) => s.source === 'writer'),
    copywriter: rho((s) => s.source === 'copywriter'),
    messages: rho((s) => s.kind === 'tagline' || s.kind === 'value_proposition'),
  };
}

const isEntry = process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isEntry) {
  const samples = loadSamples();
  for (const lambda of [0.3, 1, 3, 10]) {
    const f = heldOutFigures(samples, lambda);
    console.log(
      `lambda ${lambda}: held-out Spearman all ${f.all.toFixed(2)}, writer ${f.writer.toFixed(2)}, copywriter ${f.copywriter.toFixed(2)}, messages ${f.messages.toFixed(2)} (n=${samples.length})`,
    );
  }
  const model = fit(samples, 1);
  READER_FEATURES.forEach((name, j) =>
    console.log(`${name.padEnd(16)} ${model.weights[j]!.toFixed(2).padStart(7)}  mean ${model.means[j]!.toFixed(2)}`),
  );
  if (process.argv.includes('--write')) {
    const record = (values: number[]) =>
      `{ ${READER_FEATURES.map((name, j) => `${name}: ${Math.round(values[j]! * 1000) / 1000}`).join(', ')} }`;
    const file = path.resolve(here, '../../shared/src/scoring/reader-weights.ts');
    writeFileSync(
      file,
      `// Written by api/bench/reader-fit.ts from ${JUDGED_SETS.join(', ')} (${samples.length} rated texts): do not edit by hand.\n` +
        `import type { ReaderFeature } from './reader-features';\n\n` +
        `export const READER_WEIGHTS: { intercept: number; weights: Record<ReaderFeature, number>; means: Record<ReaderFeature, number> } = {\n` +
        `  intercept: ${Math.round(model.intercept * 1000) / 1000},\n  weights: ${record(model.weights)},\n  means: ${record(model.means)},\n};\n`,
    );
    console.log(`wrote ${file}`);
  }
}

export type { ReaderFeature };

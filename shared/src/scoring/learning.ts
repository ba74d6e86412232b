/**
 * What an account's own audience clicks: the shape of each line in the account's split tests, and
 * whether its tracked clicks favour one shape over the rest by more than chance. The writer ranks that shape
 * higher for this account only once the evidence is there; below it, nothing changes.
 */

/** The shape of a line, as a reader sees it at a glance. */
export type LineShape = 'question' | 'number' | 'two-beat' | 'statement';

export const LINE_SHAPE_LABELS: Record<LineShape, string> = {
  question: 'questions',
  number: 'lines that open with a number',
  'two-beat': 'two short sentences',
  statement: 'plain statements',
};

const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred)\b/i;

export function lineShape(text: string): LineShape {
  const line = text.trim();
  if (line.includes('?')) return 'question';
  if (/^[£$€¥₹]?\d/.test(line) || NUMBER_WORD.test(line)) return 'number';
  const sentences = line.split(/(?<=[.!])\s+/).filter((s) => /\p{L}/u.test(s));
  if (sentences.length >= 2 && sentences.every((s) => s.split(/\s+/).length <= 5)) return 'two-beat';
  return 'statement';
}

/** The evidence a claim needs: this many clicks across this many split tests, and a one-sided p below this. */
export const LEARNING_MIN_CLICKS = 30;
export const LEARNING_MIN_TESTS = 3;
export const LEARNING_MAX_P = 0.05;

/** One arm of a split test: its line and its tracked clicks. */
export interface TestArm {
  text: string;
  clicks: number;
}

export interface AudienceLearning {
  shape: LineShape;
  /** Clicks per arm of this shape over clicks per arm of the other shapes, in the same tests. */
  ratio: number;
  clicks: number;
  tests: number;
  /** One-sided: the chance of this many clicks or more on these arms if every arm drew clicks alike. */
  p: number;
}

/** P(X ≥ k) for X ~ Binomial(n, p), summed in log space (n is a count of clicks: thousands at most here). */
export function binomialTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const logChoose = (i: number) => logFactorial(n) - logFactorial(i) - logFactorial(n - i);
  let total = 0;
  for (let i = k; i <= n; i += 1) total += Math.exp(logChoose(i) + i * Math.log(p) + (n - i) * Math.log(1 - p));
  return Math.min(1, total);
}

const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i += 1) logFactorials[i] = logFactorials[i - 1]! + Math.log(i);
  return logFactorials[n]!;
}

/**
 * The shape this audience clicks more, or null while the evidence is short of LEARNING_MIN_CLICKS clicks over
 * LEARNING_MIN_TESTS tests with p < LEARNING_MAX_P. Only tests whose arms differ in shape say anything; within one,
 * every arm was shown to the same people, so under chance each arm draws the same share of its clicks.
 */
export function audienceLearning(tests: TestArm[][]): AudienceLearning | null {
  const mixed = tests.filter((arms) => new Set(arms.map((a) => lineShape(a.text))).size > 1);
  const clicks = mixed.reduce((sum, arms) => sum + arms.reduce((s, a) => s + Math.max(0, a.clicks), 0), 0);
  if (mixed.length < LEARNING_MIN_TESTS || clicks < LEARNING_MIN_CLICKS) return null;
  let best: AudienceLearning | null = null;
  const shapes = new Set(mixed.flatMap((arms) => arms.map((a) => lineShape(a.text))));
  for (const shape of shapes) {
    let hits = 0;
    let total = 0;
    let expected = 0;
    let armsOf = 0;
    let armsElse = 0;
    let clicksElse = 0;
    let tests = 0;
    for (const arms of mixed) {
      const mine = arms.filter((a) => lineShape(a.text) === shape);
      if (mine.length === 0) continue;
      tests += 1;
      const all = arms.reduce((s, a) => s + Math.max(0, a.clicks), 0);
      const own = mine.reduce((s, a) => s + Math.max(0, a.clicks), 0);
      hits += own;
      total += all;
      // Under chance, this test's clicks fall on these arms in proportion to their number.
      expected += all * (mine.length / arms.length);
      armsOf += mine.length;
      armsElse += arms.length - mine.length;
      clicksElse += all - own;
    }
    if (total === 0 || armsElse === 0) continue;
    const p = binomialTail(hits, total, expected / total);
    const ratio = clicksElse === 0 ? Infinity : hits / armsOf / (clicksElse / armsElse);
    if (ratio > 1 && (!best || p < best.p)) best = { shape, ratio, clicks: total, tests, p };
  }
  return best && best.p < LEARNING_MAX_P && best.tests >= LEARNING_MIN_TESTS ? best : null;
}

/** "questions got 2.4× the clicks of your other lines (48 clicks over 4 split tests, p = 0.01)". */
export function learningSentence(learning: AudienceLearning): string {
  const times = Number.isFinite(learning.ratio) ? `${learning.ratio.toFixed(1)}×` : 'all';
  const p = learning.p < 0.001 ? 'p < 0.001' : `p = ${learning.p.toFixed(3)}`;
  return `Your audience clicks ${LINE_SHAPE_LABELS[learning.shape]} more: they got ${times} the clicks of your other lines (${learning.clicks} clicks over ${learning.tests} split tests, ${p}), so the writer ranks them higher for you.`;
}

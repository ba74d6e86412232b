import { SCORE_METRICS, overallScore, scoreMessage, type MessageScore } from '../index';

/** Pairs where the first text must beat the second on one metric. */
const ORDER: Array<{ metric: 'clarity' | 'impact' | 'memorability'; better: string; worse: string }> = [
  {
    metric: 'clarity',
    better: 'Fresh bread every morning.',
    worse: 'Leverage our best-in-class synergy to drive holistic, paradigm-shifting disruptive value.',
  },
  {
    metric: 'clarity',
    better: 'We fix your bike while you wait.',
    worse: 'We utilize a scalable, end-to-end ecosystem to optimize seamless mobility deliverables.',
  },
  {
    metric: 'clarity',
    better: 'Books for kids who love to read.',
    worse:
      'Our comprehensive educational publishing organization systematically facilitates extraordinary literary experiences, encouraging imaginative intellectual development throughout childhood.',
  },
  {
    metric: 'impact',
    better: 'Save 2 hours a day on your invoices. Start your free trial today.',
    worse: 'We might possibly offer some solutions that could perhaps help with various things.',
  },
  {
    metric: 'impact',
    better: 'Get your first class free. Book your spot now.',
    worse: 'Classes are sort of available, maybe, depending on things.',
  },
  {
    metric: 'memorability',
    better: 'Brew bold. Brew better.',
    worse:
      'Our company provides a wide range of professional services to businesses in many different industries across the region.',
  },
  {
    metric: 'memorability',
    better: 'Sleep tight, wake bright.',
    worse:
      'Mattresses designed with consideration for individual comfort preferences and temperature regulation requirements.',
  },
];

const SAMPLES = [
  ...ORDER.flatMap((o) => [o.better, o.worse]),
  'Just do it.',
  '24/7 support, $19 a month, 0 setup fees.',
  'Not bad. Not bad at all!',
  'x',
  '🚀🚀🚀',
  'A'.repeat(5000),
  'word '.repeat(3000),
  'Ünïcödé crème brûlée, naïve café.',
];

describe('scoreMessage', () => {
  it.each(ORDER)('ranks "$better" above "$worse" on $metric', ({ metric, better, worse }) => {
    expect(scoreMessage(better)[metric]).toBeGreaterThan(scoreMessage(worse)[metric]);
  });

  it('ranks the good texts above the bad ones overall', () => {
    for (const { better, worse } of ORDER) {
      expect(scoreMessage(better).score).toBeGreaterThan(scoreMessage(worse).score);
    }
  });

  const labelled = SAMPLES.map((text) => [
    text.length > 60 ? `${text.slice(0, 40)}... (${text.length} chars)` : text,
    text,
  ]);

  it.each(labelled)('keeps every metric an integer within 0-100 for %j', (_label, text) => {
    const result = scoreMessage(text);
    for (const value of [result.clarity, result.impact, result.memorability, result.score]) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  it('sets the overall score to the mean of the three metrics, rounded down (spec section 5)', () => {
    for (const text of SAMPLES) {
      const { clarity, impact, memorability, score } = scoreMessage(text);
      expect(score).toBe(Math.floor((clarity + impact + memorability) / 3));
    }
    expect(overallScore({ clarity: 80, impact: 81, memorability: 81 })).toBe(80);
    expect(overallScore({ clarity: 99, impact: 99, memorability: 98 })).toBe(98);
  });

  it('gives the same text the same score every time', () => {
    for (const text of SAMPLES) {
      expect(scoreMessage(text)).toEqual(scoreMessage(text));
    }
  });

  it('explains each metric: its parts add up to it, before the 0-100 bounds', () => {
    for (const text of SAMPLES.filter((t) => /\p{L}/u.test(t))) {
      const result: MessageScore = scoreMessage(text);
      for (const metric of SCORE_METRICS) {
        const parts = result.parts[metric];
        expect(parts.length).toBeGreaterThan(0);
        for (const part of parts) {
          expect(part.name).not.toBe('');
          expect(part.explanation).not.toBe('');
          expect(part.explanation).not.toMatch(/\n|undefined|NaN/);
          expect(Number.isFinite(part.value)).toBe(true);
          expect(Number.isInteger(part.effect)).toBe(true);
        }
        const sum = parts.reduce((s, p) => s + p.effect, 0);
        expect(result[metric]).toBe(Math.min(100, Math.max(0, sum)));
      }
    }
  });

  it('names what it found: jargon, hedges, a call to action, numbers', () => {
    const jargon = scoreMessage('Leverage synergy.').parts.clarity.find((p) => p.name === 'Jargon')!;
    expect(jargon.effect).toBeLessThan(0);
    expect(jargon.explanation).toContain('leverage');
    const hedges = scoreMessage('Maybe we could help.').parts.impact.find((p) => p.name === 'Weak words')!;
    expect(hedges.value).toBe(2);
    const cta = scoreMessage('Order your cake today.').parts.impact.find((p) => p.name === 'Call to action')!;
    expect(cta.effect).toBeGreaterThan(0);
    const numbers = scoreMessage('Ready in 15 minutes.').parts.impact.find((p) => p.name === 'Concrete numbers')!;
    expect(numbers.value).toBe(1);
  });

  it('reads a negation: "not bad" is not negative', () => {
    const sentiment = scoreMessage('Not bad.').parts.impact.find((p) => p.name === 'Sentiment')!;
    expect(sentiment.effect).toBeGreaterThanOrEqual(0);
  });

  it.each(['', '   ', '\n\t', '...!?', '—'])('scores text without words as 0 with no parts: %j', (text) => {
    expect(scoreMessage(text)).toEqual({
      clarity: 0,
      impact: 0,
      memorability: 0,
      score: 0,
      parts: { clarity: [], impact: [], memorability: [] },
    });
  });
});

describe('impact hears numbers in words and rhythm ("One dog, one quiet room, zero stress." had an impact of 26)', () => {
  const impactPart = (text: string, name: string) => scoreMessage(text).parts.impact.find((p) => p.name === name)!;
  it('counts numbers said in words', () => {
    expect(impactPart('One dog, one quiet room, zero stress.', 'Concrete numbers').value).toBe(3);
  });
  it('rewards parallel clauses and a turn on a negation, not a plain statement', () => {
    expect(impactPart('One dog, one quiet room, zero stress.', 'Rhythm').effect).toBe(10);
    expect(impactPart('Some days you need to move. Some days you need to stop.', 'Rhythm').effect).toBe(10);
    expect(impactPart("Your hours are billable. Chasing isn't.", 'Rhythm').effect).toBe(10);
    expect(impactPart('We sell coffee beans to home baristas.', 'Rhythm').effect).toBe(0);
  });
  it('scores the line a reader rated highly above a flat one', () => {
    expect(scoreMessage('One dog, one quiet room, zero stress.').impact).toBeGreaterThanOrEqual(50);
    expect(scoreMessage('One dog, one quiet room, zero stress.').impact).toBeGreaterThan(
      scoreMessage('Dog grooming in a quiet room.').impact,
    );
  });
});

import { audienceLearning, binomialTail, learningSentence, lineShape, type TestArm } from '../learning';

/** A split test of a question against two statements, each arm's clicks given. */
const test = (question: number, statements: [number, number]): TestArm[] => [
  { text: 'Still chasing late payments?', clicks: question },
  { text: 'Invoices that chase themselves.', clicks: statements[0] },
  { text: 'Get paid on time, every time.', clicks: statements[1] },
];

describe('what an account’s audience clicks', () => {
  it('reads a line’s shape', () => {
    expect(lineShape('Still chasing late payments?')).toBe('question');
    expect(lineShape('6 weeks to audit-ready.')).toBe('number');
    expect(lineShape('Pass the audit. Win the deal.')).toBe('two-beat');
    expect(lineShape('Invoices that chase themselves.')).toBe('statement');
  });

  it('says nothing before the evidence is there, then names the shape the audience clicks', () => {
    // An audience that clicks the question three times as often as each statement.
    const tests: TestArm[][] = [];
    const seen: Array<ReturnType<typeof audienceLearning>> = [];
    for (let i = 0; i < 6; i += 1) {
      tests.push(test(6, [2, 2]));
      seen.push(audienceLearning(tests));
    }
    // 10 clicks a test: 1 and 2 tests are too few (tests and clicks); from the third on, the claim holds.
    expect(seen[0]).toBeNull();
    expect(seen[1]).toBeNull();
    expect(seen[2]).toMatchObject({ shape: 'question', tests: 3, clicks: 30 });
    expect(seen[2]!.ratio).toBeCloseTo(3);
    expect(seen[5]!.p).toBeLessThan(seen[2]!.p);
    expect(learningSentence(seen[5]!)).toMatch(
      /^Your audience clicks questions more: they got 3\.0× the clicks of your other lines \(60 clicks over 6 split tests, p [<=] /,
    );
  });

  it('an audience that clicks every shape alike, or tests whose arms share one shape, teach nothing', () => {
    expect(audienceLearning(Array.from({ length: 10 }, () => test(5, [5, 5])))).toBeNull();
    const same = [
      { text: 'Fresh bread daily.', clicks: 40 },
      { text: 'Baked this morning.', clicks: 2 },
    ];
    expect(audienceLearning(Array.from({ length: 10 }, () => same))).toBeNull();
    // Many clicks but a small, chance-sized lean.
    expect(audienceLearning(Array.from({ length: 4 }, () => test(5, [4, 4])))).toBeNull();
  });

  it('sums a binomial tail', () => {
    expect(binomialTail(0, 10, 0.5)).toBe(1);
    expect(binomialTail(10, 10, 0.5)).toBeCloseTo(1 / 1024);
    expect(binomialTail(6, 10, 0.5)).toBeCloseTo(386 / 1024);
  });
});

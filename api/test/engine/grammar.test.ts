import assert from 'node:assert/strict';
import { test } from 'node:test';
import { grammarErrors, passing } from '../../src/engine/grammar';
import { createBuiltInProvider } from '../../src/engine';
import { runGolden } from './golden-run';
import { GOLDEN } from './golden';

test('the grammar gate finds what Harper finds: a wrong article, a verb that does not agree, a word confused', async () => {
  const [article, agreement, confused, fine] = await grammarErrors([
    'Book a appointment today.',
    'We bakes bread every morning.',
    'Their going to love it.',
    "Your hours are billable. Chasing isn't.",
  ]);
  assert.match(article!.map((e) => e.message).join(), /article/i);
  assert.ok(agreement!.length > 0);
  assert.ok(confused!.length > 0);
  assert.deepEqual(fine, []);
});

test('a word the owner typed is theirs to spell; a hashtag is not a word', async () => {
  const [own] = await grammarErrors(['No more stockouts. #stockouts'], 'we end stockouts');
  assert.deepEqual(own, []);
});

test('a sentence the owner wrote is theirs: only what the writer made is judged', async () => {
  const [theirs, ours] = await grammarErrors(
    ['We bakes bread. Order yours today.', 'They bakes bread.'],
    'We bakes bread.',
  );
  assert.deepEqual(theirs, []);
  assert.ok(ours!.length > 0);
});

test("passing drops a text with an error and reads the writer's longer list instead, in its order", async () => {
  const kept = await passing(
    ['Book a appointment today.', 'Call us today.'],
    (t) => t,
    2,
    '',
    () => ['Book a appointment today.', 'Drop in this week.', 'Call us today.'],
  );
  assert.deepEqual(kept, ['Drop in this week.', 'Call us today.']);
  assert.deepEqual(
    await passing(
      ['Call us today.', 'Drop in this week.'],
      (t) => t,
      1,
      '',
      () => assert.fail('not asked when all pass'),
    ),
    ['Call us today.'],
  );
});

test('golden set: no returned text has an error the grammar checker finds', async () => {
  const findings = await runGolden(createBuiltInProvider());
  const bad: string[] = [];
  for (const [name, project] of Object.entries(GOLDEN)) {
    const own = findings.filter((f) => f.where.startsWith(`${name}/`));
    const errors = await grammarErrors(
      own.map((f) => f.text.replace(/\n\[hashtags:.*\]$/, '')),
      Object.values(project.details).join(' '),
    );
    bad.push(
      ...own.flatMap((f, i) =>
        errors[i]!.map((e) => `${f.where}: ${e.kind}: ${e.message} [${e.problem}]\n  ${f.text}`),
      ),
    );
  }
  assert.deepEqual(bad, []);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCRIPT_SECONDS, spokenWords } from '@brandcast/shared';
import { targetWords, writeScript } from '../../../src/engine/built-in/scripts';
import { PROJECTS } from '../fixtures';

const MESSAGE = { type: 'tagline' as const, content: 'Fresh bread before your alarm goes off.' };

test('every fixture project, length, seed and message gives a script within 25% of its length (aimed within 10%)', () => {
  for (const [name, project] of Object.entries(PROJECTS)) {
    for (const seconds of SCRIPT_SECONDS) {
      for (const seed of [1, 2, 3, 42, 1234]) {
        for (const message of [null, MESSAGE]) {
          const { content } = writeScript(project, message, seconds, seed);
          const ratio = spokenWords(content).length / targetWords(seconds);
          assert.ok(
            ratio >= 0.75 && ratio <= 1.25,
            `${name} ${seconds}s seed ${seed}${message ? ' with a message' : ''}: ${ratio.toFixed(2)}`,
          );
          assert.ok(
            ratio >= 0.85 && ratio <= 1.15,
            `${name} ${seconds}s seed ${seed}: aimed close (${ratio.toFixed(2)})`,
          );
        }
      }
    }
  }
});

test('the same seed writes the same script; sections come in order: hook, body, call to action', () => {
  const a = writeScript(PROJECTS.bakery!, null, 60, 7);
  assert.deepEqual(writeScript(PROJECTS.bakery!, null, 60, 7), a);
  assert.deepEqual(
    a.content.split('\n').filter((line) => line.startsWith('#')),
    ['# Hook', '# Body', '# Call to action'],
  );
  assert.equal(a.title, 'Crumb & Co: 60-second script');
});

test('a message opens the script as its hook and comes back at the end of a long one', () => {
  const { content } = writeScript(PROJECTS.saas!, MESSAGE, 90, 3);
  const [, hook] = content.split('\n');
  assert.equal(hook, 'Fresh bread before your alarm goes off.');
  assert.match(content.split('# Call to action')[0]!, /That's the whole idea: Fresh bread/);
});

test('a short script keeps the offer and leaves out what is least needed', () => {
  const { content } = writeScript(PROJECTS.bakery!, null, 15, 5);
  assert.match(content, /Crumb & Co offers handmade sourdough bread and pastries\./);
  assert.doesNotMatch(content, /You'll find us in Austin/);
});

test('a long name is not read out as the subject of every line', () => {
  const { content } = writeScript(PROJECTS.long!, null, 15, 2);
  assert.doesNotMatch(content.split('# Body')[1]!, /Collective of the Pacific Northwest offers/);
  assert.match(content, /We offer specialty coffee/);
});

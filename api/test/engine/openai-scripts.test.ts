import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { SCRIPT_WORDS_PER_MINUTE, spokenWords } from '@brandcast/shared';
import { createScriptWriter, openAiScriptWriter } from '../../src/engine/openai-scripts';
import { PROJECTS } from './fixtures';

/** A chat-completions server standing in for the model: each request takes the next scripted answer (the last repeats). */
const answers: string[] = [];
const requests: any[] = [];
const http = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    requests.push(JSON.parse(raw));
    const content = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  });
});
let baseUrl = '';
before(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1`;
});
beforeEach(() => {
  answers.length = 0;
  requests.length = 0;
});
after(() => new Promise((resolve) => http.close(resolve)));

const sentence = 'Our sourdough is baked before dawn in East Austin so it reaches you warm.';
/** A script of about `words` words from the model. */
const script = (words: number) =>
  JSON.stringify({
    title: 'Warm bread, early',
    hook: 'Tired of stale bread?',
    body: Array.from({ length: Math.max(1, Math.round((words - 12) / 14)) }, () => sentence).join(' '),
    callToAction: 'Pre-order your loaf today.',
  });

test("the model's script is used when it fits the length: sections, the brief and the length asked for", async () => {
  answers.push(script(150));
  const writer = openAiScriptWriter({ baseUrl, model: 'test-model', timeoutMs: 2000 });
  const result = await writer.write(
    PROJECTS.bakery!,
    { type: 'tagline', content: 'Bread that beats your alarm clock.' },
    60,
    5,
  );
  assert.equal(result.provider, 'openai-compatible');
  assert.equal(result.fallbackReason, undefined);
  assert.equal(result.title, 'Warm bread, early');
  assert.deepEqual(
    result.content.split('\n').filter((line) => line.startsWith('#')),
    ['# Hook', '# Body', '# Call to action'],
  );
  assert.match(result.content, /# Hook\nTired of stale bread\?\n/);
  const words = spokenWords(result.content).length;
  assert.ok(Math.abs(words - 150) <= 150 * 0.25, `${words} words`);
  const [request] = requests;
  assert.equal(request.model, 'test-model');
  assert.equal(request.response_format.json_schema.name, 'video_script');
  assert.match(request.messages[0].content, /video scripts/);
  const task = request.messages[1].content;
  assert.match(task, /Crumb & Co/, 'the brief carries the brand fields');
  assert.match(task, /Bread that beats your alarm clock/, 'and the message');
  assert.match(
    task,
    new RegExp(`60-second video script, read at ${SCRIPT_WORDS_PER_MINUTE} words per minute: 150 words`),
  );
});

test('a script far from its length is asked again once, then the built-in writer writes it and says why', async () => {
  answers.push(script(40));
  const writer = openAiScriptWriter({ baseUrl, model: 'test-model', timeoutMs: 2000 });
  const result = await writer.write(PROJECTS.bakery!, null, 60, 5);
  assert.equal(requests.length, 2, 'one retry');
  assert.equal(result.provider, 'built-in');
  assert.match(
    result.fallbackReason!,
    /^The AI provider \(test-model\) wrote \d+ words for a 60-second script \(about 150 fit\); the built-in engine wrote this instead\.$/,
  );
  assert.ok(Math.abs(spokenWords(result.content).length - 150) <= 150 * 0.25);
});

test('a placeholder or a missing part is not used; the first good answer is', async () => {
  answers.push(JSON.stringify({ title: 'x', hook: 'Hi [Name]!', body: 'Body.', callToAction: 'Go.' }), script(75));
  const result = await openAiScriptWriter({ baseUrl, model: 'test-model', timeoutMs: 2000 }).write(
    PROJECTS.bakery!,
    null,
    30,
    1,
  );
  assert.equal(result.provider, 'openai-compatible');
  assert.doesNotMatch(result.content, /\[Name\]/);
});

test('AI_BASE_URL picks the model for scripts, as for messages; without it the built-in writer', async () => {
  answers.push(script(150));
  const viaModel = await createScriptWriter({
    aiBaseUrl: baseUrl,
    aiModel: 'test-model',
    aiApiKey: undefined,
    aiTimeoutMs: 2000,
  }).write(PROJECTS.bakery!, null, 60, 2);
  assert.equal(viaModel.provider, 'openai-compatible');
  const builtIn = await createScriptWriter({
    aiBaseUrl: undefined,
    aiModel: undefined,
    aiApiKey: undefined,
    aiTimeoutMs: 2000,
  }).write(PROJECTS.bakery!, null, 60, 2);
  assert.equal(builtIn.provider, 'built-in');
  assert.equal(requests.length, 1);
  assert.throws(
    () => createScriptWriter({ aiBaseUrl: baseUrl, aiModel: undefined, aiApiKey: undefined, aiTimeoutMs: 1 }),
    /AI_MODEL must be set/,
  );
});

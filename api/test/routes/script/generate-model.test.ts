import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { forEachDatabase, json } from '../../helpers';
import { PROJECTS } from '../../engine/fixtures';
import { as, buildWithEngine, createProject, signUp } from '../message/fixtures';

/** A chat-completions server standing in for the model (AI_BASE_URL), answering every request with `answer`. */
let answer = '';
let asked = 0;
const http = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    asked += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: answer } }] }));
  });
});
const saved = { AI_BASE_URL: process.env.AI_BASE_URL, AI_MODEL: process.env.AI_MODEL };
before(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  process.env.AI_BASE_URL = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1`;
  process.env.AI_MODEL = 'script-model';
});
after(async () => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await new Promise((resolve) => http.close(resolve));
});

const body = 'Our sourdough is baked before dawn in East Austin so it reaches you warm. '.repeat(2);

forEachDatabase(({ db }) => {
  test('POST /script/generate writes with the model when AI_BASE_URL is set, and says so when the built-in writer stood in', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner, PROJECTS.bakery!.details);

    answer = JSON.stringify({
      title: 'Warm bread, early',
      hook: 'Tired of stale bread?',
      body: body.trim(),
      callToAction: 'Pre-order your loaf today.',
    });
    const written = await as(app, owner)('POST', '/script/generate', { projectId: project._id, seconds: 15 });
    assert.equal(written.statusCode, 201, written.body);
    const script = json(written).data;
    assert.equal(script.provider, 'openai-compatible');
    assert.equal(script.providerNote, null);
    assert.equal(script.title, 'Warm bread, early');
    assert.match(script.content, /^# Hook\nTired of stale bread\?\n\n# Body\nOur sourdough/);

    // Far too long for 15 seconds: asked twice, then the built-in writer, with the reason kept.
    asked = 0;
    answer = JSON.stringify({
      title: 'Long',
      hook: 'Tired of stale bread?',
      body: body.repeat(8).trim(),
      callToAction: 'Pre-order today.',
    });
    const fallback = json(
      await as(app, owner)('POST', '/script/generate', { projectId: project._id, seconds: 15 }),
    ).data;
    assert.equal(asked, 2);
    assert.equal(fallback.provider, 'built-in');
    assert.match(
      fallback.providerNote,
      /^The AI provider \(script-model\) wrote \d+ words for a 15-second script \(about 38 fit\); the built-in engine wrote this instead\.$/,
    );
  });
});

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Copy, Message } from '@brandcast/shared';
import { createBuiltInProvider, createOpenAiCompatibleProvider, type GenerationProvider } from '../../src/engine/index';
import { forEachDatabase, signUp } from '../helpers';
import { buildWith, call, createCopy, createProject, expectData } from './copy/fixtures';

/*
 * The OpenAI-compatible provider against a local chat-completions server: when it falls back to the
 * built-in writer, every answer says so in providerNote (spec: the "says so in the answer").
 */

/** 'down' answers HTTP 500 (the provider retries once, then falls back); 'up' answers like a model. */
let model: 'down' | 'up' = 'down';
let written = 0;
const http = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    if (model === 'down') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    const task: string = JSON.parse(raw).messages.at(-1).content;
    const content = task.includes('hashtags')
      ? { hashtags: ['#coffee', '#roastery'] }
      : {
          items: [1, 2, 3].map(() => ({
            title: 'Model',
            content: `Coffee roasted for you, take ${++written}`,
            hashtags: ['#coffee'],
          })),
        };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) } }] }),
    );
  });
});

let engine: GenerationProvider;
before(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1`;
  engine = createOpenAiCompatibleProvider({
    baseUrl,
    model: 'test-model',
    timeoutMs: 2000,
    fallback: createBuiltInProvider(),
  });
});
after(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

const FALLBACK_NOTE = /^The AI provider \(test-model\) answered HTTP 500; the built-in engine wrote this instead\.$/;

forEachDatabase(({ db }) => {
  test('variants: the fallback note is in the answer; variants the model writes clear it', async (t) => {
    const app = await buildWith(t, db(), { engine });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const message = expectData<Message>(
      await call(app, owner, 'POST', '/message', { projectId, type: 'tagline', content: 'Fresh beans, every week.' }),
      201,
    );

    model = 'down';
    const fallen = expectData<Message>(
      await call(app, owner, 'POST', `/message/${message.id}/variants`, { count: 2 }),
      200,
    );
    assert.equal(fallen.variants.length, 2);
    assert.ok(fallen.variants.every((variant) => variant.provider === 'built-in'));
    assert.match(fallen.providerNote ?? '', FALLBACK_NOTE);
    assert.equal(
      expectData<Message>(await call(app, owner, 'GET', `/message/${message.id}`), 200).providerNote,
      fallen.providerNote,
    );

    model = 'up';
    const answered = expectData<Message>(
      await call(app, owner, 'POST', `/message/${message.id}/variants`, { count: 1 }),
      200,
    );
    assert.equal(answered.variants.at(-1)!.provider, 'openai-compatible');
    assert.equal(answered.providerNote, null);
  });

  test('hashtags: the fallback note is in the answer; hashtags the model writes clear it', async (t) => {
    const app = await buildWith(t, db(), { engine });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, {
      projectId,
      content: 'Single-origin espresso beans for home baristas, roasted every Monday.',
    });

    model = 'down';
    const fallen = expectData<Copy>(await call(app, owner, 'POST', `/copy/${copy.id}/hashtags`), 200);
    assert.ok(fallen.hashtags.length > 0);
    assert.match(fallen.providerNote ?? '', FALLBACK_NOTE);
    assert.equal(
      expectData<Copy>(await call(app, owner, 'GET', `/copy/${copy.id}`), 200).providerNote,
      fallen.providerNote,
    );

    model = 'up';
    const answered = expectData<Copy>(await call(app, owner, 'POST', `/copy/${copy.id}/hashtags`), 200);
    assert.deepEqual(answered.hashtags, ['#coffee', '#roastery']);
    assert.equal(answered.providerNote, null);
  });

  test('generate and adapt carry the note too', async (t) => {
    const app = await buildWith(t, db(), { engine });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    model = 'down';
    const [generated] = expectData<Message[]>(
      await call(app, owner, 'POST', '/message/generate', { projectId, type: 'tagline', count: 1 }),
      201,
    );
    assert.match(generated!.providerNote ?? '', FALLBACK_NOTE);
    const [copy] = expectData<Copy[]>(
      await call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'linkedin' }),
      201,
    );
    assert.match(copy!.providerNote ?? '', FALLBACK_NOTE);
    const adapted = expectData<Copy>(
      await call(app, owner, 'POST', `/copy/${copy!.id}/adapt`, { platform: 'twitter' }),
      201,
    );
    assert.match(adapted.providerNote ?? '', FALLBACK_NOTE);
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createBuiltInProvider, createOpenAiCompatibleProvider } from '../../src/engine';
import { grammarLinter } from '../../src/engine/grammar';
import { PROJECTS } from './fixtures';
import { TAGLINES, chat, hang, provider, serveChatStandIn, server, status } from './openai-stand-in';

/* The OpenAI-compatible provider's protocol: the request it sends, retries, and falling back to the built-in
   engine (saying why). What it asks for and what it does with the answer: openai-prompt-output.test.ts. */
serveChatStandIn();

describe('OpenAI-compatible provider', () => {
  test("speaks the chat-completions protocol and returns the model's texts", async () => {
    server.replies = [chat(TAGLINES)];
    const result = await provider.generateMessages(PROJECTS.bakery!, { type: 'tagline', count: 3, seed: 11 });
    assert.equal(result.provider, 'openai-compatible');
    assert.equal(result.fallbackReason, undefined);
    // Ranked by the built-in writer's scorer after the model wrote them.
    assert.deepEqual(
      result.items.map((m) => m.content).sort(),
      ['Bread that beats the sunrise.', "East Austin's morning loaf.", 'Sourdough, never stale.'].sort(),
    );
    assert.equal(server.requests.length, 1);
    const [request] = server.requests;
    assert.equal(request!.url, '/v1/chat/completions');
    assert.equal(request!.headers.authorization, 'Bearer test-key');
    assert.equal(request!.body.model, 'test-model');
    assert.equal(request!.body.seed, 11);
    assert.equal(request!.body.messages[0].role, 'system');
    assert.match(request!.body.messages[1].content, /Crumb & Co/);
  });

  test('tolerates a code fence around the JSON', async () => {
    server.replies = [chat(`Here you go:\n\`\`\`json\n${TAGLINES}\n\`\`\``)];
    const result = await provider.generateMessages(PROJECTS.bakery!, { type: 'tagline', count: 2, seed: 1 });
    assert.equal(result.provider, 'openai-compatible');
    assert.equal(result.items.length, 2);
  });

  test("a 500 is retried once, and the retry's answer is used", async () => {
    server.replies = [status(500), chat(TAGLINES)];
    const result = await provider.generateMessages(PROJECTS.bakery!, { type: 'tagline', count: 3, seed: 1 });
    assert.equal(server.requests.length, 2);
    assert.equal(result.provider, 'openai-compatible');
    assert.equal(result.fallbackReason, undefined);
  });

  test('a timeout on both attempts falls back to the built-in engine and says why', async () => {
    server.replies = [hang];
    // The built-in writer's grammar checker loads once (about a second); it is not what this times.
    await grammarLinter();
    const started = Date.now();
    const result = await provider.generateMessages(PROJECTS.bakery!, { type: 'tagline', count: 3, seed: 1 });
    assert.equal(server.requests.length, 2);
    assert.ok(Date.now() - started < 4000);
    assert.equal(result.provider, 'built-in');
    assert.match(result.fallbackReason!, /no answer within 1000 ms/);
    assert.match(result.fallbackReason!, /built-in engine/);
    assert.equal(result.items.length, 3);
    const builtIn = await createBuiltInProvider().generateMessages(PROJECTS.bakery!, {
      type: 'tagline',
      count: 3,
      seed: 1,
    });
    assert.deepEqual(result.items, builtIn.items);
  });

  test('two 500s fall back with the status in the reason', async () => {
    server.replies = [status(500)];
    const result = await provider.generateVariants(
      { type: 'tagline', content: 'Fresh bread daily.' },
      { count: 3, seed: 2 },
    );
    assert.equal(server.requests.length, 2);
    assert.equal(result.provider, 'built-in');
    assert.match(result.fallbackReason!, /HTTP 500/);
  });

  test('a 401 is not retried', async () => {
    server.replies = [status(401)];
    const result = await provider.hashtags('Fresh bread daily.', PROJECTS.bakery!);
    assert.equal(server.requests.length, 1);
    assert.equal(result.provider, 'built-in');
    assert.match(result.fallbackReason!, /HTTP 401/);
    assert.doesNotMatch(result.fallbackReason!, /test-key/);
  });

  test('an unreachable endpoint falls back', async () => {
    const offline = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 300,
      fallback: createBuiltInProvider(),
    });
    const result = await offline.generateCopies(PROJECTS.bakery!, null, {
      platform: 'twitter',
      format: 'post',
      count: 1,
      seed: 1,
    });
    assert.equal(result.provider, 'built-in');
    assert.match(result.fallbackReason!, /could not be reached/);
  });

  test('an answer that is not JSON, or only placeholders, is retried and then falls back', async () => {
    server.replies = [
      chat('Sure! Here are some taglines: ...'),
      chat(JSON.stringify({ items: [{ content: 'Welcome to {businessName}!' }] })),
    ];
    const result = await provider.generateMessages(PROJECTS.bakery!, { type: 'tagline', count: 3, seed: 1 });
    assert.equal(server.requests.length, 2);
    assert.equal(result.provider, 'built-in');
    assert.match(result.fallbackReason!, /no usable text/);
  });
});

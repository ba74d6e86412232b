import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { PLATFORM_CAPS } from '@brandcast/shared';
import {
  HASHTAG,
  createBuiltInProvider,
  createOpenAiCompatibleProvider,
  type GenerationProvider,
} from '../../src/engine';
import { PROJECTS, assertClean } from './fixtures';
import { grammarLinter } from '../../src/engine/grammar';

type Reply = (req: IncomingMessage, body: any, res: ServerResponse) => void;

/** A chat-completions server: each request takes the next scripted reply (the last one repeats). */
const server = {
  replies: [] as Reply[],
  requests: [] as Array<{ url: string | undefined; headers: IncomingMessage['headers']; body: any }>,
};
const http = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}');
    server.requests.push({ url: req.url, headers: req.headers, body });
    const reply = server.replies[Math.min(server.requests.length - 1, server.replies.length - 1)]!;
    reply(req, body, res);
  });
});

function chat(content: string): Reply {
  return (_req, body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  };
}
const status =
  (code: number): Reply =>
  (_req, _body, res) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
  };
const hang: Reply = () => undefined;

let baseUrl = '';
let provider: GenerationProvider;

before(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1`;
  provider = createOpenAiCompatibleProvider({
    baseUrl,
    apiKey: 'test-key',
    model: 'test-model',
    timeoutMs: 1000, // room for a loaded machine (300 ms timed out under load); the hang test waits this long twice
    fallback: createBuiltInProvider(),
  });
});
beforeEach(() => {
  server.replies = [];
  server.requests = [];
});
after(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

const TAGLINES = JSON.stringify({
  items: [
    { title: 'Fresh', content: 'Bread that beats the sunrise.' },
    { title: 'Local', content: "East Austin's morning loaf." },
    { title: 'Promise', content: 'Sourdough, never stale.' },
  ],
});

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

  test('copies are cut to the platform cap and their hashtags normalized', async () => {
    const breads = [
      'rye',
      'spelt',
      'barley',
      'emmer',
      'einkorn',
      'oat',
      'walnut',
      'olive',
      'fig',
      'seeded',
      'potato',
      'honey',
      'pumpkin',
      'malted',
      'corn',
    ];
    const long = breads.map((bread, i) => `Day ${i + 1} brings ${bread} loaves.`).join(' ');
    server.replies = [
      chat(
        JSON.stringify({
          items: [{ title: 'Tweet', content: long, hashtags: ['sourdough', '#Sourdough', '#East Austin', '#'] }],
        }),
      ),
    ];
    const result = await provider.generateCopies(PROJECTS.bakery!, null, {
      platform: 'twitter',
      format: 'post',
      count: 1,
      seed: 1,
    });
    assert.equal(result.provider, 'openai-compatible');
    const copy = result.items[0]!;
    assert.equal(copy.content.length, PLATFORM_CAPS.twitter);
    assert.ok(copy.content.endsWith('...'));
    assert.deepEqual(copy.hashtags, ['#sourdough', '#EastAustin']);
    for (const tag of copy.hashtags) assert.match(tag, HASHTAG);
  });

  test('the prompt carries the fields as the writer reads them, the voice and the platform limits; the answer is structured', async () => {
    server.replies = [chat(TAGLINES)];
    const project = {
      details: {
        ...PROJECTS.bakery!.details,
        whatYouSell: 'so basically we bake sourdough loaves',
        location: 'austin, tx',
      },
      voice: { formality: 10, wordsToAvoid: ['artisan'] },
    };
    await provider.generateMessages(project, { type: 'tagline', count: 3, seed: 1 });
    const [request] = server.requests;
    const prompt = request!.body.messages[1].content as string;
    assert.match(
      prompt,
      /What it sells: Crumb & Co bakes sourdough loaves/,
      'first person and filler read as the built-in writer reads them',
    );
    assert.match(prompt, /Where: Austin, TX/);
    assert.match(prompt, /Brand voice: Tone: formal \(no contractions, no slang\).*Never use: artisan\./);
    assert.match(prompt, /at most 8 words/);
    assert.equal(request!.body.response_format.type, 'json_schema');
    assert.deepEqual(request!.body.response_format.json_schema.schema.required, ['items']);
    assert.deepEqual(request!.body.response_format.json_schema.schema.properties.items.items.required, [
      'angle',
      'content',
    ]);

    server.replies = [chat(JSON.stringify({ items: [{ angle: 'benefit', content: 'Great.', hashtags: [] }] }))];
    await provider.generateCopies(PROJECTS.bakery!, null, { platform: 'twitter', format: 'post', count: 1, seed: 1 });
    const copyPrompt = server.requests[1]!.body.messages[1].content as string;
    assert.match(copyPrompt, /X \(Twitter\): .*at most 280 characters including hashtags; 1 hashtags/);
    assert.deepEqual(server.requests[1]!.body.response_format.json_schema.schema.properties.items.items.required, [
      'angle',
      'content',
      'hashtags',
    ]);
  });

  test('the same filter and ranking after the model: its filler is dropped and the built-in writer fills in, saying so', async () => {
    server.replies = [
      chat(
        JSON.stringify({
          items: [
            { angle: 'brand', content: 'Meet Crumb & Co.' },
            { angle: 'benefit', content: 'Sourdough baked before sunrise.' },
            { angle: 'brand', content: 'Quality you can trust.' },
          ],
        }),
      ),
    ];
    const result = await provider.generateMessages(PROJECTS.bakery!, { type: 'tagline', count: 3, seed: 4 });
    assert.equal(result.provider, 'openai-compatible');
    assert.equal(result.items.length, 3);
    assert.equal(result.items[0]!.content, 'Sourdough baked before sunrise.');
    assert.ok(
      !result.items.some((m) => /Meet|Quality you can trust/.test(m.content)),
      result.items.map((m) => m.content).join(' | '),
    );
    assert.equal(
      result.fallbackReason,
      'The AI provider (test-model) wrote 1 strong line that passed the checks; the built-in writer wrote the other 2.',
    );
  });

  test('adaptCopy and hashtags use the model when it answers', async () => {
    server.replies = [
      chat(
        JSON.stringify({
          items: [
            { title: 'LinkedIn', content: 'We bake before sunrise so East Austin eats fresh.', hashtags: ['#bakery'] },
          ],
        }),
      ),
      chat(JSON.stringify({ hashtags: ['#bakery', 'Sourdough', '#bakery'] })),
    ];
    const adapted = await provider.adaptCopy(
      { platform: 'twitter', format: 'post', content: 'Fresh bread daily.' },
      'linkedin',
      4,
    );
    assert.equal(adapted.provider, 'openai-compatible');
    assert.equal(adapted.copy.platform, 'linkedin');
    assertClean(adapted.copy.content, 'adapted');
    const tags = await provider.hashtags('Fresh bread daily.', PROJECTS.bakery!);
    assert.equal(tags.provider, 'openai-compatible');
    assert.deepEqual(tags.hashtags, ['#bakery', '#Sourdough']);
  });
});

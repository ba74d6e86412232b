import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PLATFORM_CAPS } from '@brandcast/shared';
import { HASHTAG } from '../../src/engine';
import { PROJECTS, assertClean } from './fixtures';
import { TAGLINES, chat, provider, serveChatStandIn, server } from './openai-stand-in';

/* The OpenAI-compatible provider's prompt (the fields as the writer reads them, the voice, the platform limits,
   a structured answer) and what it does with the model's answer: cut to the cap, hashtags normalized, the
   built-in filter and ranking, adaptCopy and hashtags. Protocol, retries and fallback: openai-compatible.test.ts. */
serveChatStandIn();

describe('OpenAI-compatible provider', () => {
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
      'device',
      'content',
    ]);

    server.replies = [chat(JSON.stringify({ items: [{ angle: 'benefit', content: 'Great.', hashtags: [] }] }))];
    await provider.generateCopies(PROJECTS.bakery!, null, { platform: 'twitter', format: 'post', count: 1, seed: 1 });
    const copyPrompt = server.requests[1]!.body.messages[1].content as string;
    assert.match(copyPrompt, /X \(Twitter\): .*at most 280 characters including hashtags; 1 hashtags/);
    assert.deepEqual(server.requests[1]!.body.response_format.json_schema.schema.properties.items.items.required, [
      'angle',
      'device',
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

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MESSAGE_TYPES, copyTitle, titleFor } from '@brandcast/shared';
import { createBuiltInProvider, createEngine, type EngineMessage } from '../../src/engine';
import { PROJECTS, assertClean } from './fixtures';
import { GOLDEN } from './golden';

const engine = createBuiltInProvider();
const SEEDS = Array.from({ length: 25 }, (_, i) => i * 7919 - 3);

describe('built-in provider: messages', () => {
  test('taglines and value propositions for every project: the count asked, distinct, clean, sentences', async () => {
    for (const [projectName, project] of Object.entries(PROJECTS)) {
      for (const type of MESSAGE_TYPES) {
        for (const seed of SEEDS) {
          const where = `${projectName}/${type}/${seed}`;
          const { items, provider, note } = await engine.generateMessages(project, { type, count: 3, seed });
          assert.equal(provider, 'built-in');
          if (['bakery', 'saas', 'unicode'].includes(projectName)) assert.equal(items.length, 3, where);
          else if (items.length < 3)
            assert.match(
              note ?? '',
              new RegExp(`^(?:Only ${items.length} strong lines?|No strong line) could be written from these fields; `),
              where,
            );
          assert.equal(new Set(items.map((m) => m.content)).size, items.length, where);
          for (const message of items) {
            assert.equal(message.type, type);
            assertClean(message.content, where);
            assertClean(message.title, `${where} title`);
            assert.match(message.content, /^\p{Lu}/u, `${where}: starts with a capital: ${message.content}`);
            assert.match(message.content, /[.!?]$/, `${where}: ends a sentence: ${message.content}`);
            if (type === 'tagline')
              assert.ok(message.content.split(' ').length <= 14, `${where}: long tagline ${message.content}`);
          }
        }
      }
    }
  });

  test('the same seed gives the same messages; seeds vary them', async () => {
    const options = { type: 'tagline' as const, count: 3, seed: 9 };
    assert.deepEqual(
      await engine.generateMessages(PROJECTS.saas!, options),
      await engine.generateMessages(PROJECTS.saas!, options),
    );
    const sets = new Set<string>();
    for (const seed of SEEDS) {
      const { items } = await engine.generateMessages(PROJECTS.saas!, { ...options, seed });
      sets.add(items.map((m) => m.content).join('|'));
    }
    // A brief gives the crafted devices only so many lines, and they lead every set: seeds reorder them and vary the rest.
    assert.ok(sets.size >= 6, `only ${sets.size} different sets over ${SEEDS.length} seeds`);
  });

  test('messages use the brand fields', async () => {
    const { items } = await engine.generateMessages(PROJECTS.saas!, { type: 'value_proposition', count: 5, seed: 2 });
    const all = items.map((m) => m.content).join(' ');
    assert.match(all, /Ledgerly|invoicing|freelance|late payments/);
    // "We sell ..." and "They struggle with ..." are read as phrases, not pasted as clauses.
    assert.doesNotMatch(all, /We sell|They struggle/);
  });

  test('count is kept between 1 and 10', async () => {
    assert.equal(
      (await engine.generateMessages(PROJECTS.bakery!, { type: 'tagline', count: 0, seed: 1 })).items.length,
      1,
    );
    assert.ok(
      (await engine.generateMessages(PROJECTS.bakery!, { type: 'tagline', count: 500, seed: 1 })).items.length <= 10,
    );
  });

  test('variants differ from the message and from each other, deterministically, in angle or device, never by a filler opener or closer', async () => {
    for (const project of [GOLDEN.securitySaas!, GOLDEN.bakery!, PROJECTS.bakery!]) {
      const [first] = (await engine.generateMessages(project, { type: 'tagline', count: 1, seed: 1 })).items;
      for (const seed of SEEDS.slice(0, 5)) {
        const message: EngineMessage = { type: 'tagline', content: first!.content };
        const result = await engine.generateVariants(message, { count: 3, seed, project });
        assert.equal(result.items.length, 3, first!.content);
        const texts = result.items.map((v) => v.content);
        assert.equal(new Set(texts).size, 3);
        assert.ok(!texts.includes(first!.content));
        for (const text of texts) {
          assertClean(text, `variant of ${first!.content}`);
          // The same sentence behind an opener or before a closer is no variant ("Here is the idea:", "Simply put:").
          assert.ok(!text.includes(first!.content.replace(/[.!?]$/, '')), `${text} only decorates ${first!.content}`);
          assert.doesNotMatch(
            text,
            /^(?:Finally|Here is the idea|Simply put|The short version):|(?:Worth it|No compromises|Every single time)\.$/,
          );
        }
        assert.deepEqual(result, await engine.generateVariants(message, { count: 3, seed, project }));
      }
    }
  });

  test('a message without its project gets only the rewrites that change its shape, or none', async () => {
    const two = await engine.generateVariants(
      { type: 'tagline', content: 'We fix bikes. Fast.' },
      { count: 3, seed: 1 },
    );
    assert.deepEqual(two.items.map((v) => v.content).sort(), ['Fast. We fix bikes.', 'We fix bikes.']);
    assert.deepEqual(
      (await engine.generateVariants({ type: 'tagline', content: 'x' }, { count: 3, seed: 1 })).items,
      [],
    );
  });
});

describe('built-in provider: titles', () => {
  test('messages and copies are titled by what they say (shared titleFor and copyTitle), never cut mid-word', async () => {
    const { items } = await engine.generateMessages(PROJECTS.long!, { type: 'value_proposition', count: 3, seed: 1 });
    for (const m of items) {
      assert.equal(m.title, titleFor(m.content));
      assert.ok(m.content.startsWith(m.title.replace(/…$/, '')), m.title);
    }
    for (const platform of ['linkedin', 'email'] as const) {
      const copies = (
        await engine.generateCopies(PROJECTS.bakery!, null, { platform, format: 'post', count: 2, seed: 1 })
      ).items;
      for (const c of copies) assert.equal(c.title, copyTitle(platform, 'post', c.content));
    }
  });
});

describe('createEngine', () => {
  test('built-in by default; OpenAI-compatible when AI_BASE_URL is set; AI_MODEL required with it', () => {
    assert.equal(
      createEngine({ aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined, aiTimeoutMs: 1000 }).name,
      'built-in',
    );
    const ai = createEngine({ aiBaseUrl: 'http://127.0.0.1:9/v1', aiApiKey: 'k', aiModel: 'm', aiTimeoutMs: 1000 });
    assert.equal(ai.name, 'openai-compatible');
    assert.throws(
      () =>
        createEngine({
          aiBaseUrl: 'http://127.0.0.1:9/v1',
          aiApiKey: undefined,
          aiModel: undefined,
          aiTimeoutMs: 1000,
        }),
      /AI_MODEL/,
    );
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { COPY_FORMATS, PLATFORM_CAPS, PLATFORMS } from '@brandcast/shared';
import { createBuiltInProvider, type EngineMessage } from '../../../src/engine';
import { PROJECTS, assertClean, assertHashtags } from '../fixtures';

const engine = createBuiltInProvider();
const SEEDS = Array.from({ length: 25 }, (_, i) => i * 7919 - 3);
const MESSAGE: EngineMessage = { type: 'tagline', content: 'Sourdough bread, baked fresh before sunrise.' };
const LONG_MESSAGE: EngineMessage = {
  type: 'value_proposition',
  content: `${'Fresh bread for every table in town. '.repeat(300)}`,
};

describe('built-in provider: copies, what they say', () => {
  test('every platform, format, project and seed: within the cap, clean, hashtags well-formed', async () => {
    let checked = 0;
    for (const [projectName, project] of Object.entries(PROJECTS)) {
      for (const platform of PLATFORMS) {
        for (const format of COPY_FORMATS) {
          for (const message of [null, MESSAGE, LONG_MESSAGE]) {
            for (const seed of SEEDS.slice(0, 12)) {
              const where = `${projectName}/${platform}/${format}/${message ? message.content.length : 'none'}/${seed}`;
              const result = await engine.generateCopies(project, message, { platform, format, count: 2, seed });
              assert.equal(result.provider, 'built-in');
              assert.equal(result.fallbackReason, undefined);
              // Fewer than asked only when the fields give no more, and then the result says so.
              if (result.items.length < 2) assert.match(result.note ?? '', /could be written from these fields/, where);
              for (const copy of result.items) {
                assert.ok(copy.content.length <= PLATFORM_CAPS[platform], `${where}: ${copy.content.length} > cap`);
                assertClean(copy.content, where);
                assertClean(copy.title, `${where} title`);
                assert.equal(copy.platform, platform);
                assert.equal(copy.format, format);
                assertHashtags(copy.hashtags, where);
                checked += 1;
              }
            }
          }
        }
      }
    }
    assert.ok(checked > 3000, `checked ${checked}`);
  });

  test('a source longer than the cap is cut to cap - 3 characters and "..." (spec section 5)', async () => {
    for (const platform of PLATFORMS) {
      const { items } = await engine.generateCopies(PROJECTS.bakery!, LONG_MESSAGE, {
        platform,
        format: 'post',
        count: 1,
        seed: 1,
      });
      const content = items[0]!.content;
      assert.ok(content.length <= PLATFORM_CAPS[platform]);
      if (LONG_MESSAGE.content.length > PLATFORM_CAPS[platform]) {
        assert.equal(content.length, PLATFORM_CAPS[platform], platform);
        assert.ok(content.endsWith('...'), platform);
      }
    }
  });

  test('the same seed writes the same copy; different seeds write different ones', async () => {
    for (const platform of PLATFORMS) {
      const options = { platform, format: 'post' as const, count: 3, seed: 42 };
      assert.deepEqual(
        await engine.generateCopies(PROJECTS.bakery!, null, options),
        await engine.generateCopies(PROJECTS.bakery!, null, options),
      );
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const { items } = await engine.generateCopies(PROJECTS.bakery!, null, { ...options, seed, count: 1 });
        seen.add(items[0]!.content);
      }
      assert.ok(seen.size >= 5, `${platform}: only ${seen.size} different copies over ${SEEDS.length} seeds`);
    }
  });

  test('copies speak of the business: each names it, and together they say what it sells', async () => {
    const { items, note } = await engine.generateCopies(PROJECTS.bakery!, null, {
      platform: 'linkedin',
      format: 'post',
      count: 3,
      seed: 5,
    });
    // Fewer rather than padded with a line that says nothing ("Just launched."), and then a note says why.
    assert.ok(items.length === 3 || (items.length === 2 && note), `${items.length} copies`);
    for (const copy of items) assert.match(copy.content, /Crumb & Co|#CrumbCo/);
    assert.match(items.map((c) => c.content).join('\n'), /sourdough/i);
    assert.equal(new Set(items.map((c) => c.content)).size, items.length);
  });

  test('copies of one call differ in hook and in body; a hook is never said again in its copy', async () => {
    for (const platform of ['linkedin', 'instagram', 'email', 'twitter', 'facebook'] as const) {
      for (const project of [PROJECTS.bakery!, PROJECTS.saas!]) {
        const { items, note } = await engine.generateCopies(project, null, {
          platform,
          format: 'post',
          count: 3,
          seed: 11,
        });
        assert.ok(items.length === 3 || (items.length === 2 && note), platform);
        const lines = items.map((c) =>
          c.content
            .split(/\n+|(?<=[.!?])\s+/)
            .map((l) => l.replace(/^[^\p{L}\p{N}£$]+|\s*\p{Extended_Pictographic}.*$/gu, '').trim())
            .filter(
              (l) =>
                l.split(' ').length >= 3 && !/^(?:Subject|Preview):|^#|^The .+ team$|^Thanks for reading,$/.test(l),
            ),
        );
        const hooks = items.map((c) =>
          (/^Subject: (.+)$/m.exec(c.content)?.[1] ?? c.content.split(/(?<=[.!?])\s/)[0]!)
            .replace(/[.!?]?\s*\p{Extended_Pictographic}?$/u, '')
            .replace(/[.!?]$/, ''),
        );
        assert.equal(new Set(hooks).size, items.length, `${platform}: ${hooks.join(' | ')}`);
        items.forEach((copy, i) => {
          const said = copy.content.replace(/^Subject: .*$/m, '').split(hooks[i]!).length - 1;
          assert.ok(said <= (platform === 'email' ? 0 : 1), `${platform}: the hook said again: ${copy.content}`);
        });
        // Half their supporting lines or more in common would be one copy with a new hook.
        for (let i = 0; i < items.length; i += 1) {
          for (let j = i + 1; j < items.length; j += 1) {
            const shared = lines[j]!.filter((l) => lines[i]!.includes(l)).length;
            assert.ok(
              shared / Math.min(lines[i]!.length, lines[j]!.length) <= 0.6,
              `${platform}: copies ${i + 1} and ${j + 1} share ${shared} lines`,
            );
          }
        }
      }
    }
  });
});

describe('built-in provider: copies say what is sold once', () => {
  test('a copy whose tagline names the offer does not repeat it in the body', async () => {
    const project = {
      details: {
        businessName: 'Northwind Coffee',
        whatYouSell: 'Single-origin coffee beans by subscription',
        whoYouSellTo: 'home baristas',
        problemYouSolve: 'stale supermarket coffee',
      },
    };
    for (let seed = 1; seed <= 30; seed += 1) {
      for (const platform of ['twitter', 'linkedin', 'instagram'] as const) {
        const { items } = await engine.generateCopies(project, null, { platform, format: 'post', count: 1, seed });
        const mentions = items[0]!.content.toLowerCase().split('single-origin coffee beans by subscription').length - 1;
        assert.ok(mentions <= 1, `seed ${seed}, ${platform}: ${items[0]!.content}`);
      }
    }
  });
});

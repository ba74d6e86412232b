import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PLATFORM_CAPS, PLATFORMS, characterCount, type Platform } from '@brandcast/shared';
import { createBuiltInProvider, type EngineMessage } from '../../../src/engine';
import { PROJECTS, assertClean, assertHashtags } from '../fixtures';
import { GOLDEN } from '../golden';
import { composeCopy } from '../../../src/engine/built-in/platforms';
import { chooser } from '../../../src/engine/random';

const engine = createBuiltInProvider();
const SEEDS = Array.from({ length: 25 }, (_, i) => i * 7919 - 3);
const MESSAGE: EngineMessage = { type: 'tagline', content: 'Sourdough bread, baked fresh before sunrise.' };

describe('built-in provider: copies, per platform and adapted', () => {
  test('a price alone is no tagline; an email from "Name. Benefit." is subject "Benefit"; TikTok copies of one message differ in what they say', async () => {
    const project = {
      details: {
        businessName: 'Sparkright Electrical',
        whatYouSell: 'residential electrical: rewires, switchboard upgrades, EV chargers',
        whoYouSellTo: 'homeowners and landlords in Brisbane',
        uniqueValue: 'licensed electrical contractor 14 years, same-day callouts',
        priceRange: 'Call out $99, switchboard upgrade $1,800-$2,600',
        businessGoal: 'more quote requests for EV charger installs',
        location: 'Brisbane',
      },
    };
    for (const seed of SEEDS) {
      const { items } = await engine.generateMessages(project, { type: 'tagline', count: 5, seed });
      for (const m of items)
        assert.doesNotMatch(m.content, /^(?:Call out \$99|Switchboard upgrade \$1,800)/, m.content);
    }
    // Nor a name and an audience ("Sparkright Electrical, for homeowners and landlords."): it says nothing. The brief as
    // its owner typed it (development set E).
    const typed = {
      details: {
        businessName: 'sparkright electrical',
        whatYouSell:
          'residential electrical - switchboard upgrades, safety switches, downlights, ceiling fans. also ev charger installs',
        whoYouSellTo: 'homeowners + landlords/property managers in brisbane north side, mostly chermside, aspley',
        problemYouSolve: 'old houses w/ ceramic fuses + no rcds, ppl cant get a sparky to turn up on time',
        uniqueValue: 'licensed electrical contractor 14 yrs, fixed price quoted before we start',
        priceRange: 'call out $99, ceiling fan installed from $240',
        businessGoal: 'fill tues-thurs appts',
        location: 'brisbane qld, north side',
      },
    };
    for (const seed of SEEDS.slice(0, 8)) {
      const { items } = await engine.generateMessages(typed, { type: 'tagline', count: 5, seed });
      for (const m of items) assert.doesNotMatch(m.content, /^Sparkright Electrical, for /, m.content);
    }
    const email = composeCopy(
      'email',
      'post',
      {
        hook: 'Kiwi Sparkle Cleaning Co. Same cleaner every visit.',
        lines: ['Police vetted and insured.', 'Bond back guarantee.'],
        question: null,
        cta: 'Ask for a free quote.',
        hashtags: [],
        name: 'Kiwi Sparkle Cleaning Co',
      },
      chooser(1, 1),
    );
    assert.match(email.content, /^Subject: Same cleaner every visit$/m);
    const colon = composeCopy(
      'email',
      'post',
      {
        hook: 'Sparkright Electrical: licensed electricians, 14 years.',
        lines: ['Same-day callouts.', 'Switchboards done in a day.'],
        question: null,
        cta: 'Ask for a quote.',
        hashtags: [],
        name: 'Sparkright Electrical',
      },
      chooser(1, 1),
    );
    assert.match(colon.content, /^Subject: Licensed electricians, 14 years$/m);
    const message: EngineMessage = {
      type: 'tagline',
      title: 'Same-day callouts',
      content: 'Same-day callouts across Brisbane.',
    };
    const { items } = await engine.generateCopies(project, message, {
      platform: 'tiktok',
      format: 'post',
      count: 3,
      seed: 5,
    });
    const bare = items.map((c) =>
      c.content
        .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
        .replace(/#\S+/g, '')
        .replace(/(?:Ask|Get|Request)[^.]*\.\s*$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    assert.equal(new Set(bare).size, items.length, bare.join(' | '));
  });

  test('each platform gets the hashtags its readers expect: one on X, none on Facebook or in an email', async () => {
    for (const [platform, n] of [
      ['twitter', 1],
      ['linkedin', 2],
      ['facebook', 0],
      ['email', 0],
    ] as const) {
      const { items } = await engine.generateCopies(PROJECTS.saas!, null, {
        platform,
        format: 'post',
        count: 3,
        seed: 2,
      });
      for (const copy of items) {
        assert.equal(copy.hashtags.length, n, `${platform}: ${copy.content}`);
        assert.equal((copy.content.match(/#[\p{L}\p{N}_]+/gu) ?? []).length, n, `${platform}: ${copy.content}`);
      }
    }
  });

  test('a copy leaves room for the tracked link sharing adds: X and TikTok fit with it, as the platform counts', async () => {
    for (const platform of ['twitter', 'tiktok'] as const) {
      for (const seed of SEEDS) {
        for (const copy of (
          await engine.generateCopies(GOLDEN.securitySaas!, null, { platform, format: 'post', count: 3, seed })
        ).items) {
          const shared = `${copy.content}\n\n${'http://localhost:3000/r/AbCdEfGh'}`;
          assert.ok(
            characterCount(shared, platform) <= PLATFORM_CAPS[platform],
            `${platform}: ${characterCount(shared, platform)}: ${copy.content}`,
          );
        }
      }
    }
  });

  test('a project with too little to say gets fewer copies or none, and a note naming the fields to add', async () => {
    const none = await engine.generateCopies(PROJECTS.nameOnly!, null, {
      platform: 'linkedin',
      format: 'post',
      count: 3,
      seed: 1,
    });
    assert.equal(none.items.length, 0);
    assert.equal(
      none.note,
      'No copy could be written from these fields; add what you sell or a unique value for more.',
    );
    const fromMessage = await engine.generateCopies(PROJECTS.nameOnly!, MESSAGE, {
      platform: 'linkedin',
      format: 'post',
      count: 1,
      seed: 1,
    });
    assert.equal(fromMessage.items.length, 1, 'a message gives a copy its hook');
  });

  test('the note never asks for a field that is filled: a price of digits only ("£7.99") counts', async () => {
    // The author without what sets it apart or the problem it solves: fewer than ten, and a price that is digits only.
    const author = { ...GOLDEN.author!, details: { ...GOLDEN.author!.details, uniqueValue: '', problemYouSolve: '' } };
    const { items, note } = await engine.generateMessages(author, { type: 'tagline', count: 10, seed: 1 });
    assert.ok(items.length < 10 && note, `${items.length} taglines`);
    assert.doesNotMatch(note!, /price range/);
  });

  test('each platform keeps its conventions', async () => {
    const write = async (platform: Platform) =>
      (await engine.generateCopies(PROJECTS.bakery!, MESSAGE, { platform, format: 'post', count: 1, seed: 3 }))
        .items[0]!.content;
    assert.match(await write('email'), /^Subject: .+\n\nPreview: /);
    assert.match(await write('email'), /The Crumb & Co team$/);
    assert.match(await write('instagram'), /link in bio/);
    assert.match(await write('instagram'), /(#\S+ ){3,}/, 'more hashtags on Instagram than on X');
    assert.doesNotMatch(await write('youtube'), /Subscribe for more|In this video:/, 'no stock lines');
    assert.doesNotMatch(
      await write('linkedin'),
      /In short:|Why it matters:|What would you add\?|Learn more/,
      'no stock lines',
    );
    assert.doesNotMatch(await write('facebook'), /Tell us what you think/, 'no stock question');
    assert.doesNotMatch(await write('twitter'), /\p{Extended_Pictographic}/u, 'no emoji on X: they count double');
    assert.ok((await write('tiktok')).length <= 150);
  });

  test('adapting a copy to every other platform stays within the cap and clean', async () => {
    for (const from of PLATFORMS) {
      for (const seed of SEEDS.slice(0, 5)) {
        const source = (
          await engine.generateCopies(PROJECTS.saas!, null, { platform: from, format: 'post', count: 1, seed })
        ).items[0]!;
        for (const to of PLATFORMS) {
          const where = `${from} -> ${to} (${seed})`;
          const { copy, provider } = await engine.adaptCopy(source, to, seed);
          assert.equal(provider, 'built-in');
          assert.equal(copy.platform, to);
          assert.ok(copy.content.length <= PLATFORM_CAPS[to], where);
          assertClean(copy.content, where);
          assertHashtags(copy.hashtags, where);
          if (to !== 'email') assert.doesNotMatch(copy.content, /^Subject:/m, where);
        }
      }
    }
  });

  test('adapting an empty copy still writes something', async () => {
    const { copy } = await engine.adaptCopy({ platform: 'twitter', format: 'post', content: '' }, 'linkedin', 1);
    assertClean(copy.content, 'empty adapt');
  });
});

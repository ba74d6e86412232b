import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PLATFORM_CAPS, characterCount } from '@brandcast/shared';
import { craftedCopies, craftedLines } from '../../src/engine/craft';
import { readBrief } from '../../src/engine/craft/read';
import { painToYou, proofSentence } from '../../src/engine/craft/sentences';
import { cleanPhrase } from '../../src/engine/craft/text';
import { createBuiltInProvider, type EngineProject } from '../../src/engine';

/** A brief as an owner in a hurry types it: slashes, shorthand, a typo, a legal form, a street in the location. */
const ROOFER: EngineProject = {
  details: {
    businessName: 'PEAK & SONS ROOFING LTD',
    whatYouSell: 're-roofs/flat roofs/chimney repairs/guttering',
    whoYouSellTo: 'homeowners/landlords in Leeds',
    problemYouSolve: 'people cant find a roofer who turns up on time. cowboy roofers take the deposit & disappear',
    uniqueValue:
      '3rd gen fam. biz/10yr insurance-backed guarentee/no deposit on jobs under £5k/all roofers CSCS certified',
    priceRange: 'repairs £150-£600, full re-roof from £7k',
    businessGoal: 'more quote requests through the website',
    location: '12 Mill St, Leeds, UK',
    businessStage: 'est. 1987',
  },
};

test('the brief is read as slots: shorthand in full, slash lists split, no legal form, the town not the street', () => {
  const b = readBrief(ROOFER);
  assert.equal(b.name, 'Peak & Sons Roofing');
  assert.deepEqual(b.items.slice(0, 3), ['re-roofs', 'flat roofs', 'chimney repairs']);
  assert.equal(b.place, 'Leeds');
  assert.equal(b.price, '£150 to £600');
  assert.ok(b.ask && /quote/i.test(b.ask), `ask: ${b.ask}`);
  const phrases = b.proofs.map((p) => p.phrase);
  assert.ok(phrases.includes('third-generation family business'), phrases.join(' | '));
  assert.ok(
    phrases.some((p) => /^10-year insurance-backed guarantee$/.test(p)),
    phrases.join(' | '),
  );
  assert.equal(
    cleanPhrase('crews on site <4hrs, 22 yrs in busness'),
    'crews on site under 4 hours, 22 years in business',
  );
});

test('a proof is said as a sentence with its subject, never a fragment the reader must finish', () => {
  const b = readBrief(ROOFER);
  const say = (phrase: string, kind: Parameters<typeof proofSentence>[0]['kind'] = 'other') =>
    proofSentence({ kind, phrase }, b);
  assert.equal(say('no deposit on jobs under £5k', 'without'), 'You pay no deposit on jobs under £5k.');
  assert.equal(say('no bleaching agents ever', 'without'), 'We never use bleaching agents.');
  assert.equal(say('Fear Free certified staff', 'credential'), 'Our staff are Fear Free certified.');
  assert.equal(say('head coach is StrongFirst certified', 'credential'), 'Our head coach is StrongFirst certified.');
  assert.equal(say('all roofers CSCS certified', 'credential'), 'All our roofers are CSCS certified.');
  assert.equal(say('same cleaner every visit'), 'You get the same cleaner every visit.');
  assert.equal(say('ships same day', 'speed'), 'We ship same day.');
});

test('the pain is said to the reader, and a pain of nouns alone is asked about', () => {
  const b = readBrief(ROOFER);
  assert.equal(
    painToYou("people can't find a roofer who turns up on time", b),
    "You can't find a roofer who turns up on time.",
  );
  assert.equal(
    painToYou('dark spots, uneven skin tone, acne scars', b),
    'Tired of dark spots, uneven skin tone and acne scars?',
  );
});

test('crafted taglines and value propositions come from the devices, within their word limits', () => {
  for (const kind of ['tagline', 'value_proposition'] as const) {
    const lines = craftedLines(ROOFER, kind, 1);
    assert.ok(lines.length >= 2, `${kind}: ${lines.length}`);
    for (const line of lines) {
      assert.match(line.angle, /^craft: /);
      assert.ok(line.text.split(/\s+/).length <= (kind === 'tagline' ? 8 : 25), line.text);
      assert.doesNotMatch(line.text, /\/|\bfam\b|\bgen\b|guarentee|\bLtd\b/i, line.text);
    }
  }
});

test('crafted copies: each platform in its shape, within its cap, one ask, copies of one call told from other angles', async () => {
  const message = { type: 'tagline' as const, content: 'A dry roof, first time.' };
  for (const platform of ['twitter', 'linkedin', 'email', 'instagram', 'tiktok', 'facebook'] as const) {
    const copies = craftedCopies(ROOFER, message, platform, 'post', 3, 5, []);
    // Long forms need more of the brief than short ones: a LinkedIn post or an email of each angle only where it gives enough.
    assert.ok(copies.length >= (platform === 'twitter' ? 2 : 1), `${platform}: ${copies.length}`);
    for (const copy of copies) {
      assert.ok(characterCount(copy.content, platform) <= PLATFORM_CAPS[platform], `${platform} over its cap`);
      assert.ok(copy.content.startsWith(message.content) || platform === 'email', copy.content);
      assert.doesNotMatch(copy.content, /Learn more|Find out more|In short:|Why it matters:|What would you add/);
    }
    const bodies = copies.map((c) => c.content.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.split(' ').length >= 4));
    for (let i = 0; i < bodies.length; i += 1)
      for (let j = i + 1; j < bodies.length; j += 1) {
        const shared = bodies[j]!.filter((s) => bodies[i]!.includes(s) && s !== message.content).length;
        assert.ok(shared <= 1, `${platform}: copies ${i + 1} and ${j + 1} share ${shared} sentences`);
      }
  }
  const [email] = craftedCopies(ROOFER, message, 'email', 'post', 1, 5, []);
  const subject = /^Subject: (.+)$/m.exec(email!.content)![1]!;
  assert.ok(subject.length < 50, subject);
  const body = email!.content.split('\n\nHi,\n\n')[1]!.split('\n\nThanks,')[0]!;
  assert.ok(body.split(/\s+/).length >= 25 && body.split(/\s+/).length <= 120, body);
  assert.equal(body.match(/quote/gi)?.length, 1, 'one ask');
});

test('the provider puts crafted copies first and never returns a hashtag cut from a hyphenated word', async () => {
  const engine = createBuiltInProvider();
  const project: EngineProject = {
    details: {
      ...ROOFER.details,
      whatYouSell: 'one-to-one roof surveys/re-roofs/flat roofs',
    },
  };
  const { items } = await engine.generateCopies(project, null, {
    platform: 'instagram',
    format: 'post',
    count: 3,
    seed: 2,
  });
  assert.ok(items.length >= 1);
  for (const copy of items) assert.doesNotMatch(copy.content, /#OneTo\b/);
});

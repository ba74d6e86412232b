import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createBuiltInProvider } from '../../src/engine';
import { brandOf } from '../../src/engine/brand';
import { cleanField, offerOf, restoreCase, valuePoints } from '../../src/engine/fields';
import { applyVoice } from '../../src/engine/voice';
import { GOLDEN } from './golden';

test('fields: fillers dropped, case restored, first person turned into the brand, phrases kept whole', () => {
  assert.equal(cleanField('so basically we bake bread, basically'), 'we bake bread');
  assert.equal(restoreCase('live gps tracking for families in east austin', ['Austin']), 'live GPS tracking for families in east Austin');
  assert.equal(restoreCase('soc 2 readiness for b2b saas'), 'SOC 2 readiness for B2B SaaS');
  assert.equal(offerOf('I write picture books about feelings for children aged 3 to 6')!.doing, 'writes picture books about feelings for children aged 3 to 6');
  assert.deepEqual(valuePoints("i'm a former reception teacher and every story is tested in a real classroom").map((p) => p.text), [
    'founded by a former reception teacher',
    'every story is tested in a real classroom',
  ]);
  const b = brandOf(GOLDEN.securitySaas!);
  assert.equal(b.audience, 'B2B SaaS companies with 2 to 50 employees');
  assert.equal(b.location, 'London');
  assert.equal(b.cta, 'demo');
  assert.equal(brandOf(GOLDEN.author!).cta, 'order', '"books" is not "book"');
  assert.equal(brandOf(GOLDEN.lawFirm!).bookable, 'consultation');
});

test('voice: words to avoid never appear; a formal voice writes no contractions, a casual one does', async () => {
  const engine = createBuiltInProvider();
  const project = { ...GOLDEN.bakery!, voice: { wordsToAvoid: ['sourdough'] } };
  for (const type of ['tagline', 'value_proposition'] as const) {
    const { items } = await engine.generateMessages(project, { type, count: 5, seed: 3 });
    for (const m of items) assert.doesNotMatch(m.content, /sourdough/i);
  }
  assert.equal(applyVoice('You are done. It is here.', { formality: 90 }), "You're done. It's here.");
  assert.equal(applyVoice("You're done. It's here.", { formality: 10 }), 'You are done. It is here.');
});

test('fields typed as lists, across lines or between emoji, are read as separate points (set E of the blind reading)', () => {
  // A header over dash items takes them after it; every other line is a point of its own.
  assert.equal(
    cleanField('Industrial fasteners:\n- stainless screws A2/A4\n- hex bolts\n- rivets\nAround 18,000 SKUs in stock'),
    'Industrial fasteners: stainless screws A2/A4, hex bolts, rivets; Around 18,000 SKUs in stock',
  );
  assert.equal(cleanField('- iOS & Android app - free / premium $3.99/mo'), 'iOS & Android app; free / premium $3.99/mo');
  // An emoji between two phrases ends the first; before a last word it is only dropped; a shouted "NO" is a word.
  assert.equal(
    cleanField('NO bleaching agents ever ❌ NAFDAC registered ✅ small batch made fresh every week'),
    'no bleaching agents ever; NAFDAC registered; small batch made fresh every week',
  );
  assert.equal(cleanField('wedding photography 📸 mostly'), 'wedding photography');
  // A rate per hour, "+" for "and", and a hedge closing a phrase.
  assert.equal(cleanField('driving lessons £38/hr, block of 10 hrs £350'), 'driving lessons £38 an hour, block of 10 hours £350');
  assert.equal(cleanField('homeowners + landlords, learners 17-25 mostly'), 'homeowners and landlords, learners 17-25');
  const b = brandOf({ details: { businessName: 'Glow', whatYouSell: 'Industrial fasteners:\n- screws\n- bolts', whoYouSellTo: 'Nigerian women 20-40 😍 working ladies, students', location: 'Lekki, Lagos 🇳🇬 ship nationwide + UK/US' } });
  assert.equal(b.offer?.head, 'industrial fasteners');
  assert.equal(b.audienceHead?.toLowerCase(), 'nigerian women 20-40');
  assert.equal(b.location, 'Lekki, Lagos');
  // Two verbs joined: the brand does both; "we're accepting" is news, not who runs it.
  assert.equal(offerOf('We rescue and rehome dogs and cats from pounds')!.doing, 'rescues and rehomes dogs and cats from pounds');
  assert.deepEqual(valuePoints("we're accepting new patients").map((p) => p.text), ['now accepting new patients']);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createBuiltInProvider } from '../../src/engine';
import { brandOf } from '../../src/engine/brand';
import { cleanField, declutter, offerOf, restoreCase, valuePoints } from '../../src/engine/fields';
import { applyVoice } from '../../src/engine/voice';
import { GOLDEN } from './golden';

test('fields: fillers dropped, case restored, first person turned into the brand, phrases kept whole', () => {
  assert.equal(cleanField('so basically we bake bread, basically'), 'we bake bread');
  assert.equal(
    restoreCase('live gps tracking for families in east austin', ['Austin']),
    'live GPS tracking for families in east Austin',
  );
  assert.equal(restoreCase('soc 2 readiness for b2b saas'), 'SOC 2 readiness for B2B SaaS');
  assert.equal(
    offerOf('I write picture books about feelings for children aged 3 to 6')!.doing,
    'writes picture books about feelings for children aged 3 to 6',
  );
  // Adjectives before the noun are the offer's, not the offer: "calm" alone made "Calm, From $55 for a small dog.".
  assert.equal(
    offerOf('Calm, one-dog-at-a-time grooming: baths, breed cuts and nail trims')!.head,
    'calm, one-dog-at-a-time grooming',
  );
  assert.equal(offerOf('Coffee, tea and cakes')!.head, 'coffee');
  assert.deepEqual(
    valuePoints("i'm a former reception teacher and every story is tested in a real classroom").map((p) => p.text),
    ['founded by a former reception teacher', 'every story is tested in a real classroom'],
  );
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
  assert.equal(
    cleanField('- iOS & Android app - free / premium $3.99/mo'),
    'iOS & Android app; free / premium $3.99/mo',
  );
  // An emoji between two phrases ends the first; before a last word it is only dropped; a shouted "NO" is a word.
  assert.equal(
    cleanField('NO bleaching agents ever ❌ NAFDAC registered ✅ small batch made fresh every week'),
    'no bleaching agents ever; NAFDAC registered; small batch made fresh every week',
  );
  assert.equal(cleanField('wedding photography 📸 mostly'), 'wedding photography');
  // A rate per hour, "+" for "and", and a hedge closing a phrase.
  assert.equal(
    cleanField('driving lessons £38/hr, block of 10 hrs £350'),
    'driving lessons £38 an hour, block of 10 hours £350',
  );
  assert.equal(cleanField('homeowners + landlords, learners 17-25 mostly'), 'homeowners and landlords, learners 17-25');
  const b = brandOf({
    details: {
      businessName: 'Glow',
      whatYouSell: 'Industrial fasteners:\n- screws\n- bolts',
      whoYouSellTo: 'Nigerian women 20-40 😍 working ladies, students',
      location: 'Lekki, Lagos 🇳🇬 ship nationwide + UK/US',
    },
  });
  assert.equal(b.offer?.head, 'industrial fasteners');
  assert.equal(b.audienceHead?.toLowerCase(), 'nigerian women 20-40');
  assert.equal(b.location, 'Lekki, Lagos');
  // Two verbs joined: the brand does both; "we're accepting" is news, not who runs it.
  assert.equal(
    offerOf('We rescue and rehome dogs and cats from pounds')!.doing,
    'rescues and rehomes dogs and cats from pounds',
  );
  assert.deepEqual(
    valuePoints("we're accepting new patients").map((p) => p.text),
    ['now accepting new patients'],
  );
});

test("a rambling owner's asides are not the brand's: bracketed first person, their own sentences in a list, fillers", () => {
  assert.equal(
    declutter(
      'tacos, barbacoa on sundays, I started with her recipes, handmade corn tortillas (we nixtamalize our own corn which almost nobody does), plus breakfast tacos till 11 and we do catering trays for offices too',
    ),
    'tacos, barbacoa on sundays, handmade corn tortillas, plus breakfast tacos till 11 and catering trays for offices',
  );
  assert.equal(
    declutter('families on weekends. I also get some tourists from the River Walk'),
    'families on weekends.',
  );
  assert.equal(declutter('our line moves in like 4 minutes'), 'our line moves in 4 minutes');
  // A bracket without the owner in it stays ("(EPDM and felt)").
  assert.equal(
    declutter('flat roofs (EPDM and felt), guttering, chimneys'),
    'flat roofs (EPDM and felt), guttering, chimneys',
  );
  assert.equal(cleanField("I'd say mostly people who work nearby, lol", { declutter: true }), 'people who work nearby');
});

test('a rambling brief still has a business to write about: what is sold cut before "the way my grandma did", an audience that names someone', () => {
  const b = brandOf({
    details: {
      businessName: 'Taquería Luna',
      whatYouSell:
        'So basically we make tacos the way my grandma did in Puebla, I started with her recipes, handmade corn tortillas',
      whoYouSellTo:
        "I'd say mostly people who work around downtown, construction crews in the morning, and then families on weekends",
      businessGoal: 'Honestly I want like 6-8 catering orders a month from offices',
    },
  });
  assert.equal(b.offer?.head, 'tacos');
  assert.equal(b.audienceHead, 'construction crews');
  // The goal keeps the owner's words: "I want 6-8 catering orders" is its point.
  assert.equal(b.cta, 'order');
});

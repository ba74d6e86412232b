import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PLATFORMS } from '@brandcast/shared';
import { createBuiltInProvider } from '../../../src/engine';

/*
 * A new project's first copies are written for every platform. A salon selling "calm, one-dog-at-a-time grooming"
 * got none for Instagram and LinkedIn: every copy carried a hashtag cut out of the compound (#OneDog, #AtA) and was
 * dropped whole, or asked to "Order your calm". Its taglines were one, the offer read as a charity ("rescue dogs").
 */
const SALON = {
  details: {
    businessName: 'Pawsh Parlour',
    whatYouSell: 'Calm, one-dog-at-a-time grooming: baths, breed cuts, nail trims and de-shedding',
    whoYouSellTo: 'busy dog owners in Leeds with nervous, elderly or rescue dogs',
    problemYouSolve: 'most grooming salons are loud and rushed, so nervous dogs come home stressed',
    uniqueValue: 'one dog at a time in a quiet studio, with a groomer who never rushes',
    priceRange: '£35-£70 a groom',
    businessGoal: '40 new regular clients by spring',
    location: 'Leeds, UK',
    businessStage: 'growing',
  },
};

test("a project's first copies: one for every platform, no hashtag cut from a compound, no 'Order your calm'", async () => {
  const engine = createBuiltInProvider();
  for (const seed of [1, 2, 3]) {
    const { items: taglines } = await engine.generateMessages(SALON, { type: 'tagline', count: 3, seed });
    assert.equal(taglines.length, 3, taglines.map((t) => t.content).join(' | '));
    for (const message of [taglines[0]!, null]) {
      for (const platform of PLATFORMS) {
        const { items } = await engine.generateCopies(SALON, message, { platform, format: 'post', count: 1, seed });
        assert.equal(items.length, 1, `${platform}, seed ${seed}, ${message ? 'from a message' : 'alone'}`);
        const [copy] = items;
        assert.doesNotMatch(copy!.content, /#(?:OneDog|AtA|TimeGrooming)\b|your calm/i, copy!.content);
        assert.ok(
          copy!.hashtags.every((tag) => copy!.content.includes(tag) || platform === 'email'),
          copy!.content,
        );
      }
    }
  }
});

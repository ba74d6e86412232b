import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createBuiltInProvider, type EngineProject } from '../../src/engine';
import { PROJECTS, assertHashtags } from './fixtures';
import { GOLDEN } from './golden';

const engine = createBuiltInProvider();

describe('built-in provider: hashtags', () => {
  test('well-formed, unique, about the business', async () => {
    for (const [projectName, project] of Object.entries(PROJECTS)) {
      const { hashtags, provider } = await engine.hashtags(
        'Fresh sourdough bread, baked fresh every morning. #Fresh #bread',
        project,
      );
      assert.equal(provider, 'built-in');
      assertHashtags(hashtags, projectName);
      assert.ok(hashtags.length >= 1, projectName);
    }
    const { hashtags } = await engine.hashtags('Invoices that chase themselves.', PROJECTS.saas!);
    assert.ok(hashtags.includes('#Ledgerly'), hashtags.join(' '));
    assert.ok(hashtags.includes('#Invoicing'), hashtags.join(' '));
    assert.ok(!hashtags.includes('#chase'), `a verb in the text is no topic: ${hashtags.join(' ')}`);
  });

  test('copies carry topical tags, each a whole noun phrase: never a word cut from one, nor one as broad as #parents', async () => {
    const tagsOf = async (project: EngineProject) =>
      (
        await engine.generateCopies(project, null, { platform: 'instagram', format: 'post', count: 3, seed: 1 })
      ).items.flatMap((c) => c.hashtags);
    const vaultline = await tagsOf(GOLDEN.securitySaas!);
    assert.ok(vaultline.includes('#SOC2') && vaultline.includes('#PenetrationTesting'), vaultline.join(' '));
    assert.ok(!vaultline.some((t) => /^#(?:readiness|penetration|testing|soc)$/i.test(t)), vaultline.join(' '));
    const author = await tagsOf(GOLDEN.author!);
    assert.ok(author.includes('#PictureBooks') && author.includes('#NurseryTeachers'), author.join(' '));
    assert.ok(!author.some((t) => /^#(?:picture|books|parents|nursery|story)$/i.test(t)), author.join(' '));
    const game = await tagsOf(GOLDEN.indieGame!);
    assert.ok(!game.some((t) => /^#(?:adventure|adults|chapter|minutes)$/i.test(t)), game.join(' '));
  });

  test('a hyphenated compound is one hashtag: #SingleOrigin, never #single and #origin', async () => {
    const project = {
      details: { businessName: 'Northwind Coffee', whatYouSell: 'Single-origin coffee beans by subscription' },
    };
    const { hashtags } = await engine.hashtags('Single-origin beans, roasted to order for home baristas.', project);
    assert.ok(hashtags.includes('#SingleOrigin'), hashtags.join(' '));
    assert.ok(!hashtags.some((tag) => ['#single', '#origin'].includes(tag.toLowerCase())), hashtags.join(' '));
  });

  test('the same text and project give the same hashtags', async () => {
    const a = await engine.hashtags('Brew bold. Brew better.', PROJECTS.long!);
    assert.deepEqual(a, await engine.hashtags('Brew bold. Brew better.', PROJECTS.long!));
  });
});

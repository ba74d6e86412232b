import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EXAMPLE_BRIEF, EXAMPLE_SEED, EXAMPLE_WRITTEN } from '@brandcast/shared';
import { createBuiltInProvider, type EngineProject } from '../../src/engine/index';

/*
 * The landing page's example is the built-in writer's own words: written again here from the same brief and seed,
 * as one Generate of each would write them. When the writer changes, this fails and prints what it now writes.
 */
test("the landing page's example is what the built-in writer writes from its brief, unedited", async () => {
  const engine = createBuiltInProvider();
  const project: EngineProject = { details: EXAMPLE_BRIEF };
  const seed = EXAMPLE_SEED;
  const taglines = await engine.generateMessages(project, { type: 'tagline', count: 3, seed });
  const [value] = (await engine.generateMessages(project, { type: 'value_proposition', count: 1, seed })).items;
  const first = taglines.items[0]!;
  const post = async (platform: 'twitter' | 'linkedin') =>
    (await engine.generateCopies(project, first, { platform, format: 'post', count: 1, seed })).items[0]?.content;
  const written = {
    taglines: taglines.items.map((item) => item.content),
    valueProposition: value?.content,
    posts: { twitter: await post('twitter'), linkedin: await post('linkedin') },
  };
  assert.deepEqual(
    written,
    EXAMPLE_WRITTEN,
    `shared/src/example-brief.ts's EXAMPLE_WRITTEN is out of date; the writer now writes:\n${JSON.stringify(written, null, 2)}`,
  );
});

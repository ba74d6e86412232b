import assert from 'node:assert/strict';
import { test } from 'node:test';
import { titleFor } from '@brandcast/shared';
import { createBuiltInProvider } from '../../../src/engine/index';
import { forEachDatabase, json } from '../../helpers';
import { as, buildWithEngine, createProject, engineWith, signUp } from './fixtures';

/* What POST /message/generate stores from the writer: a new seed each time, the provider and its note, titles. */

forEachDatabase(({ db }) => {
  test('a new seed per request; the provider and its fallback note are stored', async (t) => {
    const seeds: number[] = [];
    const builtIn = createBuiltInProvider();
    const recording = engineWith({
      async generateMessages(project, options) {
        seeds.push(options.seed);
        return {
          ...(await builtIn.generateMessages(project, options)),
          provider: 'built-in',
          fallbackReason: 'The model did not answer within 20 s.',
        };
      },
    });
    const app = await buildWithEngine(t, db(), recording);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const [first] = json(
      await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 1 }),
    ).data;
    await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 1 });
    // At least one call each (another when the writer repeated a line the project has), each with its own seed.
    assert.ok(seeds.length >= 2, `${seeds.length} calls`);
    assert.equal(new Set(seeds).size, seeds.length);
    assert.ok(seeds.every((seed) => Number.isInteger(seed)));
    assert.equal(first.provider, 'built-in');
    assert.equal(first.providerNote, 'The model did not answer within 20 s.');
  });

  test('ENGINE_SEED: every generation is written from that seed, so the same brief gives the same lines again', async (t) => {
    const seeds: number[] = [];
    const builtIn = createBuiltInProvider();
    const recording = engineWith({
      async generateMessages(project, options) {
        seeds.push(options.seed);
        return builtIn.generateMessages(project, options);
      },
      async generateCopies(project, message, options) {
        seeds.push(options.seed);
        return builtIn.generateCopies(project, message, options);
      },
    });
    const app = await buildWithEngine(t, db(), recording, { engineSeed: 4242 });
    const lines = async () => {
      const owner = await signUp(app);
      const project = await createProject(app, owner);
      const call = as(app, owner);
      const messages = json(
        await call('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 3 }),
      );
      const copies = json(
        await call('POST', '/copy/generate', { projectId: project._id, platform: 'twitter', format: 'post', count: 2 }),
      );
      return [...messages.data, ...copies.data].map((item: { content: string }) => item.content);
    };
    const first = await lines();
    assert.equal(first.length, 5);
    assert.deepEqual(await lines(), first);
    assert.ok(seeds.length >= 4 && seeds.every((seed) => seed === 4242), seeds.join());
  });

  test('generated messages are titled by what they say: two lines from one angle never share a title, and no title repeats the type', async (t) => {
    const sameAngle = engineWith({
      async generateMessages(_project, { type }) {
        return {
          provider: 'built-in',
          items: [
            { type, title: 'Tagline: problem solved', content: 'Stale coffee, solved.' },
            {
              type,
              title: 'Tagline: problem solved',
              content: 'No more stale coffee: beans roasted the day before they ship to your door, every week.',
            },
          ],
        };
      },
    });
    const app = await buildWithEngine(t, db(), sameAngle);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const written = json(
      await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 2 }),
    ).data as {
      title: string;
      content: string;
    }[];
    assert.deepEqual(
      written.map((message) => message.title),
      ['Stale coffee, solved', 'No more stale coffee: beans roasted the day before they…'],
    );
    assert.ok(
      written.every((message) => titleFor(message.content) === message.title && !message.title.startsWith('Tagline')),
    );
  });
});

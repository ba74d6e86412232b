import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, NOTHING_NEW_NOTE, PLANS, chargeFor, fewerNewNote, lineKey } from '@brandcast/shared';
import { createBuiltInProvider, type GenerationProvider } from '../../../src/engine/index';
import { forEachDatabase, json } from '../../helpers';
import { as, balanceOf, buildWithEngine, createMessage, createProject, signUp } from '../message/fixtures';

/* A generation never returns a line the project already has, and is charged only for the lines it returns. */

/** A writer that answers the given lines, one list per call (the last list again once they run out). */
function scripted(calls: string[][]): GenerationProvider & { calls: number } {
  const builtIn = createBuiltInProvider();
  const next = (): string[] => calls[Math.min(engine.calls++, calls.length - 1)]!;
  const engine: GenerationProvider & { calls: number } = {
    ...builtIn,
    calls: 0,
    async generateMessages(_project, { type }) {
      return { provider: 'built-in', items: next().map((content) => ({ type, title: '', content })) };
    },
    async generateCopies(_project, _message, { platform, format }) {
      return {
        provider: 'built-in',
        items: next().map((content) => ({ platform, format, title: '', content, hashtags: [] })),
      };
    },
  };
  return engine;
}

const FIRST = ['Fresh coffee at your door.', 'Roasted this week, never stale.', 'Beans you can trust.'];
// The same three lines in other case, spacing, punctuation and emoji, and one new line.
const AGAIN = [
  'FRESH coffee,   at your door! ☕',
  'roasted this week — never stale',
  'Beans you can trust 🙌',
  'A cup worth waking for.',
];

forEachDatabase(({ db }) => {
  for (const [url, action, extra] of [
    ['/message/generate', 'brandMessage', { type: 'tagline' }],
    ['/copy/generate', 'copyGeneration', { platform: 'linkedin', format: 'post' }],
  ] as const) {
    test(`${url}: lines the project has are left out (case, spacing, punctuation, emoji aside), and only what is returned is charged`, async (t) => {
      const engine = scripted([FIRST, AGAIN, AGAIN, AGAIN, [...AGAIN, 'A cup worth waking for!']]);
      const app = await buildWithEngine(t, db(), engine);
      const owner = await signUp(app);
      const project = await createProject(app, owner);
      const call = as(app, owner);
      const body = { projectId: project._id, count: 3, ...extra };

      const first = await call('POST', url, body);
      assert.equal(first.statusCode, 201, first.body);
      assert.deepEqual(
        json(first).data.map((item: { content: string }) => item.content),
        FIRST,
      );
      assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - CREDIT_COSTS[action]);

      // The writer repeats three lines (asked again, it repeats them again): one new line, charged its share.
      const second = await call('POST', url, body);
      assert.equal(second.statusCode, 201, second.body);
      assert.deepEqual(
        json(second).data.map((item: { content: string }) => item.content),
        ['A cup worth waking for.'],
      );
      assert.equal(json(second).note, fewerNewNote(action, 1, 3, true));
      assert.equal(engine.calls, 4, 'asked twice more for new lines, then stopped');
      const charged = chargeFor(action, 1, 3);
      assert.ok(charged > 0 && charged < CREDIT_COSTS[action]);
      assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - CREDIT_COSTS[action] - charged);

      // Nothing new at all: a 422 that says so, nothing stored, nothing charged.
      const third = await call('POST', url, body);
      assert.equal(third.statusCode, 422, third.body);
      assert.equal(json(third).message, `${NOTHING_NEW_NOTE} Nothing was charged.`);
      assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - CREDIT_COSTS[action] - charged);
      const table = url === '/message/generate' ? 'messages' : 'copies';
      const stored = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE project_id = $1`, [
        project._id,
      ]);
      assert.equal(stored[0]!.n, 4);
    });
  }

  test('a message written by hand and its variants count as lines the project has', async (t) => {
    const engine = scripted([['Coffee roasted this week, at your door!', 'A brand new tagline.']]);
    const app = await buildWithEngine(t, db(), engine);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    await createMessage(app, owner, project._id);
    const response = await as(app, owner)('POST', '/message/generate', {
      projectId: project._id,
      type: 'tagline',
      count: 2,
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(
      json(response).data.map((item: { content: string }) => item.content),
      ['A brand new tagline.'],
    );
  });

  test('the built-in writer, called twice: the second call returns none of the first call’s lines, and is charged for what it returned', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const call = as(app, owner);
    let returned = 0;
    for (const [url, action, extra] of [
      ['/message/generate', 'brandMessage', { type: 'value_proposition' }],
      ['/copy/generate', 'copyGeneration', { platform: 'twitter', format: 'post' }],
    ] as const) {
      const body = { projectId: project._id, count: 3, ...extra };
      const first = json(await call('POST', url, body)).data as { content: string }[];
      const before = await balanceOf(app, owner);
      const second = await call('POST', url, body);
      const seen = new Set(first.map((item) => lineKey(item.content)));
      if (second.statusCode === 422) {
        assert.equal(json(second).message, `${NOTHING_NEW_NOTE} Nothing was charged.`);
        assert.equal(await balanceOf(app, owner), before);
        continue;
      }
      assert.equal(second.statusCode, 201, second.body);
      const lines = json(second).data as { content: string }[];
      returned += lines.length;
      for (const line of lines) assert.ok(!seen.has(lineKey(line.content)), `${line.content} was returned before`);
      assert.equal(await balanceOf(app, owner), before - chargeFor(action, lines.length, 3));
    }
    assert.ok(returned > 0, 'the second calls wrote something new');
  });

  test('copies compare within their platform: the X copy’s words may go to Facebook, never to X again', async (t) => {
    const engine = scripted([FIRST, FIRST, FIRST, FIRST]);
    const app = await buildWithEngine(t, db(), engine);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const call = as(app, owner);
    const generate = (platform: string) =>
      call('POST', '/copy/generate', { projectId: project._id, platform, format: 'post', count: 3 });

    assert.equal((await generate('twitter')).statusCode, 201);
    const facebook = await generate('facebook');
    assert.equal(facebook.statusCode, 201, facebook.body);
    assert.deepEqual(
      json(facebook).data.map((item: { content: string }) => item.content),
      FIRST,
    );
    const again = await generate('twitter');
    assert.equal(again.statusCode, 422, again.body);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LEARNING_MIN_CLICKS, LEARNING_MIN_TESTS, lineShape } from '@brandcast/shared/scoring';
import { createBuiltInProvider } from '../../../src/engine';
import { PROJECTS } from '../../engine/fixtures';
import { browserAgent, forEachDatabase, json, signUp, type Account } from '../../helpers';
import { as, buildWithEngine, createMessage, createProject } from './fixtures';

/*
 * An account's split tests and tracked clicks adjust its own ranking. A simulated audience clicks the
 * question of each test three times as often as each statement; the writer ranks questions up for this account
 * once the evidence is there (LEARNING_MIN_TESTS tests, LEARNING_MIN_CLICKS clicks, p < 0.05), and not before.
 */
test('the ranking follows a favoured shape: the same seed puts a question first', async () => {
  const engine = createBuiltInProvider();
  for (const seed of [1, 2, 3]) {
    const plain = await engine.generateMessages(PROJECTS.saas!, { type: 'tagline', count: 5, seed });
    const favoured = await engine.generateMessages(PROJECTS.saas!, {
      type: 'tagline',
      count: 5,
      seed,
      favour: { shape: 'question', weight: 16 },
    });
    assert.notEqual(
      lineShape(plain.items[0]!.content),
      'question',
      `seed ${seed}: a statement leads without the evidence`,
    );
    assert.equal(
      lineShape(favoured.items[0]!.content),
      'question',
      `seed ${seed}: ${favoured.items.map((m) => m.content).join(' / ')}`,
    );
  }
});

forEachDatabase(({ db }) => {
  let address = 0;
  /** One split test whose arms are a question and two statements, each clicked by its own visitors. */
  async function splitTest(app: FastifyInstance, owner: Account, projectId: string, clicks: [number, number, number]) {
    const message = await createMessage(app, owner, projectId, { content: 'Still chasing late payments?' });
    await db().query(`UPDATE messages SET variants = $2::jsonb WHERE id = $1`, [
      message.id,
      JSON.stringify([
        { id: 'v1', content: 'Invoices that chase themselves.', provider: null, createdAt: new Date().toISOString() },
        { id: 'v2', content: 'Get paid on time, every time.', provider: null, createdAt: new Date().toISOString() },
      ]),
    ]);
    const started = await as(app, owner)('POST', `/message/${message.id}/test`, { makeProjectPublic: true });
    assert.equal(started.statusCode, 200, started.body);
    const links: Array<{ code: string }> = json(started).data.testResults.links;
    for (const [i, link] of links.entries()) {
      for (let k = 0; k < clicks[i]!; k += 1) {
        address += 1;
        const visit = await app.inject({
          url: `/r/${link.code}`,
          headers: { 'user-agent': browserAgent(1) },
          remoteAddress: `10.77.${address >> 8}.${address & 255}`,
        });
        assert.equal(visit.statusCode, 302);
      }
    }
  }
  const generate = async (app: FastifyInstance, owner: Account, projectId: string) =>
    json(await as(app, owner)('POST', '/message/generate', { projectId, type: 'tagline', count: 5 }));

  test('generation says what the audience clicks once the split tests show it, and not before', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    await db().query(
      "UPDATE users SET role = 'enterprise', plan = 'enterprise', subscription_status = 'active' WHERE id = $1",
      [owner.user.id],
    );
    const project = await createProject(app, owner);
    for (let i = 0; i < LEARNING_MIN_TESTS - 1; i += 1) await splitTest(app, owner, project._id, [6, 2, 2]);
    const before = await generate(app, owner, project._id);
    assert.doesNotMatch(before.note ?? '', /Your audience clicks/, 'two tests are not enough');
    await splitTest(app, owner, project._id, [6, 2, 2]);
    const after = await generate(app, owner, project._id);
    assert.match(
      after.note,
      new RegExp(
        `Your audience clicks questions more: they got 3\\.0× the clicks of your other lines \\(${LEARNING_MIN_CLICKS} clicks over 3 split tests, p = 0\\.0\\d+\\)`,
      ),
    );
    // Another account's audience is its own.
    const other = await signUp(app);
    const theirs = await createProject(app, other);
    assert.doesNotMatch(
      json(await as(app, other)('POST', '/message/generate', { projectId: theirs._id, type: 'tagline', count: 5 }))
        .note ?? '',
      /Your audience clicks/,
    );
  });
});

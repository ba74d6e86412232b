import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CREDIT_COSTS,
  SCRIPT_SECONDS,
  SCRIPT_WORDS_PER_MINUTE,
  insufficientCreditsMessage,
  spokenWords,
} from '@brandcast/shared';
import { forEachDatabase, json } from '../../helpers';
import { PROJECTS } from '../../engine/fixtures';
import {
  UNKNOWN_ID,
  as,
  balanceOf,
  buildWithEngine,
  createMessage,
  createProject,
  invite,
  signUp,
} from '../message/fixtures';

forEachDatabase(({ db }) => {
  const count = async (sql: string, params: unknown[]) => (await db().query<{ n: number }>(sql, params))[0]!.n;
  const scriptsOf = (projectId: string) =>
    count('SELECT count(*)::int AS n FROM scripts WHERE project_id = $1', [projectId]);
  /** Leaves the user `balance` credits, as if they had spent the rest. */
  const setBalance = (userId: string, balance: number) =>
    db().query(
      "INSERT INTO credit_ledger (user_id, amount, balance_after, action, description) VALUES ($1, 0, $2, 'grant', 'test grant')",
      [userId, balance],
    );

  test('a generated script has a hook, a body and a call to action, within 25% of each length, for several projects', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    await db().query("UPDATE users SET plan = 'professional' WHERE id = $1", [owner.user.id]);
    await setBalance(owner.user.id, 100_000);
    const call = as(app, owner);
    for (const name of ['bakery', 'saas', 'sparse', 'nameOnly', 'empty', 'long'] as const) {
      const project = await createProject(app, owner, PROJECTS[name]!.details);
      for (const seconds of SCRIPT_SECONDS) {
        const response = await call('POST', '/script/generate', { projectId: project._id, seconds });
        assert.equal(response.statusCode, 201, response.body);
        const script = json(response).data;
        const sections = script.content.split('\n').filter((line: string) => line.startsWith('#'));
        assert.deepEqual(sections, ['# Hook', '# Body', '# Call to action'], `${name} ${seconds}s`);
        const words = spokenWords(script.content).length;
        const target = (seconds * SCRIPT_WORDS_PER_MINUTE) / 60;
        assert.ok(
          Math.abs(words - target) <= target * 0.25,
          `${name} ${seconds}s: ${words} words for a target of ${target}`,
        );
        assert.equal(script.wordCount, words);
        assert.equal(script.targetSeconds, seconds);
        assert.equal(script.provider, 'built-in');
        assert.ok(script.title.length > 0 && script.title.length <= 120);
        // Every section has something to read.
        for (const part of script.content.split(/^# .*$/m).slice(1))
          assert.ok(part.trim().length > 0, `${name} ${seconds}s: an empty section`);
      }
    }
  });

  test('the script is written from the brand fields and the message', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner, PROJECTS.bakery!.details);
    const message = await createMessage(app, owner, project._id, { content: 'Bread that beats your alarm clock.' });
    const response = await as(app, owner)('POST', '/script/generate', {
      projectId: project._id,
      messageId: message.id,
      seconds: 60,
    });
    assert.equal(response.statusCode, 201, response.body);
    const script = json(response).data;
    assert.equal(script.messageId, message.id);
    assert.match(script.content, /Bread that beats your alarm clock\./);
    assert.match(script.content, /Crumb & Co/);
    assert.match(script.content, /sourdough/);
    assert.match(script.content, /East Austin/);
    assert.match(
      script.content.split('# Call to action')[1],
      /[Pp]re-order/,
      'the goal (pre-orders) picks the call to action',
    );
  });

  test(`costs ${CREDIT_COSTS.videoScript} credits through the ledger, charged with the script`, async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const before = await balanceOf(app, owner);
    const script = json(await as(app, owner)('POST', '/script/generate', { projectId: project._id, seconds: 30 })).data;
    assert.equal(await balanceOf(app, owner), before - CREDIT_COSTS.videoScript);
    const [row] = await db().query<{ action: string; amount: number; ref_id: string; description: string }>(
      'SELECT action, amount, ref_id, description FROM credit_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [owner.user.id],
    );
    assert.deepEqual(row, {
      action: 'videoScript',
      amount: -CREDIT_COSTS.videoScript,
      ref_id: script.id,
      description: '30-second video script for Northwind Coffee',
    });
    // Written by hand: free.
    await as(app, owner)('POST', '/script', { projectId: project._id, content: 'By hand.' });
    assert.equal(await balanceOf(app, owner), before - CREDIT_COSTS.videoScript);
  });

  test('402 with the exact message when the balance is short; nothing is stored or charged; exactly enough goes through', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    await setBalance(owner.user.id, CREDIT_COSTS.videoScript - 1);
    const short = await as(app, owner)('POST', '/script/generate', { projectId: project._id, seconds: 15 });
    assert.equal(short.statusCode, 402);
    assert.equal(json(short).message, insufficientCreditsMessage('videoScript', CREDIT_COSTS.videoScript - 1));
    assert.equal(
      json(short).message,
      'Writing a video script costs 80 credits; you have 79. Credits renew monthly; upgrade your plan for more.',
    );
    assert.equal(await scriptsOf(project._id), 0);
    assert.equal(await balanceOf(app, owner), CREDIT_COSTS.videoScript - 1);

    await setBalance(owner.user.id, CREDIT_COSTS.videoScript);
    assert.equal(
      (await as(app, owner)('POST', '/script/generate', { projectId: project._id, seconds: 15 })).statusCode,
      201,
    );
    assert.equal(await balanceOf(app, owner), 0);
    assert.equal(await scriptsOf(project._id), 1);
  });

  test('concurrent generations never overdraw: with credits for two of five, two are stored and three get 402', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    await setBalance(owner.user.id, CREDIT_COSTS.videoScript * 2 + 10);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        as(app, owner)('POST', '/script/generate', { projectId: project._id, seconds: 15 }),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 201, 402, 402, 402]);
    assert.equal(await scriptsOf(project._id), 2);
    assert.equal(await balanceOf(app, owner), 10);
  });

  test("bad input and rights: seconds from the list, the project writable, the message the project's", async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const viewer = await signUp(app);
    const stranger = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const project = await createProject(app, owner);
    const other = await createProject(app, owner, { businessName: 'Other' });
    const foreign = await createMessage(app, owner, other._id);
    await invite(app, owner, project._id, viewer.email, 'viewer');
    const before = await balanceOf(app, owner);

    const badSeconds = await as(app, owner)('POST', '/script/generate', { projectId: project._id, seconds: 45 });
    assert.equal(badSeconds.statusCode, 400);
    assert.match(json(badSeconds).message, /seconds must be one of: 15, 30, 60, 90/);
    const noSeconds = await as(app, owner)('POST', '/script/generate', { projectId: project._id });
    assert.equal(noSeconds.statusCode, 400);
    assert.match(json(noSeconds).message, /seconds/);
    const wrongMessage = await as(app, owner)('POST', '/script/generate', {
      projectId: project._id,
      messageId: foreign.id,
      seconds: 30,
    });
    assert.equal(wrongMessage.statusCode, 400);
    assert.match(json(wrongMessage).message, /not one of this project's messages/);
    const missing = await as(app, owner)('POST', '/script/generate', { projectId: UNKNOWN_ID, seconds: 30 });
    assert.equal(missing.statusCode, 404);
    const byViewer = await as(app, viewer)('POST', '/script/generate', { projectId: project._id, seconds: 30 });
    assert.equal(byViewer.statusCode, 403);
    assert.equal(json(byViewer).message, "Viewers can't change this project's scripts.");
    const byStranger = await as(app, stranger)('POST', '/script/generate', { projectId: project._id, seconds: 30 });
    assert.equal(byStranger.statusCode, 404);
    assert.equal(json(byStranger).message, 'Project not found.');
    assert.equal(await balanceOf(app, owner), before, 'nothing charged');
    assert.equal(await scriptsOf(project._id), 0);
  });
});

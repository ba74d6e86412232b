import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, characterCount, copyTitle, insufficientCreditsMessage, type Copy } from '@brandcast/shared';
import { createBuiltInProvider, type GenerationProvider } from '../../../src/engine/index';
import { forEachDatabase, signUp } from '../../helpers';
import { balanceOf, buildWith, call, createCopy, createProject, expectData, expectError, setBalance } from './fixtures';
import { ENGINE_FAILED } from '../../../src/plugins/app/engine';
import { copiesRepository } from '../../../src/repositories/copies/index';

/* routes/copy/generate.ts: writing drafts, and what every generating route does when the engine fails (adapt and hashtags included). */
const COST = CREDIT_COSTS.copyGeneration;

/** The built-in engine with every call failing, as a broken model would. */
const failingEngine = (): GenerationProvider => {
  const fail = async (): Promise<never> => {
    throw new Error('the model is down');
  };
  return { ...createBuiltInProvider(), generateCopies: fail, adaptCopy: fail, hashtags: fail };
};

forEachDatabase(({ build, db }) => {
  const copiesOf = async (projectId: string) =>
    (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM copies WHERE project_id = $1', [projectId]))[0]!.n;

  test('POST /copy/generate writes drafts for one platform from the project, within the cap, for 30 credits once', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner, 'Northwind Coffee');
    const before = await balanceOf(db(), owner.user.id);

    const copies = expectData<Copy[]>(
      await call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'twitter', count: 3 }),
      201,
    );
    assert.equal(copies.length, 3);
    for (const copy of copies) {
      assert.equal(copy.projectId, projectId);
      assert.equal(copy.platform, 'twitter');
      assert.equal(copy.format, 'post');
      assert.equal(copy.status, 'draft');
      assert.equal(copy.messageId, null);
      assert.equal(copy.provider, 'built-in');
      assert.equal(copy.providerNote, null);
      assert.equal(copy.userId, owner.user.id);
      assert.ok(copy.content.length > 0);
      assert.equal(copy.characterCount, characterCount(copy.content, 'twitter'));
      assert.ok(copy.characterCount <= 280);
      for (const tag of copy.hashtags) assert.match(tag, /^#[\p{L}\p{N}_]+$/u);
    }
    assert.equal(new Set(copies.map((copy) => copy.content)).size, 3);
    assert.equal(await balanceOf(db(), owner.user.id), before - COST);
    const ledger = await db().query<{ amount: number; action: string; ref_id: string; description: string }>(
      "SELECT amount, action, ref_id, description FROM credit_ledger WHERE user_id = $1 AND action = 'copyGeneration'",
      [owner.user.id],
    );
    assert.deepEqual(ledger, [
      {
        amount: -COST,
        action: 'copyGeneration',
        ref_id: copies[0]!.id,
        description: 'X (Twitter) copy for Northwind Coffee',
      },
    ]);

    // count defaults to 1; format is passed through.
    const one = expectData<Copy[]>(
      await call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'instagram', format: 'caption' }),
      201,
    );
    assert.equal(one.length, 1);
    assert.equal(one[0]!.format, 'caption');
    assert.ok(one[0]!.characterCount <= 2200);
    assert.equal(await balanceOf(db(), owner.user.id), before - 2 * COST);

    for (const [payload, message] of [
      [{ projectId, platform: 'twitter', count: 6 }, /count must be a whole number from 1 to 5/],
      [{ projectId, platform: 'twitter', count: 0 }, /count must be a whole number from 1 to 5/],
      [{ projectId, platform: 'fax' }, /platform must be one of/],
      [{ platform: 'twitter' }, /projectId/],
    ] as const) {
      expectError(await call(app, owner, 'POST', '/copy/generate', payload), 400, message);
    }
    assert.equal(await balanceOf(db(), owner.user.id), before - 2 * COST);
  });

  test('POST /copy/generate from a message of the project; a message of another project is a 400 and costs nothing', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const mine = await createProject(app, owner, 'Mine');
    const other = await createProject(app, owner, 'Other');
    const [message] = await db().query<{ id: string }>(
      "INSERT INTO messages (project_id, user_id, type, content) VALUES ($1, $2, 'tagline', 'Coffee worth waking up for') RETURNING id",
      [mine._id, owner.user.id],
    );
    const before = await balanceOf(db(), owner.user.id);
    const [copy] = expectData<Copy[]>(
      await call(app, owner, 'POST', '/copy/generate', {
        projectId: mine._id,
        messageId: message!.id,
        platform: 'linkedin',
      }),
      201,
    );
    assert.equal(copy!.messageId, message!.id);

    expectError(
      await call(app, owner, 'POST', '/copy/generate', {
        projectId: other._id,
        messageId: message!.id,
        platform: 'linkedin',
      }),
      400,
      /not one of this project's messages/,
    );
    assert.equal(await balanceOf(db(), owner.user.id), before - COST);
    assert.equal(await copiesOf(other._id), 0);
  });

  test('a message deleted while copies are written from it: generate is a 404 that costs nothing; adapt and duplicate go on without it', async (t) => {
    // The engine runs between the route's check and the transaction: the message is deleted there.
    let meanwhile = async () => {};
    const builtIn = createBuiltInProvider();
    const racing: GenerationProvider = {
      ...builtIn,
      async generateCopies(...args) {
        await meanwhile();
        return builtIn.generateCopies(...args);
      },
      async adaptCopy(...args) {
        await meanwhile();
        return builtIn.adaptCopy(...args);
      },
    };
    const app = await buildWith(t, db(), { engine: racing });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const newMessage = async () =>
      (
        await db().query<{ id: string }>(
          "INSERT INTO messages (project_id, user_id, type, content) VALUES ($1, $2, 'tagline', 'Coffee worth waking up for') RETURNING id",
          [projectId, owner.user.id],
        )
      )[0]!.id;
    const deleteMessage = (id: string) => async () => {
      await db().query('DELETE FROM messages WHERE id = $1', [id]);
    };
    const before = await balanceOf(db(), owner.user.id);

    const gone = await newMessage();
    meanwhile = deleteMessage(gone);
    expectError(
      await call(app, owner, 'POST', '/copy/generate', { projectId, messageId: gone, platform: 'twitter' }),
      404,
      'Message not found.',
    );
    assert.equal(await balanceOf(db(), owner.user.id), before);
    assert.equal(await copiesOf(projectId), 0);

    // Adapting a copy of a message deleted meanwhile: the new copy, like its source, has no message now.
    meanwhile = async () => {};
    const source = await createCopy(app, owner, { projectId, messageId: await newMessage() });
    meanwhile = deleteMessage(source.messageId!);
    const adapted = expectData<Copy>(
      await call(app, owner, 'POST', `/copy/${source.id}/adapt`, { platform: 'twitter' }),
      201,
    );
    assert.equal(adapted.messageId, null);
    assert.equal(await balanceOf(db(), owner.user.id), before - COST);

    // The write itself, for the routes without an engine call to race with (POST /copy and duplicate).
    const repository = copiesRepository(db().orm, 'http://localhost');
    const row = {
      projectId,
      messageId: await newMessage(),
      platform: 'twitter' as const,
      format: 'post' as const,
      title: '',
      content: 'Hello',
      hashtags: [],
    };
    await deleteMessage(row.messageId)();
    await assert.rejects(repository.create(owner.user.id, [row]), { statusCode: 404, message: 'Message not found.' });
    const [detached] = await repository.create(owner.user.id, [row], { messageGone: 'detach' });
    assert.equal(detached!.messageId, null);
    assert.equal(await copiesOf(projectId), 3);
  });

  test('402 when the credits do not cover it, with nothing written; parallel requests never overdraw', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, platform: 'twitter', content: 'Fresh beans' });
    await setBalance(db(), owner.user.id, 10);

    const message = insufficientCreditsMessage('copyGeneration', 10);
    assert.equal(
      message,
      'Generating copy costs 30 credits; you have 10. Credits renew monthly; upgrade your plan for more.',
    );
    expectError(await call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'twitter' }), 402, message);
    expectError(await call(app, owner, 'POST', `/copy/${copy.id}/adapt`, { platform: 'linkedin' }), 402, message);
    assert.equal(await copiesOf(projectId), 1);
    assert.equal(await balanceOf(db(), owner.user.id), 10);

    // Hashtags are free.
    const tagged = expectData<Copy>(await call(app, owner, 'POST', `/copy/${copy.id}/hashtags`), 200);
    assert.ok(tagged.hashtags.length > 0);
    assert.equal(await balanceOf(db(), owner.user.id), 10);

    // 70 credits: two of three parallel generations succeed, whatever the order.
    await setBalance(db(), owner.user.id, 70);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'tiktok' })),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 201, 402]);
    assert.equal(await balanceOf(db(), owner.user.id), 10);
    assert.equal(await copiesOf(projectId), 3);
  });

  test('parallel generations by one user all succeed (the charge locks the account before the copies are written)', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const before = await balanceOf(db(), owner.user.id);
    const platforms = ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'email'] as const;
    // One copy a call: a project of two fields may give only one distinct email, and this is about the charge.
    const results = await Promise.all(
      platforms.map((platform) => call(app, owner, 'POST', '/copy/generate', { projectId, platform, count: 1 })),
    );
    for (const result of results) assert.equal(result.statusCode, 201, result.body);
    assert.equal(await balanceOf(db(), owner.user.id), before - platforms.length * COST);
    assert.equal(await copiesOf(projectId), platforms.length);
  });

  test('when the engine fails nothing is written or charged, and the answer hides the cause', async (t) => {
    const app = await buildWith(t, db(), { engine: failingEngine() });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, platform: 'twitter', content: 'Fresh beans' });
    const before = await balanceOf(db(), owner.user.id);

    for (const [path, payload] of [
      ['/copy/generate', { projectId, platform: 'twitter' }],
      [`/copy/${copy.id}/adapt`, { platform: 'linkedin' }],
      [`/copy/${copy.id}/hashtags`, undefined],
    ] as const) {
      const response = await call(app, owner, 'POST', path, payload);
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(JSON.parse(response.body).message, ENGINE_FAILED);
      assert.doesNotMatch(response.body, /model is down/);
    }
    assert.equal(await balanceOf(db(), owner.user.id), before);
    assert.equal(await copiesOf(projectId), 1);
    assert.deepEqual(expectData<Copy>(await call(app, owner, 'GET', `/copy/${copy.id}`), 200).hashtags, []);
  });

  test('what a provider writes is stored with who wrote it, cut to the cap if it overran, its hashtags cleaned', async (t) => {
    const overrun: GenerationProvider = {
      ...createBuiltInProvider(),
      async generateCopies(_project, _message, { platform, format }) {
        return {
          provider: 'built-in',
          fallbackReason: 'The AI model did not answer in time; the built-in writer stood in.',
          items: [
            {
              platform,
              format,
              title: 'Long one',
              content: `${'word '.repeat(100)}end`,
              hashtags: ['#beans', '#Beans', 'no-hash', '#ok_1'],
            },
          ],
        };
      },
    };
    const app = await buildWith(t, db(), { engine: overrun });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const [copy] = expectData<Copy[]>(
      await call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'tiktok' }),
      201,
    );
    assert.equal(copy!.characterCount, 150);
    assert.ok(copy!.content.endsWith('...'));
    assert.deepEqual(copy!.hashtags, ['#beans', '#ok_1']);
    assert.equal(copy!.provider, 'built-in');
    assert.equal(copy!.providerNote, 'The AI model did not answer in time; the built-in writer stood in.');
  });

  test('a generated copy is titled by what it says, whichever title the provider gave, never cut mid-word', async (t) => {
    const content =
      'Coffee roasted yesterday, in your cup tomorrow, with a taste that tells you where the beans were grown. Order now.';
    const sameTitle: GenerationProvider = {
      ...createBuiltInProvider(),
      async generateCopies(_project, _message, { platform, format }) {
        return {
          provider: 'built-in',
          items: [
            {
              platform,
              format,
              title: 'Instagram post: Coffee roasted yesterday, in your cup tomorrow that tastes',
              content,
              hashtags: [],
            },
          ],
        };
      },
    };
    const app = await buildWith(t, db(), { engine: sameTitle });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const [copy] = expectData<Copy[]>(
      await call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'instagram' }),
      201,
    );
    assert.equal(copy!.title, copyTitle('instagram', 'post', content));
    assert.ok(copy!.title.startsWith('Coffee roasted yesterday'), copy!.title);
    const kept = copy!.title.replace(/…$/, '');
    assert.ok(
      content.startsWith(kept) && [' ', ',', '.'].includes(content.charAt(kept.length)),
      `cut at a word's end: ${copy!.title}`,
    );
  });
});

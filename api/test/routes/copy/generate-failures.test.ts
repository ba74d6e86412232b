import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, type Copy } from '@brandcast/shared';
import { createBuiltInProvider, type GenerationProvider } from '../../../src/engine/index';
import { forEachDatabase, signUp } from '../../helpers';
import {
  balanceOf,
  buildWith,
  call,
  copiesOf as countCopies,
  createCopy,
  createProject,
  expectData,
  expectError,
} from './fixtures';
import { ENGINE_FAILED } from '../../../src/plugins/app/engine';
import { copiesRepository } from '../../../src/repositories/copies/index';

/* What every generating copy route (generate, adapt, hashtags) does when the engine fails or the source message is deleted meanwhile. */

const COST = CREDIT_COSTS.copyGeneration;

/** The built-in engine with every call failing, as a broken model would. */
const failingEngine = (): GenerationProvider => {
  const fail = async (): Promise<never> => {
    throw new Error('the model is down');
  };
  return { ...createBuiltInProvider(), generateCopies: fail, adaptCopy: fail, hashtags: fail };
};

forEachDatabase(({ db }) => {
  const copiesOf = (projectId: string) => countCopies(db(), projectId);

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
});

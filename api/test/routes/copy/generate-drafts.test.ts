import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, characterCount, copyTitle, type Copy } from '@brandcast/shared';
import { createBuiltInProvider, type GenerationProvider } from '../../../src/engine/index';
import { forEachDatabase, signUp } from '../../helpers';
import {
  balanceOf,
  buildWith,
  call,
  copiesOf as countCopies,
  createProject,
  expectData,
  expectError,
} from './fixtures';

/* POST /copy/generate (routes/copy/generate.ts): the drafts it writes, from a project or one of its messages, and how a provider's output is stored and titled. */

const COST = CREDIT_COSTS.copyGeneration;

forEachDatabase(({ build, db }) => {
  const copiesOf = (projectId: string) => countCopies(db(), projectId);

  test('POST /copy/generate writes drafts for one platform from the project, within the cap, for 30 credits once', async (t) => {
    // One seed: from a brief this thin (a name, an offer, an audience) about 1 seed in 27 gives two distinct copies,
    // not three, and says so in its note (a smaller set pays its share); that is the writer's, tested elsewhere.
    const app = await build(t, { engineSeed: 1 });
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

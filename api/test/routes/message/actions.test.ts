import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, MAX_VARIANTS, PLANS } from '@brandcast/shared';
import { scoreMessage } from '@brandcast/shared/scoring';
import { bearer, forEachDatabase, json } from '../../helpers';
import { as, balanceOf, buildWithEngine, createMessage, createProject, signUp } from './fixtures';

/* The paid and status actions of routes/message: split tests, variants, publish, archive, duplicate. */
forEachDatabase(({ db }) => {
  const build = (t: Parameters<typeof buildWithEngine>[0]) => buildWithEngine(t, db());

  test('test: score and metrics are scoreMessage(content) with its parts; status testing; 100 credits', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const content = 'Roasted Monday, in your cup by Friday. Taste the difference or your money back.';
    const message = await createMessage(app, owner, project._id, { content });
    const response = await as(app, owner)('POST', `/message/${message.id}/test`, { makeProjectPublic: true });
    assert.equal(response.statusCode, 200, response.body);
    const tested = json(response).data;
    const expected = scoreMessage(content);
    assert.equal(tested.status, 'testing');
    assert.equal(tested.score, expected.score);
    assert.deepEqual(tested.metrics, {
      clarity: expected.clarity,
      impact: expected.impact,
      memorability: expected.memorability,
    });
    assert.deepEqual(tested.scoreParts, expected.parts);
    assert.equal(tested.score, Math.floor((expected.clarity + expected.impact + expected.memorability) / 3));
    assert.ok(tested.testedAt);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - CREDIT_COSTS.splitTest);

    // Its one arm (no variants yet) leads to the project's public page.
    assert.equal(tested.testResults.links.length, 1);
    const [arm] = tested.testResults.links;
    assert.equal(arm.variantId, null);
    assert.equal(arm.label, 'Original');
    assert.equal(arm.content, content);
    assert.equal(arm.targetUrl, `http://localhost:3000/p/${project._id}`);
    assert.equal(arm.url, `http://localhost:3000/r/${arm.code}`);
    assert.equal(arm.clicks, 0);
    assert.equal(tested.testResults.totalClicks, 0);
    assert.equal('leaderVariantId' in tested.testResults, false, 'no leader before the first click');
    assert.equal(tested.testResults.startedAt, tested.testedAt);

    const badUrl = await as(app, owner)('POST', `/message/${message.id}/test`, { targetUrl: 'javascript:alert(1)' });
    assert.equal(badUrl.statusCode, 400);
    assert.match(json(badUrl).message, /web address starting with http/);
  });

  test('variants: appended with ids, each new; 50 credits; at most MAX_VARIANTS kept', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const call = as(app, owner);

    const first = await call('POST', `/message/${message.id}/variants`, { count: 2 });
    assert.equal(first.statusCode, 200, first.body);
    const { variants } = json(first).data;
    assert.equal(variants.length, 2);
    for (const variant of variants) {
      assert.match(variant.id, /^[0-9a-f-]{36}$/);
      assert.equal(variant.provider, 'built-in');
      assert.notEqual(variant.content.toLowerCase(), message.content.toLowerCase());
      assert.ok(variant.createdAt);
    }
    // No body: the default count (3).
    const second = json(
      await app.inject({ method: 'POST', url: `/api/message/${message.id}/variants`, headers: bearer(owner.token) }),
    ).data;
    assert.equal(second.variants.length, 5);
    assert.deepEqual(second.variants.slice(0, 2), variants, 'appended, the earlier ones kept');
    const contents = second.variants.map((v: { content: string }) => v.content.toLowerCase());
    assert.equal(new Set(contents).size, contents.length, 'no variant twice');
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - 2 * CREDIT_COSTS.brandMessage);

    // The writer gives fewer rather than decorated repeats: asked again, it tops the set up to the most kept.
    let charged = 2;
    let full = json(await call('GET', `/message/${message.id}`)).data;
    for (let i = 0; i < 12 && full.variants.length < MAX_VARIANTS; i += 1) {
      if (
        (await call('POST', `/message/${message.id}/variants`, { count: MAX_VARIANTS - full.variants.length }))
          .statusCode === 200
      )
        charged += 1;
      full = json(await call('GET', `/message/${message.id}`)).data;
    }
    assert.equal(full.variants.length, MAX_VARIANTS);
    const over = await call('POST', `/message/${message.id}/variants`, { count: 1 });
    assert.equal(over.statusCode, 400);
    assert.equal(
      json(over).message,
      `This message already has 10 variants, the most kept (${MAX_VARIANTS}). Duplicate it to start a new set.`,
    );

    const other = await createMessage(app, owner, project._id);
    let has = 0;
    // Kept below the most (a set of 10 has its own refusal, above): at most 9 here, so the refusal names the room left.
    for (let i = 0; i < 4 && has < 6; i += 1) {
      if (
        (await call('POST', `/message/${other.id}/variants`, { count: Math.min(5, MAX_VARIANTS - 1 - has) }))
          .statusCode === 200
      )
        charged += 1;
      has = json(await call('GET', `/message/${other.id}`)).data.variants.length;
    }
    const tooMany = await call('POST', `/message/${other.id}/variants`, { count: Math.min(5, MAX_VARIANTS - has + 1) });
    assert.equal(tooMany.statusCode, 400);
    assert.equal(
      json(tooMany).message,
      `This message has ${has} variants and keeps at most 10: ask for ${MAX_VARIANTS - has} more at most.`,
    );
    // Refusals cost nothing.
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - charged * CREDIT_COSTS.brandMessage);
  });

  test('test with variants: one tracked link per arm; a new test replaces the links', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const call = as(app, owner);
    const { variants } = json(await call('POST', `/message/${message.id}/variants`, { count: 2 })).data;
    const tested = json(
      await call('POST', `/message/${message.id}/test`, { targetUrl: 'https://northwind.example/shop' }),
    ).data;
    const links = tested.testResults.links;
    assert.deepEqual(
      links.map((l: { variantId: string | null; label: string; content: string; targetUrl: string }) => [
        l.variantId,
        l.label,
        l.content,
        l.targetUrl,
      ]),
      [
        [null, 'Original', message.content, 'https://northwind.example/shop'],
        [variants[0].id, 'Variant 1', variants[0].content, 'https://northwind.example/shop'],
        [variants[1].id, 'Variant 2', variants[1].content, 'https://northwind.example/shop'],
      ],
    );
    assert.equal(new Set(links.map((l: { code: string }) => l.code)).size, 3);
    const stored = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tracked_links WHERE message_id = $1',
      [message.id],
    );
    assert.equal(stored[0]!.n, 3);

    const again = json(await call('POST', `/message/${message.id}/test`, { makeProjectPublic: true })).data;
    const newCodes = again.testResults.links.map((l: { code: string }) => l.code);
    assert.equal(newCodes.length, 3);
    for (const link of links) assert.ok(!newCodes.includes(link.code), 'the earlier codes are gone');
    const after = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tracked_links WHERE message_id = $1',
      [message.id],
    );
    assert.equal(after[0]!.n, 3);
    const gone = await app.inject({ url: `/r/${links[0].code}` });
    assert.equal(gone.statusCode, 404);
  });

  test('transitions: publish, archive, duplicate; disallowed ones answer 409 and change nothing', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const call = as(app, owner);
    const expect409 = async (method: 'POST' | 'PATCH', url: string, message: string, payload?: object) => {
      const response = await call(method, url, payload);
      assert.equal(response.statusCode, 409, `${method} ${url}: ${response.body}`);
      assert.equal(json(response).message, message);
    };

    // draft -> published
    const draft = await createMessage(app, owner, project._id);
    const published = json(await call('POST', `/message/${draft.id}/publish`)).data;
    assert.equal(published.status, 'published');
    await expect409('POST', `/message/${draft.id}/publish`, 'This message is already published.');
    // A published message can be measured: it goes to testing.
    assert.equal(
      json(await call('POST', `/message/${draft.id}/test`, { makeProjectPublic: true })).data.status,
      'testing',
    );

    // draft -> testing -> published -> archived
    const other = await createMessage(app, owner, project._id);
    assert.equal(
      json(await call('POST', `/message/${other.id}/test`, { makeProjectPublic: true })).data.status,
      'testing',
    );
    assert.equal(
      json(await call('POST', `/message/${other.id}/test`, { makeProjectPublic: true })).data.status,
      'testing',
      'a test can be run again',
    );
    const fromTesting = json(await call('POST', `/message/${other.id}/publish`)).data;
    assert.equal(fromTesting.status, 'published');
    assert.ok(fromTesting.testResults, 'the results stay after publishing');
    const archived = json(await call('POST', `/message/${other.id}/archive`)).data;
    assert.equal(archived.status, 'archived');
    assert.equal(archived.score, fromTesting.score);

    // archived: only duplicate (and delete)
    const done = 'This message is archived, so it can no longer be changed. Duplicate it to work on a new draft.';
    await expect409('POST', `/message/${other.id}/publish`, done);
    await expect409('POST', `/message/${other.id}/test`, done);
    await expect409('POST', `/message/${other.id}/variants`, done, { count: 1 });
    await expect409('PATCH', `/message/${other.id}`, done, { title: 'x' });
    await expect409('POST', `/message/${other.id}/archive`, 'This message is already archived.');
    const unchanged = json(await call('GET', `/message/${other.id}`)).data;
    assert.deepEqual(unchanged, archived);
    const balance = await balanceOf(app, owner);
    assert.equal(balance, PLANS.free.monthlyCredits - 3 * CREDIT_COSTS.splitTest, 'refused transitions cost nothing');

    // duplicate: a new draft, score 0, same title and text, not tested
    const response = await call('POST', `/message/${other.id}/duplicate`);
    assert.equal(response.statusCode, 201, response.body);
    const copy = json(response).data;
    assert.notEqual(copy.id, other.id);
    assert.equal(copy.status, 'draft');
    assert.equal(copy.score, 0);
    assert.deepEqual(copy.metrics, { clarity: 0, impact: 0, memorability: 0 });
    assert.equal(copy.scoreParts, null);
    assert.equal(copy.testResults, null);
    assert.equal(copy.testedAt, null);
    assert.equal(copy.title, other.title);
    assert.equal(copy.content, other.content);
    assert.equal(copy.type, other.type);
    assert.equal(copy.projectId, project._id);

    // delete: any status; its links go with it
    const [link] = archived.testResults.links;
    assert.equal((await call('DELETE', `/message/${other.id}`)).statusCode, 204);
    assert.equal((await call('GET', `/message/${other.id}`)).statusCode, 404);
    assert.equal((await app.inject({ url: `/r/${link.code}` })).statusCode, 404);
    assert.equal((await call('DELETE', `/message/${other.id}`)).statusCode, 404);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, PLANS, insufficientCreditsMessage, titleFor } from '@brandcast/shared';
import { createBuiltInProvider, type GenerationProvider } from '../../../src/engine/index';
import { forEachDatabase, json } from '../../helpers';
import { as, balanceOf, buildWithEngine, createMessage, createProject, signUp } from './fixtures';
import { ENGINE_FAILED } from '../../../src/plugins/app/engine';

/** The built-in writer, with some of its methods replaced. */
const engineWith = (overrides: Partial<GenerationProvider>): GenerationProvider => ({
  ...createBuiltInProvider(),
  ...overrides,
});

forEachDatabase(({ db }) => {
  const count = async (sql: string, params: unknown[]) => (await db().query<{ n: number }>(sql, params))[0]!.n;
  const ledgerRows = (userId: string) =>
    count('SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1', [userId]);

  /** Leaves the user `balance` credits, as if they had spent the rest. */
  async function setBalance(userId: string, balance: number) {
    await db().query(
      "INSERT INTO credit_ledger (user_id, amount, balance_after, action, description) VALUES ($1, 0, $2, 'grant', 'test grant')",
      [userId, balance],
    );
  }

  test('402 with the exact message when the balance is short, for each action; nothing is stored or charged', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    await setBalance(owner.user.id, 20);
    const call = as(app, owner);

    const generate = await call('POST', '/message/generate', { projectId: project._id, type: 'tagline' });
    assert.equal(generate.statusCode, 402);
    assert.equal(
      json(generate).message,
      'Generating a brand message costs 50 credits; you have 20. Credits renew monthly; upgrade your plan for more.',
    );
    const variants = await call('POST', `/message/${message.id}/variants`, { count: 2 });
    assert.equal(variants.statusCode, 402);
    assert.equal(json(variants).message, insufficientCreditsMessage('brandMessage', 20));
    const tested = await call('POST', `/message/${message.id}/test`, { makeProjectPublic: true });
    assert.equal(tested.statusCode, 402);
    assert.equal(
      json(tested).message,
      'Running a split test costs 100 credits; you have 20. Credits renew monthly; upgrade your plan for more.',
    );

    assert.equal(await count('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [project._id]), 1);
    assert.deepEqual(
      json(await call('GET', `/message/${message.id}`)).data,
      message,
      'no variants, no test, still a draft',
    );
    assert.equal(await count('SELECT count(*)::int AS n FROM tracked_links WHERE message_id = $1', [message.id]), 0);
    assert.equal(await balanceOf(app, owner), 20);

    // With exactly enough, the split test goes through and leaves 0.
    await setBalance(owner.user.id, CREDIT_COSTS.splitTest);
    assert.equal((await call('POST', `/message/${message.id}/test`, { makeProjectPublic: true })).statusCode, 200);
    assert.equal(await balanceOf(app, owner), 0);
  });

  test('when the engine fails, nothing is stored and nothing is charged', async (t) => {
    const failing = engineWith({
      async generateMessages() {
        throw new Error('model exploded');
      },
      async generateVariants() {
        throw new Error('model exploded');
      },
    });
    const app = await buildWithEngine(t, db(), failing);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const before = await balanceOf(app, owner);
    const rowsBefore = await ledgerRows(owner.user.id);

    const generate = await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline' });
    assert.equal(generate.statusCode, 503);
    assert.equal(json(generate).message, ENGINE_FAILED);
    assert.doesNotMatch(generate.body, /exploded/, 'no internals in the answer');
    const variants = await as(app, owner)('POST', `/message/${message.id}/variants`, { count: 1 });
    assert.equal(variants.statusCode, 503);

    assert.equal(await balanceOf(app, owner), before);
    assert.equal(await ledgerRows(owner.user.id), rowsBefore);
    assert.equal(await count('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [project._id]), 1);
    assert.deepEqual(json(await as(app, owner)('GET', `/message/${message.id}`)).data.variants, []);
  });

  test('an engine that writes nothing: 502 with a message, nothing charged', async (t) => {
    const empty = engineWith({
      async generateMessages() {
        return { provider: 'built-in', items: [] };
      },
    });
    const app = await buildWithEngine(t, db(), empty);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const response = await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline' });
    assert.equal(response.statusCode, 502);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits);
  });

  test('variants: a line the writer finds no other angle on is a 422 that says why, nothing charged', async (t) => {
    const none = engineWith({
      async generateVariants() {
        return { provider: 'built-in', items: [] };
      },
    });
    const app = await buildWithEngine(t, db(), none);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const response = await as(app, owner)('POST', `/message/${message.id}/variants`, { count: 2 });
    assert.equal(response.statusCode, 422, response.body);
    assert.match(json(response).message, /No variant of this message could be written.*Nothing was charged\./);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits);
  });

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

  test('20 parallel generations on a fresh free account: exactly 10 succeed, 10 get 402, balance 0', async (t) => {
    // Every line new, so each request returns the full set it pays for.
    let written = 0;
    const unique = engineWith({
      async generateMessages(_project, { type, count }) {
        return {
          provider: 'built-in',
          items: Array.from({ length: count }, () => ({ type, title: '', content: `Tagline number ${++written}` })),
        };
      },
    });
    const app = await buildWithEngine(t, db(), unique);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 2 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [...Array(10).fill(201), ...Array(10).fill(402)]);
    for (const response of responses.filter((r) => r.statusCode === 402)) {
      assert.equal(json(response).message, insufficientCreditsMessage('brandMessage', 0));
    }
    assert.equal(await balanceOf(app, owner), 0);
    // Only what was paid for is stored: 10 requests x 2 drafts.
    assert.equal(await count('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [project._id]), 20);
    const charges = await db().query<{ amount: number; balance_after: number }>(
      "SELECT amount, balance_after FROM credit_ledger WHERE user_id = $1 AND action = 'brandMessage' ORDER BY id",
      [owner.user.id],
    );
    assert.deepEqual(
      charges.map((row) => row.balance_after),
      [450, 400, 350, 300, 250, 200, 150, 100, 50, 0],
    );
    assert.ok(charges.every((row) => row.amount === -CREDIT_COSTS.brandMessage));
    assert.equal(
      await count("SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND action = 'grant'", [
        owner.user.id,
      ]),
      1,
    );
  });

  test('parallel variant requests on one message keep at most MAX_VARIANTS and charge only those that fit', async (t) => {
    // Every variant new, so each request adds exactly what it asks for.
    let written = 0;
    const unique = engineWith({
      async generateVariants(message, { count }) {
        return {
          provider: 'built-in',
          items: Array.from({ length: count }, () => ({
            type: message.type,
            title: '',
            content: `Variant number ${++written}`,
          })),
        };
      },
    });
    const app = await buildWithEngine(t, db(), unique);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => as(app, owner)('POST', `/message/${message.id}/variants`, { count: 3 })),
    );
    assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 200, 200, 400]);
    const refused = responses.find((r) => r.statusCode === 400)!;
    assert.equal(json(refused).message, 'This message has 9 variants and keeps at most 10: ask for 1 more at most.');
    assert.equal(json(await as(app, owner)('GET', `/message/${message.id}`)).data.variants.length, 9);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - 3 * CREDIT_COSTS.brandMessage);
  });

  test('variants the message already has are dropped; when nothing new is left: 409, nothing charged', async (t) => {
    let offer: string[] = [];
    const scripted = engineWith({
      async generateVariants(message) {
        return { provider: 'built-in', items: offer.map((content) => ({ type: message.type, title: '', content })) };
      },
    });
    const app = await buildWithEngine(t, db(), scripted);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id, { content: 'Fresh beans, every week.' });
    const call = as(app, owner);

    offer = ['First idea', 'FRESH BEANS, every week.', 'Second idea'];
    const first = json(await call('POST', `/message/${message.id}/variants`, { count: 3 })).data;
    assert.deepEqual(
      first.variants.map((v: { content: string }) => v.content),
      ['First idea', 'Second idea'],
    );

    offer = ['first idea', 'Third idea', 'Fourth idea'];
    const second = json(await call('POST', `/message/${message.id}/variants`, { count: 1 })).data;
    assert.deepEqual(
      second.variants.map((v: { content: string }) => v.content),
      ['First idea', 'Second idea', 'Third idea'],
    );
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - 2 * CREDIT_COSTS.brandMessage);

    offer = ['Second idea', 'Fresh beans, every week.'];
    const stale = await call('POST', `/message/${message.id}/variants`, { count: 1 });
    assert.equal(stale.statusCode, 409);
    assert.match(json(stale).message, /already has\. Nothing was charged/);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - 2 * CREDIT_COSTS.brandMessage);
  });

  test('duplicating a message while it is tested and given variants never deadlocks (both lock the account first)', async (t) => {
    // Every variant new, so no round is refused for offering what the message already has.
    let written = 0;
    const unique = engineWith({
      async generateVariants(message, { count }) {
        return {
          provider: 'built-in',
          items: Array.from({ length: count }, () => ({
            type: message.type,
            title: '',
            content: `Variant number ${++written}`,
          })),
        };
      },
    });
    const app = await buildWithEngine(t, db(), unique);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    await setBalance(owner.user.id, 10 * (CREDIT_COSTS.splitTest + CREDIT_COSTS.brandMessage));
    const call = as(app, owner);
    for (let round = 0; round < 10; round++) {
      const [duplicated, tested, varied] = await Promise.all([
        call('POST', `/message/${message.id}/duplicate`),
        call('POST', `/message/${message.id}/test`, { makeProjectPublic: true }),
        call('POST', `/message/${message.id}/variants`, { count: 1 }),
      ]);
      assert.equal(duplicated.statusCode, 201, `round ${round}: ${duplicated.body}`);
      assert.equal(tested.statusCode, 200, `round ${round}: ${tested.body}`);
      assert.equal(varied.statusCode, 200, `round ${round}: ${varied.body}`);
    }
    assert.equal(await count('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [project._id]), 11);
    assert.equal(await balanceOf(app, owner), 0);
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

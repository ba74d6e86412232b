import assert from 'node:assert/strict';
import { test } from 'node:test';
import { verify } from '../bench/load/verify';
import { limitProblems } from '../bench/load/limits';
import type { VirtualUser } from '../bench/load/scenario';
import { bearer, forEachDatabase, json, signUp } from './helpers';

/* The load test's checks find what they look for: a lost write, a write nobody was told of, a wrong balance, a copy not published. */
forEachDatabase(({ db, build }) => {
  test('verify reports lost and unacknowledged rows, a balance that is not grants minus charges, and an unpublished copy', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
    const project = json(await call('POST', '/api/project', { details: { businessName: 'Northwind Coffee' } })).data;
    const first = json(
      await call('POST', '/api/message', { projectId: project._id, type: 'tagline', content: 'One' }),
    ).data;
    const second = json(
      await call('POST', '/api/message', { projectId: project._id, type: 'tagline', content: 'Two' }),
    ).data;
    await call('GET', '/api/credits'); // the monthly grant
    const copy = json(
      await call('POST', '/api/copy', {
        projectId: project._id,
        platform: 'linkedin',
        title: 'Later',
        content: 'Soon.',
      }),
    ).data;
    const at = new Date(Date.now() + 60_000).toISOString();
    await call('POST', `/api/copy/${copy.id}/schedule`, { scheduledDate: at });

    const user: VirtualUser = {
      index: 0,
      email: account.email,
      password: account.password,
      userId: account.user.id,
      token: account.token,
      plan: 'free',
      projects: [project._id],
      messages: [first.id, second.id],
      copies: [copy.id],
      charged: 0,
      charges: 0,
      chargedIds: [],
      scheduled: [],
      unanswered: { messages: 0, copies: 0, charges: 0 },
    };
    assert.deepEqual((await verify(db(), [user])).problems, []);

    const lost = '00000000-0000-4000-8000-000000000000';
    const problems = (
      await verify(db(), [
        {
          ...user,
          messages: [first.id, lost],
          charged: 30,
          charges: 1,
          chargedIds: [copy.id],
          scheduled: [{ id: copy.id, at, title: 'Later' }],
        },
      ])
    ).problems;
    assert.equal(problems.length, 6, problems.join('\n'));
    assert.match(problems[0]!, /1 acknowledged messages missing/);
    assert.match(
      problems[1]!,
      /1 messages stored that were never acknowledged \(or twice\), more than the 0 writes that got no answer/,
    );
    assert.match(problems[2]!, /1 acknowledged charges, 0 in the ledger/);
    assert.match(problems[3]!, /balance 500, but grants 500 minus acknowledged charges 30 is 470/);
    assert.match(problems[4]!, /scheduled copy .* is scheduled/);
    assert.match(problems[5]!, /notified 0 times/);

    // A write that got no answer may have been applied, whole: its row and its charge are accepted, not more.
    const unanswered = { ...user, messages: [first.id], unanswered: { messages: 1, copies: 0, charges: 0 } };
    assert.deepEqual((await verify(db(), [unanswered])).problems, []);
    assert.match(
      (
        await verify(db(), [{ ...user, messages: [], unanswered: { messages: 1, copies: 0, charges: 0 } }])
      ).problems.join('\n'),
      /2 messages stored that were never acknowledged .* more than the 1/,
    );
  });
});

test('the limit check fails when a limit lets more through across the instances than one instance would', () => {
  const held = { limit: 30, sent: 39, allowed: 30, limited: 9, other: [] };
  assert.deepEqual(limitProblems(held), []);
  // Counted in each instance's memory: 13 per instance of three, every start let through.
  assert.deepEqual(limitProblems({ ...held, allowed: 39, limited: 0 }), [
    'the export limit let 39 of 39 starts through across the instances, not 30',
  ]);
  assert.match(limitProblems({ ...held, other: ['500 boom'] })[0]!, /the limit probe got 500 boom/);
});

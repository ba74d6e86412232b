import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Channel } from '@brandcast/shared';
import { CHANNEL_NOT_FOUND } from '@brandcast/shared';
import { forEachDatabase, signUp } from '../../helpers';
import { newTid } from '../../../src/publishing/bluesky';
import { isPublicAddress } from '../../../src/publishing/safe-fetch';
import { blueskyStandIn } from '../../stand-ins/bluesky';
import { call, createCopy, createProject, expectData, expectError } from '../copy/fixtures';
import { PUBLISHING_CONFIG, connectBluesky, publicationsWhen, settled, xCopy } from './fixtures';

/* Who may publish where, the servers Brandcast refuses to reach, and an attempt that died with its process. */
const bluesky = blueskyStandIn();

test('public addresses only: loopback, private, link-local (metadata), CGNAT and unique-local are not', () => {
  for (const address of ['8.8.8.8', '2606:4700:4700::1111', '151.101.1.69'])
    assert.ok(isPublicAddress(address), address);
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::ffff:127.0.0.1',
    'fd00:ec2::254',
    'fe80::1',
    'not an address',
  ]) {
    assert.equal(isPublicAddress(address), false, address);
  }
});

forEachDatabase(({ build, db, kind }) => {
  test('a private, loopback or plain-http server is refused with a message, unless the operator allows it', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const callsBefore = bluesky.calls.length;
    for (const server of ['127.0.0.1:3000', 'localhost', 'https://169.254.169.254', 'https://[::1]/', 'intranet']) {
      expectError(
        await call(app, owner, 'POST', '/channel/mastodon', { server }),
        400,
        /^Brandcast does not connect to .+: it is a private or local address\./,
      );
    }
    expectError(
      await call(app, owner, 'POST', '/channel/mastodon', { server: 'http://mastodon.social' }),
      400,
      'Brandcast connects to servers over HTTPS only: type https://mastodon.social.',
    );
    expectError(
      await call(app, owner, 'POST', '/channel/bluesky', {
        handle: 'me.bsky.social',
        appPassword: 'abcd-efgh-ijkl-mnop',
        service: 'https://10.0.0.8',
      }),
      400,
      /private or local address/,
    );
    assert.equal(bluesky.calls.length, callsBefore, 'nothing was fetched');

    // The operator allows private hosts (a fediverse on a LAN): the same address connects.
    const allowed = await build(t, PUBLISHING_CONFIG);
    const member = await signUp(allowed);
    await connectBluesky(allowed, member, bluesky, `lan-${kind}.bsky.social`);
  });

  test('a user sees and publishes to their own channels only, and a channel takes its own platform’s copies', async (t) => {
    const app = await build(t, PUBLISHING_CONFIG);
    const owner = await signUp(app);
    const other = await signUp(app);
    const channel = await connectBluesky(app, owner, bluesky, `mine-${kind}.bsky.social`);
    assert.deepEqual(expectData<Channel[]>(await call(app, other, 'GET', '/channel'), 200), []);
    const theirs = await xCopy(app, other, 'Not your channel');
    expectError(
      await call(app, other, 'POST', `/copy/${theirs.id}/publications`, { channelIds: [channel.id] }),
      404,
      CHANNEL_NOT_FOUND,
    );
    expectError(await call(app, other, 'DELETE', `/channel/${channel.id}`), 404, CHANNEL_NOT_FOUND);

    const { _id: projectId } = await createProject(app, owner);
    const linkedin = await createCopy(app, owner, { projectId, platform: 'linkedin', content: 'A longer post.' });
    expectError(
      await call(app, owner, 'POST', `/copy/${linkedin.id}/publications`, { channelIds: [channel.id] }),
      400,
      'Bluesky publishes X (Twitter) copies; this is a LinkedIn copy.',
    );
    expectError(
      await call(app, owner, 'POST', `/copy/${linkedin.id}/publications`, { channelIds: [] }),
      400,
      'channelIds: Pick at least one channel',
    );
  });

  test('an attempt that died after the platform posted is settled by looking, not by posting again', async (t) => {
    // The sweep runs every half second here, as it does every 30 s in production.
    const app = await build(t, { ...PUBLISHING_CONFIG, schedulerIntervalMs: 500 });
    const owner = await signUp(app);
    const channel = await connectBluesky(app, owner, bluesky, `crash-${kind}.bsky.social`);
    const copy = await xCopy(app, owner, `Posted just before the crash (${kind})`);
    // The process died mid-attempt three minutes ago: the row says publishing, and the platform has the post at
    // the attempt's key.
    const attemptKey = newTid();
    await db().query(
      `INSERT INTO publications (copy_id, channel_id, user_id, state, attempt_key, attempts, attempt_started_at, updated_at)
       SELECT $1, $2, user_id, 'publishing', $3, 1, now() - interval '3 minutes', now() - interval '3 minutes'
       FROM channels WHERE id = $2`,
      [copy.id, channel.id, attemptKey],
    );
    const session = (await (
      await fetch(`${bluesky.url}/xrpc/com.atproto.server.createSession`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: `crash-${kind}.bsky.social`, password: 'abcd-efgh-ijkl-mnop' }),
      })
    ).json()) as { did: string; accessJwt: string };
    await fetch(`${bluesky.url}/xrpc/com.atproto.repo.createRecord`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessJwt}` },
      body: JSON.stringify({
        repo: session.did,
        collection: 'app.bsky.feed.post',
        rkey: attemptKey,
        record: { $type: 'app.bsky.feed.post', text: copy.content, createdAt: new Date().toISOString() },
      }),
    });
    // The sweep finds the stale attempt and hands it to the queue again; the attempt looks before it posts.
    const [settledRow] = await publicationsWhen(app, owner, copy.id, settled);
    assert.equal(settledRow!.state, 'published', settledRow!.error ?? '');
    assert.equal(bluesky.posts.filter((post) => post.text === copy.content).length, 1, 'never twice');
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EXPORT_PARTS } from '@brandcast/shared';
import { forEachDatabase, signUp, type Account } from '../../helpers';
import { EXPORT_FILES, finished, openArchive, overHttp, setPlan, startExport, type Request } from './fixtures';

/*
 * What an account's data export holds: every part as JSON with a README, the account's own data (and what it
 * wrote in projects shared with it), nothing of anyone else's, and no secret. Over real HTTP. The export's
 * life (progress, one at a time, replacement, sweep, limits): export.test.ts.
 */
forEachDatabase(({ build, db }) => {
  /** An account with something in every part: a project of its own, one shared with it, and a stranger's. */
  async function filled(request: Request, app: FastifyInstance) {
    const owner = await signUp(app, { firstName: 'Ada', lastName: 'Owner' });
    const other = await signUp(app, { firstName: 'Dora', lastName: 'Other' });
    const stranger = await signUp(app, { firstName: 'Stan', lastName: 'Stranger' });
    await setPlan(db(), other.user.id, 'starter');
    const made = async <T = any>(account: Account, url: string, body: object): Promise<T> => {
      const answer = await request(account, 'POST', url, body);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.data;
    };
    const project = await made(owner, '/project', {
      details: { businessName: 'Aurora Candles', whatYouSell: 'soy candles' },
    });
    const message = await made(owner, '/message', {
      projectId: project._id,
      type: 'tagline',
      title: 'Glow',
      content: 'Light that lasts all evening.',
    });
    const copy = await made(owner, '/copy', {
      projectId: project._id,
      platform: 'linkedin',
      content: 'Our candles burn for 60 hours.',
    });
    assert.equal(
      (await request(owner, 'PATCH', `/copy/${copy.id}`, { performance: { views: 40, clicks: 3 } })).status,
      200,
    );
    const script = await made(owner, '/script', { projectId: project._id, title: 'Launch', content: 'Meet Aurora.' });
    await db().query(
      "INSERT INTO recordings (project_id, user_id, content_type, size_bytes, file_name) VALUES ($1, $2, 'video/webm', 1234, 'take-1.webm')",
      [project._id, owner.user.id],
    );
    assert.equal((await request(owner, 'GET', '/credits')).status, 200); // the month's grant: a ledger row
    const shared = await made(other, '/project', { details: { businessName: 'Dora Bakery' } });
    assert.equal(
      (await request(other, 'POST', `/project/${shared._id}/collaborators`, { email: owner.email, role: 'editor' }))
        .status,
      201,
    );
    const written = await made(owner, '/message', {
      projectId: shared._id,
      type: 'tagline',
      title: 'Bread',
      content: 'Baked at dawn.',
    });
    const theirs = await made(other, '/message', {
      projectId: shared._id,
      type: 'tagline',
      title: 'Rolls',
      content: 'Soft rolls.',
    });
    const strangers = await made(stranger, '/project', { details: { businessName: 'Stranger Things Ltd' } });
    return { owner, other, stranger, project, message, copy, script, shared, written, theirs, strangers };
  }

  test('the archive holds every part as JSON with a README, the account’s own data and nothing of a stranger’s, and no secret', async (t) => {
    const app = await build(t);
    const request = await overHttp(app);
    const data = await filled(request, app);
    const started = await startExport(request, data.owner);
    assert.equal(started.status, 202, JSON.stringify(started.body));
    assert.equal(started.body.data.state, 'generating');
    assert.equal(started.body.data.partsTotal, ACCOUNT_EXPORT_PARTS.length);
    const job = await finished(request, data.owner, started.body.data.id);
    assert.equal(job.state, 'completed', JSON.stringify(job));
    assert.equal(job.partsDone, job.partsTotal);
    assert.match(job.filename!, /^brandcast-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    assert.ok(Date.parse(job.expiresAt) - Date.parse(job.createdAt) === 24 * 3600_000);

    // The signed address downloads without a bearer token.
    const file = await request(null, 'GET', job.url!);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/gzip');
    assert.match(file.headers.get('content-disposition')!, /attachment; filename="brandcast-data-/);
    assert.equal(file.raw.length, job.size);
    const files = await openArchive(file.raw);
    const folder = job.filename!.replace('.tar.gz', '');
    assert.deepEqual([...files.keys()].sort(), EXPORT_FILES.map((name) => `${folder}/${name}`).sort());
    const read = (name: string) => JSON.parse(files.get(`${folder}/${name}`)!);

    const readme = files.get(`${folder}/README.txt`)!;
    for (const part of ACCOUNT_EXPORT_PARTS) assert.ok(readme.includes(`${part.key}.json: ${part.holds}`), part.key);

    const profile = read('profile.json');
    assert.equal(profile.email, data.owner.email);
    assert.equal(profile.firstName, 'Ada');
    assert.equal(profile.subscription.plan, 'free');
    const everything = [...files.values()].join('\n');
    const [stored] = await db().query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      data.owner.user.id,
    ]);
    for (const secret of [
      stored!.password_hash,
      'passwordHash',
      'tokenHash',
      'codeHash',
      'tokenVersion',
      'totpSecret',
      data.owner.password,
    ]) {
      assert.ok(!everything.includes(secret), `no ${secret} in the archive`);
    }
    assert.equal(read('preferences.json').defaultView, 'grid');
    const projects = read('projects.json');
    assert.deepEqual(
      projects.owned.map((p: { businessName: string }) => p.businessName),
      ['Aurora Candles'],
    );
    assert.deepEqual(
      projects.sharedWithYou.map((p: { businessName: string; yourRole: string; owner: string }) => [
        p.businessName,
        p.yourRole,
        p.owner,
      ]),
      [['Dora Bakery', 'editor', 'Dora Other']],
    );
    const ids = (name: string) =>
      read(name)
        .map((row: { id: string }) => row.id)
        .sort();
    // Its own project's message, and the one it wrote in the shared project; not the owner's there.
    assert.deepEqual(ids('messages.json'), [data.message.id, data.written.id].sort());
    assert.deepEqual(ids('copies.json'), [data.copy.id]);
    assert.equal(read('copies.json')[0].views, 40);
    assert.deepEqual(ids('scripts.json'), [data.script.id]);
    const [recording] = read('recordings.json');
    assert.deepEqual(
      [recording.fileName, recording.sizeBytes, recording.contentType],
      ['take-1.webm', 1234, 'video/webm'],
    );
    const analytics = read('analytics.json');
    assert.deepEqual(
      analytics.performancePerCopyAndDay.map((row: { copyId: string; views: number; clicks: number }) => [
        row.copyId,
        row.views,
        row.clicks,
      ]),
      [[data.copy.id, 40, 3]],
    );
    assert.ok(
      analytics.activity.some(
        (entry: { itemType: string; action: string }) => entry.itemType === 'project' && entry.action === 'created',
      ),
    );
    const ledger = read('ledger.json');
    assert.ok(ledger.length >= 1 && ledger.every((row: { userId: string }) => row.userId === data.owner.user.id));
    assert.ok(read('notifications.json').length >= 1);
    // Nothing of the stranger's, nor of the other owner's own message.
    assert.ok(
      !everything.includes('Stranger Things') &&
        !everything.includes(data.strangers._id) &&
        !everything.includes(data.theirs.id),
    );
    assert.ok(!everything.includes(data.stranger.email));
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_EXPORT_PARTS,
  ACCOUNT_EXPORT_STARTS_PER_HOUR,
  ACCOUNT_TEXTS,
  type AccountExportJob,
} from '@brandcast/shared';
import { accountExports } from '../../../src/repositories/account/export';
import { runAccountExport } from '../../../src/repositories/account/run-export';
import { preferencesRepository } from '../../../src/repositories/preferences';
import { forEachDatabase, signUp, type Account } from '../../helpers';
import { finished, openArchive, overHttp, setPlan, type Request } from './fixtures';

/*
 * Exporting all of an account's data: one archive of JSON files, followed part by part, one at a time,
 * downloaded from a signed address, replaced by the next and swept after a day. Over real HTTP.
 */
const FILES = [...ACCOUNT_EXPORT_PARTS.map((part) => `${part.key}.json`), 'README.txt'];

forEachDatabase(({ kind, build, db }) => {
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

  const start = (request: Request, account: Account) =>
    request<{ data: AccountExportJob; message?: string }>(account, 'POST', '/account/export');

  test('the archive holds every part as JSON with a README, the account’s own data and nothing of a stranger’s, and no secret', async (t) => {
    const app = await build(t);
    const request = await overHttp(app);
    const data = await filled(request, app);
    const started = await start(request, data.owner);
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
    assert.deepEqual([...files.keys()].sort(), FILES.map((name) => `${folder}/${name}`).sort());
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

  test('progress: the part being written and how many of all are done; the owner alone reads it', async (t) => {
    const app = await build(t);
    const request = await overHttp(app);
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const [row] = await db().query<{ id: string }>(
      "INSERT INTO account_exports (user_id, parts_total, part, parts_done) VALUES ($1, $2, 'copies', 4) RETURNING id",
      [owner.user.id, ACCOUNT_EXPORT_PARTS.length],
    );
    const job = (await request<{ data: AccountExportJob }>(owner, 'GET', `/account/export/${row!.id}`)).body.data;
    assert.deepEqual(
      [job.state, job.part, job.partsDone, job.partsTotal, job.url],
      ['generating', 'Copies', 4, 10, null],
    );
    assert.deepEqual((await request(owner, 'GET', '/account/export')).body.data.id, row!.id);
    const foreign = await request(stranger, 'GET', `/account/export/${row!.id}`);
    assert.deepEqual([foreign.status, foreign.body.message], [404, ACCOUNT_TEXTS.exportNotFound]);
    assert.equal((await request(stranger, 'GET', '/account/export')).body.data, null);
    assert.equal((await request(null, 'GET', `/account/export/${row!.id}`)).status, 401);
  });

  if (kind === 'postgres') {
    test('progress of a real run: held at its last part, it answers "Notifications", 9 of 10', async (t) => {
      const app = await build(t);
      const request = await overHttp(app);
      const owner = await signUp(app);
      let seen: AccountExportJob | undefined;
      // The notifications table locked: the run writes its progress, then waits at the last part's read.
      await db().transaction(async (tx) => {
        await tx.query('LOCK TABLE notifications IN ACCESS EXCLUSIVE MODE');
        const started = await start(request, owner);
        assert.equal(started.status, 202);
        for (let i = 0; i < 250 && seen?.part !== 'Notifications'; i += 1) {
          seen = (await request<{ data: AccountExportJob }>(owner, 'GET', `/account/export/${started.body.data.id}`))
            .body.data;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      assert.deepEqual(
        [seen?.state, seen?.part, seen?.partsDone, seen?.partsTotal],
        ['generating', 'Notifications', 9, 10],
      );
      assert.equal((await finished(request, owner, seen!.id)).state, 'completed');
    });
  }

  test('one at a time: a second start while one runs is a 409; one lost with its process no longer blocks', async (t) => {
    const app = await build(t);
    const request = await overHttp(app);
    const owner = await signUp(app);
    const [running] = await db().query<{ id: string }>(
      'INSERT INTO account_exports (user_id, parts_total) VALUES ($1, 10) RETURNING id',
      [owner.user.id],
    );
    const refused = await start(request, owner);
    assert.deepEqual([refused.status, refused.body.message], [409, ACCOUNT_TEXTS.exportRunning]);
    assert.equal(
      (await db().query('SELECT 1 FROM account_exports WHERE user_id = $1', [owner.user.id])).length,
      1,
      'nothing started',
    );
    // Its process died: past the time limit, it is failed and the next starts.
    await db().query("UPDATE account_exports SET started_at = now() - interval '1 hour' WHERE id = $1", [running!.id]);
    const lost = (await request<{ data: AccountExportJob }>(owner, 'GET', `/account/export/${running!.id}`)).body.data;
    assert.deepEqual([lost.state, lost.error], ['failed', ACCOUNT_TEXTS.exportFailed]);
    const next = await start(request, owner);
    assert.equal(next.status, 202, JSON.stringify(next.body));
    assert.equal((await finished(request, owner, next.body.data.id)).state, 'completed');
  });

  test('a new export removes the previous archive; the sweep removes one past its day; a link signed for another is refused', async (t) => {
    const app = await build(t);
    const request = await overHttp(app);
    const owner = await signUp(app);
    const first = await finished(request, owner, (await start(request, owner)).body.data.id);
    assert.equal((await request(null, 'GET', first.url!)).status, 200);
    const tampered = first.url!.replace(/signature=[^&]+/, 'signature=forged');
    assert.deepEqual(
      [(await request(null, 'GET', tampered)).status, (await request(null, 'GET', tampered)).body.message],
      [403, ACCOUNT_TEXTS.exportLinkExpired],
    );

    const second = await finished(request, owner, (await start(request, owner)).body.data.id);
    assert.equal((await request(null, 'GET', first.url!)).status, 404, 'the previous archive is gone');
    assert.equal((await request(owner, 'GET', `/account/export/${first.id}`)).status, 404);
    assert.equal((await request(null, 'GET', second.url!)).status, 200);

    await db().query("UPDATE account_exports SET created_at = now() - interval '25 hours' WHERE id = $1", [second.id]);
    assert.equal(
      (await request(null, 'GET', second.url!)).status,
      404,
      'not downloaded past its day, even before the sweep',
    );
    assert.equal((await request(owner, 'GET', '/account/export')).body.data, null);
    assert.equal(await accountExports(db()).sweep(), 1);
    assert.equal((await db().query('SELECT 1 FROM account_exports WHERE user_id = $1', [owner.user.id])).length, 0);
  });

  test('a run cut short is run again from the start: runAccountExport(app, id) writes it whole; a finished one is left alone', async (t) => {
    const app = await build(t);
    const request = await overHttp(app);
    const owner = await signUp(app);
    // As a crash leaves it: generating, four parts in.
    const [row] = await db().query<{ id: string }>(
      "INSERT INTO account_exports (user_id, parts_total, part, parts_done, started_at) VALUES ($1, 10, 'copies', 4, now() - interval '2 minutes') RETURNING id",
      [owner.user.id],
    );
    await runAccountExport({ db: db(), preferencesRepository: preferencesRepository(db().orm) }, row!.id);
    const job = (await request<{ data: AccountExportJob }>(owner, 'GET', `/account/export/${row!.id}`)).body.data;
    assert.deepEqual([job.state, job.partsDone], ['completed', 10]);
    const files = await openArchive((await request(null, 'GET', job.url!)).raw);
    assert.equal(files.size, FILES.length);
    const [before] = await db().query<{ archive: Uint8Array }>('SELECT archive FROM account_exports WHERE id = $1', [
      row!.id,
    ]);
    await runAccountExport({ db: db(), preferencesRepository: preferencesRepository(db().orm) }, row!.id);
    const [after] = await db().query<{ archive: Uint8Array }>('SELECT archive FROM account_exports WHERE id = $1', [
      row!.id,
    ]);
    assert.ok(
      Buffer.from(before!.archive).equals(Buffer.from(after!.archive)),
      'a finished export is not written again',
    );
  });

  test(`starts are limited: ${ACCOUNT_EXPORT_STARTS_PER_HOUR} an hour per address, then 429`, async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const startFrom = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/export',
        remoteAddress,
        headers: { authorization: `Bearer ${owner.token}` },
      });
    const answers: number[] = [];
    for (let i = 0; i < ACCOUNT_EXPORT_STARTS_PER_HOUR; i += 1)
      answers.push((await startFrom('203.0.113.90')).statusCode);
    assert.ok(
      answers.every((status) => status === 202 || status === 409),
      answers.join(),
    );
    assert.equal((await startFrom('203.0.113.90')).statusCode, 429);
  });
});

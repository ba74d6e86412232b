import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ACCOUNT_EXPORT_PARTS,
  ACCOUNT_EXPORT_STARTS_PER_HOUR,
  ACCOUNT_TEXTS,
  type AccountExportJob,
} from '@brandcast/shared';
import { accountExports } from '../../../src/repositories/account/export';
import { runAccountExport } from '../../../src/repositories/account/run-export';
import { preferencesRepository } from '../../../src/repositories/preferences';
import { forEachDatabase, signUp } from '../../helpers';
import { EXPORT_FILES, finished, openArchive, overHttp, startExport as start } from './fixtures';

/*
 * Exporting all of an account's data: one archive, followed part by part, one at a time, downloaded from a
 * signed address, replaced by the next and swept after a day. Over real HTTP. What the archive holds:
 * export-archive.test.ts.
 */
forEachDatabase(({ kind, build, db }) => {
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
    assert.equal(files.size, EXPORT_FILES.length);
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

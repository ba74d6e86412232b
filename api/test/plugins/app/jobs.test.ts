import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { openDatabase, quoteIdent } from '../../../src/db/client';
import { formatQueues } from '../../../src/ops/jobs';
import { installQueue, QUEUE_NAMES, queueStatus } from '../../../src/plugins/app/jobs';
import { SECRET_NOT_STORED } from '../../../src/plugins/app/mailer';
import { forEachDatabase, signUp, TEST_DATABASE_URL } from '../../helpers';
import { smtpStandIn } from '../../smtp-stand-in';

async function until<T>(what: string, read: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) {
    const value = await read();
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

forEachDatabase(({ build, db }) => {
  const jobTable = () => `${quoteIdent(db().jobsSchema ?? 'pgboss')}.job`;
  const outboxOf = (email: string) =>
    db().query<{ id: string; delivered_at: Date | null; delivery_error: string | null; body: string }>(
      'SELECT id, delivered_at, delivery_error, body FROM outbox WHERE recipient = $1 ORDER BY created_at DESC',
      [email],
    );
  /** What waits in the queue for this email: its job's state, when it is due, and its data as stored. */
  const emailJob = async (outboxId: string) =>
    (
      await db().query<{ id: string; state: string; start_after: Date; retry_count: number; data: unknown }>(
        `SELECT id::text, state::text, start_after, retry_count, data FROM ${jobTable()} WHERE name = 'email' AND data->>'outboxId' = $1`,
        [outboxId],
      )
    )[0];
  /** Time passes: the job's next try is due now. */
  const dueNow = (jobId: string) =>
    db().query(`UPDATE ${jobTable()} SET start_after = now() WHERE id = $1::uuid`, [jobId]);

  test('an email SMTP refuses waits in the queue and is retried with backoff; once taken its link is whole, and the outbox says when and why', async (t) => {
    const smtp = await smtpStandIn(t, { refuse: true });
    const app = await build(t, { smtpUrl: smtp.url, appUrl: 'https://brandcast.example' });
    const account = await signUp(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/en/auth/forgot-password',
      payload: { email: account.email },
    });
    assert.equal(asked.statusCode, 202);

    const failed = await until('the first refusal', async () =>
      (await outboxOf(account.email)).find((row) => row.delivery_error && /reset/i.test(row.body)),
    );
    assert.match(failed.delivery_error!, /Mailbox busy, try later/);
    assert.equal(failed.delivered_at, null);
    const waiting = await until('the retry', async () => {
      const job = await emailJob(failed.id);
      return job?.state === 'retry' ? job : undefined;
    });
    // Backoff: the next try is not at once (30 s, doubled each time).
    assert.ok(waiting.start_after.getTime() > Date.now() + 10_000, `next try at ${waiting.start_after.toISOString()}`);
    // The reset token waits in the job sealed, never in clear.
    assert.doesNotMatch(JSON.stringify(waiting.data), /reset-password\?token=/);
    const status = await queueStatus(db(), db().jobsSchema ?? 'pgboss');
    // The reset email, and the sign-up's confirmation email before it: both refused, both waiting.
    assert.equal(status.find((queue) => queue.name === 'email')?.states.retry, 2);
    assert.match(formatQueues(status), /^email\s+0\s+2\s+0/m);

    smtp.state.refuse = false;
    await dueNow(waiting.id);
    const [mail] = await until('the delivery', async () => (smtp.received.length ? smtp.received : undefined));
    assert.deepEqual(mail!.to, [account.email]);
    const raw = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /https:\/\/brandcast\.example\/reset-password\?token=([\w-]+)/.exec(raw)?.[1];
    assert.ok(token && token !== SECRET_NOT_STORED, raw);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token, password: 'reset after a retry' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    const delivered = await until('the outbox to say delivered', async () =>
      (await outboxOf(account.email)).find((row) => row.id === failed.id && row.delivered_at),
    );
    assert.equal(delivered.delivery_error, null);
    assert.equal((await emailJob(failed.id))?.state, 'completed');
  });

  test('an email queued while SMTP is down is delivered by the next process after a restart', async (t) => {
    const smtp = await smtpStandIn(t, { refuse: true });
    const first = await build(t, { smtpUrl: smtp.url });
    const account = await signUp(first);
    await first.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    const failed = await until('the first refusal', async () =>
      (await outboxOf(account.email)).find((row) => row.delivery_error && /reset/i.test(row.body)),
    );
    await first.close();

    smtp.state.refuse = false;
    const job = await emailJob(failed.id);
    assert.equal(job?.state, 'retry');
    await dueNow(job.id);
    await build(t, { smtpUrl: smtp.url });
    await until('the delivery by the second process', async () =>
      smtp.received.some((mail) => mail.to.includes(account.email)),
    );
    await until('the outbox to say delivered', async () =>
      (await outboxOf(account.email)).find((row) => row.id === failed.id && row.delivered_at),
    );
  });

  test('a sweep runs once per interval across instances: two instances starting together queue one job of each', async (t) => {
    const slot = () => Math.floor(Date.now() / 600_000);
    // Both instances must start within one ten-minute slot; at most one boundary can fall in two tries.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const before = slot();
      const since = new Date();
      const a = await build(t, { schedulerIntervalMs: 600_000 });
      const b = await build(t, { schedulerIntervalMs: 600_000 });
      if (slot() !== before) {
        await Promise.all([a.close(), b.close()]);
        continue;
      }
      const sweeps = () =>
        db().query<{ name: string; count: number }>(
          `SELECT name, count(*)::int AS count FROM ${jobTable()} WHERE name IN ('publish-due', 'sweep-rate-limits', 'sweep-recordings', 'sweep-analytics-exports', 'sweep-account-exports', 'sweep-publications') AND created_on >= $1 GROUP BY name ORDER BY name`,
          [since],
        );
      // Queued as each instance starts (later on a loaded machine); then a moment more for a second one to show up.
      await until('the sweeps to be queued', async () => (await sweeps()).length === 6);
      await sleep(300);
      const counts = await sweeps();
      assert.deepEqual(counts, [
        { name: 'publish-due', count: 1 },
        { name: 'sweep-account-exports', count: 1 },
        { name: 'sweep-analytics-exports', count: 1 },
        { name: 'sweep-publications', count: 1 },
        { name: 'sweep-rate-limits', count: 1 },
        { name: 'sweep-recordings', count: 1 },
      ]);
      // And each ran, on one of them.
      await until('the sweeps to run', async () => {
        const done = await db().query<{ count: number }>(
          `SELECT count(*)::int AS count FROM ${jobTable()} WHERE name LIKE 'sweep-%' AND created_on >= $1 AND state = 'completed'`,
          [since],
        );
        return done[0]!.count === 5;
      });
      return;
    }
    assert.fail('two slot boundaries in two tries');
  });
});

test(
  'instances starting together on a new database take turns to install the queue: each starts, with every queue once',
  { skip: !TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL): PGlite has one process' },
  async (t) => {
    const schema = `jobs_race_${process.pid}_${Date.now()}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: TEST_DATABASE_URL, poolMax: 4 })),
    );
    t.after(async () => {
      await instances[0]!.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await Promise.all(instances.map((instance) => instance.close()));
    });
    // Without taking turns, two of three fail here (a deadlock creating the same queue, or the schema created twice).
    const results = await Promise.allSettled(instances.map((instance) => installQueue(instance, schema)));
    assert.deepEqual(
      results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')),
      ['started', 'started', 'started'],
    );
    const queues = await instances[0]!.query<{ name: string }>(
      `SELECT name FROM ${quoteIdent(schema)}.queue ORDER BY name`,
    );
    assert.deepEqual(
      queues.map((row) => row.name),
      [...QUEUE_NAMES].sort(),
    );
  },
);

import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig } from '../../../src/config';
import schedulerPlugin, { copyLabel } from '../../../src/plugins/app/scheduler';
import type { Jobs } from '../../../src/plugins/app/jobs';
import type { ScheduledCopies } from '../../../src/plugins/app/scheduled-copies';
import type { NotificationsRepository } from '../../../src/repositories/notifications';
import type { TrackedLinksRepository } from '../../../src/repositories/tracked-links';
/* The scheduler's wiring: copy labels, the queue's publish-due sweep on its interval, and the switch that turns it off. */

test('copyLabel: the title, else the first eight words', () => {
  assert.equal(copyLabel({ title: '  Launch day ', content: 'whatever' }), 'Launch day');
  assert.equal(copyLabel({ title: '', content: ' Fresh beans every Monday. ' }), 'Fresh beans every Monday.');
  assert.equal(
    copyLabel({ title: ' ', content: 'one two three four five six seven eight nine ten' }),
    'one two three four five six seven eight…',
  );
});

/** The queue's `every`, recorded: when and how often the scheduler asks to run (jobs.test.ts tests the queue itself). */
function recordingJobs() {
  const registered: { name: string; intervalMs: number; run: () => Promise<unknown> }[] = [];
  const every: Jobs['every'] = (name, intervalMs, run) => void registered.push({ name, intervalMs, run });
  const plugin = fp(async (f) => void f.decorate('jobs', { every } as Jobs), { name: 'jobs' });
  return { registered, plugin };
}

test("the scheduler runs as the queue's publish-due sweep on its interval; a failing pass is logged and still forgets old visits", async () => {
  const calls: Date[] = [];
  const errors: unknown[] = [];
  let fail = true;
  const fakeCopies = {
    async publishDue(now: Date) {
      calls.push(now);
      if (fail) {
        fail = false;
        throw new Error('database went away');
      }
      return [];
    },
  } as unknown as ScheduledCopies;
  const jobs = recordingJobs();
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => errors.push(JSON.parse(line)) } },
  });
  app.register(
    fp(
      async (f) =>
        void f.decorate('config', loadConfig({}, { schedulerIntervalMs: 20, jwtSecret: 'x', dataDir: '/tmp' })),
      { name: 'config' },
    ),
  );
  app.register(jobs.plugin);
  app.register(fp(async (f) => void f.decorate('scheduledCopies', fakeCopies), { name: 'scheduled-copies' }));
  app.register(
    fp(async (f) => void f.decorate('notificationsRepository', {} as NotificationsRepository), {
      name: 'notifications-repository',
    }),
  );
  let prunes = 0;
  const fakeLinks = { pruneVisits: async () => ++prunes } as unknown as TrackedLinksRepository;
  app.register(
    fp(async (f) => void f.decorate('trackedLinksRepository', fakeLinks), { name: 'tracked-links-repository' }),
  );
  app.register(schedulerPlugin);
  await app.ready();
  assert.deepEqual(
    jobs.registered.map(({ name, intervalMs }) => ({ name, intervalMs })),
    [{ name: 'publish-due', intervalMs: 20 }],
  );
  const run = jobs.registered[0]!.run;
  await run();
  await run();
  await app.close();
  assert.equal(calls.length, 2);
  assert.equal(prunes, 2, 'every run forgets old link visits, the failed one too');
  assert.equal(errors.length, 1);
  assert.match(
    JSON.stringify(errors[0]),
    /publishing due copies failed.*database went away|database went away.*publishing due copies failed/,
  );
});

test('the scheduler is off with SCHEDULER_INTERVAL_MS=0, and 30 s by default', async () => {
  assert.equal(loadConfig({}, { jwtSecret: 'x', dataDir: '/tmp' }).schedulerIntervalMs, 30_000);
  assert.equal(loadConfig({ SCHEDULER_INTERVAL_MS: '0' }, { jwtSecret: 'x', dataDir: '/tmp' }).schedulerIntervalMs, 0);
  assert.throws(
    () => loadConfig({ SCHEDULER_INTERVAL_MS: 'soon' }, { jwtSecret: 'x', dataDir: '/tmp' }),
    /SCHEDULER_INTERVAL_MS must be a whole number/,
  );
  const jobs = recordingJobs();
  const app = Fastify();
  app.register(
    fp(
      async (f) =>
        void f.decorate('config', loadConfig({}, { schedulerIntervalMs: 0, jwtSecret: 'x', dataDir: '/tmp' })),
      { name: 'config' },
    ),
  );
  app.register(jobs.plugin);
  app.register(
    fp(async (f) => void f.decorate('scheduledCopies', { publishDue: async () => [] } as unknown as ScheduledCopies), {
      name: 'scheduled-copies',
    }),
  );
  app.register(
    fp(async (f) => void f.decorate('notificationsRepository', {} as NotificationsRepository), {
      name: 'notifications-repository',
    }),
  );
  app.register(
    fp(async (f) => void f.decorate('trackedLinksRepository', {} as TrackedLinksRepository), {
      name: 'tracked-links-repository',
    }),
  );
  app.register(schedulerPlugin);
  await app.ready();
  await app.close();
  assert.deepEqual(jobs.registered, []);
});

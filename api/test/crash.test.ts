import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { PLATFORMS } from '@brandcast/shared';
import { DATABASE_KINDS, uniqueEmail } from './helpers';
import { call, dataFor, expect, killHard, startServer } from './crash-server';

/*
 * kill -9 of the real server (src/server.ts in a process of its own) while writes are under way, then a
 * restart on the same data: every write it acknowledged is there, nothing is half-written (a charge always
 * has its copy, a copy its charge; the ledger adds up), and copies scheduled before the crash are published
 * exactly once.
 */
const WRITERS = 6;
// Killed while both kinds of write are still going: the free plan's 500 credits pay for 16 copies.
const MESSAGES_BEFORE_KILL = 20;
const COPIES_BEFORE_KILL = 10;
const SCHEDULED = 4;

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    test(
      'kill -9 during writes loses nothing acknowledged, half-writes nothing, and publishes scheduled copies once',
      { timeout: 420_000 },
      async (t) => {
        const data = await dataFor(kind);
        t.after(data.cleanup);
        let server = await startServer(data.env);
        t.after(() => server.child.kill('SIGKILL'));
        const { base } = server;

        const email = uniqueEmail('crash');
        const password = 'correct horse battery';
        const { token } = await expect(base, undefined, 201, 'POST', '/en/auth/signup', {
          firstName: 'Kim',
          lastName: 'Crash',
          email,
          password,
        });
        const project = await expect(base, token, 201, 'POST', '/project', {
          details: {
            businessName: 'Northwind Coffee',
            whatYouSell: 'Single-origin coffee beans',
            whoYouSellTo: 'Home baristas',
            problemYouSolve: 'Supermarket coffee that went stale months ago',
            uniqueValue: 'Roasted the day before it ships',
            priceRange: '$18 a bag',
          },
        });

        // Copies due a moment from now, so the scheduler (every 200 ms) publishes them around the crash.
        const scheduled: string[] = [];
        for (let i = 0; i < SCHEDULED; i++) {
          const copy = await expect(base, token, 201, 'POST', '/copy', {
            projectId: project._id,
            platform: 'linkedin',
            title: `Scheduled ${i}`,
            content: `Fresh beans, roasted this week (${i}).`,
          });
          scheduled.push(copy.id);
        }
        // Each a few seconds ahead of its own request. A loaded machine can take longer than that to answer, and the
        // server rightly refuses a time already past: then it is asked again with a new time.
        const scheduledAt = new Map<string, string>();
        for (const id of scheduled) {
          for (let attempt = 1; ; attempt++) {
            const scheduledDate = new Date(Date.now() + 3000).toISOString();
            const response = await call(base, token, 'POST', `/copy/${id}/schedule`, { scheduledDate });
            if (response.status === 200) {
              scheduledAt.set(id, scheduledDate);
              break;
            }
            assert.ok(
              attempt < 5 && response.status === 400 && response.body?.message === 'Pick a time in the future.',
              `POST /copy/${id}/schedule: ${response.status} ${JSON.stringify(response.body)}`,
            );
          }
        }

        // Writers: hand-written messages, and copy generation that charges credits, until the kill.
        const messages: string[] = [];
        const generated: string[] = [];
        let stop = false;
        let failures = 0;
        const writer = async (n: number) => {
          for (let i = 0; !stop; i++) {
            try {
              if (n < 2) {
                // Round the platforms: a project's copies never repeat a line, so one platform runs out of new ones.
                const response = await call(base, token, 'POST', '/copy/generate', {
                  projectId: project._id,
                  platform: PLATFORMS[(i * 2 + n) % PLATFORMS.length],
                  count: 1,
                });
                if (response.status === 201)
                  generated.push(...response.body.data.map((copy: { id: string }) => copy.id));
                // 402: out of credits; 422: nothing new to write for that platform (and nothing charged).
                else assert.ok([402, 422].includes(response.status), JSON.stringify(response.body));
              } else {
                const response = await call(base, token, 'POST', '/message', {
                  projectId: project._id,
                  type: 'tagline',
                  content: `Writer ${n}, line ${i}: coffee worth waking for.`,
                });
                assert.equal(response.status, 201, JSON.stringify(response.body));
                messages.push(response.body.data.id);
              }
            } catch (error) {
              if (!stop) throw error;
              failures += 1; // in flight when the process died: never acknowledged
            }
          }
        };
        // Fresh accounts whose first credit read (which grants the month's credits) is sent just before the kill.
        const newcomers = await Promise.all(
          Array.from({ length: 4 }, async (_, i) => {
            const account = { email: uniqueEmail(`grant${i}`), password };
            await expect(base, undefined, 201, 'POST', '/en/auth/signup', {
              firstName: 'New',
              lastName: `Comer ${i}`,
              ...account,
            });
            return account;
          }),
        );
        const writing = Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));
        while (messages.length < MESSAGES_BEFORE_KILL || generated.length < COPIES_BEFORE_KILL)
          await new Promise((resolve) => setTimeout(resolve, 20));
        const newcomerTokens = await Promise.all(
          newcomers.map(
            async (account) => (await expect(base, undefined, 200, 'POST', '/en/auth/signin', account)).token as string,
          ),
        );
        const grantsInFlight = newcomerTokens.map((newcomer) =>
          call(base, newcomer, 'GET', '/credits').catch(() => undefined),
        );
        stop = true;
        await killHard(server);
        await writing;
        await Promise.all(grantsInFlight);
        const acknowledged = { messages: [...messages], generated: [...generated] };
        if (kind === 'pglite')
          assert.ok(existsSync(path.join(data.dataDir, LOCK_FILE)), 'the dead process left its lock behind');

        // Restart on the same data; the dead process's lock is taken over.
        server = await startServer(data.env);
        const again = server.base;
        const signedIn = await expect(again, undefined, 200, 'POST', '/en/auth/signin', { email, password });
        const token2 = signedIn.token as string;

        for (const id of acknowledged.messages) await expect(again, token2, 200, 'GET', `/message/${id}`);
        for (const id of acknowledged.generated) await expect(again, token2, 200, 'GET', `/copy/${id}`);

        // The ledger: each row follows from the one before, and each copy charge has its copy and back.
        const credits = await expect(again, token2, 200, 'GET', '/credits');
        const ledger = [...credits.ledger].reverse() as {
          amount: number;
          balanceAfter: number;
          action: string;
          refId: string | null;
        }[];
        assert.ok(ledger.length < 50, 'the whole ledger fits one page');
        let balance = 0;
        for (const row of ledger) {
          balance += row.amount;
          assert.equal(row.balanceAfter, balance, JSON.stringify(ledger));
        }
        assert.equal(credits.balance, balance);
        const charges = ledger.filter((row) => row.action === 'copyGeneration');
        assert.equal(
          ledger.filter((row) => row.action === 'grant').length,
          1,
          `one monthly grant, not two: ${JSON.stringify(ledger)}`,
        );
        const copies = await expect(again, token2, 200, 'GET', `/copy?projectId=${project._id}&size=100`);
        // The generated ones: all but the hand-written copies scheduled before the writers started.
        const stored = (copies as { id: string }[])
          .map((copy) => copy.id)
          .filter((id) => !scheduled.includes(id))
          .sort();
        assert.deepEqual(
          charges.map((row) => row.refId).sort(),
          stored,
          'every charge has its copy, every generated copy its charge',
        );
        assert.equal(credits.balance, 500 - 30 * stored.length);
        for (const id of acknowledged.generated) assert.ok(stored.includes(id));

        // A grant cut off by the kill, or made just before it, is given once: read again, twice at once.
        for (const account of newcomers) {
          const newcomer = (await expect(again, undefined, 200, 'POST', '/en/auth/signin', account)).token as string;
          const [first, second] = await Promise.all([
            expect(again, newcomer, 200, 'GET', '/credits'),
            expect(again, newcomer, 200, 'GET', '/credits'),
          ]);
          for (const summary of [first, second]) {
            assert.equal(
              summary.ledger.filter((row: { action: string }) => row.action === 'grant').length,
              1,
              JSON.stringify(summary.ledger),
            );
            assert.equal(summary.balance, 500);
          }
        }

        // Scheduled copies: all published (by either process) at their scheduled time, each author told at most once.
        let published: { id: string; status: string; publishedAt: string; title: string }[] = [];
        for (let i = 0; i < 100; i++) {
          published = await Promise.all(scheduled.map((id) => expect(again, token2, 200, 'GET', `/copy/${id}`)));
          if (published.every((copy) => copy.status === 'published')) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        for (const copy of published) {
          assert.equal(copy.status, 'published');
          assert.equal(copy.publishedAt, scheduledAt.get(copy.id));
        }
        const notifications = await call(again, token2, 'GET', '/notification');
        const told = (notifications.body.data as { title: string; message: string }[]).filter(
          (n) => n.title === 'Time to post a copy',
        );
        for (let i = 0; i < SCHEDULED; i++) {
          const count = told.filter((n) => n.message.includes(`"Scheduled ${i}"`)).length;
          assert.ok(count <= 1, `copy ${i} notified ${count} times`);
        }
        t.diagnostic(
          `${kind}: acknowledged ${acknowledged.messages.length} messages and ${acknowledged.generated.length} generated copies before kill -9, all there after the restart; ${failures} requests in flight were cut off`,
        );
      },
    );
  });
}

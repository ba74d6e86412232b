/** One load run: the cluster, the virtual users, the checks after. Used by `npm run bench:load` and by its test. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster } from './cluster';
import { Client, percentile, runUser, setUpUser, type VirtualUser } from './scenario';
import { verify, waitForDueCopies, type Verdict } from './verify';
import { limitProblems, probeSharedLimit, type LimitProbe } from './limits';

export interface LoadOptions {
  postgresUrl: string;
  port: number;
  instances: number;
  users: number;
  durationMs: number;
  schedulerIntervalMs: number;
  env?: Record<string, string>;
}

export interface RouteFigures {
  route: string;
  requests: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
}

export interface LoadReport {
  instances: number;
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  routes: RouteFigures[];
  networkErrors: number;
  serverErrors: number;
  proxyFailures: number;
  instancesDied: number;
  unexpected: string[];
  unexpectedCount: number;
  verdict: Verdict;
  /** A limit sent past its count through every instance: how many got through. */
  limit: LimitProbe;
  /** Every failed check of the run, empty when it held. */
  failures: string[];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const cluster = await startCluster(options);
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  try {
    const runId = `${process.pid}${randomBytes(3).toString('hex')}`;
    const setPlan = async (userId: string, plan: string) => {
      await db.query('UPDATE users SET plan = $1 WHERE id = $2', [plan, userId]);
    };
    const setup = new Client(cluster.proxy.url);
    const users: VirtualUser[] = [];
    for (let i = 0; i < options.users; i += 10) {
      const batch = Array.from({ length: Math.min(10, options.users - i) }, (_, k) =>
        setUpUser(setup, i + k, runId, setPlan),
      );
      users.push(...(await Promise.all(batch)));
    }

    const client = new Client(cluster.proxy.url);
    const started = performance.now();
    await Promise.all(users.map((user) => runUser(client, user, started + options.durationMs)));
    const seconds = (performance.now() - started) / 1000;
    const instancesDied = cluster.exited();

    await waitForDueCopies(users, options.schedulerIntervalMs);
    const limit = await probeSharedLimit(cluster.proxy.url, users);
    const verdict = await verify(
      { query: async <T>(sql: string, params?: unknown[]) => (await db.query(sql, params)).rows as T[] },
      users,
    );

    const routes = [...client.routes.entries()]
      .map(([route, stats]) => {
        const sorted = [...stats.latencies].sort((a, b) => a - b);
        return {
          route,
          requests: sorted.length,
          p50: round(percentile(sorted, 50)),
          p99: round(percentile(sorted, 99)),
          statuses: stats.statuses,
        };
      })
      .sort((a, b) => b.requests - a.requests);
    const failures = [
      ...(client.serverErrors ? [`${client.serverErrors} answers were 5xx`] : []),
      ...(client.networkErrors ? [`${client.networkErrors} requests got no answer`] : []),
      ...(cluster.proxy.failures() ? [`the proxy could not reach an instance ${cluster.proxy.failures()} times`] : []),
      ...(instancesDied ? [`${instancesDied} instances died during the run`] : []),
      ...(client.unexpectedCount
        ? [`${client.unexpectedCount} unexpected answers: ${client.unexpected.join(' | ')}`]
        : []),
      ...verdict.problems,
      ...limitProblems(limit),
    ];
    if (failures.length && cluster.output()) failures.push(`instance output:\n${cluster.output().slice(-4000)}`);
    return {
      instances: options.instances,
      users: options.users,
      seconds: round(seconds),
      requests: client.requests,
      requestsPerSecond: Math.round(client.requests / seconds),
      routes,
      networkErrors: client.networkErrors,
      serverErrors: client.serverErrors,
      proxyFailures: cluster.proxy.failures(),
      instancesDied,
      unexpected: client.unexpected,
      unexpectedCount: client.unexpectedCount,
      verdict,
      limit,
      failures,
    };
  } finally {
    await db.end();
    await cluster.stop();
  }
}

/** The figures as lines to print. */
export function formatReport(report: LoadReport): string {
  const lines = [
    `${report.instances} instances behind a round-robin proxy, ${report.users} virtual users, ${report.seconds} s`,
    `${report.requests} requests, ${report.requestsPerSecond} req/s; 5xx ${report.serverErrors}, no answer ${report.networkErrors}, proxy failures ${report.proxyFailures}`,
    '',
    `${'route'.padEnd(30)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   statuses`,
    ...report.routes.map(
      (r) =>
        `${r.route.padEnd(30)} ${String(r.requests).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}   ${Object.entries(
          r.statuses,
        )
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    ),
    '',
    `checked after the run: ${report.verdict.checked.messages} messages and ${report.verdict.checked.copies} copies acknowledged (all stored, none extra), ` +
      `${report.verdict.checked.balances} credit balances, ${report.verdict.checked.scheduled} scheduled copies published once`,
    `a limit across ${report.instances} instances: ${report.limit.sent} analytics export starts from one address, ${report.limit.allowed} let through (the limit is ${report.limit.limit}), ${report.limit.limited} refused with 429`,
    report.failures.length ? `FAILED:\n- ${report.failures.join('\n- ')}` : 'all checks held',
  ];
  return lines.join('\n');
}

/**
 * npm run bench:analytics: every /api/analytics call for a user with 100,000 copies and 1,000,000
 * performance snapshots (two years of them) on PostgreSQL, next to a second user with data of their own.
 * Each call is timed in-process (Fastify inject: routing, auth, SQL and serialisation, no network) after a
 * warm-up; the target is p95 under 200 ms. BENCH_PG_URL (default postgres://root@127.0.0.1:5432/postgres)
 * names a server where the database bench_analytics is created and dropped. BENCH_KEEP=1 keeps the database
 * afterwards, and a later run with BENCH_KEEP=1 reuses it (pending migrations applied, no new fill): for
 * EXPLAIN ANALYZE on the same data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const DB_NAME = 'bench_analytics';
const COPIES = 100_000;
const SNAPSHOTS_PER_COPY = 10;
const PROJECTS = 50;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const TARGET_P95_MS = 200;
const KEEP = process.env.BENCH_KEEP === '1';

async function adminRows(sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
const admin = async (sql: string) => void (await adminRows(sql));

const log = (line: string) => process.stdout.write(`${line}\n`);

async function fill(db: Awaited<ReturnType<typeof openDatabase>>, userId: string, copies: number, projects: number) {
  await db.query(
    `INSERT INTO projects (owner_id, business_name, status, created_at)
     SELECT $1, 'Bench project ' || g, CASE WHEN g % 4 = 0 THEN 'draft' ELSE 'active' END, now() - (g * 13) * interval '1 day'
     FROM generate_series(1, $2::int) g`,
    [userId, projects],
  );
  await db.query(
    `INSERT INTO messages (project_id, user_id, type, title, content, created_at)
     SELECT p.ids[1 + g % $3::int], $1, 'tagline', 'Message ' || g, 'Bench message ' || g, now() - (g % 730) * interval '1 day'
     FROM generate_series(1, $2::int) g, (SELECT array_agg(id ORDER BY id) AS ids FROM projects WHERE owner_id = $1) p`,
    [userId, Math.max(1, copies / 20), projects],
  );
  // Copies first with no numbers (the trigger records nothing), then their snapshots, then their totals.
  await db.query(
    `INSERT INTO copies (project_id, message_id, user_id, platform, title, content, status, published_at, scheduled_date, created_at)
     SELECT p.ids[1 + g % $3::int], CASE WHEN g % 2 = 0 THEN m.ids[1 + g % array_length(m.ids, 1)] END, $1,
            (ARRAY['twitter','instagram','facebook','linkedin','tiktok','youtube','email','website'])[1 + g % 8],
            'Copy ' || g, 'Bench copy ' || g,
            CASE WHEN g % 3 = 0 THEN 'published' WHEN g % 50 = 1 THEN 'scheduled' ELSE 'draft' END,
            CASE WHEN g % 3 = 0 THEN now() - (g % 730) * interval '1 day' - (g % 24) * interval '1 hour' END,
            CASE WHEN g % 50 = 1 THEN now() + (g % 20) * interval '1 day' END,
            now() - (g % 730) * interval '1 day'
     FROM generate_series(1, $2::int) g,
          (SELECT array_agg(id ORDER BY id) AS ids FROM projects WHERE owner_id = $1) p,
          (SELECT array_agg(m.id ORDER BY m.id) AS ids FROM messages m JOIN projects pr ON pr.id = m.project_id WHERE pr.owner_id = $1) m`,
    [userId, copies, projects],
  );
  await db.query(
    `INSERT INTO copy_performance_snapshots (copy_id, project_id, platform, published_at, at, source, views, likes, comments, shares, retweets, clicks)
     SELECT c.id, c.project_id, c.platform, c.published_at, now() - ((k * 7919 + c.n) % 730) * interval '1 day' - ((c.n + k) % 1440) * interval '1 minute',
            CASE WHEN k % 5 = 0 THEN 'link' ELSE 'entry' END,
            10 + (c.n * k) % 190, (c.n + k) % 7, (c.n + 2 * k) % 3, (c.n + k) % 2, (c.n + 3 * k) % 2, (c.n * 3 + k) % 4
     FROM (SELECT id, project_id, platform, published_at, row_number() OVER (ORDER BY id) AS n FROM copies WHERE user_id = $1) c,
          generate_series(1, $2::int) k`,
    [userId, SNAPSHOTS_PER_COPY],
  );
  await db.query(
    `UPDATE copies c SET views = s.views, likes = s.likes, comments = s.comments, shares = s.shares, retweets = s.retweets,
            clicks = s.clicks, performance_updated_at = s.last
     FROM (SELECT copy_id, sum(views) AS views, sum(likes) AS likes, sum(comments) AS comments, sum(shares) AS shares,
                  sum(retweets) AS retweets, sum(clicks) AS clicks, max(at) AS last
           FROM copy_performance_snapshots GROUP BY copy_id) s
     WHERE s.copy_id = c.id AND c.user_id = $1`,
    [userId],
  );
  await db.query(
    `INSERT INTO activity_log (actor_id, project_id, item_type, item_id, action, item_title, created_at)
     SELECT $1, c.project_id, 'copy', c.id, 'updated', c.title, c.created_at + interval '1 hour'
     FROM copies c WHERE c.user_id = $1`,
    [userId],
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  log(`bench:analytics on ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')} (database ${DB_NAME})`);
  const reuse = KEEP && (await adminRows(`SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}'`)).length > 0;
  if (!reuse) {
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME}`);
    await admin(`CREATE DATABASE ${DB_NAME}`);
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'));
  // No query timeout: filling a million snapshots is one long INSERT.
  const db = await openDatabase({ databaseUrl: url.toString(), poolMax: 10, queryTimeoutMs: 0 });
  try {
    await migrate(db);
    const config = loadConfig(
      {},
      {
        dataDir,
        jwtSecret: 'bench-analytics-secret-0123456789',
        logLevel: 'silent',
        authRateLimitMax: 100_000,
        schedulerIntervalMs: 0,
      },
    );
    const server = Fastify();
    await server.register(app, { prefix: '/api', config, database: db });
    await server.ready();
    const signup = async (email: string) => {
      const response = await server.inject({
        method: 'POST',
        url: '/api/en/auth/signup',
        payload: { firstName: 'Bench', lastName: 'Mark', email, password: 'bench-password' },
      });
      return response.json().data as { token: string; user: { id: string } };
    };
    const signin = async (email: string) => {
      const response = await server.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email, password: 'bench-password' },
      });
      return response.json().data as { token: string; user: { id: string } };
    };
    const enter = reuse ? signin : signup;
    const user = await enter('bench-analytics@brandcast.local');
    const other = await enter('bench-other@brandcast.local');
    let started = Date.now();
    if (!reuse) {
      await db.query("UPDATE users SET role = 'enterprise', plan = 'enterprise' WHERE id = ANY($1)", [
        [user.user.id, other.user.id],
      ]);
      // Bulk writes without the per-row triggers (snapshots are written directly, with their copy's
      // publication time; progress and the daily sums once at the end).
      const triggers = [
        'copies copies_performance_recorded',
        'copies copies_progress',
        'messages messages_progress',
        'copy_performance_snapshots copy_performance_snapshots_rolled',
        'copy_performance_snapshots copy_performance_snapshots_published',
      ];
      for (const t of triggers) await db.exec(`ALTER TABLE ${t.split(' ')[0]} DISABLE TRIGGER ${t.split(' ')[1]}`);
      await fill(db, user.user.id, COPIES, PROJECTS);
      await fill(db, other.user.id, COPIES / 10, 10);
      for (const t of triggers) await db.exec(`ALTER TABLE ${t.split(' ')[0]} ENABLE TRIGGER ${t.split(' ')[1]}`);
      await db.exec('UPDATE projects SET progress = progress');
      await db.exec('SELECT rebuild_copy_performance_sums()');
    }
    await db.exec('VACUUM ANALYZE');
    const [counts] = await db.query<{ copies: string; snapshots: string }>(
      'SELECT (SELECT count(*) FROM copies WHERE user_id = $1) AS copies, (SELECT count(*) FROM copy_performance_snapshots s JOIN copies c ON c.id = s.copy_id WHERE c.user_id = $1) AS snapshots',
      [user.user.id],
    );
    log(
      `data: ${counts!.copies} copies, ${counts!.snapshots} snapshots for the user (another user beside them), written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const headers = { authorization: `Bearer ${user.token}` };
    const [someProject] = await db.query<{ id: string }>('SELECT id FROM projects WHERE owner_id = $1 LIMIT 1', [
      user.user.id,
    ]);
    const exportJob = (
      await server.inject({
        method: 'POST',
        url: '/api/analytics/export',
        headers,
        payload: { range: 'day', format: 'csv', tz: 'Europe/London' },
      })
    ).json().data as { id: string };
    const calls: Array<[string, () => Promise<{ statusCode: number; body: string }>]> = [];
    const getCall = (label: string, path: string) =>
      calls.push([label, () => server.inject({ method: 'GET', url: `/api/analytics${path}`, headers })]);
    for (const range of ['week', 'month', 'year'] as const)
      getCall(`overview ${range}`, `/overview?range=${range}&tz=Europe/London`);
    for (const range of ['week', 'month', 'year'] as const)
      getCall(`performance ${range}`, `/performance?range=${range}&tz=Europe/London`);
    getCall('performance year, one project', `/performance?range=year&tz=Europe/London&projectId=${someProject!.id}`);
    getCall('performance year, one platform', '/performance?range=year&tz=Europe/London&platform=twitter');
    getCall('funnel year', '/funnel?range=year&tz=Europe/London');
    getCall('top 10', '/top?limit=10');
    getCall('low 5', '/low?limit=5');
    getCall('platforms year', '/platforms?range=year&tz=Europe/London');
    getCall('insights', '/insights?tz=Europe/London');
    getCall('activity 10', '/activity?limit=10');
    getCall('heatmap year', '/heatmap?range=year&tz=Europe/London');
    getCall('projects year', '/projects?range=year&tz=Europe/London');
    calls.push([
      'export start (202)',
      () =>
        server.inject({
          method: 'POST',
          url: '/api/analytics/export',
          headers,
          payload: { range: 'day', format: 'csv', tz: 'Europe/London' },
        }),
    ]);
    getCall('export follow', `/export/${exportJob.id}`);

    log(`\n${'call'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    let failed = 0;
    for (const [label, run] of calls) {
      for (let i = 0; i < 3; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        started = performance.now();
        const response = await run();
        times.push(performance.now() - started);
        if (response.statusCode >= 300) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 >= TARGET_P95_MS) failed += 1;
      log(
        `${label.padEnd(34)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}${p95 >= TARGET_P95_MS ? '  over target' : ''}`,
      );
    }
    log(
      failed
        ? `\n${failed} call(s) over the p95 target of ${TARGET_P95_MS} ms`
        : `\nevery call under the p95 target of ${TARGET_P95_MS} ms`,
    );
    await server.close();
    process.exitCode = failed ? 1 : 0;
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!KEEP) await admin(`DROP DATABASE IF EXISTS ${DB_NAME}`);
  }
}

await main();

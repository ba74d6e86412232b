import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import tar from 'tar-stream';
import { ACCOUNT_EXPORT_PARTS, ACCOUNT_EXPORT_README, type AccountExportPart } from '@brandcast/shared';
import type { SqlRunner } from '../../db/client';

/*
 * The export of an account's data as one function of the export's id: it writes the parts in order,
 * recording each as it starts ("copies", 4 of 10 done), and stores the archive in the export's row. It keeps
 * nothing between parts but in memory, so a run cut short (a crash, a restart) is run again from the start:
 * whoever starts it (today the route, fire and forget; a durable queue's worker later) only passes the id.
 */

/** A row's keys in camelCase, as the API answers (the archive's JSON reads like the API's). */
const camel = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()), value]),
  );

/** Each row as JSON (`to_jsonb` of the table's row, less what the query drops), keys in camelCase. */
async function rows(db: SqlRunner, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const found = await db.query<{ row: Record<string, unknown> }>(sql, params);
  return found.map((r) => camel(r.row));
}

/** The projects the account owns. */
const OWNED = 'SELECT id FROM projects WHERE owner_id = $1';
/** What of a project's row is not its data: sort and search keys the database derives. */
const PROJECT_ROW = "to_jsonb(p) - 'name_sort' - 'search_text'";

/** What a run needs of the app: the database, and the preferences as the API answers them. */
export type ExportApp = Pick<FastifyInstance, 'db' | 'preferencesRepository'>;

const PARTS: Record<AccountExportPart, (db: SqlRunner, userId: string, app: ExportApp) => Promise<unknown>> = {
  async profile(db, userId) {
    // Named columns: never the password's hash, the token version, the TOTP secret or Stripe's ids.
    const [user] = await rows(
      db,
      `SELECT jsonb_build_object('id', id, 'email', email, 'first_name', first_name, 'last_name', last_name, 'role', role,
         'avatar_url', avatar_url, 'created_at', created_at, 'updated_at', updated_at,
         'subscription', jsonb_build_object('plan', plan, 'interval', plan_interval, 'status', subscription_status,
           'current_period_start', current_period_start, 'current_period_end', current_period_end,
           'scheduled_plan', scheduled_plan, 'scheduled_interval', scheduled_interval, 'paid_through_stripe', stripe_subscription_id IS NOT NULL)) AS row
       FROM users WHERE id = $1`,
      [userId],
    );
    const apiTokens = await rows(
      db,
      `SELECT jsonb_build_object('name', name, 'scope', scope, 'prefix', prefix, 'expires_at', expires_at, 'last_used_at', last_used_at, 'created_at', created_at) AS row
       FROM api_tokens WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    const [branding] = await rows(
      db,
      "SELECT jsonb_build_object('color', color, 'has_logo', logo_id IS NOT NULL) AS row FROM brandings WHERE user_id = $1",
      [userId],
    );
    return {
      ...user,
      subscription: camel((user?.subscription ?? {}) as Record<string, unknown>),
      apiTokens,
      branding: branding ?? null,
    };
  },
  preferences: (_db, userId, app) => app.preferencesRepository.get(userId),
  async projects(db, userId) {
    const owned = await rows(
      db,
      `SELECT ${PROJECT_ROW} || jsonb_build_object('shared_with', coalesce((
         SELECT jsonb_agg(jsonb_build_object('email', u.email, 'name', u.first_name || ' ' || u.last_name, 'role', c.role, 'addedAt', c.created_at) ORDER BY c.created_at)
         FROM project_collaborators c JOIN users u ON u.id = c.user_id WHERE c.project_id = p.id), '[]'::jsonb)) AS row
       FROM projects p WHERE p.owner_id = $1 ORDER BY p.created_at, p.id`,
      [userId],
    );
    const sharedWithYou = await rows(
      db,
      `SELECT ${PROJECT_ROW} || jsonb_build_object('your_role', c.role, 'owner', o.first_name || ' ' || o.last_name) AS row
       FROM project_collaborators c JOIN projects p ON p.id = c.project_id JOIN users o ON o.id = p.owner_id
       WHERE c.user_id = $1 ORDER BY p.created_at, p.id`,
      [userId],
    );
    return { owned, sharedWithYou };
  },
  messages: (db, userId) =>
    rows(
      db,
      `SELECT to_jsonb(m) AS row FROM messages m WHERE m.project_id IN (${OWNED}) OR m.user_id = $1 ORDER BY m.created_at, m.id`,
      [userId],
    ),
  copies: (db, userId) =>
    rows(
      db,
      `SELECT to_jsonb(c) || jsonb_build_object('tracked_links', coalesce((
         SELECT jsonb_agg(jsonb_build_object('code', l.code, 'targetUrl', l.target_url, 'clicks', l.clicks, 'createdAt', l.created_at)) FROM tracked_links l WHERE l.copy_id = c.id), '[]'::jsonb)) AS row
       FROM copies c WHERE c.project_id IN (${OWNED}) OR c.user_id = $1 ORDER BY c.created_at, c.id`,
      [userId],
    ),
  scripts: (db, userId) =>
    rows(
      db,
      `SELECT to_jsonb(s) AS row FROM scripts s WHERE s.project_id IN (${OWNED}) OR s.user_id = $1 ORDER BY s.created_at, s.id`,
      [userId],
    ),
  recordings: (db, userId) =>
    rows(
      db,
      `SELECT to_jsonb(r) AS row FROM recordings r WHERE r.project_id IN (${OWNED}) OR r.user_id = $1 ORDER BY r.created_at, r.id`,
      [userId],
    ),
  async analytics(db, userId) {
    const performance = await rows(
      db,
      `SELECT jsonb_build_object('day', (s.at AT TIME ZONE 'UTC')::date, 'project_id', s.project_id, 'copy_id', s.copy_id, 'platform', s.platform,
         'views', sum(s.views), 'likes', sum(s.likes), 'comments', sum(s.comments), 'shares', sum(s.shares), 'retweets', sum(s.retweets), 'clicks', sum(s.clicks)) AS row
       FROM copy_performance_snapshots s WHERE s.project_id IN (${OWNED})
       GROUP BY (s.at AT TIME ZONE 'UTC')::date, s.project_id, s.copy_id, s.platform
       ORDER BY (s.at AT TIME ZONE 'UTC')::date, s.project_id, s.copy_id, s.platform`,
      [userId],
    );
    const activity = await rows(
      db,
      'SELECT to_jsonb(a) AS row FROM activity_log a WHERE a.actor_id = $1 ORDER BY a.created_at, a.id',
      [userId],
    );
    return { performancePerCopyAndDay: performance, activity };
  },
  ledger: (db, userId) =>
    rows(db, 'SELECT to_jsonb(l) AS row FROM credit_ledger l WHERE l.user_id = $1 ORDER BY l.id', [userId]),
  notifications: (db, userId) =>
    rows(db, 'SELECT to_jsonb(n) AS row FROM notifications n WHERE n.user_id = $1 ORDER BY n.created_at, n.id', [
      userId,
    ]),
};

/** The archive's files as a gzipped tar under one folder, so opening it spills nothing beside it. */
async function packArchive(folder: string, files: { name: string; content: string }[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const written = pipeline(
    pack,
    createGzip(),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  const mtime = new Date();
  for (const file of files) pack.entry({ name: `${folder}/${file.name}`, mode: 0o644, mtime }, file.content);
  pack.finalize();
  await written;
  return Buffer.concat(chunks);
}

/**
 * Writes export `exportId`: every part of ACCOUNT_EXPORT_PARTS, its progress recorded as it goes, then the archive.
 * An export no longer generating (done, failed, removed, or its account deleted) is left as it is. Throws when a
 * part fails: the caller marks it failed (or a queue tries again: a run starts over from the first part).
 */
export async function runAccountExport(app: ExportApp, exportId: string): Promise<void> {
  const db = app.db;
  const [row] = await db.query<{ user_id: string }>(
    "UPDATE account_exports SET started_at = clock_timestamp(), parts_done = 0, part = NULL WHERE id = $1 AND state = 'generating' RETURNING user_id",
    [exportId],
  );
  if (!row) return;
  const userId = row.user_id;
  const files: { name: string; content: string }[] = [];
  for (const [done, part] of ACCOUNT_EXPORT_PARTS.entries()) {
    const progressed = await db.query(
      "UPDATE account_exports SET part = $2, parts_done = $3 WHERE id = $1 AND state = 'generating' RETURNING id",
      [exportId, part.key, done],
    );
    if (progressed.length === 0) return; // removed meanwhile (a newer export, the sweep, the account deleted)
    files.push({
      name: `${part.key}.json`,
      content: `${JSON.stringify(await PARTS[part.key](db, userId, app), null, 2)}\n`,
    });
  }
  const generatedAt = new Date().toISOString();
  files.push({ name: 'README.txt', content: ACCOUNT_EXPORT_README(generatedAt) });
  const day = generatedAt.slice(0, 10);
  const archive = await packArchive(`brandcast-data-${day}`, files);
  await db.query(
    "UPDATE account_exports SET state = 'completed', part = NULL, parts_done = parts_total, archive = $2, filename = $3 WHERE id = $1 AND state = 'generating'",
    [exportId, archive, `brandcast-data-${day}.tar.gz`],
  );
}

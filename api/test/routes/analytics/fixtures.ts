import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@brandcast/shared';
import type { Database } from '../../../src/db/client';
import { bearer, json, signUp, type Account } from '../../helpers';

/* The analytics tests' known data set, written straight to the tables so each number has a known day. */

const DAY = 86_400_000;
/** A moment `days` days before now, a minute earlier still (so "today" is today unless the test runs at 00:00). */
export const ago = (days: number, now = Date.now()) => new Date(now - days * DAY - 60_000);

const PLAN_OF: Record<Role, string> = {
  free: 'free',
  premium: 'starter',
  enterprise: 'enterprise',
  admin: 'enterprise',
};

export async function setRole(db: Database, userId: string, role: Role): Promise<void> {
  await db.query("UPDATE users SET role = $1, plan = $2, subscription_status = 'active' WHERE id = $3", [
    role,
    PLAN_OF[role],
    userId,
  ]);
}

export async function account(server: FastifyInstance, db: Database, role: Role = 'premium'): Promise<Account> {
  const signed = await signUp(server);
  await setRole(db, signed.user.id, role);
  return signed;
}

export function get(server: FastifyInstance, who: Account, url: string): Promise<LightMyRequestResponse> {
  return server.inject({ method: 'GET', url: `/api/analytics${url}`, headers: bearer(who.token) });
}

export async function data<T = any>(server: FastifyInstance, who: Account, url: string): Promise<T> {
  const response = await get(server, who, url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return json(response).data as T;
}

export async function project(
  db: Database,
  ownerId: string,
  name: string,
  createdAt: Date,
  status = 'active',
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO projects (owner_id, business_name, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id',
    [ownerId, name, status, createdAt],
  );
  return row!.id;
}

export async function message(
  db: Database,
  projectId: string,
  userId: string,
  title: string,
  createdAt: Date,
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    "INSERT INTO messages (project_id, user_id, type, title, content, created_at, updated_at) VALUES ($1, $2, 'tagline', $3, $3, $4, $4) RETURNING id",
    [projectId, userId, title, createdAt],
  );
  return row!.id;
}

export interface CopyFixture {
  projectId: string;
  userId: string;
  platform: string;
  title: string;
  createdAt: Date;
  messageId?: string | null;
  /** Its numbers, counted at `countedAt` (one snapshot then, by the table's trigger). */
  views?: number;
  likes?: number;
  comments?: number;
  shares?: number;
  retweets?: number;
  clicks?: number;
  countedAt?: Date;
  publishedAt?: Date | null;
  scheduledDate?: Date | null;
}

export async function copy(db: Database, c: CopyFixture): Promise<string> {
  const status = c.publishedAt ? 'published' : c.scheduledDate ? 'scheduled' : 'draft';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO copies (project_id, user_id, message_id, platform, title, content, status, published_at, scheduled_date,
       views, likes, comments, shares, retweets, clicks, performance_updated_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) RETURNING id`,
    [
      c.projectId,
      c.userId,
      c.messageId ?? null,
      c.platform,
      c.title,
      status,
      c.publishedAt ?? null,
      c.scheduledDate ?? null,
      c.views ?? 0,
      c.likes ?? 0,
      c.comments ?? 0,
      c.shares ?? 0,
      c.retweets ?? 0,
      c.clicks ?? 0,
      c.countedAt ?? null,
      c.createdAt,
    ],
  );
  return row!.id;
}

/** The UTC day `days` before today, YYYY-MM-DD. */
export const utcDay = (days: number, now = Date.now()) =>
  new Date(now - 60_000 - days * DAY).toISOString().slice(0, 10);

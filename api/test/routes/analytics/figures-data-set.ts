import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/client';
import type { Account } from '../../helpers';
import { account, ago, copy, message, project } from './fixtures';

/*
 * The known data set (UTC), all of A's unless said:
 *   P1 "Alpha" active, made 400 days ago; P2 "Beta" active, 10 days ago (C is its viewer); P3 "Gamma" draft, 2 days ago.
 *   m1 (P1) 40 days ago, m2 (P2) 2 days ago.
 *   c1 P1 twitter  m1  1000 views, 30 likes 5 comments 5 shares 10 clicks = 50   counted today     made 40 days ago, published 2 days ago
 *   c2 P1 linkedin m1   200 views, 2 likes = 2                              counted 3 days ago made 40 days ago, published 5 days ago
 *   c3 P1 twitter        500 views, 5 likes = 5                             counted 20 days ago made 40 days ago, published 2 days ago
 *   c4 P1 instagram       50 views, 10 likes = 10                           counted 45 days ago made 100 days ago
 *   c5 P1 facebook         nothing counted, scheduled in 2 days              made 1 day ago
 *   c6 P2 email    m2   300 views, 30 clicks = 30                           counted 8 days ago  made 9 days ago
 *   B's project with a copy of 10000 views and 5000 likes today: never counted for A.
 */
export interface FiguresDataSet {
  a: Account;
  c: Account;
  ids: Record<string, string>;
}

/** Writes the data set above; the figures tests read it and add nothing A or C can see. */
export async function seedFiguresDataSet(server: FastifyInstance, db: Database): Promise<FiguresDataSet> {
  const ids: Record<string, string> = {};
  const a = await account(server, db, 'enterprise');
  const b = await account(server, db, 'enterprise');
  const c = await account(server, db, 'premium');
  const A = a.user.id;
  ids.p1 = await project(db, A, 'Alpha', ago(400));
  ids.p2 = await project(db, A, 'Beta', ago(10));
  ids.p3 = await project(db, A, 'Gamma', ago(2), 'draft');
  await db.query("INSERT INTO project_collaborators (project_id, user_id, role) VALUES ($1, $2, 'viewer')", [
    ids.p2,
    c.user.id,
  ]);
  ids.m1 = await message(db, ids.p1, A, 'Coffee that tastes like home', ago(40));
  ids.m2 = await message(db, ids.p2, A, 'Beans for busy mornings', ago(2));
  const common = { userId: A, projectId: ids.p1, createdAt: ago(40) };
  ids.c1 = await copy(db, {
    ...common,
    platform: 'twitter',
    title: 'c1',
    messageId: ids.m1,
    views: 1000,
    likes: 30,
    comments: 5,
    shares: 5,
    clicks: 10,
    countedAt: ago(0),
    publishedAt: ago(2),
  });
  ids.c2 = await copy(db, {
    ...common,
    platform: 'linkedin',
    title: 'c2',
    messageId: ids.m1,
    views: 200,
    likes: 2,
    countedAt: ago(3),
    publishedAt: ago(5),
  });
  ids.c3 = await copy(db, {
    ...common,
    platform: 'twitter',
    title: 'c3',
    views: 500,
    likes: 5,
    countedAt: ago(20),
    publishedAt: ago(2),
  });
  ids.c4 = await copy(db, {
    ...common,
    platform: 'instagram',
    title: 'c4',
    views: 50,
    likes: 10,
    countedAt: ago(45),
    createdAt: ago(100),
  });
  ids.c5 = await copy(db, {
    ...common,
    platform: 'facebook',
    title: 'c5',
    createdAt: ago(1),
    scheduledDate: new Date(Date.now() + 2 * 86_400_000),
  });
  ids.c6 = await copy(db, {
    userId: A,
    projectId: ids.p2,
    platform: 'email',
    title: 'c6',
    messageId: ids.m2,
    views: 300,
    clicks: 30,
    countedAt: ago(8),
    createdAt: ago(9),
  });
  const pb = await project(db, b.user.id, 'Other', ago(400));
  await message(db, pb, b.user.id, 'Not yours', ago(1));
  await copy(db, {
    userId: b.user.id,
    projectId: pb,
    platform: 'email',
    title: 'theirs',
    views: 10000,
    likes: 5000,
    countedAt: ago(0),
    createdAt: ago(1),
    publishedAt: ago(2),
  });
  return { a, c, ids };
}

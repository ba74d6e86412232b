import { getTableColumns, sql } from 'drizzle-orm';
import { projectName, type Copy, type ProjectRole } from '@brandcast/shared';
import { copies, projects, trackedLinks, type CopyRow } from '../../db/schema';
import { linkUrl } from '../../lib/link-code';
import { roleOf } from '../project-access';

/* A copy as the API answers it: the columns it is read with, and the row turned into `Copy`. */

type LinkJson = { code: string; targetUrl: string; clicks: number };

/** A copy answer's columns for `userId`: the copy's, its project's name, the caller's role (NULL: not a member) and its link. */
export const answerColumns = (userId: string) => ({
  ...getTableColumns(copies),
  businessName: projects.businessName,
  role: roleOf(userId),
  link: sql<LinkJson | null>`(
    SELECT json_build_object('code', ${trackedLinks.code}, 'targetUrl', ${trackedLinks.targetUrl}, 'clicks', ${trackedLinks.clicks})
    FROM ${trackedLinks} WHERE ${trackedLinks.copyId} = ${copies.id} ORDER BY ${trackedLinks.createdAt} DESC LIMIT 1
  )`,
});
type AnswerRow = CopyRow & { businessName: string; role: ProjectRole | null; link: LinkJson | null };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toCopy(row: AnswerRow & { role: ProjectRole }, appUrl: string): Copy {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: projectName({ businessName: row.businessName }),
    messageId: row.messageId,
    userId: row.userId,
    platform: row.platform,
    format: row.format,
    title: row.title,
    content: row.content,
    hashtags: row.hashtags,
    characterCount: row.characterCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    scheduledDate: iso(row.scheduledDate),
    performance: {
      views: row.views,
      likes: row.likes,
      shares: row.shares,
      comments: row.comments,
      retweets: row.retweets,
      clicks: row.clicks,
      lastUpdated: iso(row.performanceUpdatedAt),
    },
    link: row.link ? { ...row.link, url: linkUrl(appUrl, row.link.code) } : null,
    provider: row.provider,
    providerNote: row.providerNote,
    role: row.role,
  };
}

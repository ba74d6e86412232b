import { getTableColumns } from 'drizzle-orm';
import {
  projectName,
  type Message,
  type MessageTestResults,
  type ProjectRole,
  type SplitTestLink,
} from '@brandcast/shared';
import { messages, projects, type MessageRow, type TrackedLinkRow } from '../../db/schema';
import { linkUrl } from '../../lib/link-code';
import { roleOf } from '../project-access';

/* A message as the API answers it: the columns it is read with, and the row with its split-test links turned into `Message`. */

/** A message answer's columns for `userId`: the message's, its project's name and the caller's role (NULL: not a member). */
export const answerColumns = (userId: string) => ({
  ...getTableColumns(messages),
  businessName: projects.businessName,
  role: roleOf(userId),
});

export /** A message row with its project's name and the caller's role on the project (null: not a member). */
type MessageRecord = MessageRow & { businessName: string; role: ProjectRole | null };

/** The split test's arms, with their tracked links and clicks; null until the message is tested. */
function testResultsOf(row: MessageRow, links: TrackedLinkRow[], appUrl: string): MessageTestResults | null {
  if (!row.testedAt || links.length === 0) return null;
  const position = (link: TrackedLinkRow) =>
    link.variantId === null ? -1 : row.variants.findIndex((v) => v.id === link.variantId);
  const arms: SplitTestLink[] = [...links]
    .sort((a, b) => position(a) - position(b))
    .map((link) => {
      const index = position(link);
      const variant = index >= 0 ? row.variants[index] : undefined;
      return {
        variantId: link.variantId,
        label: link.variantId === null ? 'Original' : `Variant ${index + 1}`,
        content: link.variantId === null ? row.content : (variant?.content ?? ''),
        code: link.code,
        url: linkUrl(appUrl, link.code),
        targetUrl: link.targetUrl,
        clicks: link.clicks,
      };
    });
  const totalClicks = arms.reduce((sum, arm) => sum + arm.clicks, 0);
  const most = Math.max(...arms.map((arm) => arm.clicks));
  const leaders = arms.filter((arm) => arm.clicks === most);
  return {
    startedAt: row.testedAt.toISOString(),
    links: arms,
    totalClicks,
    // null is the message itself; left out on a tie or before the first click.
    leaderVariantId: most > 0 && leaders.length === 1 ? leaders[0]!.variantId : undefined,
  };
}

export function toMessage(
  row: MessageRecord & { role: ProjectRole },
  links: TrackedLinkRow[],
  appUrl: string,
): Message {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: projectName({ businessName: row.businessName }),
    userId: row.userId,
    type: row.type,
    title: row.title,
    content: row.content,
    status: row.status,
    score: row.score,
    metrics: { clarity: row.clarity, impact: row.impact, memorability: row.memorability },
    scoreParts: row.scoreParts ?? null,
    variants: row.variants,
    testResults: testResultsOf(row, links, appUrl),
    provider: row.provider,
    providerNote: row.providerNote,
    role: row.role,
    testedAt: row.testedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

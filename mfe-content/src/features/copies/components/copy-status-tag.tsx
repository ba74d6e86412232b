import { Tag } from 'antd';
import { formatDateTime, type Copy, type CopyStatus } from '@brandcast/shared';

const COLORS = { draft: 'default', scheduled: 'blue', published: 'green' } as const;
export const COPY_STATUS_LABELS: Record<CopyStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The status, and when it happens or happened. */
export function CopyStatusTag({ copy }: { copy: Pick<Copy, 'status' | 'scheduledDate' | 'publishedAt'> }) {
  const when =
    copy.status === 'scheduled' && copy.scheduledDate
      ? ` for ${formatDateTime(copy.scheduledDate)}`
      : copy.status === 'published' && copy.publishedAt
        ? ` ${formatDateTime(copy.publishedAt)}`
        : '';
  // Brandcast posts nothing itself yet: a published copy is one its author marked as posted (issue 28).
  const status = copy.status === 'published' ? 'Marked published' : COPY_STATUS_LABELS[copy.status];
  return <Tag color={COLORS[copy.status]}>{`${status}${when}`}</Tag>;
}

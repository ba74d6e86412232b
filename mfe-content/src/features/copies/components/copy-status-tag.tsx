import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { Copy, CopyStatus } from '@brandcast/shared';

const COLORS = { draft: 'default', scheduled: 'blue', published: 'green' } as const;
export const COPY_STATUS_LABELS: Record<CopyStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
export const formatMoment = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** The status, and when it happens or happened. */
export function CopyStatusTag({ copy }: { copy: Pick<Copy, 'status' | 'scheduledDate' | 'publishedAt'> }) {
  const when =
    copy.status === 'scheduled' && copy.scheduledDate
      ? ` for ${formatMoment(copy.scheduledDate)}`
      : copy.status === 'published' && copy.publishedAt
        ? ` ${formatMoment(copy.publishedAt)}`
        : '';
  return <Tag color={COLORS[copy.status]}>{`${COPY_STATUS_LABELS[copy.status]}${when}`}</Tag>;
}

import { Tag } from 'antd';
import type { MessageStatus } from '@brandcast/shared';
import { STATUS_COLORS, STATUS_LABELS } from '../utils/message-rules';

export function MessageStatusTag({ status }: { status: MessageStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

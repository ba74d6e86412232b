import { Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGE_TYPE_LABELS, paths, writtenBy, type Message } from '@brandcast/shared';
import { messageLabel } from '../utils/message-rules';
import { MessageActions } from './message-actions';
import { MessageStatusTag } from './message-status-tag';
import { ScoreValue } from './score-value';

/** A message in the list on a phone, where a table would not fit. */
export function MessageCard({ message }: { message: Message }) {
  return (
    <Card
      size="small"
      title={<Link to={paths.message(message.id)}>{messageLabel(message)}</Link>}
      extra={<MessageStatusTag status={message.status} />}
    >
      <Typography.Paragraph ellipsis={{ rows: 3 }}>{message.content}</Typography.Paragraph>
      <Space wrap size={[8, 4]} style={{ marginBottom: 8 }}>
        <Tag>{MESSAGE_TYPE_LABELS[message.type]}</Tag>
        <Typography.Text type="secondary">
          {message.projectName} · {writtenBy(message.provider)}
        </Typography.Text>
        <ScoreValue message={message} labelled />
      </Space>
      <MessageActions message={message} compact />
    </Card>
  );
}

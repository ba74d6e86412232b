import { Button, Card, Space, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  PLATFORM_LABELS,
  PLATFORM_METRICS,
  metricsOf,
  paths,
  copyBody,
  writtenBy,
  formatDateTime,
  type Copy,
} from '@brandcast/shared';
import { CopyHeading } from './copies-table';
import { CopyRowActions } from './copy-row-actions';
import { CopyStatusTag } from './copy-status-tag';

/** One copy on a phone: the text, its status, its numbers and its actions. */
export function CopyListCard({ copy, onOpen }: { copy: Copy; onOpen: (copyId: string) => void }) {
  return (
    <Card
      size="small"
      title={
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', fontWeight: 600, whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => onOpen(copy.id)}
        >
          <CopyHeading copy={copy} />
        </Button>
      }
      extra={<CopyRowActions copy={copy} onOpen={onOpen} />}
      styles={{ header: { flexWrap: 'wrap' } }}
    >
      <Space wrap size={[4, 4]} style={{ marginBottom: 8 }}>
        <Tag>{PLATFORM_LABELS[copy.platform]}</Tag>
        <CopyStatusTag copy={copy} />
      </Space>
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 4 }}>
        {copyBody(copy.content, copy.hashtags)}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {copy.projectName} · {writtenBy(copy.provider)}
        {copy.messageId ? (
          <>
            {' · '}
            <Link to={paths.message(copy.messageId)}>From a message</Link>
          </>
        ) : null}
      </Typography.Text>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
        {metricsOf(copy.platform).map((field) => (
          <Statistic
            key={field}
            title={PLATFORM_METRICS[copy.platform][field]}
            value={copy.performance[field]}
            styles={{ content: { fontSize: 16 } }}
          />
        ))}
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {copy.performance.lastUpdated
          ? `Numbers updated ${formatDateTime(copy.performance.lastUpdated)}`
          : 'No numbers yet'}
      </Typography.Text>
    </Card>
  );
}

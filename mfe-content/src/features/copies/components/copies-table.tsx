import { Table, Tag, Typography, type PaginationProps } from 'antd';
import { Link } from 'react-router-dom';
import { PERFORMANCE_FIELDS, PLATFORM_LABELS, paths, type Copy } from '@brandcast/shared';
import { CopyRowActions } from './copy-row-actions';
import { CopyStatusTag, formatMoment } from './copy-status-tag';
import { PERFORMANCE_LABELS } from './performance-modal';

export function CopiesTable({
  copies,
  paging,
  loading,
}: {
  copies: Copy[];
  paging: PaginationProps;
  loading: boolean;
}) {
  return (
    <Table<Copy>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={copies}
      locale={{ emptyText: 'No copies match these filters.' }}
      scroll={{ x: true }}
      pagination={paging}
      columns={[
        {
          title: 'Copy',
          key: 'copy',
          render: (_, copy) => (
            <div style={{ minWidth: 240, maxWidth: 420 }}>
              {copy.title ? <Typography.Text strong>{copy.title}</Typography.Text> : null}
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {copy.content}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {copy.projectName}
                {copy.messageId ? (
                  <>
                    {' · '}
                    <Link to={paths.message(copy.messageId)}>From a message</Link>
                  </>
                ) : null}
              </Typography.Text>
            </div>
          ),
        },
        { title: 'Platform', dataIndex: 'platform', render: (platform: Copy['platform']) => <Tag>{PLATFORM_LABELS[platform]}</Tag> },
        { title: 'Status', key: 'status', render: (_, copy) => <CopyStatusTag copy={copy} /> },
        ...PERFORMANCE_FIELDS.map((field) => ({
          title: PERFORMANCE_LABELS[field],
          key: field,
          align: 'right' as const,
          render: (_: unknown, copy: Copy) => copy.performance[field].toLocaleString(),
        })),
        {
          title: 'Last updated',
          key: 'lastUpdated',
          render: (_, copy) => (copy.performance.lastUpdated ? formatMoment(copy.performance.lastUpdated) : '—'),
        },
        { title: 'Actions', key: 'actions', render: (_, copy) => <CopyRowActions copy={copy} /> },
      ]}
    />
  );
}

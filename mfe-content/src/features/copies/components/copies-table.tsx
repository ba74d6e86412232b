import { Button, Table, Tag, Typography, type PaginationProps } from 'antd';
import { Link } from 'react-router-dom';
import {
  PLATFORM_LABELS,
  PLATFORM_METRICS,
  metricsOf,
  paths,
  copyBody,
  writtenBy,
  formatNumber,
  formatDateTime,
  type Copy,
} from '@brandcast/shared';
import { CopyRowActions } from './copy-row-actions';
import { CopyStatusTag } from './copy-status-tag';

/** What opens a copy in the lists: its title, or its platform's name when it has none. */
export const copyHeading = (copy: Pick<Copy, 'title' | 'platform'>) =>
  copy.title || `${PLATFORM_LABELS[copy.platform]} copy`;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/**
 * A copy's heading in a list: its title, read out after its platform ("LinkedIn: Roasted the day it ships"),
 * since the title no longer says where the copy goes and the platform is shown apart.
 */
export function CopyHeading({ copy }: { copy: Pick<Copy, 'title' | 'platform'> }) {
  return (
    <>
      {copy.title ? <span style={VISUALLY_HIDDEN}>{`${PLATFORM_LABELS[copy.platform]}: `}</span> : null}
      {copyHeading(copy)}
    </>
  );
}

/** A copy's numbers, as many as its platform has, in two columns, then when they were entered. */
function PerformanceCell({ copy }: { copy: Copy }) {
  return (
    <div style={{ minWidth: 190 }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 16, margin: 0 }}>
        {metricsOf(copy.platform).map((field) => (
          <div key={field} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <dt style={{ whiteSpace: 'nowrap' }}>
              <Typography.Text type="secondary">{PLATFORM_METRICS[copy.platform][field]}</Typography.Text>
            </dt>
            <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{formatNumber(copy.performance[field])}</dd>
          </div>
        ))}
      </dl>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {copy.performance.lastUpdated ? `Updated ${formatDateTime(copy.performance.lastUpdated)}` : 'No numbers yet'}
      </Typography.Text>
    </div>
  );
}

export function CopiesTable({
  copies,
  paging,
  loading,
  onOpen,
}: {
  copies: Copy[];
  paging: PaginationProps;
  loading: boolean;
  onOpen: (copyId: string) => void;
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
            <div style={{ minWidth: 220, maxWidth: 400 }}>
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', fontWeight: 600, whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => onOpen(copy.id)}
              >
                <CopyHeading copy={copy} />
              </Button>
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {copyBody(copy.content, copy.hashtags)}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {copy.projectName} · {writtenBy(copy.provider)}
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
        {
          title: 'Platform',
          dataIndex: 'platform',
          render: (platform: Copy['platform']) => <Tag>{PLATFORM_LABELS[platform]}</Tag>,
        },
        { title: 'Status', key: 'status', render: (_, copy) => <CopyStatusTag copy={copy} /> },
        // One column for the numbers, each named (only those the copy's platform has) and the date they were
        // entered: six number columns and a date cut the table at 1280 px ("Re…", "Last upda").
        {
          title: 'Performance',
          key: 'performance',
          render: (_, copy) => <PerformanceCell copy={copy} />,
        },
        // The numbers make the table wider than a laptop's screen: the actions stay in view while it scrolls.
        {
          title: 'Actions',
          key: 'actions',
          fixed: 'right',
          render: (_, copy) => <CopyRowActions copy={copy} onOpen={onOpen} />,
        },
      ]}
    />
  );
}

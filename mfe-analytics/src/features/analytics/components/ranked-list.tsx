import { Alert, Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MIN_VIEWS_FOR_RATE, PLATFORM_LABELS, count, formatNumber, paths } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useRanked } from '../../../api/get-analytics';

/**
 * Top or low performers: copies with MIN_VIEWS_FOR_RATE views or more, by engagement rate of their totals.
 * All time, whatever the page's range (the spec gives these lists none), and the card says so.
 */
export function RankedCard({ order }: { order: 'top' | 'low' }) {
  const ranked = useRanked(order);
  const title = order === 'top' ? 'Top performers' : 'Low performers';
  return (
    <Card title={title} extra={<Typography.Text type="secondary">All time</Typography.Text>}>
      {ranked.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(ranked.error, 'Failed to fetch content performance')} />
      ) : ranked.isPending ? (
        <Skeleton active />
      ) : ranked.data.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {`No copy has ${count(MIN_VIEWS_FOR_RATE, 'view')} yet; rates are compared from there.`}
        </Typography.Paragraph>
      ) : (
        <ol aria-label={title} style={{ margin: 0, paddingLeft: 20 }}>
          {ranked.data.map((row) => (
            <li key={row.id} style={{ padding: '6px 0' }}>
              <Typography.Text strong>{`${formatNumber(row.rate)}%`}</Typography.Text>{' '}
              <Link to={`${paths.copies}?projectId=${row.projectId}`} style={{ overflowWrap: 'anywhere' }}>
                {row.title || 'Untitled copy'}
              </Link>
              <br />
              <Typography.Text type="secondary">
                {`${PLATFORM_LABELS[row.platform]} · ${row.projectName} · ${count(row.engagement, 'engagement')} on ${count(row.views, 'view')}`}
              </Typography.Text>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

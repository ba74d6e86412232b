import { Alert, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { RANGE_LABELS, count, type TimeRange } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { Panel } from '../../../components/panel';
import { useRangeView } from '../../../api/get-analytics';

/**
 * What the user's own work already says, on every plan (GET /analytics/summary; issue 28: a free plan's
 * /analytics was nothing but upgrade cards): messages and copies written, published and scheduled, and the
 * clicks their tracked links have counted.
 */
export function SummaryCard({ range }: { range: TimeRange }) {
  const summary = useRangeView('summary', range);
  const period = RANGE_LABELS[range].toLowerCase();
  return (
    <Panel title="Your work so far">
      {summary.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(summary.error, 'Failed to fetch your figures')} />
      ) : summary.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : summary.data.messages.total + summary.data.copies.total === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Nothing yet. Write a brand message and a copy from it; share a copy&apos;s tracked link and its clicks count
          here.
        </Typography.Paragraph>
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Your work so far">
          <Col xs={24} md={8} role="listitem">
            <Statistic title="Brand messages" value={summary.data.messages.total} />
            <Typography.Text type="secondary">
              {`${summary.data.messages.published} published · ${summary.data.messages.inRange} written (${period})`}
            </Typography.Text>
          </Col>
          <Col xs={24} md={8} role="listitem">
            <Statistic title="Copies" value={summary.data.copies.total} />
            <Typography.Text type="secondary">
              {`${summary.data.copies.published} published · ${summary.data.copies.scheduled} scheduled · ${summary.data.copies.inRange} written (${period})`}
            </Typography.Text>
          </Col>
          <Col xs={24} md={8} role="listitem">
            <Statistic title="Tracked-link clicks" value={summary.data.trackedLinks.clicks} />
            <Typography.Text type="secondary">
              {summary.data.trackedLinks.total === 0
                ? 'No tracked link yet: give a copy one to count its clicks.'
                : `on ${count(summary.data.trackedLinks.total, 'tracked link')}`}
            </Typography.Text>
          </Col>
        </Row>
      )}
    </Panel>
  );
}

import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { RANGE_LABELS, engagementRate, paths } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { UpgradePrompt, useCanUseFeature } from '@brandcast/shared/ui';
import { useProjectPerformance } from '../api/get-project-performance';

const RANGE = 'month';

/** The project's performance over the last 30 days, from the same analytics API as the dashboard. */
export function ProjectPerformance({ projectId }: { projectId: string }) {
  const allowed = useCanUseFeature('analytics');
  const performance = useProjectPerformance(projectId, RANGE, allowed);
  if (!allowed) {
    return (
      <UpgradePrompt feature="analytics" title="Performance">
        This project's views, engagements and engagement rate over the last 30 days.
      </UpgradePrompt>
    );
  }
  const totals = (performance.data ?? []).reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      engagement: sum.engagement + day.engagement,
      copies: sum.copies + day.copies,
    }),
    { views: 0, engagement: 0, copies: 0 },
  );
  return (
    <Card title="Performance" extra={<Link to={paths.analytics}>Analytics</Link>}>
      {performance.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(performance.error, 'Failed to fetch project analytics')} />
      ) : performance.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{RANGE_LABELS[RANGE]}</Typography.Paragraph>
          <Row gutter={[12, 12]}>
            <Col span={8}>
              <Statistic title="Views" value={totals.views} />
            </Col>
            <Col span={8}>
              <Statistic title="Engagements" value={totals.engagement} />
            </Col>
            <Col span={8}>
              <Statistic title="Rate" value={engagementRate(totals.engagement, totals.views)} suffix="%" />
            </Col>
          </Row>
          {totals.views === 0 ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              No views recorded yet: enter or import your copies' numbers on the Copies page.
            </Typography.Paragraph>
          ) : null}
        </>
      )}
    </Card>
  );
}

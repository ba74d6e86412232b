import { Col, Row, Statistic } from 'antd';
import { Panel } from './panel';
import type { AnalyticsOverview } from '@brandcast/shared';
import { Growth } from './growth';

const CARDS: Array<{ key: keyof AnalyticsOverview['growth']; title: string; suffix?: string }> = [
  { key: 'totalProjects', title: 'Projects' },
  { key: 'activeProjects', title: 'Active projects' },
  { key: 'totalMessages', title: 'Brand messages' },
  { key: 'totalCopies', title: 'Copies' },
  { key: 'totalViews', title: 'Views' },
  { key: 'avgEngagementRate', title: 'Engagement rate', suffix: '%' },
];

/** The overview's six figures, each with its growth against the previous period. */
export function OverviewCards({ overview, loading }: { overview: AnalyticsOverview | undefined; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map(({ key, title, suffix }) => (
        <Col key={key} xs={12} md={8} xl={4}>
          <Panel size="small" style={{ height: '100%' }}>
            <Statistic title={title} value={overview?.[key] ?? 0} suffix={suffix} loading={loading} />
            {overview ? <Growth value={overview.growth[key]} label="" /> : null}
          </Panel>
        </Col>
      ))}
    </Row>
  );
}

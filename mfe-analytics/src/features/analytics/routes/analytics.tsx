import { Card, Col, Flex, Row, Typography } from 'antd';
import { DEFAULT_RANGE, TIME_RANGES, type TimeRange } from '@brandcast/shared';
import { UpgradePrompt, useCanUseFeature, useUrlFilters } from '@brandcast/shared/ui';
import { useRangeView } from '../../../api/get-analytics';
import { ExportPanel } from '../components/export-panel';
import { OverviewCards } from '../../../components/overview-cards';
import { PerformanceCard } from '../../../components/performance-card';
import { FunnelCard, HeatmapCard, PlatformsCard, ProjectsCard } from '../components/range-views';
import { RankedCard } from '../components/ranked-list';
import { RangeSwitch } from '../../../components/range-switch';
import { SummaryCard } from '../components/summary-card';

/**
 * /analytics: every figure of the user's work over one range (kept in the address, ?range=). A free plan sees its
 * overview and its own work's numbers, and one card for the paid views.
 */
export default function AnalyticsRoute() {
  const { params, update } = useUrlFilters();
  const asked = params.get('range') as TimeRange | null;
  const range: TimeRange = asked && (TIME_RANGES as readonly string[]).includes(asked) ? asked : DEFAULT_RANGE;
  const setRange = (next: TimeRange) => update({ range: next === DEFAULT_RANGE ? undefined : next });
  const allowed = useCanUseFeature('analytics');
  const overview = useRangeView('overview', range);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Analytics
        </Typography.Title>
        <RangeSwitch value={range} onChange={setRange} />
      </Flex>
      <OverviewCards overview={overview.data} loading={overview.isPending} />
      <SummaryCard range={range} />
      {allowed ? (
        <>
          <PerformanceCard range={range} onRangeChange={setRange} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <FunnelCard range={range} />
            </Col>
            <Col xs={24} lg={14}>
              <PlatformsCard range={range} />
            </Col>
            <Col xs={24} xl={12}>
              <RankedCard order="top" />
            </Col>
            <Col xs={24} xl={12}>
              <RankedCard order="low" />
            </Col>
          </Row>
        </>
      ) : (
        // Every paid view behind one card (issue 28: a free plan's page was nothing but upgrade cards).
        <UpgradePrompt feature="analytics" title="Performance, funnel, top performers and platforms">
          Your copies' views and engagement per day, the funnel from views to tracked-link visits, your best and weakest
          copies by engagement rate, each platform side by side, and an export of it all. On the Enterprise plan, also
          the best time to post and your projects compared.
        </UpgradePrompt>
      )}
      {allowed ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <HeatmapCard range={range} />
          </Col>
          <Col xs={24} xl={10}>
            <ProjectsCard range={range} />
          </Col>
        </Row>
      ) : null}
      {allowed ? (
        <Card title="Export">
          <ExportPanel range={range} />
        </Card>
      ) : null}
    </Flex>
  );
}

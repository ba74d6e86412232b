import { lazy, Suspense, useState } from 'react';
import { Alert, Flex, Skeleton, Typography } from 'antd';
import { Panel } from './panel';
import { RANGE_LABELS, count, type TimeRange } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { UpgradePrompt, useCanUseFeature } from '@brandcast/shared/ui';
import { usePerformance, type PerformanceFilter } from '../api/get-analytics';
import { RangeSwitch } from './range-switch';

const PerformanceChart = lazy(() => import('./charts').then((module) => ({ default: module.PerformanceChart })));

/**
 * Views and engagement per day of the range, with the range switch (any paid plan; below it, what the
 * chart would show and the plan that unlocks it). A range with nothing recorded says so instead of a flat line.
 */
export function PerformanceCard({
  title = 'Performance over time',
  filter,
  range: controlled,
  onRangeChange,
}: {
  title?: string;
  filter?: PerformanceFilter;
  range?: TimeRange;
  onRangeChange?: (range: TimeRange) => void;
}) {
  const allowed = useCanUseFeature('analytics');
  const [own, setOwn] = useState<TimeRange>('month');
  const range = controlled ?? own;
  const setRange = onRangeChange ?? setOwn;
  const performance = usePerformance(range, filter, allowed);
  if (!allowed) {
    return (
      <UpgradePrompt feature="analytics" title={title}>
        A chart of your copies' views and engagement per day, with the copies and messages you wrote, over a day, week,
        month, quarter or year.
      </UpgradePrompt>
    );
  }
  const points = performance.data ?? [];
  const empty = performance.isSuccess && points.every((p) => !p.views && !p.engagement && !p.copies && !p.messages);
  const totals = points.reduce(
    (sum, p) => ({ views: sum.views + p.views, engagement: sum.engagement + p.engagement }),
    { views: 0, engagement: 0 },
  );
  return (
    <Panel
      title={title}
      extra={
        onRangeChange === undefined && controlled === undefined ? (
          <RangeSwitch value={range} onChange={setRange} />
        ) : null
      }
    >
      {performance.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(performance.error, 'Failed to fetch performance metrics')}
        />
      ) : performance.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : empty ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Nothing was recorded in this range ({RANGE_LABELS[range].toLowerCase()}). Enter or import your copies' numbers
          on the Copies page, or give a copy a tracked link, and they show here day by day.
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {`${RANGE_LABELS[range]}: ${count(totals.views, 'view')}, ${count(totals.engagement, 'engagement')}`}
          </Typography.Text>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <PerformanceChart
              points={points}
              label={`${title}: views and engagement per day, ${RANGE_LABELS[range].toLowerCase()}`}
            />
          </Suspense>
        </Flex>
      )}
    </Panel>
  );
}

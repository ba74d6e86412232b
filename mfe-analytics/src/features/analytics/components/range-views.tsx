import { lazy, Suspense } from 'react';
import { Alert, Card, Skeleton, Table, Typography } from 'antd';
import {
  PLATFORM_LABELS,
  RANGE_LABELS,
  type PlatformPerformance,
  type ProjectPerformance,
  type TimeRange,
} from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { UpgradePrompt, useCanUseFeature } from '@brandcast/shared/ui';
import { useRangeView } from '../../../api/get-analytics';
import { Funnel } from './funnel';
import { Growth } from '../../../components/growth';
import { Heatmap } from './heatmap';

const PlatformChart = lazy(() =>
  import('../../../components/charts').then((module) => ({ default: module.PlatformChart })),
);

function Loaded<T>({
  query,
  failed,
  children,
}: {
  query: { isError: boolean; isPending: boolean; error: unknown; data?: T };
  failed: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isError) return <Alert type="error" showIcon title={getErrorMessage(query.error, failed)} />;
  if (query.isPending || query.data === undefined) return <Skeleton active />;
  return <>{children(query.data)}</>;
}

export function FunnelCard({ range }: { range: TimeRange }) {
  const funnel = useRangeView('funnel', range);
  return (
    <Card title="Conversion funnel">
      <Loaded query={funnel} failed="Failed to fetch conversion funnel">
        {(steps) =>
          steps[0]?.count ? (
            <Funnel steps={steps} />
          ) : (
            <Typography.Text type="secondary">{`No views recorded (${RANGE_LABELS[range].toLowerCase()}).`}</Typography.Text>
          )
        }
      </Loaded>
    </Card>
  );
}

export function PlatformsCard({ range }: { range: TimeRange }) {
  const platforms = useRangeView('platforms', range);
  return (
    <Card title="By platform">
      <Loaded query={platforms} failed="Failed to fetch engagement trends">
        {(rows) =>
          rows.length === 0 ? (
            <Typography.Text type="secondary">No copies yet.</Typography.Text>
          ) : (
            <>
              {rows.some((row) => row.views) ? (
                <Suspense fallback={<Skeleton active />}>
                  <PlatformChart platforms={rows} />
                </Suspense>
              ) : null}
              <Table<PlatformPerformance>
                size="small"
                rowKey="platform"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={rows}
                columns={[
                  {
                    title: 'Platform',
                    dataIndex: 'platform',
                    render: (platform: PlatformPerformance['platform']) => PLATFORM_LABELS[platform],
                  },
                  { title: 'Copies', dataIndex: 'copies', align: 'right' },
                  { title: 'Views', dataIndex: 'views', align: 'right' },
                  { title: 'Engagement', dataIndex: 'engagement', align: 'right' },
                  { title: 'Rate', dataIndex: 'rate', align: 'right', render: (rate: number) => `${rate}%` },
                ]}
              />
            </>
          )
        }
      </Loaded>
    </Card>
  );
}

export function HeatmapCard({ range }: { range: TimeRange }) {
  const allowed = useCanUseFeature('advancedAnalytics');
  const heatmap = useRangeView('heatmap', range, allowed);
  if (!allowed) {
    return (
      <UpgradePrompt feature="advancedAnalytics" title="Best time to post">
        A weekday × hour map of when your published copies engaged best.
      </UpgradePrompt>
    );
  }
  return (
    <Card title="Best time to post">
      <Loaded query={heatmap} failed="Failed to fetch engagement trends">
        {(cells) =>
          cells.length ? (
            <Heatmap cells={cells} />
          ) : (
            <Typography.Text type="secondary">{`No copy was published (${RANGE_LABELS[range].toLowerCase()}).`}</Typography.Text>
          )
        }
      </Loaded>
    </Card>
  );
}

export function ProjectsCard({ range }: { range: TimeRange }) {
  const allowed = useCanUseFeature('advancedAnalytics');
  const projects = useRangeView('projects', range, allowed);
  if (!allowed) {
    return (
      <UpgradePrompt feature="advancedAnalytics" title="Projects compared">
        Each project's copies, views, engagement rate and growth side by side.
      </UpgradePrompt>
    );
  }
  return (
    <Card title="Projects compared">
      <Loaded query={projects} failed="Failed to fetch project analytics">
        {(rows) => (
          <Table<ProjectPerformance>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            locale={{ emptyText: 'No projects yet.' }}
            columns={[
              { title: 'Project', dataIndex: 'name' },
              { title: 'Copies', dataIndex: 'copies', align: 'right' },
              { title: 'Views', dataIndex: 'views', align: 'right' },
              { title: 'Rate', dataIndex: 'rate', align: 'right', render: (rate: number) => `${rate}%` },
              {
                title: 'Growth',
                dataIndex: 'growth',
                render: (growth: number | null) => <Growth value={growth} label="" empty="—" />,
              },
            ]}
          />
        )}
      </Loaded>
    </Card>
  );
}

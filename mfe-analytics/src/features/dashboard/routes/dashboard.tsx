import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_RANGE, ERRORS, PREFERENCE_DEFAULTS, paths, type TimeRange } from '@brandcast/shared';
import { authAtom, creditsQueryOptions, getErrorMessage, preferencesQueryOptions } from '@brandcast/shared/client';
import { ButtonLink } from '@brandcast/shared/ui';
import { useRangeView } from '../../analytics/api/get-analytics';
import { ActivityCard } from '../../analytics/components/activity-card';
import { InsightsCard } from '../../analytics/components/insights-card';
import { OverviewCards } from '../../analytics/components/overview-cards';
import { PerformanceCard } from '../../analytics/components/performance-card';
import { RangeSwitch } from '../../analytics/components/range-switch';
import { RecentProjects } from '../components/recent-projects';

/** Credits left this month, from the ledger's balance. */
function CreditsCard() {
  const credits = useQuery(creditsQueryOptions());
  return (
    <Card title="Credits">
      {credits.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(credits.error, 'Failed to fetch credits')} />
      ) : (
        <Flex vertical gap={4}>
          <Statistic title="Left" value={credits.data?.balance ?? 0} loading={credits.isPending} />
          {credits.data ? (
            <Typography.Text type="secondary">
              {`of ${credits.data.monthlyCredits} a month · renews ${new Date(credits.data.renewsAt).toLocaleDateString()}`}
            </Typography.Text>
          ) : null}
          <Link to={paths.settingsBilling}>Plans and credits</Link>
        </Flex>
      )}
    </Card>
  );
}

/**
 * /dashboard: the overview with growth and the performance chart over the chosen range (hidden when the
 * showStats preference is off), recent projects and activity, insights and credits. A new account sees the
 * way to its first project, not charts of zeros.
 */
export default function DashboardRoute() {
  const { user } = useAtomValue(authAtom);
  const [range, setRange] = useState<TimeRange>(DEFAULT_RANGE);
  const overview = useRangeView('overview', range);
  const preferences = useQuery(preferencesQueryOptions());
  // Shown once the preference is known (never drawn and then taken away); the default when it cannot be read.
  const showStats = !preferences.isPending && (preferences.data?.showStats ?? PREFERENCE_DEFAULTS.showStats);
  const name = user ? `, ${user.firstName}` : '';
  const isNew = overview.data !== undefined && overview.data.totalProjects === 0;

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {overview.data && !isNew ? `Welcome back${name}` : `Welcome${name}`}
        </Typography.Title>
        <Typography.Text type="secondary">
          {isNew || !overview.data ? 'Describe your business once in a project, then write messages and copy from it.' : 'Here is where your brand work stands.'}
        </Typography.Text>
      </div>
      {overview.isError ? <Alert type="error" showIcon title={getErrorMessage(overview.error, ERRORS.fetchDashboardFailed)} /> : null}
      {isNew ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card>
              <Flex vertical gap={12} align="flex-start">
                <Typography.Title level={3} style={{ margin: 0 }}>
                  Start with your first project
                </Typography.Title>
                <Typography.Paragraph style={{ margin: 0 }}>
                  A project describes one business: what it sells, to whom, and why it is different. Brand messages,
                  copies and, once they have numbers, your analytics all grow from it.
                </Typography.Paragraph>
                <ButtonLink to={paths.projectCreate} type="primary">
                  Create your first project
                </ButtonLink>
              </Flex>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <CreditsCard />
          </Col>
        </Row>
      ) : (
        <>
          {showStats ? (
            <>
              <Flex justify="space-between" align="center" wrap gap={8}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  Overview
                </Typography.Title>
                <Flex gap={12} align="center" wrap>
                  <RangeSwitch value={range} onChange={setRange} />
                  <Link to={paths.analytics}>All analytics</Link>
                </Flex>
              </Flex>
              <OverviewCards overview={overview.data} loading={overview.isPending} />
              <PerformanceCard range={range} onRangeChange={setRange} />
            </>
          ) : null}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <InsightsCard />
            </Col>
            <Col xs={24} lg={12}>
              <ActivityCard />
            </Col>
            <Col xs={24} lg={16}>
              <RecentProjects />
            </Col>
            <Col xs={24} lg={8}>
              <CreditsCard />
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}

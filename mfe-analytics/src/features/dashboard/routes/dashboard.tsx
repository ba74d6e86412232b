import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_RANGE, ERRORS, PREFERENCE_DEFAULTS, paths, type TimeRange } from '@brandcast/shared';
import { authAtom, getErrorMessage } from '@brandcast/shared/client';
import { preferencesQueryOptions } from '@brandcast/shared/queries';
import { ButtonLink } from '@brandcast/shared/ui';
import { Panel } from '../../../components/panel';
import { useRangeView } from '../../../api/get-analytics';
import { OverviewCards } from '../../../components/overview-cards';
import { RangeSwitch } from '../../../components/range-switch';
import { CreditsCard } from '../components/credits-card';
import { DetailsPlaceholder, PerformancePlaceholder } from '../components/placeholders';

/**
 * What a returning account sees below its overview loads after the first render: the chart (and the plan prompt,
 * antd's Card and Tabs, when the plan lacks it), insights, activity and recent projects (Skeleton, Progress). A new
 * account's first screen needs none of them. Each waits behind a placeholder of its loading size.
 */
const PerformanceCard = lazy(() =>
  import('../../../components/performance-card').then((module) => ({ default: module.PerformanceCard })),
);
const DashboardDetails = lazy(() => import('../components/dashboard-details'));

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
  // Until the overview says whether the account is new, the lower half waits as placeholders: a new account never
  // loads the sections it does not show.
  const known = overview.data !== undefined || overview.isError;

  return (
    // Known, the dashboard says so to the host's first-run tour, which then points at what is on it.
    <Flex vertical gap={16} data-tour={known ? 'dashboard' : undefined}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {overview.data && !isNew ? `Welcome back${name}` : `Welcome${name}`}
        </Typography.Title>
        <Typography.Text type="secondary">
          {isNew || !overview.data
            ? 'Describe your business once in a project, then write messages and copy from it.'
            : 'Here is where your brand work stands.'}
        </Typography.Text>
      </div>
      {overview.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(overview.error, ERRORS.fetchDashboardFailed)} />
      ) : null}
      {isNew ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Panel>
              <Flex vertical gap={12} align="flex-start">
                <Typography.Title level={3} style={{ margin: 0 }}>
                  Start with your first project
                </Typography.Title>
                <Typography.Paragraph style={{ margin: 0 }}>
                  A project describes one business: what it sells, to whom, and why it is different. Brand messages,
                  copies and, once they have numbers, your analytics all grow from it.
                </Typography.Paragraph>
                {/* The first-run tour's first step points here (host's onboarding-tour.tsx). */}
                <ButtonLink to={paths.projectCreate} type="primary" data-tour="first-project">
                  Create your first project
                </ButtonLink>
              </Flex>
            </Panel>
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
              {known ? (
                <Suspense fallback={<PerformancePlaceholder />}>
                  <PerformanceCard range={range} onRangeChange={setRange} />
                </Suspense>
              ) : (
                <PerformancePlaceholder />
              )}
            </>
          ) : null}
          {known ? (
            <Suspense fallback={<DetailsPlaceholder />}>
              <DashboardDetails />
            </Suspense>
          ) : (
            <DetailsPlaceholder />
          )}
        </>
      )}
    </Flex>
  );
}

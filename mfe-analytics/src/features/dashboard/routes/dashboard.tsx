import { useAtomValue } from 'jotai';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ERRORS, PLANS, PREFERENCE_DEFAULTS, paths } from '@brandcast/shared';
import { authAtom, getErrorMessage, preferencesQueryOptions } from '@brandcast/shared/client';
import { ButtonLink } from '@brandcast/shared/ui';
import { useProjectCount } from '../api/get-project-count';

export default function DashboardRoute() {
  const { user } = useAtomValue(authAtom);
  const projectCount = useProjectCount();
  const plan = user ? PLANS[user.subscription.plan] : null;
  const preferences = useQuery(preferencesQueryOptions());
  const showStats = preferences.data?.showStats ?? PREFERENCE_DEFAULTS.showStats;

  return (
    <div>
      <Typography.Title level={2}>Welcome back{user ? `, ${user.firstName}` : ''}</Typography.Title>
      <Typography.Paragraph type="secondary">
        Here is where your brand work stands today.
      </Typography.Paragraph>
      {projectCount.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(projectCount.error, ERRORS.fetchDashboardFailed)} />
      ) : null}
      {showStats ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} lg={8}>
            <Card>
              <Statistic title="Projects" value={projectCount.data ?? 0} loading={projectCount.isPending} />
              <Link to={projectCount.data ? paths.projects : paths.projectCreate}>
                {projectCount.data ? 'See your projects' : 'Create your first project'}
              </Link>
            </Card>
          </Col>
          {plan ? (
            <Col xs={24} sm={12} lg={8}>
              <Card>
                <Statistic title="Plan" value={plan.name} />
                <Typography.Text type="secondary">
                  {plan.maxProjects === null ? 'Unlimited projects' : `Up to ${plan.maxProjects} projects`}
                </Typography.Text>
              </Card>
            </Col>
          ) : null}
        </Row>
      ) : null}
      <Card style={{ marginTop: 16 }}>
        <Typography.Paragraph>
          Performance analytics (views, engagement, top performers) come from published copies and tracked
          links, which are not built yet; this dashboard will show them once they exist rather than sample
          numbers.
        </Typography.Paragraph>
        <ButtonLink to={paths.projectCreate} type="primary">New project</ButtonLink>
      </Card>
    </div>
  );
}

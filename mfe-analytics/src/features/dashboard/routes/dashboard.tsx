import { useAtomValue } from 'jotai';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ERRORS, PLANS, PREFERENCE_DEFAULTS, paths } from '@brandcast/shared';
import { authAtom, getErrorMessage, preferencesQueryOptions } from '@brandcast/shared/client';
import { ButtonLink } from '@brandcast/shared/ui';
import { useContentCounts, useProjectCount } from '../api/get-project-count';

export default function DashboardRoute() {
  const { user } = useAtomValue(authAtom);
  const projectCount = useProjectCount();
  const content = useContentCounts();
  const plan = user ? PLANS[user.subscription.plan] : null;
  const preferences = useQuery(preferencesQueryOptions());
  const showStats = preferences.data?.showStats ?? PREFERENCE_DEFAULTS.showStats;
  // "Welcome back" once there is work to come back to; a new account (or one still loading) is welcomed.
  const hasWork = Boolean(projectCount.data || content.data?.messages || content.data?.copies);
  const name = user ? `, ${user.firstName}` : '';

  return (
    <div>
      <Typography.Title level={2}>{hasWork ? `Welcome back${name}` : `Welcome${name}`}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {hasWork ? 'Here is where your brand work stands today.' : 'Describe your business once in a project, then write messages and copy from it.'}
      </Typography.Paragraph>
      {projectCount.isError || content.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(projectCount.error ?? content.error, ERRORS.fetchDashboardFailed)}
          style={{ marginBottom: 16 }}
        />
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
          <Col xs={24} sm={12} lg={8}>
            <Card>
              <Statistic title="Brand messages" value={content.data?.messages ?? 0} loading={content.isPending} />
              <Typography.Text type="secondary">
                {content.data ? `${content.data.publishedMessages} published · ` : null}
                <Link to={content.data?.messages ? paths.messages : paths.messageNew}>
                  {content.data?.messages ? 'See your messages' : 'Write your first message'}
                </Link>
              </Typography.Text>
            </Card>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Card>
              <Statistic title="Copies" value={content.data?.copies ?? 0} loading={content.isPending} />
              <Typography.Text type="secondary">
                {content.data ? `${content.data.publishedCopies} published · ` : null}
                <Link to={content.data?.copies ? paths.copies : paths.copyNew}>
                  {content.data?.copies ? 'See your copies' : 'Generate your first copy'}
                </Link>
              </Typography.Text>
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
          Performance analytics across copies (views and engagement over time, top performers, insights) are
          not built yet. Until they are, each copy's views, likes, shares, comments and clicks are on the
          Copies page, where you can enter or import them and where tracked-link clicks count on their own.
        </Typography.Paragraph>
        <ButtonLink to={paths.projectCreate} type="primary">New project</ButtonLink>
      </Card>
    </div>
  );
}

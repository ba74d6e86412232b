import { Alert, Flex, Skeleton, Typography } from 'antd';
import { Panel } from './panel';
import { getErrorMessage } from '@brandcast/shared/client';
import { ButtonLink } from '@brandcast/shared/ui';
import { useInsights } from '../api/get-analytics';

/** What the last 30 days say, each with the thing to do about it. */
export function InsightsCard() {
  const insights = useInsights();
  return (
    <Panel title="Insights">
      {insights.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(insights.error, 'Failed to fetch insights')} />
      ) : insights.isPending ? (
        <Skeleton active />
      ) : insights.data.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Nothing stands out in the last 30 days. Insights appear once your copies have numbers: a low engagement rate,
          a platform or message that beats the rest, a schedule about to run out.
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={12}>
          {insights.data.map((insight) => (
            <Alert
              key={insight.id}
              type={insight.type}
              showIcon
              title={insight.title}
              description={
                <Flex vertical gap={8} align="flex-start">
                  <span>{insight.description}</span>
                  {insight.action ? (
                    <ButtonLink size="small" to={insight.action.href}>
                      {insight.action.label}
                    </ButtonLink>
                  ) : null}
                </Flex>
              }
            />
          ))}
        </Flex>
      )}
    </Panel>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Skeleton, Table, Typography } from 'antd';
import { CREDIT_ACTION_LABELS, CREDIT_COSTS, type Billing, type CreditAction } from '@brandcast/shared';
import { creditsQueryOptions } from '@brandcast/shared/queries';
import { QueryError } from '@brandcast/shared/ui';
import { formatDay, formatNumber } from './format';

interface ActionRow {
  action: CreditAction;
  cost: number;
  count: number;
  credits: number;
}

/** The balance, what each action costs (spec section 9) and what was spent on each this period. */
export function CreditsUsageCard({ billing }: { billing: Billing }) {
  const credits = useQuery(creditsQueryOptions());
  const rows: ActionRow[] = (Object.keys(CREDIT_COSTS) as CreditAction[]).map((action) => {
    const used = billing.usage.find((row) => row.action === action);
    return { action, cost: CREDIT_COSTS[action], count: used?.count ?? 0, credits: used?.credits ?? 0 };
  });
  const spent = rows.reduce((sum, row) => sum + row.credits, 0);

  return (
    <Card title="Credits">
      {credits.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : credits.isError ? (
        <QueryError query={credits} fallback="Your credit balance could not be loaded" />
      ) : (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Balance">{formatNumber(credits.data.balance)} credits</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {`What each action costs, and this period's use (since ${formatDay(billing.subscription.currentPeriodStart)})`}
      </Typography.Title>
      <Table<ActionRow>
        size="small"
        rowKey="action"
        pagination={false}
        dataSource={rows}
        scroll={{ x: true }}
        columns={[
          { title: 'Action', dataIndex: 'action', render: (action: CreditAction) => CREDIT_ACTION_LABELS[action] },
          { title: 'Costs', dataIndex: 'cost', align: 'right', render: (cost: number) => `${cost} credits` },
          { title: 'Times', dataIndex: 'count', align: 'right', render: formatNumber },
          { title: 'Spent', dataIndex: 'credits', align: 'right', render: formatNumber },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              Spent this period
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {formatNumber(spent)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

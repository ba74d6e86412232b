import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Table, Typography } from 'antd';
import { CREDIT_ACTION_LABELS, CREDIT_COSTS, type CreditAction, type CreditLedgerEntry } from '@brandcast/shared';
import { creditsQueryOptions, getErrorMessage } from '@brandcast/shared/client';

const number = new Intl.NumberFormat('en-US');
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const signed = (amount: number) => (amount > 0 ? `+${number.format(amount)}` : number.format(amount));

/** The credit balance, when it renews, what each action costs, and the newest ledger rows. */
export function CreditsCard() {
  const credits = useQuery(creditsQueryOptions());

  if (credits.isPending) {
    return (
      <Card title="Credits">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  if (credits.isError) {
    return (
      <Card title="Credits">
        <Alert
          type="error"
          showIcon
          title="Your credits could not be loaded"
          description={getErrorMessage(credits.error, 'Failed to fetch credits')}
          action={<Button onClick={() => credits.refetch()}>Retry</Button>}
        />
      </Card>
    );
  }

  const { balance, monthlyCredits, renewsAt, ledger } = credits.data;
  return (
    <Card title="Credits">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Balance">{number.format(balance)} credits</Descriptions.Item>
        <Descriptions.Item label="Renews">
          {dateTime.format(new Date(renewsAt))} with {number.format(monthlyCredits)} credits
        </Descriptions.Item>
        <Descriptions.Item label="Costs">
          {(Object.keys(CREDIT_COSTS) as CreditAction[])
            .map((action) => `${CREDIT_ACTION_LABELS[action]}: ${CREDIT_COSTS[action]}`)
            .join(' · ')}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        History
      </Typography.Title>
      <Table<CreditLedgerEntry>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        dataSource={ledger}
        locale={{ emptyText: 'Nothing spent yet.' }}
        columns={[
          { title: 'When', dataIndex: 'createdAt', render: (value: string) => dateTime.format(new Date(value)) },
          { title: 'What', dataIndex: 'description' },
          { title: 'Credits', dataIndex: 'amount', align: 'right', render: signed },
          { title: 'Balance', dataIndex: 'balanceAfter', align: 'right', render: (value: number) => number.format(value) },
        ]}
      />
    </Card>
  );
}

import { useAtomValue } from 'jotai';
import { Alert, Card, Empty, Input, Modal, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ADMIN, PLANS, PLAN_IDS, count, formatDate, type AdminAccount, type PlanId } from '@brandcast/shared';
import { authAtom, getErrorMessage } from '@brandcast/shared/client';
import { useAdminContact } from '@brandcast/shared/queries';
import { QueryError, listPaging, useIsMobile } from '@brandcast/shared/ui';
import { useAdminAccounts, useChangeAccountPlan } from '../api/accounts';

const PLAN_OPTIONS = PLAN_IDS.map((plan) => ({ value: plan, label: PLANS[plan].name }));
const nameOf = (account: AdminAccount) =>
  [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;

/**
 * Settings → Accounts (issue 28), the installation's administrator only: every account, found by its email,
 * and its plan changed at once after a confirmation, while payments are not connected.
 */
export default function AccountsTab() {
  const { user } = useAtomValue(authAtom);
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<{ account: AdminAccount; plan: PlanId } | null>(null);
  const accounts = useAdminAccounts(page, search);
  const contact = useAdminContact();
  const change = useChangeAccountPlan();
  const [done, setDone] = useState<string | null>(null);
  if (!user?.isAdmin) return <Alert type="info" showIcon title={ADMIN.onlyAdmins} style={{ maxWidth: 720 }} />;
  const paymentsConnected = contact.data?.paymentsConnected ?? false;

  const columns: TableColumnsType<AdminAccount> = [
    {
      title: 'Account',
      key: 'account',
      render: (_, account) => (
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography.Text strong>{nameOf(account)}</Typography.Text>
          {account.isAdmin ? <Tag style={{ marginInlineStart: 8 }}>Administrator</Tag> : null}
          {account.id === user.id ? <Tag style={{ marginInlineStart: 8 }}>You</Tag> : null}
          <div>
            <Typography.Text type="secondary">{account.email}</Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Joined',
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['md'],
      render: (value: string) => formatDate(value),
    },
    {
      title: 'Plan',
      key: 'plan',
      width: isMobile ? 140 : 180,
      render: (_, account) => (
        <Select
          aria-label={`Plan of ${account.email}`}
          value={account.plan}
          options={PLAN_OPTIONS}
          disabled={paymentsConnected}
          loading={change.isPending && change.variables?.id === account.id}
          onChange={(plan: PlanId) => plan !== account.plan && setPending({ account, plan })}
          style={{ width: '100%' }}
        />
      ),
    },
  ];

  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { id: pending.account.id, plan: pending.plan },
      {
        onSuccess: (account) => {
          setDone(ADMIN.planChanged(account.email, account.plan));
          setPending(null);
        },
      },
    );
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Card title="Accounts">
        <Typography.Paragraph type="secondary">
          You administer this Brandcast. Change anyone&apos;s plan here, yours too: it applies at once, with the new
          plan&apos;s credits for a new month.
        </Typography.Paragraph>
        {paymentsConnected ? (
          <Alert type="info" showIcon title={ADMIN.paymentsConnected} style={{ marginBottom: 16 }} />
        ) : null}
        {done ? (
          <Alert
            type="success"
            showIcon
            closable
            title={done}
            onClose={() => setDone(null)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Input.Search
          aria-label="Search accounts by email"
          placeholder="Search by email"
          allowClear
          enterButton="Search"
          maxLength={200}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ marginBottom: 16, maxWidth: 420 }}
        />
        {accounts.isError ? (
          <QueryError query={accounts} fallback="The accounts could not be loaded" />
        ) : (
          <Table<AdminAccount>
            rowKey="id"
            size={isMobile ? 'small' : 'middle'}
            columns={columns}
            dataSource={accounts.data?.data ?? []}
            loading={accounts.isFetching}
            tableLayout="fixed"
            pagination={listPaging(page, accounts.data?.pagination.total ?? 0, setPage)}
            locale={{
              emptyText: (
                <Empty description={search ? `No account's email contains “${search}”.` : 'No accounts yet.'} />
              ),
            }}
          />
        )}
      </Card>
      <Modal
        open={pending !== null}
        title={pending ? `Move ${nameOf(pending.account)} to ${PLANS[pending.plan].name}?` : ''}
        okText="Change plan"
        onOk={confirm}
        okButtonProps={{ loading: change.isPending }}
        onCancel={() => {
          change.reset();
          setPending(null);
        }}
      >
        {pending ? (
          <Typography.Paragraph>
            {`${pending.account.email} moves from ${PLANS[pending.account.plan].name} to ${PLANS[pending.plan].name} now. A new month starts today with the plan's ${count(PLANS[pending.plan].monthlyCredits, 'credit')}.`}
          </Typography.Paragraph>
        ) : null}
        {change.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={getErrorMessage(change.error, 'The plan could not be changed')}
          />
        ) : null}
      </Modal>
    </Space>
  );
}

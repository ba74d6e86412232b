import { Alert, Button, Card, Flex, Input, Select, Table, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  CREDIT_ACTION_LABELS,
  CREDIT_COSTS,
  type CreditAction,
  type CreditLedgerAction,
  type CreditLedgerEntry,
  type LedgerFilters,
} from '@brandcast/shared';
import { QueryError } from '@brandcast/shared/ui';
import { useLedger } from '../api/get-ledger';
import { formatDayTime, formatNumber, formatSigned } from './format';

const KINDS: { value: CreditLedgerAction | ''; label: string }[] = [
  { value: '', label: 'Everything' },
  { value: 'grant', label: 'Monthly grants' },
  ...(Object.keys(CREDIT_COSTS) as CreditAction[]).map((action) => ({
    value: action,
    label: CREDIT_ACTION_LABELS[action],
  })),
];

/** Every grant and charge, newest first: filtered by kind and days, a page at a time. */
export function LedgerCard() {
  const [filters, setFilters] = useState<Required<Pick<LedgerFilters, 'page'>> & LedgerFilters>({ page: 1 });
  const ids = { kind: useId(), from: useId(), to: useId() };
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);
  const ledger = useLedger(backwards ? { ...filters, from: undefined, to: undefined } : filters);
  const set = (changes: Partial<LedgerFilters>) => setFilters((now) => ({ ...now, page: 1, ...changes }));
  const filtered = Boolean(filters.action || filters.from || filters.to);

  return (
    <Card title="Credit history">
      <Flex
        wrap
        gap={12}
        align="flex-end"
        style={{ marginBottom: 16 }}
        role="group"
        aria-label="Filter the credit history"
      >
        <Flex vertical gap={4} style={{ flex: '1 1 200px' }}>
          <label htmlFor={ids.kind}>Kind</label>
          <Select<CreditLedgerAction | ''>
            id={ids.kind}
            value={filters.action ?? ''}
            options={KINDS}
            onChange={(value) => set({ action: value || undefined })}
          />
        </Flex>
        <Flex vertical gap={4} style={{ flex: '1 1 140px' }}>
          <label htmlFor={ids.from}>From</label>
          <Input
            id={ids.from}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </Flex>
        <Flex vertical gap={4} style={{ flex: '1 1 140px' }}>
          <label htmlFor={ids.to}>To</label>
          <Input
            id={ids.to}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </Flex>
        {filtered ? <Button onClick={() => setFilters({ page: 1 })}>Clear filters</Button> : null}
      </Flex>
      {backwards ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          role="alert"
          title="“From” is after “To”: choose a From day on or before the To day."
        />
      ) : null}
      {ledger.isError ? (
        <QueryError query={ledger} fallback="Your credit history could not be loaded" />
      ) : (
        <Table<CreditLedgerEntry>
          size="small"
          rowKey="id"
          loading={ledger.isFetching}
          scroll={{ x: true }}
          dataSource={ledger.data?.entries ?? []}
          locale={{
            emptyText: ledger.isPending
              ? 'Loading…'
              : filtered
                ? 'No credits were granted or spent that match these filters.'
                : 'Nothing granted or spent yet.',
          }}
          pagination={{
            current: ledger.data?.page ?? filters.page,
            pageSize: ledger.data?.pageSize ?? 50,
            total: ledger.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `${formatNumber(total)} rows`,
            onChange: (page) => setFilters((now) => ({ ...now, page })),
          }}
          columns={[
            { title: 'When', dataIndex: 'createdAt', render: formatDayTime },
            { title: 'What', dataIndex: 'description' },
            { title: 'Credits', dataIndex: 'amount', align: 'right', render: formatSigned },
            { title: 'Balance', dataIndex: 'balanceAfter', align: 'right', render: formatNumber },
          ]}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Days are counted in UTC.
      </Typography.Paragraph>
    </Card>
  );
}

import { Badge, Card, Space, Table } from 'antd';
import type { Invoice } from '@brandcast/shared';
import { QueryError } from '@brandcast/shared/ui';
import { useInvoices } from '../api/get-invoices';
import { formatCents, formatDay } from './format';

const STATUS_BADGE: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  paid: 'success',
  open: 'warning',
  uncollectible: 'error',
};

/** Invoices from Stripe (payments connected only), each with Stripe's page and PDF. */
export function InvoicesCard() {
  const invoices = useInvoices();
  return (
    <Card title="Invoices">
      {invoices.isError ? (
        <QueryError query={invoices} fallback="Your invoices could not be loaded from Stripe" />
      ) : (
        <Table<Invoice>
          size="small"
          rowKey="id"
          loading={invoices.isPending}
          pagination={false}
          scroll={{ x: true }}
          dataSource={invoices.data ?? []}
          locale={{
            emptyText: invoices.isPending ? 'Loading…' : 'No invoices yet: the first comes with your first payment.',
          }}
          columns={[
            { title: 'Date', dataIndex: 'created', render: formatDay },
            { title: 'Number', dataIndex: 'number', render: (number: string | null) => number ?? 'Draft' },
            {
              title: 'Period',
              key: 'period',
              render: (_value, row) => `${formatDay(row.periodStart)} – ${formatDay(row.periodEnd)}`,
            },
            {
              title: 'Total',
              dataIndex: 'total',
              align: 'right',
              render: (total: number, row) => formatCents(total, row.currency),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (status: string | null) =>
                status ? <Badge status={STATUS_BADGE[status] ?? 'default'} text={status} /> : null,
            },
            {
              title: 'Invoice',
              key: 'links',
              render: (_value, row) => (
                <Space>
                  {row.hostedInvoiceUrl ? (
                    <a
                      href={row.hostedInvoiceUrl}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`View invoice ${row.number ?? row.id}`}
                    >
                      View
                    </a>
                  ) : null}
                  {row.invoicePdf ? (
                    <a
                      href={row.invoicePdf}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`PDF of invoice ${row.number ?? row.id}`}
                    >
                      PDF
                    </a>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

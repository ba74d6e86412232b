import { Alert, Button, Card, Descriptions, Empty, Flex, Popconfirm, Skeleton, Table, Tag, Typography } from 'antd';
import { ERRORS, formatDateTime, type ApiToken } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useIsMobile } from '@brandcast/shared/ui';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';

const when = (iso: string | null, never: string) => (iso ? formatDateTime(iso) : never);

const isExpired = (token: ApiToken, now = Date.now()) =>
  token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now;

function Expiry({ token }: { token: ApiToken }) {
  if (!token.expiresAt) return <>Never</>;
  return isExpired(token) ? (
    <Flex gap={4} align="center" wrap>
      <Tag color="error">Expired</Tag>
      {when(token.expiresAt, '')}
    </Flex>
  ) : (
    <>{when(token.expiresAt, '')}</>
  );
}

function RevokeButton({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  return (
    <Popconfirm
      title={`Revoke "${token.name}"?`}
      description="Anything using it stops working at once. This cannot be undone."
      okText="Revoke"
      okButtonProps={{ danger: true, loading: revoke.isPending }}
      cancelText="Keep it"
      onConfirm={() =>
        revoke.mutateAsync(token.id).then(
          () => toast.success(`"${token.name}" was revoked.`),
          (error: unknown) => toast.error(getErrorMessage(error, ERRORS.revokeApiTokenFailed)),
        )
      }
    >
      <Button danger aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
    </Popconfirm>
  );
}

/** The caller's tokens with scope, created, last used and expiry (expired ones marked); revoke asks first. */
export function TokenList() {
  const tokens = useApiTokens();
  const isMobile = useIsMobile();
  if (tokens.isPending) return <Skeleton active paragraph={{ rows: 3 }} aria-label="Loading your tokens" />;
  if (tokens.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={getErrorMessage(tokens.error, ERRORS.fetchApiTokensFailed)}
        action={<Button onClick={() => void tokens.refetch()}>Try again</Button>}
      />
    );
  }
  if (tokens.data.length === 0)
    return <Empty description="No API tokens yet. Create one above to call the API from a script." />;
  if (isMobile) {
    return (
      <Flex vertical gap={12}>
        {tokens.data.map((token) => (
          <Card
            key={token.id}
            size="small"
            type="inner"
            title={token.name}
            role="region"
            aria-label={`Token ${token.name}`}
            extra={<RevokeButton token={token} />}
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Scope">{token.scope}</Descriptions.Item>
              <Descriptions.Item label="Starts with">
                <Typography.Text code>{token.prefix}…</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="Created">{when(token.createdAt, '')}</Descriptions.Item>
              <Descriptions.Item label="Last used">{when(token.lastUsedAt, 'Never')}</Descriptions.Item>
              <Descriptions.Item label="Expires">
                <Expiry token={token} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Table<ApiToken>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: true }}
      dataSource={tokens.data}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Scope', dataIndex: 'scope', render: (scope: string) => <Tag>{scope}</Tag> },
        {
          title: 'Starts with',
          dataIndex: 'prefix',
          render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text>,
        },
        { title: 'Created', dataIndex: 'createdAt', render: (iso: string) => when(iso, '') },
        { title: 'Last used', dataIndex: 'lastUsedAt', render: (iso: string | null) => when(iso, 'Never') },
        { title: 'Expires', key: 'expires', render: (_: unknown, token) => <Expiry token={token} /> },
        { title: 'Actions', key: 'revoke', render: (_: unknown, token) => <RevokeButton token={token} /> },
      ]}
    />
  );
}

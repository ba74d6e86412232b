import { Alert, Avatar, Button, Card, Empty, Flex, Popconfirm, Skeleton, Table, Tag, Typography } from 'antd';
import { CHANNEL_LABELS, type Channel } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useIsMobile } from '@brandcast/shared/ui';
import { CHANNEL_ERRORS, useChannels, useDisconnectChannel } from '../api/channels';
import { atHandle, initial } from './channel-format';

export interface ChannelListProps {
  /** Connect the channel again: its sign-in stopped working. */
  onReconnect: (channel: Channel) => void;
  /** The channel whose reconnection is on its way (a Mastodon one, while its sign-in page is asked for). */
  reconnectingId?: string | null;
}

/** Avatar (its first letter without a picture), name, and the handle linked to the profile on the platform. */
function Who({ channel }: { channel: Channel }) {
  const handle = atHandle(channel.handle);
  return (
    <Flex gap={12} align="center">
      <Avatar src={channel.avatarUrl ?? undefined} alt="" aria-hidden>
        {initial(channel)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        {channel.displayName ? <Typography.Text strong>{channel.displayName}</Typography.Text> : null}
        {channel.profileUrl ? (
          <Typography.Link href={channel.profileUrl} target="_blank" rel="noopener noreferrer">
            {handle}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{handle}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

function State({ channel }: { channel: Channel }) {
  return channel.state === 'connected' ? (
    <Tag color="success">Connected</Tag>
  ) : (
    <Tag color="warning">Reconnect needed</Tag>
  );
}

function DisconnectButton({ channel }: { channel: Channel }) {
  const disconnect = useDisconnectChannel();
  const handle = atHandle(channel.handle);
  return (
    <Popconfirm
      title={`Disconnect ${handle}?`}
      description={`Brandcast forgets its sign-in and what it published there. Posts already on ${CHANNEL_LABELS[channel.platform]} stay there.`}
      okText="Disconnect"
      okButtonProps={{ danger: true, loading: disconnect.isPending }}
      cancelText="Keep it"
      onConfirm={() =>
        disconnect.mutateAsync(channel.id).then(
          () => toast.success(`${handle} was disconnected.`),
          (error: unknown) => toast.error(getErrorMessage(error, CHANNEL_ERRORS.disconnect)),
        )
      }
    >
      <Button danger aria-label={`Disconnect ${handle}`}>
        Disconnect
      </Button>
    </Popconfirm>
  );
}

function Actions({ channel, onReconnect, reconnectingId }: { channel: Channel } & ChannelListProps) {
  return (
    <Flex gap={8} wrap>
      {channel.state === 'reconnect' ? (
        <Button
          type="primary"
          aria-label={`Reconnect ${atHandle(channel.handle)}`}
          loading={reconnectingId === channel.id}
          onClick={() => onReconnect(channel)}
        >
          Reconnect
        </Button>
      ) : null}
      <DisconnectButton channel={channel} />
    </Flex>
  );
}

/** The caller's channels: who, where, and whether it still publishes; a phone gets cards. */
export function ChannelList(props: ChannelListProps) {
  const channels = useChannels();
  const isMobile = useIsMobile();
  if (channels.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} aria-label="Loading your channels" />;
  if (channels.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={getErrorMessage(channels.error, CHANNEL_ERRORS.fetch)}
        action={<Button onClick={() => void channels.refetch()}>Try again</Button>}
      />
    );
  }
  if (channels.data.length === 0) {
    return (
      <Empty description="No channels yet. Connect Mastodon or Bluesky to publish X copies there straight from Brandcast." />
    );
  }
  if (isMobile) {
    return (
      <Flex vertical gap={12}>
        {channels.data.map((channel) => (
          <Card key={channel.id} size="small" type="inner" role="region" aria-label={atHandle(channel.handle)}>
            <Flex vertical gap={12}>
              <Who channel={channel} />
              <Flex gap={8} wrap>
                <Tag>{CHANNEL_LABELS[channel.platform]}</Tag>
                <State channel={channel} />
              </Flex>
              <Actions channel={channel} {...props} />
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Table<Channel>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: true }}
      dataSource={channels.data}
      columns={[
        { title: 'Channel', key: 'who', render: (_: unknown, channel) => <Who channel={channel} /> },
        {
          title: 'Platform',
          dataIndex: 'platform',
          render: (platform: Channel['platform']) => <Tag>{CHANNEL_LABELS[platform]}</Tag>,
        },
        { title: 'State', key: 'state', render: (_: unknown, channel) => <State channel={channel} /> },
        {
          title: 'Actions',
          key: 'actions',
          render: (_: unknown, channel) => <Actions channel={channel} {...props} />,
        },
      ]}
    />
  );
}

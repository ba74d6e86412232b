import { CloseOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Empty, Popover, Space, Spin, Typography } from 'antd';
import { getErrorMessage } from '@brandcast/shared/client';
import { formatDateTime, type Notification } from '@brandcast/shared';
import type { PopupProps } from '../../../components/popup-on-demand';
import { useClearNotifications } from '../api/clear-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useRemoveNotification } from '../api/remove-notification';

function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkRead();
  const remove = useRemoveNotification();
  return (
    <li style={{ display: 'flex', gap: 8, padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Space size={6}>
          {notification.read ? null : <Badge status="processing" aria-label="Unread" />}
          <Typography.Text strong={!notification.read}>{notification.title}</Typography.Text>
        </Space>
        <Typography.Paragraph style={{ margin: 0 }}>{notification.message}</Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(notification.createdAt)}
        </Typography.Text>
      </div>
      <Space orientation="vertical" size={0} align="end">
        <Button
          type="text"
          size="small"
          aria-label={`Remove "${notification.title}"`}
          icon={<CloseOutlined />}
          onClick={() => remove.mutate(notification.id)}
        />
        <Button
          type="link"
          size="small"
          onClick={() => markRead.mutate({ id: notification.id, read: !notification.read })}
        >
          {notification.read ? 'Mark unread' : 'Mark read'}
        </Button>
      </Space>
    </li>
  );
}

function NotificationPanel() {
  const notifications = useNotifications(true);
  const markAll = useMarkAllRead();
  const clear = useClearNotifications();
  if (notifications.isPending) return <Spin />;
  if (notifications.isError) {
    return (
      <Alert type="error" showIcon title={getErrorMessage(notifications.error, 'Failed to fetch notifications')} />
    );
  }
  const { data, meta } = notifications.data;
  if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />;
  return (
    <div style={{ width: 'min(380px, calc(100vw - 48px))' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Button
          size="small"
          disabled={meta.unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
        >
          Mark all read
        </Button>
        <Button size="small" danger loading={clear.isPending} onClick={() => clear.mutate(undefined)}>
          Clear all
        </Button>
      </Space>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 420, overflowY: 'auto' }}>
        {data.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Shifted along the top bar to stay on screen: on a phone the bell is too near the edge for the panel to hang
 * from it (it started 38 px off the left edge). antd hands shiftX to its positioning though its type omits it.
 */
const STAY_ON_SCREEN = { adjustX: 1, adjustY: 1, shiftX: true } as const;

/** The notifications' Popover and list, loaded by notification-bell.tsx on the first hover, focus or press of the bell. */
export default function NotificationPopover({ open, onOpenChange, children }: PopupProps) {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      autoAdjustOverflow={STAY_ON_SCREEN}
      title="Notifications"
      content={<NotificationPanel />}
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Popover>
  );
}

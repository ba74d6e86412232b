import { BellOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { authAtom } from '@brandcast/shared/client';
import { PopupOnDemand } from '../../../components/popup-on-demand';
import { QueryProvider } from '../../../lib/query-provider';
import { useNotifications } from '../api/get-notifications';

/** Above this the count reads "49+". */
const MAX_SHOWN = 49;

const loadPanel = () => import('./notification-panel');

/**
 * The unread count over the bell as antd's small Badge drew it, from the same tokens (the error red, a ring of the
 * container's colour), without Badge's scrolling-number machinery before the first render. The button's name says
 * the count to screen readers.
 */
function UnreadCount({ count, children }: { count: number; children: ReactNode }) {
  const { token } = theme.useToken();
  const text = count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
  return (
    <span style={{ position: 'relative', display: 'inline-block', width: 'fit-content', lineHeight: 1 }}>
      {children}
      {count > 0 ? (
        <sup
          aria-hidden
          data-testid="unread-count"
          style={{
            position: 'absolute',
            top: 0,
            insetInlineEnd: 0,
            transform: 'translate(50%, -50%)',
            transformOrigin: '100% 0%',
            display: 'inline-flex',
            justifyContent: 'center',
            boxSizing: 'border-box',
            minWidth: token.fontSize,
            height: token.fontSize,
            paddingInline: text.length > 1 ? token.paddingXS : 0,
            borderRadius: token.fontSize / 2,
            background: token.colorError,
            boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorBorderBg}`,
            color: token.colorTextLightSolid,
            fontSize: token.fontSizeSM,
            fontWeight: 'normal',
            lineHeight: `${token.fontSize}px`,
            whiteSpace: 'nowrap',
          }}
        >
          {text}
        </sup>
      ) : null}
    </span>
  );
}

/**
 * The bell in the top bar: unread count, newest first, stored by the API per user. The count and the button's name
 * are there at once; the panel (antd's Popover and the list) loads on the first hover, focus or press.
 * It brings the app's query client along: the shell is rendered without React Query (lib/query-provider.tsx).
 */
export function NotificationBell() {
  return (
    <QueryProvider>
      <Bell />
    </QueryProvider>
  );
}

function Bell() {
  const { isAuthenticated } = useAtomValue(authAtom);
  const notifications = useNotifications(isAuthenticated);
  if (!isAuthenticated) return null;
  const unread = notifications.data?.meta.unread ?? 0;
  return (
    <PopupOnDemand load={loadPanel} popupProps={{}}>
      <Button
        type="text"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        icon={
          <UnreadCount count={unread}>
            <BellOutlined style={{ fontSize: 18 }} />
          </UnreadCount>
        }
      />
    </PopupOnDemand>
  );
}

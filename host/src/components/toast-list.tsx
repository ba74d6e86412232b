import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { HEADER_HEIGHT, TOAST_MAX_VISIBLE } from '@brandcast/shared';
import { dismissToast, markToastShown, type Toast } from '@brandcast/shared/client';
import { useIsMobile } from '@brandcast/shared/ui';

function ToastItem({ toast, compact }: { toast: Toast; compact: boolean }) {
  useEffect(() => {
    markToastShown(toast.id);
    if (toast.duration <= 0) return;
    // The duration counts from when it is shown, not from when it was queued.
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration]);

  return (
    <Alert
      type={toast.type}
      showIcon
      // One line on a phone, where the colour and icon say the type: it must fit over the top bar.
      title={compact ? toast.message : toast.title}
      description={compact ? undefined : toast.message}
      role={toast.type === 'error' ? 'alert' : 'status'}
      action={
        <Button
          type="text"
          size="small"
          aria-label="Close notification"
          icon={<CloseOutlined />}
          onClick={() => dismissToast(toast.id)}
        />
      }
      style={{
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
        ...(compact ? { borderRadius: 0, border: 0, minHeight: HEADER_HEIGHT } : {}),
      }}
    />
  );
}

/** On a phone the toast is a banner over the 60 px top bar, one at a time, never over the page's content. */
const PHONE_PLACE = { top: 0, right: 0, width: '100vw' } as const;
const DESKTOP_PLACE = { bottom: 16, right: 16, width: 'min(360px, calc(100vw - 32px))' } as const;

/**
 * Spec: bottom-right, at most 5 at once; the rest wait their turn, none is dropped. On a phone the bottom of
 * the screen is where a result just written or a link just made shows up, so a toast goes over the top bar.
 */
export default function ToastList({ toasts }: { toasts: Toast[] }) {
  const isMobile = useIsMobile();
  const visible = toasts.slice(0, isMobile ? 1 : TOAST_MAX_VISIBLE);
  if (visible.length === 0) return null;
  return (
    <section
      aria-label="Notifications"
      style={{
        position: 'fixed',
        ...(isMobile ? PHONE_PLACE : DESKTOP_PLACE),
        zIndex: 1100,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      {visible.map((t) => (
        <ToastItem key={t.id} toast={t} compact={isMobile} />
      ))}
    </section>
  );
}

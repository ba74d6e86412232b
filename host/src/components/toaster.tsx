import { CloseOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { TOAST_MAX_VISIBLE } from '@brandcast/shared';
import { dismissToast, markToastShown, toastsAtom, type Toast } from '@brandcast/shared/client';

function ToastItem({ toast }: { toast: Toast }) {
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
      title={toast.title}
      description={toast.message}
      role={toast.type === 'error' ? 'alert' : 'status'}
      action={
        <Button type="text" size="small" aria-label="Close notification" icon={<CloseOutlined />} onClick={() => dismissToast(toast.id)} />
      }
      style={{ boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)' }}
    />
  );
}

/** Spec: bottom-right, at most 5 at once; the rest wait their turn, none is dropped. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const visible = toasts.slice(0, TOAST_MAX_VISIBLE);
  if (visible.length === 0) return null;
  return (
    <section
      aria-label="Notifications"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 1100,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        width: 'min(360px, calc(100vw - 32px))',
      }}
    >
      {visible.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </section>
  );
}

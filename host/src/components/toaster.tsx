import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastsAtom } from '@brandcast/shared/client';

/**
 * The toasts (toast-list.tsx) load with the first one: antd's Alert and the close icon are not before any page's
 * first render.
 */
const ToastList = lazy(() => import('./toast-list'));

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}

import { atom } from 'jotai';
import { TOAST_DEFAULT_DURATION_MS, TOAST_DEFAULT_TYPE, type ToastType } from '../constants/app';
import { authStore } from './auth-atom';

/** Spec sections 3 and 4: id, message, type, duration, shown flag. */
export interface Toast {
  id: string;
  message: string;
  title: string;
  type: ToastType;
  duration: number;
  shown: boolean;
}

export interface ToastOptions {
  type?: ToastType;
  title?: string;
  /** Milliseconds on screen; 0 keeps it until closed. */
  duration?: number;
}

/**
 * Every toast of the app, in order: the host renders the first few and queues the rest. It lives in
 * `@brandcast/shared` (a singleton), so any remote can raise one and the host's toaster shows it.
 */
export const toastsAtom = atom<Toast[]>([]);

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
let sequence = 0;

export function toast(message: string, options: ToastOptions = {}): string {
  const type = options.type ?? TOAST_DEFAULT_TYPE;
  sequence += 1;
  const id = `toast-${Date.now()}-${sequence}`;
  const next: Toast = {
    id,
    message,
    type,
    title: options.title ?? capitalize(type),
    duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
    shown: false,
  };
  authStore.set(toastsAtom, (toasts) => [...toasts, next]);
  return id;
}

toast.success = (message: string, options?: Omit<ToastOptions, 'type'>) =>
  toast(message, { ...options, type: 'success' });
toast.error = (message: string, options?: Omit<ToastOptions, 'type'>) => toast(message, { ...options, type: 'error' });
toast.warning = (message: string, options?: Omit<ToastOptions, 'type'>) =>
  toast(message, { ...options, type: 'warning' });
toast.info = (message: string, options?: Omit<ToastOptions, 'type'>) => toast(message, { ...options, type: 'info' });

export function dismissToast(id: string): void {
  authStore.set(toastsAtom, (toasts) => toasts.filter((t) => t.id !== id));
}

export function markToastShown(id: string): void {
  authStore.set(toastsAtom, (toasts) => toasts.map((t) => (t.id === id && !t.shown ? { ...t, shown: true } : t)));
}

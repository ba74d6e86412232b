/**
 * The signed-in top bar's own parts: the credit balance, the notifications' bell and the account menu. They load once
 * someone is signed in (a visitor's pages do without them), and together, in one file rather than one each: over
 * HTTP/1.1 a phone pays a round trip per file, six at a time.
 */
export { CreditBalance } from '../../features/credits/components/credit-balance';
export { NotificationBell } from '../../features/notifications/components/notification-bell';
export { default as AccountMenu } from './account-menu';

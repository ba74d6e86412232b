import { useMutation } from '@tanstack/react-query';
import { billingEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { stripePages } from './start-checkout';

/** Stripe's customer portal: cards, invoices and cancelling (409 before the first payment, with why). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>(billingEndpoints.portal),
    onSuccess: ({ url }) => stripePages.open(url),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { PlanChangeRequest } from '@brandcast/shared';
import { billingEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** Leaving for Stripe's own pages; an object, so a test can see where the browser would go. */
export const stripePages = { open: (url: string) => window.location.assign(url) };

/** Opens Stripe Checkout for an upgrade; the plan changes when Stripe confirms the payment (webhook). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (change: PlanChangeRequest) => api.post<{ url: string }>(billingEndpoints.checkout, change),
    onSuccess: ({ url }) => stripePages.open(url),
  });
}

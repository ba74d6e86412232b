import Stripe from 'stripe';
import type { Config } from '../config';

/** The official client, pointed at STRIPE_API_BASE when set (a local stand-in in tests). */
export function stripeClient(settings: NonNullable<Config['stripe']>): Stripe {
  if (!settings.apiBase) return new Stripe(settings.secretKey, { maxNetworkRetries: 1 });
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

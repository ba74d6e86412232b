import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENTS_NOT_CONNECTED, storageUsage, type Invoice, type Subscription } from '@brandcast/shared';
import type Stripe from 'stripe';
import {
  billingResponse,
  checkoutResponse,
  invoicesResponse,
  ledgerPageResponse,
  subscriptionResponse,
} from '@brandcast/shared/answers';
import { stripeClient } from '../../lib/stripe';
import { checkoutPriceData, downgradeInStripe, upgradeInStripe } from '../../lib/stripe-subscription';
import { isUpgrade } from '../../repositories/subscriptions';
import type { UserRow } from '../../db/schema';
import { Conflict, Unauthenticated } from '../../lib/domain-errors';
import { accessOf, requireVerifiedEmail } from '../../lib/feature-gate';
import { ledgerQuery, planChangeBody } from '../../schemas/billing';
import { errors } from '../../schemas/common';

export const GONE = 'Your account no longer exists. Please sign in again.';
export const UPGRADE_THROUGH_CHECKOUT =
  'An upgrade is paid first: open Checkout (POST /api/billing/checkout); the plan changes once Stripe confirms the payment.';
export const NOT_AN_UPGRADE =
  'That is not an upgrade: ask for a lower plan with POST /api/billing/change; it applies when the period ends.';
export const NO_CUSTOMER_YET = 'There is nothing to manage in Stripe yet: the portal opens after your first payment.';

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Stripe's invoice as the billing screen lists it. */
export function toInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    status: invoice.status ?? null,
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    created: isoOf(invoice.created),
    periodStart: isoOf(invoice.period_start),
    periodEnd: isoOf(invoice.period_end),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
  };
}

export function toSubscription(row: UserRow, paymentsConnected: boolean): Subscription {
  return {
    plan: row.plan,
    interval: row.planInterval,
    status: row.subscriptionStatus,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    scheduledPlan: row.scheduledPlan,
    scheduledInterval: row.scheduledInterval,
    access: accessOf(row),
    paymentsConnected,
    stripeSubscribed: paymentsConnected && row.stripeSubscriptionId !== null && row.subscriptionStatus !== 'canceled',
  };
}

/**
 * /billing: the caller's subscription, what they spent this period, the ledger, and plan changes. An
 * account route: a sign-in only, never an API token.
 */
const billingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.refuseApiToken);
  const security = [{ bearerAuth: [] }];
  const tags = ['billing'];
  const stripe = fastify.config.stripe ? stripeClient(fastify.config.stripe) : undefined;
  const paymentsConnected = () => stripe !== undefined;

  fastify.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          "The subscription (plan, interval, status, period, what applies now), credits spent this period by action, and the recordings' storage against the plan's",
        response: { 200: billingResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const row = await fastify.subscriptionsRepository.settle(request.user.id);
      if (!row) throw new Unauthenticated(GONE);
      const [usage, usedBytes] = await Promise.all([
        fastify.creditsRepository.usageSince(row.id, row.currentPeriodStart),
        fastify.recordingsRepository.usedBytes(row.id),
      ]);
      const { quotaBytes } = storageUsage(accessOf(row).plan, usedBytes);
      return {
        data: { subscription: toSubscription(row, paymentsConnected()), usage, storage: { usedBytes, quotaBytes } },
      };
    },
  );

  fastify.get(
    '/ledger',
    {
      schema: {
        tags,
        security,
        summary: 'The credit ledger, newest first, filtered by action and days (from, to: YYYY-MM-DD), 50 a page',
        querystring: ledgerQuery,
        response: { 200: ledgerPageResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ data: await fastify.creditsRepository.ledger(request.user.id, request.query) }),
  );

  fastify.get(
    '/invoices',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's invoices from Stripe, newest first (at most 24); none before the first payment; 409 without payments",
        response: { 200: invoicesResponse, ...errors(401, 403, 409) },
      },
    },
    async (request) => {
      if (!stripe) throw new Conflict(PAYMENTS_NOT_CONNECTED);
      const customer = request.user.stripeCustomerId;
      if (!customer) return { data: [] };
      const page = await stripe.invoices.list({ customer, limit: 24 });
      return { data: page.data.map(toInvoice) };
    },
  );

  fastify.post(
    '/change',
    {
      schema: {
        tags,
        security,
        summary:
          'Ask for a plan: a downgrade (lower plan, or yearly to monthly) takes effect when the period ends; the current plan again drops a waiting downgrade; an upgrade needs payment (409 when payments are not connected)',
        body: planChangeBody,
        response: { 200: subscriptionResponse, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => {
      // A paying account's Stripe subscription follows first: if Stripe refuses, nothing changes here either.
      const current = await fastify.subscriptionsRepository.settle(request.user.id);
      if (!current) throw new Unauthenticated(GONE);
      const from = { plan: current.plan, interval: current.planInterval };
      if (
        stripe &&
        current.stripeSubscriptionId &&
        current.subscriptionStatus !== 'canceled' &&
        !isUpgrade(from, request.body)
      ) {
        await downgradeInStripe(
          stripe,
          current.stripeSubscriptionId,
          current.id,
          { ...from, scheduledPlan: current.scheduledPlan },
          request.body,
        );
      }
      const result = await fastify.subscriptionsRepository.request(request.user.id, request.body);
      if (!result) throw new Unauthenticated(GONE);
      if (result.upgrade) throw new Conflict(stripe ? UPGRADE_THROUGH_CHECKOUT : PAYMENTS_NOT_CONNECTED);
      fastify.authCache.forgetUser(request.user.id);
      return { data: toSubscription(result.row, paymentsConnected()) };
    },
  );

  fastify.post(
    '/checkout',
    {
      schema: {
        tags,
        security,
        summary:
          'Pay for an upgrade: a Stripe Checkout address (a confirmed email address: else 403; payments connected only: else 409). The plan changes when Stripe confirms it (webhook)',
        body: planChangeBody,
        response: { 201: checkoutResponse, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      // A paid plan is billed to the address: it must be the account's own (issue 27).
      requireVerifiedEmail(request.user);
      if (!stripe) throw new Conflict(PAYMENTS_NOT_CONNECTED);
      const user = request.user;
      const { plan, interval } = request.body;
      if (!isUpgrade({ plan: user.plan, interval: user.planInterval }, { plan, interval }))
        throw new Conflict(NOT_AN_UPGRADE);
      // Already paying: the subscription moves to the new price now (one subscription, never a second).
      const paying = await fastify.subscriptionsRepository.settle(user.id);
      if (paying?.stripeSubscriptionId && paying.subscriptionStatus !== 'canceled') {
        await upgradeInStripe(stripe, paying.stripeSubscriptionId, user.id, { plan, interval });
        return reply.code(201).send({ data: { url: `${fastify.config.appUrl}/settings/billing?checkout=done` } });
      }
      const metadata = { userId: user.id, plan, interval };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: user.id,
        ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
        line_items: [
          {
            quantity: 1,
            price_data: checkoutPriceData({ plan, interval }),
          },
        ],
        metadata,
        subscription_data: { metadata },
        success_url: `${fastify.config.appUrl}/settings/billing?checkout=done`,
        cancel_url: `${fastify.config.appUrl}/settings/billing?plan=${plan}`,
      });
      if (!session.url) throw new Conflict('Stripe did not answer a Checkout address. Try again in a moment.');
      return reply.code(201).send({ data: { url: session.url } });
    },
  );

  fastify.post(
    '/portal',
    {
      schema: {
        tags,
        security,
        summary:
          "Stripe's customer portal (cards, invoices, cancelling): an address; 409 before the first payment or without payments",
        response: { 201: checkoutResponse, ...errors(401, 403, 409) },
      },
    },
    async (request, reply) => {
      if (!stripe) throw new Conflict(PAYMENTS_NOT_CONNECTED);
      const customer = request.user.stripeCustomerId;
      if (!customer) throw new Conflict(NO_CUSTOMER_YET);
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${fastify.config.appUrl}/settings/billing`,
      });
      return reply.code(201).send({ data: { url: session.url } });
    },
  );
};

export default billingRoutes;

import assert from 'node:assert/strict';
import { test } from 'node:test';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { INTERVAL_DOWNGRADE_WITH_STRIPE, STRIPE_REFUSED } from '../../../src/lib/stripe-subscription';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { stripeStandIn } from '../../stripe-stand-in';

/* A paying account's Stripe subscription follows its plan changes (lib/stripe-subscription.ts). */

const WEBHOOK_SECRET = 'whsec_test_subscription';
const signer = new Stripe('sk_test_signer');

/** A local stand-in for Stripe's subscriptions: any `sub_ok_…` exists with one price; others are unknown. */
const stand = stripeStandIn(({ path }) => {
  const match = /^\/v1\/subscriptions\/(sub_ok_[\w-]+)$/.exec(path);
  if (!match) return undefined;
  return {
    id: match[1],
    object: 'subscription',
    status: 'active',
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          price: { id: 'price_1', object: 'price', product: 'prod_brandcast' },
        },
      ],
    },
  };
});
const asked = stand.asked;

forEachDatabase(({ build, db }) => {
  const connected = (t: Parameters<typeof build>[0]) =>
    build(t, { stripe: { secretKey: 'sk_test_brandcast', webhookSecret: WEBHOOK_SECRET, apiBase: stand.apiBase } });
  const billing = async (app: FastifyInstance, token: string) =>
    json(await app.inject({ url: '/api/billing', headers: bearer(token) })).data.subscription;
  const change = (app: FastifyInstance, token: string, plan: string, interval = 'monthly') =>
    app.inject({ method: 'POST', url: '/api/billing/change', headers: bearer(token), payload: { plan, interval } });
  const updates = (subscription: string) =>
    asked.filter((call) => call.method === 'POST' && call.path === `/v1/subscriptions/${subscription}`);
  let sequence = 0;
  const deliver = (app: FastifyInstance, type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_sub_${process.pid}_${++sequence}`,
      object: 'event',
      type,
      created: 2_000_000_000 + sequence,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      payload,
    });
  };
  /** A paying Professional (monthly) account with its Stripe subscription. */
  const paying = async (app: FastifyInstance, subscription: string) => {
    const owner = await signUp(app);
    await db().query(
      "UPDATE users SET plan = 'professional', role = 'premium', stripe_customer_id = $2, stripe_subscription_id = $3 WHERE id = $1",
      [owner.user.id, `cus_${subscription}`, subscription],
    );
    return owner;
  };

  test('a downgrade to a paid plan: Stripe charges the lower price from the next renewal; the plan waits, even when Stripe reports it', async (t) => {
    const app = await connected(t);
    const sub = `sub_ok_${process.pid}_down`;
    const owner = await paying(app, sub);
    assert.equal((await billing(app, owner.token)).stripeSubscribed, true);
    const response = await change(app, owner.token, 'starter');
    assert.equal(response.statusCode, 200, response.body);
    const [sent] = updates(sub);
    assert.ok(sent, 'Stripe was told');
    assert.equal(sent.body.get('items[0][id]'), 'si_1');
    assert.equal(sent.body.get('items[0][price_data][unit_amount]'), '1900');
    assert.equal(sent.body.get('items[0][price_data][product]'), 'prod_brandcast');
    assert.equal(sent.body.get('proration_behavior'), 'none');
    assert.equal(sent.body.get('billing_cycle_anchor[type]'), null, 'the period paid for is kept');
    assert.equal(sent.body.get('metadata[plan]'), 'starter');

    // Stripe's own report of the change names Starter: it stays the plan coming, not the plan now.
    const event = await deliver(app, 'customer.subscription.updated', {
      object: 'subscription',
      customer: `cus_${sub}`,
      status: 'active',
      metadata: { userId: owner.user.id, plan: 'starter', interval: 'monthly' },
    });
    assert.equal(event.statusCode, 200, event.body);
    const now = await billing(app, owner.token);
    assert.deepEqual([now.plan, now.scheduledPlan], ['professional', 'starter']);

    // Kept after all: the price goes back too.
    assert.equal((await change(app, owner.token, 'professional')).statusCode, 200);
    const back = updates(sub)[1]!;
    assert.equal(back.body.get('items[0][price_data][unit_amount]'), '4900');
    assert.equal(back.body.get('metadata[plan]'), 'professional');
    assert.equal((await billing(app, owner.token)).scheduledPlan, null);
  });

  test('a downgrade to free ends the Stripe subscription with its period, and undoing it renews again', async (t) => {
    const app = await connected(t);
    const sub = `sub_ok_${process.pid}_free`;
    const owner = await paying(app, sub);
    assert.equal((await change(app, owner.token, 'free')).statusCode, 200);
    assert.equal(updates(sub)[0]!.body.get('cancel_at_period_end'), 'true');
    assert.equal((await billing(app, owner.token)).scheduledPlan, 'free');
    assert.equal((await change(app, owner.token, 'professional')).statusCode, 200);
    assert.equal(updates(sub)[1]!.body.get('cancel_at_period_end'), 'false');
  });

  test('an upgrade of a paying account moves its one subscription to the new price now, paid in full; no second Checkout', async (t) => {
    const app = await connected(t);
    const sub = `sub_ok_${process.pid}_up`;
    const owner = await paying(app, sub);
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(owner.token),
      payload: { plan: 'enterprise', interval: 'monthly' },
    });
    assert.equal(checkout.statusCode, 201, checkout.body);
    assert.match(json(checkout).data.url, /\/settings\/billing\?checkout=done$/);
    assert.equal(asked.filter((call) => call.path === '/v1/checkout/sessions').length, 0);
    const sent = updates(sub)[0]!;
    assert.equal(sent.body.get('items[0][price_data][unit_amount]'), '14900');
    assert.equal(sent.body.get('billing_cycle_anchor[type]'), 'now');
    assert.equal(sent.body.get('proration_behavior'), 'none');
    assert.equal(sent.body.get('payment_behavior'), 'error_if_incomplete');
    assert.equal((await billing(app, owner.token)).plan, 'professional', 'the plan changes when Stripe confirms');
  });

  test('refusals: yearly to monthly on a downgrade, and whatever Stripe refuses, change nothing here', async (t) => {
    const app = await connected(t);
    const free = await signUp(app);
    assert.equal((await billing(app, free.token)).stripeSubscribed, false, 'not paying yet: Checkout');
    const yearly = await paying(app, `sub_ok_${process.pid}_yearly`);
    await db().query("UPDATE users SET plan_interval = 'yearly' WHERE id = $1", [yearly.user.id]);
    const interval = await change(app, yearly.token, 'starter', 'monthly');
    assert.equal(interval.statusCode, 409);
    assert.equal(json(interval).message, INTERVAL_DOWNGRADE_WITH_STRIPE);
    assert.equal((await billing(app, yearly.token)).scheduledPlan, null);

    const gone = await paying(app, `sub_gone_${process.pid}`);
    const refused = await change(app, gone.token, 'starter');
    assert.equal(refused.statusCode, 409);
    assert.match(json(refused).message, new RegExp(`^${STRIPE_REFUSED}: No such object`));
    assert.equal((await billing(app, gone.token)).scheduledPlan, null);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { PAYMENTS_NOT_CONNECTED } from '@brandcast/shared';
import { BAD_SIGNATURE } from '../../../src/routes/stripe/index';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { stripeStandIn } from '../../stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/** A local stand-in for Stripe's API: answers Checkout and portal sessions and keeps what it was asked. */
const stand = stripeStandIn(({ path }) => {
  if (path === '/v1/checkout/sessions')
    return { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_1' };
  if (path === '/v1/billing_portal/sessions')
    return { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/bps_1' };
  return undefined;
});
const asked = stand.asked;

forEachDatabase(({ build, db }) => {
  const connected = (t: Parameters<typeof build>[0]) =>
    build(t, { stripe: { secretKey: 'sk_test_brandcast', webhookSecret: WEBHOOK_SECRET, apiBase: stand.apiBase } });
  let sequence = 0;
  const event = (type: string, object: Record<string, unknown>, created = 1_900_000_000 + sequence) => ({
    id: `evt_${process.pid}_${++sequence}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const deliver = (app: FastifyInstance, body: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(body);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      payload,
    });
  };
  const subscription = async (app: FastifyInstance, token: string) =>
    json(await app.inject({ url: '/api/billing', headers: bearer(token) })).data.subscription;

  test('without Stripe: no webhook route, and Checkout is a 409 that says how plans change', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    assert.equal((await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} })).statusCode, 404);
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(owner.token),
      payload: { plan: 'starter', interval: 'monthly' },
    });
    assert.equal(checkout.statusCode, 409);
    assert.equal(json(checkout).message, PAYMENTS_NOT_CONNECTED);
  });

  test("Checkout for an upgrade at the spec's price; the signed webhook applies the plan once; the portal opens after", async (t) => {
    const app = await connected(t);
    const owner = await signUp(app);
    assert.equal((await subscription(app, owner.token)).paymentsConnected, true);
    await app.inject({ url: '/api/credits', headers: bearer(owner.token) }); // the free plan's first grant
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(owner.token),
      payload: { plan: 'professional', interval: 'yearly' },
    });
    assert.equal(checkout.statusCode, 201, checkout.body);
    assert.equal(json(checkout).data.url, 'https://checkout.stripe.test/c/cs_test_1');
    const sent = asked.findLast((call) => call.path === '/v1/checkout/sessions')!.body;
    assert.equal(sent.get('mode'), 'subscription');
    assert.equal(sent.get('line_items[0][price_data][unit_amount]'), '47000');
    assert.equal(sent.get('line_items[0][price_data][recurring][interval]'), 'year');
    assert.equal(sent.get('metadata[userId]'), owner.user.id);
    assert.equal((await subscription(app, owner.token)).plan, 'free', 'nothing changes before Stripe confirms');
    const notUp = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: bearer(owner.token) });
    assert.equal(notUp.statusCode, 409);

    const completed = event('checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: owner.user.id,
      customer: 'cus_1',
      subscription: 'sub_1',
      payment_status: 'paid',
      metadata: { userId: owner.user.id, plan: 'professional', interval: 'yearly' },
    });
    const first = await deliver(app, completed);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(json(first).data.outcome, 'applied');
    const after = await subscription(app, owner.token);
    assert.deepEqual(
      [after.plan, after.interval, after.status, after.access.role],
      ['professional', 'yearly', 'active', 'premium'],
    );
    // Delivered again: nothing changes.
    assert.equal(json(await deliver(app, completed)).data.outcome, 'duplicate');
    const credits = json(await app.inject({ url: '/api/credits', headers: bearer(owner.token) })).data;
    assert.equal(
      credits.ledger.filter((row: { action: string }) => row.action === 'grant').length,
      2,
      'free at sign-up, professional once',
    );

    const portal = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: bearer(owner.token) });
    assert.equal(portal.statusCode, 201);
    assert.equal(json(portal).data.url, 'https://billing.stripe.test/p/bps_1');
    assert.equal(asked.findLast((call) => call.path === '/v1/billing_portal/sessions')!.body.get('customer'), 'cus_1');
  });

  test('status from Stripe: payment failed → past_due, paid → active, deleted → canceled; an older event arriving late changes nothing', async (t) => {
    const app = await connected(t);
    const owner = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter', role = 'premium', stripe_customer_id = $2 WHERE id = $1", [
      owner.user.id,
      `cus_${owner.user.id}`,
    ]);
    const customer = `cus_${owner.user.id}`;
    const base = 1_950_000_000;
    assert.equal(
      json(await deliver(app, event('invoice.payment_failed', { object: 'invoice', customer }, base))).data.outcome,
      'applied',
    );
    let now = await subscription(app, owner.token);
    assert.equal(now.status, 'past_due');
    assert.ok(now.access.graceEndsAt, 'the grace period runs');
    assert.equal(now.access.role, 'premium');

    assert.equal(
      json(await deliver(app, event('invoice.paid', { object: 'invoice', customer }, base + 20))).data.outcome,
      'applied',
    );
    assert.equal((await subscription(app, owner.token)).status, 'active');
    // The failure from before the payment arrives again later, as a new event: stale, ignored.
    assert.equal(
      json(await deliver(app, event('invoice.payment_failed', { object: 'invoice', customer }, base + 10))).data
        .outcome,
      'stale',
    );
    assert.equal((await subscription(app, owner.token)).status, 'active');

    assert.equal(
      json(
        await deliver(
          app,
          event('customer.subscription.deleted', { object: 'subscription', customer, status: 'canceled' }, base + 30),
        ),
      ).data.outcome,
      'applied',
    );
    now = await subscription(app, owner.token);
    assert.equal(now.status, 'canceled');
    assert.deepEqual([now.access.plan, now.access.role, now.access.limited], ['free', 'free', true]);
  });

  test('a signed Checkout session not paid yet changes no plan; its asynchronous payment succeeding does', async (t) => {
    const app = await connected(t);
    const owner = await signUp(app);
    const metadata = { userId: owner.user.id, plan: 'enterprise', interval: 'monthly' };
    const session = {
      object: 'checkout.session',
      client_reference_id: owner.user.id,
      customer: `cus_${owner.user.id}`,
      subscription: `sub_${owner.user.id}`,
      metadata,
    };
    const unpaid = await deliver(app, event('checkout.session.completed', { ...session, payment_status: 'unpaid' }));
    assert.equal(unpaid.statusCode, 200, unpaid.body);
    assert.equal(json(unpaid).data.outcome, 'ignored');
    // Checkout's subscription is created incomplete (the debit has not cleared), naming the plan in its metadata.
    await deliver(
      app,
      event('customer.subscription.created', {
        object: 'subscription',
        customer: `cus_${owner.user.id}`,
        status: 'incomplete',
        metadata,
      }),
    );
    let now = await subscription(app, owner.token);
    assert.deepEqual([now.plan, now.access.role], ['free', 'free'], 'nothing paid, nothing changes');

    const paid = await deliver(
      app,
      event('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }),
    );
    assert.equal(json(paid).data.outcome, 'applied');
    now = await subscription(app, owner.token);
    assert.deepEqual(
      [now.plan, now.interval, now.status, now.access.role],
      ['enterprise', 'monthly', 'active', 'enterprise'],
    );
  });

  test('a bad signature is a 400 that changes nothing', async (t) => {
    const app = await connected(t);
    const owner = await signUp(app);
    const forged = event('checkout.session.completed', {
      object: 'checkout.session',
      metadata: { userId: owner.user.id, plan: 'enterprise', interval: 'monthly' },
    });
    for (const response of [
      await deliver(app, forged, 'whsec_wrong'),
      await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(forged),
      }),
    ]) {
      assert.equal(response.statusCode, 400);
      assert.equal(json(response).message, BAD_SIGNATURE);
    }
    assert.equal((await subscription(app, owner.token)).plan, 'free');
    const [recorded] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM stripe_events WHERE id = $1', [
      forged.id,
    ]);
    assert.equal(recorded!.n, 0);
  });
});

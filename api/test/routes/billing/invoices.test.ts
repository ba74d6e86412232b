import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAYMENTS_NOT_CONNECTED } from '@brandcast/shared';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { stripeStandIn } from '../../stripe-stand-in';

const stripeInvoice = (id: string, created: number, status: string) => ({
  id,
  object: 'invoice',
  number: `BRND-${id.slice(-4)}`,
  status,
  total: 1900,
  amount_paid: status === 'paid' ? 1900 : 0,
  currency: 'usd',
  created,
  period_start: created,
  period_end: created + 30 * 86_400,
  hosted_invoice_url: `https://invoice.stripe.test/${id}`,
  invoice_pdf: `https://invoice.stripe.test/${id}.pdf`,
});
/** A local stand-in for Stripe's invoice list: two invoices for any customer, and what it was asked. */
const stand = stripeStandIn(({ method, url }) =>
  method === 'GET' && url.pathname === '/v1/invoices'
    ? {
        object: 'list',
        url: '/v1/invoices',
        has_more: false,
        data: [stripeInvoice('in_0002', 1_893_456_000, 'open'), stripeInvoice('in_0001', 1_890_777_600, 'paid')],
      }
    : undefined,
);
const asked = stand.asked;

forEachDatabase(({ build, db }) => {
  const connected = (t: Parameters<typeof build>[0]) =>
    build(t, { stripe: { secretKey: 'sk_test_brandcast', webhookSecret: 'whsec_test', apiBase: stand.apiBase } });

  test("GET /billing/invoices: the customer's invoices from Stripe, newest first, with their pages", async (t) => {
    const app = await connected(t);
    const owner = await signUp(app);
    const customer = `cus_${owner.user.id}`;
    await db().query("UPDATE users SET plan = 'starter', role = 'premium', stripe_customer_id = $2 WHERE id = $1", [
      owner.user.id,
      customer,
    ]);
    const response = await app.inject({ url: '/api/billing/invoices', headers: bearer(owner.token) });
    assert.equal(response.statusCode, 200, response.body);
    const invoices = json(response).data;
    assert.deepEqual(invoices[1], {
      id: 'in_0001',
      number: 'BRND-0001',
      status: 'paid',
      total: 1900,
      amountPaid: 1900,
      currency: 'usd',
      created: new Date(1_890_777_600_000).toISOString(),
      periodStart: new Date(1_890_777_600_000).toISOString(),
      periodEnd: new Date((1_890_777_600 + 30 * 86_400) * 1000).toISOString(),
      hostedInvoiceUrl: 'https://invoice.stripe.test/in_0001',
      invoicePdf: 'https://invoice.stripe.test/in_0001.pdf',
    });
    assert.deepEqual(
      invoices.map((invoice: { id: string }) => invoice.id),
      ['in_0002', 'in_0001'],
    );
    const sent = asked.findLast((call) => call.url.pathname === '/v1/invoices')!.url;
    assert.equal(sent.searchParams.get('customer'), customer, "only this customer's invoices are asked for");
    assert.equal(sent.searchParams.get('limit'), '24');
  });

  test('GET /billing/invoices: none before the first payment, without asking Stripe', async (t) => {
    const app = await connected(t);
    const owner = await signUp(app);
    const before = asked.length;
    const response = await app.inject({ url: '/api/billing/invoices', headers: bearer(owner.token) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response).data, []);
    assert.equal(asked.length, before);
  });

  test('GET /billing/invoices without Stripe: a 409 that says how plans change; signed out: 401', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const response = await app.inject({ url: '/api/billing/invoices', headers: bearer(owner.token) });
    assert.equal(response.statusCode, 409);
    assert.equal(json(response).message, PAYMENTS_NOT_CONNECTED);
    assert.equal((await app.inject({ url: '/api/billing/invoices' })).statusCode, 401);
  });
});

import { test } from 'node:test';
import fc from 'fast-check';
import Fastify, { type HTTPMethods } from 'fastify';
import app from '../src/app';
import { serverOptions } from '../src/server-options';
import { openTestDatabase, testConfig } from './helpers';
import { assertNo5xx, rawBody } from './property-bodies';
import { contentType } from './property-fuzz';

/* Stripe's webhook, outside the signed-in routes: random bodies, signatures and content types never answer 5xx. */

test("random bodies and signatures to Stripe's webhook never answer 5xx", { timeout: 60_000 }, async (t) => {
  const database = await openTestDatabase('pglite');
  t.after(() => database.dispose());
  const config = testConfig({
    stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' },
  });
  const server = Fastify(serverOptions(config));
  await server.register(app, { prefix: '/api', config, database });
  await server.ready();
  t.after(() => server.close());
  const [method, url]: [HTTPMethods, string] = ['POST', '/api/stripe/webhook'];
  const signature = fc.oneof(
    fc.string(),
    fc.constantFrom('', 't=1,v1=abc', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        rawBody,
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
      signature,
      contentType,
      async (payload, sig, type) => {
        await assertNo5xx(server, { method, url, headers: { 'stripe-signature': sig, 'content-type': type }, payload });
      },
    ),
    { numRuns: 40 },
  );
});

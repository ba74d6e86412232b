import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';

/** One request the stand-in was sent: its method, address (path and query) and form body. */
export interface StripeCall {
  method: string;
  path: string;
  url: URL;
  body: URLSearchParams;
}

/**
 * A local stand-in for Stripe's API, started before the file's tests and closed after them: `answer` gives the
 * JSON for a request it knows; anything else is Stripe's 404 ('No such object'). Every request is kept in
 * `asked`; `apiBase` is what STRIPE_API_BASE would be.
 */
export function stripeStandIn(answer: (call: StripeCall) => object | undefined): {
  apiBase: string;
  asked: StripeCall[];
} {
  const stand = { apiBase: '', asked: [] as StripeCall[] };
  let server: Server;
  before(async () => {
    server = createServer(async (request, response) => {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const call = { method: request.method ?? 'GET', path: request.url ?? '/', url, body: new URLSearchParams(raw) };
      stand.asked.push(call);
      response.setHeader('content-type', 'application/json');
      const body = answer(call);
      if (body === undefined) response.statusCode = 404;
      response.end(JSON.stringify(body ?? { error: { type: 'invalid_request_error', message: 'No such object' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stand.apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());
  return stand;
}

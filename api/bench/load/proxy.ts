import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests the proxy could not hand to an instance (answered 502): each one is a failure of the run. */
  failures(): number;
  close(): Promise<void>;
}

/**
 * A small round-robin reverse proxy in front of the API instances, as a load balancer would stand: each
 * request goes to the next instance in turn, over kept-alive connections; X-Forwarded-For is set. An
 * instance that cannot be reached answers 502 and is counted.
 */
export async function startProxy(targets: string[], port: number): Promise<RoundRobinProxy> {
  // An idle kept-alive connection is dropped after 4 s, before the instance's own 10 s keep-alive timeout
  // (server-options.ts) would close it under a request just being sent (a "socket hang up").
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 4000 });
  const upstreams = targets.map((target) => new URL(target));
  let next = 0;
  let failures = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const forwarded = request.headers['x-forwarded-for'];
    const outgoing = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-for': `${forwarded ? `${forwarded}, ` : ''}${request.socket.remoteAddress ?? ''}`,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', (error) => {
      failures += 1;
      // Cut off mid-answer: the client must see a broken answer, not a 502 glued to half of one.
      if (response.headersSent) return response.destroy(error);
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: `proxy: ${error.message}` }));
    });
    request.pipe(outgoing);
  });
  // Longer than the instances' (and than the virtual users' fetch keeps an idle connection), so the proxy is
  // never the side that closes a connection a request is being sent on.
  server.keepAliveTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    failures: () => failures,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

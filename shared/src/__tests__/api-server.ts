/**
 * A real HTTP server on a free local port for the API client's tests: the client's axios instance sends to it through
 * jsdom's XMLHttpRequest (axios's browser adapter), so what is tested is what axios sends and how the client reads
 * what comes back. The page's origin is jsdom's (http://localhost), so the server answers CORS as a proxy would not
 * need to. Each test says how to answer (`server.reply`); every request is recorded (preflights are not).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { client } from '../client/http';

export interface Received {
  method: string;
  /** The path under /api, with its query string. */
  url: string;
  /** Lower-cased names, as Node reads them. */
  headers: Record<string, string | undefined>;
  body: string;
}

/** A status and a body (sent as JSON unless a string; none when undefined), or `'drop'`: the connection is cut. */
export type Answer = { status: number; data?: unknown; delayMs?: number } | 'drop' | 'never';
type Reply = (request: Received) => Answer | Promise<Answer>;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  'access-control-max-age': '0',
};

export function apiServer() {
  const received: Received[] = [];
  let reply: Reply = () => ({ status: 200, data: { data: null } });
  const hanging = new Set<ServerResponse>();

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    if (incoming.method === 'OPTIONS') {
      const asked = incoming.headers['access-control-request-headers'] ?? '';
      response.writeHead(204, { ...CORS, 'access-control-allow-headers': asked }).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request: Received = {
      method: incoming.method ?? '',
      url: (incoming.url ?? '').replace(/^\/api/, ''),
      headers: incoming.headers as Record<string, string | undefined>,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(request);
    const answer = await reply(request);
    if (answer === 'drop') {
      response.socket?.resetAndDestroy();
      return;
    }
    if (answer === 'never') {
      hanging.add(response);
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    const { status, data } = answer;
    if (data === undefined) {
      response.writeHead(status, CORS).end();
      return;
    }
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    const type = typeof data === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
    response.writeHead(status, { ...CORS, 'content-type': type }).end(text);
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => response.socket?.destroy());
  });
  const realBase = client.defaults.baseURL;

  return {
    received,
    /** How the server answers from now on (every request until the next call). */
    reply(next: Reply) {
      reply = next;
    },
    /** Answers every request with `status` and `data`. */
    answer(status: number, data?: unknown) {
      reply = () => ({ status, data });
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      client.defaults.baseURL = `http://127.0.0.1:${port}/api`;
    },
    /** Forgets what was received and answers 200 `{ data: null }` again. */
    reset() {
      received.length = 0;
      reply = () => ({ status: 200, data: { data: null } });
      for (const response of hanging) response.socket?.destroy();
      hanging.clear();
    },
    async stop() {
      client.defaults.baseURL = realBase;
      for (const response of hanging) response.socket?.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

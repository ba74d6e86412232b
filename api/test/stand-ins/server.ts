import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';

// The plumbing the platform stand-ins (mastodon.ts, bluesky.ts) share: a node:http server that records every
// call, hands each request to a route function, and can hang or drop the connection on purpose.

/** How the next "post" call fails, once: see each stand-in's `failNext`. */
export type StandInFailure = '429' | '500' | 'drop-after-post' | 'hang';

/** One request the stand-in was sent; `path` is the path without its query. */
export interface StandInCall {
  method: string;
  path: string;
}

export interface StandInRequest extends StandInCall {
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

/** An answer: a string body is sent as HTML, anything else as JSON. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Do the work, then destroy the socket instead of answering (a crash or lost connection after acting). */
  drop?: boolean;
}

/** A route's answer, or 'hang': never answer (the socket stays open until close()). */
export type Answer = Reply | 'hang';

export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** The token of an `Authorization: Bearer <token>` header, or ''. */
export const bearerToken = (headers: IncomingHttpHeaders) =>
  /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1] ?? '';

/** The failures queued by `failNext`, and how one of them turns a post into its answer. */
export class FailureQueue {
  private readonly queue: { kind: StandInFailure; retryAfterSeconds: number }[] = [];

  push(kind: StandInFailure, { retryAfterSeconds = 1 }: { retryAfterSeconds?: number } = {}): void {
    this.queue.push({ kind, retryAfterSeconds });
  }

  /**
   * Takes the next failure, if any, for this post: '429' and '500' answer with the platform's replies and post
   * nothing, 'hang' posts nothing and never answers, 'drop-after-post' posts and then drops the connection.
   */
  apply(replies: { tooMany(retryAfterSeconds: number): Reply; broken: Reply }, post: () => Reply): Answer {
    const failure = this.queue.shift();
    if (failure?.kind === 'hang') return 'hang';
    if (failure?.kind === '500') return replies.broken;
    if (failure?.kind === '429') {
      const reply = replies.tooMany(failure.retryAfterSeconds);
      return { ...reply, headers: { ...reply.headers, 'retry-after': String(failure.retryAfterSeconds) } };
    }
    const reply = post();
    return failure?.kind === 'drop-after-post' ? { ...reply, drop: true } : reply;
  }
}

/**
 * Starts a server on 127.0.0.1 (port 0: a free one) that records each call in `calls` and answers with `route`;
 * when `route` throws (a malformed body), it answers `badRequest`. `close()` also ends hanging requests.
 */
export async function serve(options: {
  port?: number;
  calls: StandInCall[];
  route: (request: StandInRequest) => Answer;
  badRequest: Reply;
}): Promise<{ url: string; close(): Promise<void> }> {
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const call = { method: request.method ?? 'GET', path: address.pathname };
    options.calls.push(call);
    let reply: Answer;
    try {
      reply = options.route({
        ...call,
        query: address.searchParams,
        headers: request.headers,
        raw: Buffer.concat(chunks),
      });
    } catch {
      reply = options.badRequest;
    }
    if (reply === 'hang') return;
    if (reply.drop) return void request.socket.destroy();
    const html = typeof reply.body === 'string';
    if (reply.body !== undefined) response.setHeader('content-type', html ? 'text/html' : 'application/json');
    response.writeHead(reply.status, reply.headers);
    response.end(reply.body === undefined ? '' : html ? reply.body : JSON.stringify(reply.body));
  }

  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A stand-in for a test file: `start` runs in `before()` and the handle is closed in `after()`. The returned
 * object is filled in when `before()` runs, so read its fields inside tests, not at the top of the file.
 */
export function standInForTests<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const handle = {} as T;
  before(async () => {
    Object.assign(handle, await start());
  });
  after(() => handle.close());
  return handle;
}

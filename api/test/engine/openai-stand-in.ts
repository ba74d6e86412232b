import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach } from 'node:test';
import { createBuiltInProvider, createOpenAiCompatibleProvider, type GenerationProvider } from '../../src/engine';

/* Shared by the OpenAI-compatible provider's tests (not a test file itself): a chat-completions server standing
   in for the model, its scripted replies, and the provider pointed at it. */

export type Reply = (req: IncomingMessage, body: any, res: ServerResponse) => void;

/** A chat-completions server: each request takes the next scripted reply (the last one repeats). */
export const server = {
  replies: [] as Reply[],
  requests: [] as Array<{ url: string | undefined; headers: IncomingMessage['headers']; body: any }>,
};
const http = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}');
    server.requests.push({ url: req.url, headers: req.headers, body });
    const reply = server.replies[Math.min(server.requests.length - 1, server.replies.length - 1)]!;
    reply(req, body, res);
  });
});

export function chat(content: string): Reply {
  return (_req, body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  };
}
export const status =
  (code: number): Reply =>
  (_req, _body, res) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
  };
export const hang: Reply = () => undefined;

/** The provider pointed at the stand-in (set once it listens). */
export let provider: GenerationProvider;

/** Starts the stand-in before the file's tests, clears its script and requests before each, closes it after. */
export function serveChatStandIn() {
  before(async () => {
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    provider = createOpenAiCompatibleProvider({
      baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1`,
      apiKey: 'test-key',
      model: 'test-model',
      timeoutMs: 1000, // room for a loaded machine (300 ms timed out under load); the hang test waits this long twice
      fallback: createBuiltInProvider(),
    });
  });
  beforeEach(() => {
    server.replies = [];
    server.requests = [];
  });
  after(async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
}

export const TAGLINES = JSON.stringify({
  items: [
    { title: 'Fresh', content: 'Bread that beats the sunrise.' },
    { title: 'Local', content: "East Austin's morning loaf." },
    { title: 'Promise', content: 'Sourdough, never stale.' },
  ],
});

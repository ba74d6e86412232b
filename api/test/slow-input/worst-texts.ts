/*
 * The worst texts a user can send and how their answer is timed: every length a text field of this app may take
 * and 1 MB of patterns that once made a regular expression backtrack, sent through an app with every optional
 * route on. A slow answer is the defect itself, so the tests that use these assert on wall time (100 ms).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { maxHeaderSize } from 'node:http';
import { COPY_CONTENT_MAX_LENGTH } from '@brandcast/shared';
import type { z } from 'zod';
import app from '../../src/app';
import type { Database } from '../../src/db/client';
import { serverOptions } from '../../src/server-options';
import { rememberTestApp, testConfig } from '../helpers';

export const LIMIT_MS = 100;
/** Every length a text field of this app may take (names, titles, brand fields, scripts, copies), and 1 MB. */
export const LENGTHS = [120, 1_000, 20_000, COPY_CONTENT_MAX_LENGTH, 1_000_000];
export const PATTERNS: Record<string, string> = {
  'a.a.a.': 'a.',
  'nested punctuation': '([{"\'',
  quotes: '"',
  dots: '.',
  'runs of marks': '?!…:;',
  spaces: ' ',
  'spaces and commas': ' ,',
  links: 'https://a.example.com/a.a example.com ',
  emoji: '👩🏽‍💻🇫🇷',
  filler: 'so basically um like, ',
};
/**
 * A query string travels in the request line, which Node's HTTP parser refuses past http.maxHeaderSize (16 KB,
 * 431): app.inject skips the parser, so query texts are sent only as long as a real request may carry them (the
 * last test checks the parser's refusal).
 */
export const QUERY_MAX = maxHeaderSize;
/**
 * The request's wall time around app.inject. The machine is shared, so a request over the limit is sent twice more
 * and its best time counts: a superlinear pattern is slow every time, a busy neighbour only now and then.
 */
export async function timedInject(
  server: FastifyInstance,
  options: InjectOptions,
): Promise<{ response: LightMyRequestResponse; took: number }> {
  let took = Infinity;
  let response: LightMyRequestResponse | undefined;
  // The best of up to five, a moment apart: a shared 2-core machine (CI runs two test files at once) can pause any
  // one request; a quadratic pattern is slow every time (seconds, not a few ms over).
  for (let attempt = 0; attempt < 5 && took >= LIMIT_MS; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    response = await server.inject(options);
    took = Math.min(took, performance.now() - started);
  }
  return { response: response!, took };
}
/** `pattern` repeated to `length` UTF-16 units, ended by a letter (a backtracking pattern's failing tail). */
export const worst = (pattern: string, length: number) =>
  pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length - 1) + 'x';

export function details() {
  return {
    businessName: 'Northwind Coffee',
    whatYouSell: 'single-origin coffee beans',
    whoYouSellTo: 'home baristas',
    problemYouSolve: 'stale supermarket coffee',
    uniqueValue: 'roasted to order',
    priceRange: '$12-$20',
    businessGoal: 'sell 500 bags a month',
    location: 'Bristol, UK',
    businessStage: 'growing',
  };
}
/** The app with every optional route on (the outbox, the bench routes), and its routes that take text with their schemas. */
export async function buildApp(t: { after: (fn: () => unknown) => void }, database: Database) {
  const config = testConfig({
    exposeOutbox: true,
    benchRoutes: true,
    authRateLimitMax: 1_000_000,
    authRateLimitIpMax: 1_000_000,
  });
  const server = Fastify(serverOptions(config));
  const textRoutes = new Map<string, z.ZodType>();
  server.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: z.ZodType; querystring?: z.ZodType } | undefined;
    const taken = schema?.body ?? schema?.querystring;
    if (!route.url.startsWith('/api/') || !taken) return;
    // HEAD mirrors GET, and "/api/copy/" is "/api/copy" with the slash Fastify also accepts.
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD'))
      textRoutes.set(`${method} ${route.url.replace(/\/$/, '')}`, taken);
  });
  await server.register(app, { prefix: '/api', config, database });
  await server.ready();
  rememberTestApp(server, database);
  t.after(() => server.close());
  return { server, textRoutes };
}

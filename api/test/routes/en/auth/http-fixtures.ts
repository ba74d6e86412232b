import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import type { DatabaseSuite } from '../../../helpers';

export interface Http {
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** The latest emails to an address, newest first, as GET /dev/outbox answers (links in clear). */
  emails(email: string): Promise<{ subject: string; text: string; link: string | null }[]>;
  /** Waits for the background mailer: the newest email to the address whose subject is `subject`. */
  email(email: string, subject: string): Promise<{ subject: string; text: string; link: string | null }>;
}

/**
 * The app listening on a port of its own, called over real HTTP (the auth, user and invitation tests): exposeOutbox
 * lets a test follow a link as sent.
 */
export async function serve(t: TestContext, build: DatabaseSuite['build']) {
  const app = await build(t, { exposeOutbox: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const http: Http = {
    async request(method, path, { token, body } = {}) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    async emails(email) {
      return (await http.request('GET', `/dev/outbox?email=${encodeURIComponent(email)}`)).body.data;
    },
    async email(email, subject) {
      for (let i = 0; i < 100; i++) {
        const found = (await http.emails(email)).find((sent) => sent.subject === subject);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no email '${subject}' to ${email}`);
    },
  };
  return { app, http };
}

/** The token of a link in an email, by the page it opens ('verify-email', 'register'). */
export function tokenIn(link: string | null, page: string, param = 'token'): string {
  const match = new RegExp(`^http://localhost:3000/${page}\\?${param}=([\\w-]+)$`).exec(link ?? '');
  assert.ok(match, `a ${page} link: ${link}`);
  return match[1]!;
}

export const SIGN_UP_CONFIRMATION = 'Confirm your Brandcast email address';

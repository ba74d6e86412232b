import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import tar from 'tar-stream';
import { ACCOUNT_EXPORT_PARTS, type AccountExportJob } from '@brandcast/shared';
import type { Database } from '../../../src/db/client';
import { bearer, type Account } from '../../helpers';

/* Shared by the account tests (not a test file itself): the app over real HTTP, and the archive opened. */

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  raw: Buffer;
}

/** The app listening on a port, and a request to it as `account` (or no one). */
export async function overHttp(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return async function request<T = any>(
    account: Account | null,
    method: string,
    url: string,
    body?: object,
  ): Promise<Answer<T>> {
    const response = await fetch(`${base}${url.startsWith('/api') ? url : `/api${url}`}`, {
      method,
      headers: { ...(account ? bearer(account.token) : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const raw = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      body: type.includes('json') && raw.length ? JSON.parse(raw.toString('utf8')) : null,
      headers: response.headers,
      raw,
    };
  };
}
export type Request = Awaited<ReturnType<typeof overHttp>>;

/** Follows an export until it is no longer generating (every 20 ms, at most 10 s). */
export async function finished(request: Request, account: Account, id: string): Promise<AccountExportJob> {
  for (let i = 0; i < 500; i += 1) {
    const answer = await request<{ data: AccountExportJob }>(account, 'GET', `/account/export/${id}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    if (answer.body.data.state !== 'generating') return answer.body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the export did not finish in 10 s');
}

/** The files of a .tar.gz by their names, as text. */
export async function openArchive(archive: Buffer): Promise<Map<string, string>> {
  const extract = tar.extract();
  const files = new Map<string, string>();
  const reading = pipeline(Readable.from([archive]), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    files.set(entry.header.name, Buffer.concat(chunks).toString('utf8'));
  }
  await reading;
  return files;
}

export const setPlan = (db: Database, userId: string, plan: 'free' | 'starter' | 'professional' | 'enterprise') =>
  db.query('UPDATE users SET plan = $1 WHERE id = $2', [plan, userId]);

/** The files an export archive holds: one JSON file per part, and a README. */
export const EXPORT_FILES = [...ACCOUNT_EXPORT_PARTS.map((part) => `${part.key}.json`), 'README.txt'];

/** Starts an export of `account`'s data. */
export const startExport = (request: Request, account: Account) =>
  request<{ data: AccountExportJob; message?: string }>(account, 'POST', '/account/export');

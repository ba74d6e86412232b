import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer, type Account } from '../../helpers';
import { mp4, webm } from '../../fixtures/video';

/* Shared by the recording tests (not a test file itself): takes, multipart forms, uploads, data folders. */

export const WEBM = webm(5000, 7);
export const MP4 = mp4(3000, 3);
const made: string[] = [];
process.on('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const BOUNDARY = '----brandcast-recording-boundary';

/** A data folder of its own for an app (removed when the process exits). */
export function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-recordings-'));
  made.push(dir);
  return dir;
}

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };
export function form(parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export const upload = (app: FastifyInstance, account: Account, parts: Part[]) => {
  const { payload, headers } = form(parts);
  return app.inject({
    method: 'POST',
    url: '/api/recording',
    headers: { ...headers, ...bearer(account.token) },
    payload,
  });
};
export const take = (projectId: string, data: Buffer = WEBM, extra: Part[] = []): Part[] => [
  { name: 'projectId', value: projectId },
  ...extra,
  { name: 'file', filename: 'take-1.webm', type: 'video/webm', data },
];

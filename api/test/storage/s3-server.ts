import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/index';

/* Not a test file: a local S3-compatible server (s3rver) the S3 tests start in this process, on a free port. */

export const S3_BUCKET = 'brandcast-test';

export async function startS3(): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'brandcast-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: S3_BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    publicEndpoint: undefined,
    region: 'us-east-1',
    // s3rver's one account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'recordings/',
  };
  return {
    settings,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

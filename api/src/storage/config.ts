/** An S3-compatible bucket for recordings (MinIO, AWS S3, R2, …), read from S3_* in the environment. */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT: the server the API talks to (e.g. http://minio:9000); AWS S3 when unset. */
  endpoint: string | undefined;
  /** S3_PUBLIC_ENDPOINT: the same server as browsers reach it, for the playback addresses (default S3_ENDPOINT). */
  publicEndpoint: string | undefined;
  region: string;
  /** With the secret; both unset: the SDK's own chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (MinIO, s3rver) rather than the host name; default on when S3_ENDPOINT is set. */
  forcePathStyle: boolean;
  /** Keys are `<prefix><recording id>` (S3_PREFIX, default "recordings/"). */
  prefix: string;
}

const S3_NAMES = [
  'S3_ENDPOINT',
  'S3_PUBLIC_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
];

/** S3 settings when S3_BUCKET is set; undefined (recordings on disk under DATA_DIR) otherwise. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = S3_NAMES.filter((name) => env[name]?.trim());
    if (stray.length > 0)
      throw new Error(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to keep recordings in that bucket, or unset them to keep recordings under DATA_DIR.`,
      );
    return undefined;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      "Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, for the AWS SDK's own credentials).",
    );
  const endpoint = env.S3_ENDPOINT?.trim().replace(/\/+$/, '') || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && pathStyle !== '0' && pathStyle !== '1')
    throw new Error(`S3_FORCE_PATH_STYLE must be 0 or 1, got "${pathStyle}"`);
  const prefix = env.S3_PREFIX?.trim() ?? 'recordings/';
  return {
    bucket,
    endpoint,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT?.trim().replace(/\/+$/, '') || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? pathStyle === '1' : Boolean(endpoint),
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

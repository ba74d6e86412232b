import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
  paginateListObjectsV2,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Invalid } from '../lib/domain-errors';
import type { S3Settings } from './config';
import type { RecordingStorage } from './types';
import { RECORDING_EMPTY, checkedVideo } from './video-type';
import { isUuid } from '../lib/ids';

/** lib-storage's part size (S3's least); with QUEUE_SIZE parts in flight, what an upload holds in memory at most. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

function clientConfig(settings: S3Settings, endpoint: string | undefined): S3ClientConfig {
  return {
    region: settings.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, s3rver, older gateways) do not all take the SDK's default CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** `attachment` with the name as given (RFC 6266: an ASCII fallback and the UTF-8 form). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Recordings as objects `<prefix><id>` in an S3-compatible bucket, through the AWS SDK. An upload is
 * streamed to its final key with lib-storage (multipart past 5 MB, two parts in memory at most) once its
 * first bytes have said what it is; the row is written after, and an object no row names is swept an
 * hour later. Videos play from presigned GET addresses: the bucket answers range requests itself.
 */
export function s3Storage(settings: S3Settings): RecordingStorage {
  const client = new S3Client(clientConfig(settings, settings.endpoint));
  // Presigning is computed here, not sent: a client for the address browsers reach signs for that host.
  const signer = settings.publicEndpoint ? new S3Client(clientConfig(settings, settings.publicEndpoint)) : client;
  const Bucket = settings.bucket;
  const keyOf = (id: string) => `${settings.prefix}${id}`;
  const remove = async (id: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
  };

  return {
    kind: 's3',
    async receive(source) {
      const id = randomUUID();
      const video = checkedVideo(source);
      const chunks = video.chunks();
      let first: IteratorResult<Buffer>;
      try {
        first = await chunks.next();
      } catch (error) {
        source.resume();
        throw error;
      }
      const { contentType } = video.result();
      if (first.done || !contentType) {
        source.resume();
        throw new Invalid(RECORDING_EMPTY);
      }
      const body = Readable.from(
        (async function* () {
          yield first.value;
          yield* chunks;
        })(),
      );
      try {
        await new Upload({
          client,
          params: { Bucket, Key: keyOf(id), Body: body, ContentType: contentType },
          partSize: PART_SIZE,
          queueSize: QUEUE_SIZE,
        }).done();
      } catch (error) {
        source.resume();
        await remove(id).catch(() => undefined);
        throw error;
      }
      return { id, size: video.result().size, contentType };
    },

    // Already at its key; the row written after it is what keeps it from the sweep.
    keep: async () => undefined,
    discard: (received) => remove(received.id),

    async size(id) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(id) }))).ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(id, start, end) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: keyOf(id), Range: `bytes=${start}-${end}` }),
      );
      return answer.Body as Readable;
    },

    presign: (id, ttlSeconds, fileName) =>
      getSignedUrl(
        signer,
        new GetObjectCommand({
          Bucket,
          Key: keyOf(id),
          ...(fileName ? { ResponseContentDisposition: attachment(fileName) } : {}),
        }),
        { expiresIn: ttlSeconds },
      ),

    async oldFiles(olderThanMs, now = Date.now()) {
      const ids: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: settings.prefix })) {
        for (const object of page.Contents ?? []) {
          const id = object.Key?.slice(settings.prefix.length) ?? '';
          if (isUuid(id) && object.LastModified && now - object.LastModified.getTime() > olderThanMs) ids.push(id);
        }
      }
      // Multipart uploads a crash left open (MinIO also expires them itself after a day); not every S3-compatible server lists them.
      const partial: string[] = [];
      try {
        const open = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: settings.prefix }));
        for (const upload of open.Uploads ?? []) {
          if (upload.Key && upload.UploadId && upload.Initiated && now - upload.Initiated.getTime() > olderThanMs)
            partial.push(JSON.stringify([upload.Key, upload.UploadId]));
        }
      } catch (error) {
        if ((error as { name?: string }).name !== 'NotImplemented') throw error;
      }
      return { ids, partial };
    },

    async removePartial(name) {
      const [Key, UploadId] = JSON.parse(name) as [string, string];
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    },

    remove,
  };
}

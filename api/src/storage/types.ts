import type { Readable } from 'node:stream';
import type { RecordingType } from '@brandcast/shared';

/** A take taken in: the recording id it is stored under, how big it is and what it is. */
export interface Received {
  id: string;
  size: number;
  contentType: RecordingType;
}

/**
 * Where recordings' videos live: files under DATA_DIR/recordings (disk.ts) or an S3-compatible bucket
 * (s3.ts), chosen by configuration in index.ts. An upload is streamed in (never held whole in memory),
 * its type checked on its first bytes as they pass; it is `keep`-t once its row is written, or
 * `discard`-ed. Every video is named by its recording's id, so the sweep can tell orphans by listing.
 */
export interface RecordingStorage {
  readonly kind: 'disk' | 's3';
  /** Streams an upload in under a new recording id; 415 unless it starts like WebM or MP4 (nothing kept), 400 when empty. */
  receive(source: Readable): Promise<Received>;
  /** Makes a received upload the video of recording `received.id`. */
  keep(received: Received): Promise<void>;
  /** Drops a received upload that will not be kept. */
  discard(received: Received): Promise<void>;
  /** The video's size in bytes; null when there is none. */
  size(id: string): Promise<number | null>;
  /** The bytes `start` to `end` (inclusive) of recording `id`'s video. */
  read(id: string, start: number, end: number): Promise<Readable>;
  /**
   * An address a video element plays straight from the storage for `ttlSeconds`, with range requests
   * (an S3 presigned GET); undefined when the storage has none (disk: the API's signed route serves it).
   * With `fileName`, opening it saves the file under that name (a link's `download` does not work across origins).
   */
  presign?(id: string, ttlSeconds: number, fileName?: string): Promise<string>;
  /**
   * What is older than `olderThanMs`: videos (by recording id) and uploads left half-way by a crash
   * (names `removePartial` takes). A younger one may belong to an upload still under way.
   */
  oldFiles(olderThanMs: number, now?: number): Promise<{ ids: string[]; partial: string[] }>;
  removePartial(name: string): Promise<void>;
  /** Deletes recording `id`'s video; one already gone is fine. */
  remove(id: string): Promise<void>;
}

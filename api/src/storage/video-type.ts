import type { Readable } from 'node:stream';
import type { RecordingType } from '@brandcast/shared';
import { UnsupportedType } from '../lib/domain-errors';

export const RECORDING_WRONG_TYPE = 'The recording must be a WebM or MP4 video.';
export const RECORDING_EMPTY = 'The recording is empty. Record a take first.';

/** The video type its first bytes say: WebM (EBML header 1A 45 DF A3) or MP4 ('ftyp' at offset 4). */
export function detectVideoType(head: Buffer): RecordingType | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm';
  if (head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  return null;
}

/**
 * An upload's bytes passed through as they come, its type checked on the first 8 (415 before anything
 * past them is passed on) and its size counted. `result()` is read once the stream has ended.
 */
export function checkedVideo(source: Readable) {
  let size = 0;
  let contentType: RecordingType | null = null;
  async function* chunks() {
    let head = Buffer.alloc(0);
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (contentType) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < 8) continue;
      contentType = detectVideoType(head);
      if (!contentType) throw new UnsupportedType(RECORDING_WRONG_TYPE);
      yield head;
    }
    if (!contentType && head.length > 0) {
      contentType = detectVideoType(head);
      if (!contentType) throw new UnsupportedType(RECORDING_WRONG_TYPE);
      yield head;
    }
  }
  return { chunks, result: () => ({ size, contentType }) };
}

import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { RecordingType } from '@brandcast/shared';
import { UnsupportedType } from '../lib/domain-errors';

export const RECORDING_WRONG_TYPE = 'The recording must be a WebM or MP4 video.';
export const RECORDING_EMPTY = 'The recording is empty. Record a take first.';

/** How much of a file file-type may read to tell its type (its own sample size). */
const HEAD_BYTES = 4100;

/**
 * The video type its content says (file-type): WebM (an EBML header whose DocType is webm; another Matroska is
 * not) or MP4 (an `ftyp` box of an MP4 brand; a QuickTime MOV, a HEIC photo or an M4A sound is not).
 */
export async function detectVideoType(head: Buffer): Promise<RecordingType | null> {
  const found = await fileTypeFromBuffer(head);
  return found?.mime === 'video/webm' || found?.mime === 'video/mp4' ? found.mime : null;
}

/**
 * An upload's bytes passed through as they come, its type checked on its first HEAD_BYTES (415 before anything
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
      if (head.length < HEAD_BYTES) continue;
      contentType = await detectVideoType(head);
      if (!contentType) throw new UnsupportedType(RECORDING_WRONG_TYPE);
      yield head;
    }
    if (!contentType && head.length > 0) {
      contentType = await detectVideoType(head);
      if (!contentType) throw new UnsupportedType(RECORDING_WRONG_TYPE);
      yield head;
    }
  }
  return { chunks, result: () => ({ size, contentType }) };
}

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RecordingType } from '@brandcast/shared';
import { Invalid, UnsupportedType } from '../../lib/domain-errors';

export const RECORDING_WRONG_TYPE = 'The recording must be a WebM or MP4 video.';
export const RECORDING_EMPTY = 'The recording is empty. Record a take first.';

/** The video type its first bytes say: WebM (EBML header 1A 45 DF A3) or MP4 ('ftyp' at offset 4). */
export function detectVideoType(head: Buffer): RecordingType | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm';
  if (head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  return null;
}

/** A file taken in: where it waits, how big it is and what it is. */
export interface Received {
  temp: string;
  size: number;
  contentType: RecordingType;
}

/**
 * Recordings as files under `dir` (DATA_DIR/recordings), one per recording, named by its id. An upload is
 * streamed to a temporary file (never held whole in memory), its type checked on its first bytes as they
 * pass, then moved into place under the recording's id.
 */
export function recordingStorage(dir: string) {
  const tempDir = path.join(dir, 'incoming');
  const fileOf = (id: string) => path.join(dir, id);

  return {
    /** Streams an upload to a temporary file; 415 unless it starts like WebM or MP4 (nothing kept), 400 when empty. */
    async receive(source: Readable): Promise<Received> {
      await mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      let size = 0;
      let contentType: RecordingType | null = null;
      async function* checked(chunks: AsyncIterable<Buffer>) {
        let head = Buffer.alloc(0);
        for await (const chunk of chunks) {
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
      try {
        await pipeline(source, checked, createWriteStream(temp));
      } catch (error) {
        source.resume();
        await rm(temp, { force: true });
        throw error;
      }
      if (size === 0 || !contentType) {
        await rm(temp, { force: true });
        throw new Invalid(RECORDING_EMPTY);
      }
      return { temp, size, contentType };
    },

    /** Moves a received file into place as recording `id`. */
    async keep(received: Received, id: string): Promise<void> {
      await rename(received.temp, fileOf(id));
    },

    /** Drops a received file that will not be kept. */
    async discard(received: Received): Promise<void> {
      await rm(received.temp, { force: true });
    },

    async size(id: string): Promise<number | null> {
      try {
        return (await stat(fileOf(id))).size;
      } catch {
        return null;
      }
    },

    /** The bytes `start` to `end` (inclusive) of recording `id`. */
    read(id: string, start: number, end: number): Readable {
      return createReadStream(fileOf(id), { start, end });
    },

    /**
     * Files older than `olderThanMs`: the recordings' (by id) and uploads left half-way by a crash. A
     * younger file may belong to an upload or a write still under way.
     */
    async oldFiles(olderThanMs: number, now = Date.now()): Promise<{ ids: string[]; partial: string[] }> {
      const old = async (file: string) => now - (await stat(file).catch(() => null))!.mtimeMs > olderThanMs;
      const names = await readdir(dir).catch(() => [] as string[]);
      const ids: string[] = [];
      for (const name of names) if (/^[0-9a-f-]{36}$/.test(name) && (await old(fileOf(name)).catch(() => false))) ids.push(name);
      const partial: string[] = [];
      for (const name of await readdir(tempDir).catch(() => [] as string[])) if (await old(path.join(tempDir, name)).catch(() => false)) partial.push(name);
      return { ids, partial };
    },

    async removePartial(name: string): Promise<void> {
      await rm(path.join(tempDir, path.basename(name)), { force: true });
    },

    /** Deletes recording `id`'s file; one already gone is fine. */
    async remove(id: string): Promise<void> {
      await rm(fileOf(id), { force: true });
    },
  };
}
export type RecordingStorage = ReturnType<typeof recordingStorage>;

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Invalid } from '../lib/domain-errors';
import type { RecordingStorage } from './types';
import { RECORDING_EMPTY, checkedVideo } from './video-type';
import { isUuid } from '../lib/ids';

/**
 * Recordings as files under `dir` (DATA_DIR/recordings), one per recording, named by its id. An upload is
 * streamed to `incoming/<id>.part`, then moved into place when its row is written.
 */
export function diskStorage(dir: string): RecordingStorage {
  const tempDir = path.join(dir, 'incoming');
  const fileOf = (id: string) => path.join(dir, id);
  const tempOf = (id: string) => path.join(tempDir, `${id}.part`);

  return {
    kind: 'disk',
    async receive(source) {
      await mkdir(tempDir, { recursive: true });
      const id = randomUUID();
      const video = checkedVideo(source);
      const file = createWriteStream(tempOf(id));
      try {
        await pipeline(source, video.chunks, file);
      } catch (error) {
        source.resume();
        // A stream cut off early can fail before the file is even open: removed then, the open that was under way
        // would create it again afterwards. Once the stream is closed, the file is there to remove, or never will be.
        if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
        await rm(tempOf(id), { force: true });
        throw error;
      }
      const { size, contentType } = video.result();
      if (size === 0 || !contentType) {
        await rm(tempOf(id), { force: true });
        throw new Invalid(RECORDING_EMPTY);
      }
      return { id, size, contentType };
    },

    keep: (received) => rename(tempOf(received.id), fileOf(received.id)),
    discard: (received) => rm(tempOf(received.id), { force: true }),

    async size(id) {
      try {
        return (await stat(fileOf(id))).size;
      } catch {
        return null;
      }
    },

    async read(id, start, end): Promise<Readable> {
      return createReadStream(fileOf(id), { start, end });
    },

    async oldFiles(olderThanMs, now = Date.now()) {
      const old = async (file: string) => {
        const info = await stat(file).catch(() => null);
        return info !== null && now - info.mtimeMs > olderThanMs;
      };
      const ids: string[] = [];
      for (const name of await readdir(dir).catch(() => [] as string[]))
        if (isUuid(name) && (await old(fileOf(name)))) ids.push(name);
      const partial: string[] = [];
      for (const name of await readdir(tempDir).catch(() => [] as string[]))
        if (await old(path.join(tempDir, name))) partial.push(name);
      return { ids, partial };
    },

    removePartial: (name) => rm(path.join(tempDir, path.basename(name)), { force: true }),
    remove: (id) => rm(fileOf(path.basename(id)), { force: true }),
  };
}

/**
 * The backup file: a gzipped tar of `database.tar.gz` (the embedded database's snapshot) and
 * `recordings/<id>`, the recordings' videos under DATA_DIR/recordings, each streamed in and out (a video is
 * never held whole in memory). Backups made before recordings were in it are the snapshot alone; they
 * still restore.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { isUuid } from '../lib/ids';

const DATABASE = 'database.tar.gz';
const RECORDINGS = 'recordings/';

/** Writes the archive of `database` and the files in `recordingsDir`; how many recordings went in. */
export async function writeArchive(file: string, database: Buffer, recordingsDir: string | null): Promise<number> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file, { mode: 0o600 }));
  let recordings = 0;
  try {
    pack.entry({ name: DATABASE, size: database.length, mode: 0o600 }, database);
    // A file added after the snapshot belongs to no row in it (the sweep removes it an hour after a restore).
    const names = recordingsDir
      ? (await readdir(recordingsDir).catch(() => [] as string[])).filter((name) => isUuid(name))
      : [];
    for (const name of names) {
      const full = path.join(recordingsDir!, name);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) continue; // deleted since it was listed
      await pipeline(
        createReadStream(full),
        pack.entry({ name: RECORDINGS + name, size: info.size, mtime: info.mtime, mode: 0o600 }),
      );
      recordings += 1;
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  return recordings;
}

/**
 * Reads an archive: the database snapshot, with each recording written under `recordingsDir` as it comes.
 * An older backup (the snapshot alone) is answered as it is.
 */
export async function readArchive(
  file: string,
  recordingsDir: string,
): Promise<{ database: Buffer; recordings: number }> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  let database: Buffer | null = null;
  let recordings = 0;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === DATABASE) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        database = Buffer.concat(chunks);
      } else if (name.startsWith(RECORDINGS) && isUuid(name.slice(RECORDINGS.length)) && entry.header.type === 'file') {
        await mkdir(recordingsDir, { recursive: true });
        await pipeline(
          Readable.from(entry),
          createWriteStream(path.join(recordingsDir, name.slice(RECORDINGS.length)), { mode: 0o600 }),
        );
        recordings += 1;
      } else if (database === null) {
        // Not this format: the file is a snapshot of the database alone.
        entry.resume();
        extract.destroy();
        await reading.catch(() => undefined);
        return { database: await readFile(file), recordings: 0 };
      } else {
        entry.resume();
      }
    }
    await reading;
  } catch (error) {
    extract.destroy();
    throw new Error(`This file is not a Brandcast backup (${(error as Error).message}).`, { cause: error });
  }
  if (!database) return { database: await readFile(file), recordings: 0 };
  return { database, recordings };
}

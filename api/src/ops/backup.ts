/**
 * `npm run backup [-- FILE]`: a consistent snapshot of the embedded database, with the recordings' videos
 * under DATA_DIR/recordings (archive.ts), written to FILE (default brandcast-backup-<time>.tar.gz). While
 * the app runs it asks the running server for the snapshot (one process owns the data directory);
 * otherwise it opens the directory itself. Recordings kept in an S3 bucket are not in it: back the bucket up.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { writeArchive } from './archive';
import { readOperatorFile } from './operator-file';

export async function backup(
  config: Config,
  file: string,
): Promise<{ bytes: number; through: 'server' | 'directory'; recordings: number }> {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up the PostgreSQL server with pg_dump, e.g. pg_dump "$DATABASE_URL" -Fc -f brandcast.dump',
    );
  }
  const running = readOperatorFile(config.dataDir);
  let archive: Buffer;
  if (running) {
    const response = await fetch(`${running.url}/operator/backup`, {
      method: 'POST',
      headers: { 'x-operator-token': running.token },
    });
    if (!response.ok)
      throw new Error(
        `The running server (process ${running.pid}) refused the backup: ${response.status} ${await response.text()}`,
      );
    archive = Buffer.from(await response.arrayBuffer());
  } else {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (!existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0) {
      throw new Error(
        `There is no embedded database in ${config.dataDir} to back up: start the app once (npm start), or set DATA_DIR.`,
      );
    }
    const db = await openDatabase({ pgliteDir });
    try {
      archive = Buffer.from(await (await db.snapshot!('gzip')).arrayBuffer());
    } finally {
      await db.close();
    }
  }
  const recordings = await writeArchive(file, archive, config.s3 ? null : path.join(config.dataDir, 'recordings'));
  return { bytes: statSync(file).size, through: running ? 'server' : 'directory', recordings };
}

const isEntry = process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isEntry) {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.argv[2] ?? `brandcast-backup-${stamp}.tar.gz`,
  );
  backup(config, file).then(
    ({ bytes, through, recordings }) =>
      console.log(
        `Backed up ${config.dataDir} (${(bytes / 1024).toFixed(0)} KB, ${through === 'server' ? 'from the running server' : 'directly'}; ` +
          `${config.s3 ? `recordings are in the bucket ${config.s3.bucket}, not in this file` : `${recordings} recording${recordings === 1 ? '' : 's'}`}) to ${file}`,
      ),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

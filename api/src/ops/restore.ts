/**
 * `npm run restore -- FILE`: a backup made by `npm run backup`, brought back into an empty DATA_DIR: the
 * database and the recordings' videos under DATA_DIR/recordings.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { readArchive } from './archive';

export async function restore(config: Config, file: string): Promise<{ recordings: number }> {
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore the PostgreSQL server with pg_restore.');
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  const target = path.join(config.dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(
      `${config.dataDir} already holds a database: restore into an empty DATA_DIR (set DATA_DIR to a new folder, or move this one away).`,
    );
  }
  const recordingsDir = path.join(config.dataDir, 'recordings');
  if (existsSync(recordingsDir) && readdirSync(recordingsDir).some((name) => name !== 'incoming')) {
    throw new Error(`${recordingsDir} already holds recordings: restore into an empty DATA_DIR.`);
  }
  const { database, recordings } = await readArchive(file, recordingsDir);
  const db = await openDatabase({ pgliteDir: target, pgliteSnapshot: new Blob([database]) });
  await db.close();
  return { recordings };
}

const isEntry = process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isEntry) {
  const config = loadConfig();
  const given = process.argv[2];
  if (!given) {
    console.error('Usage: npm run restore -- FILE (a backup made by npm run backup)');
    process.exit(1);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  restore(config, file).then(
    ({ recordings }) =>
      console.log(
        `Restored ${file} into ${config.dataDir} (${recordings} recording${recordings === 1 ? '' : 's'}). Start the app with npm start.`,
      ),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

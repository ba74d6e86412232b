import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'brandcast.lock';

interface Holder {
  pid: number;
  command: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: Holder) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} (${holder.command}, started ${holder.startedAt}). ` +
        'The embedded database allows one process per data directory: stop that process first ' +
        `(kill ${holder.pid}), or give this one another folder with DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded database's data directory for this process, or throws DataDirInUseError naming the
 * live process that holds it. PGlite opened twice on one directory corrupts it silently; a lock left by a
 * process that died (kill -9, a crash) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = {
    pid: process.pid,
    command:
      process.argv
        .slice(1)
        .map((arg) => path.basename(arg))
        .join(' ') || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new DataDirInUseError(dataDir, holder);
      if (holder?.pid === process.pid) throw new DataDirInUseError(dataDir, holder);
      // Left by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

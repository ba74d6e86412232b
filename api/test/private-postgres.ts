import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own: a throwaway cluster in a temp folder, on a free port, that the test
 * may stop and start (the machine's server at 5432 is everyone's and is never touched). Made with the
 * binaries in PG_BIN or /usr/lib/postgresql/<version>/bin; as root, they run as the `postgres` user
 * (PostgreSQL refuses to run as root).
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /**
   * Freezes the server without shutting it down: SIGSTOP to the postmaster and every backend (its children),
   * as a hung machine or a stalled disk would. Connections stay open and nothing answers. Returns the pids.
   */
  freeze(): Promise<number[]>;
  /** SIGCONT to what freeze() stopped. */
  thaw(): Promise<void>;
  /** Stops it (if running) and deletes its folder. */
  destroy(): Promise<void>;
}

/** The folder with initdb and pg_ctl, or undefined when this machine has none. */
export function postgresBinDir(): string | undefined {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(root, version, 'bin'));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

/** Why a test that needs one is skipped here, or undefined when it can run. Under CI=true, a missing binary fails instead. */
export function privatePostgresSkip(): string | undefined {
  if (postgresBinDir()) return undefined;
  const why =
    'no PostgreSQL binaries (initdb, pg_ctl) in PG_BIN or /usr/lib/postgresql/*/bin: install postgresql to run this test';
  if (process.env.CI === 'true') throw new Error(why);
  return why;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The postmaster's pid (first line of postmaster.pid) and its children's, read from /proc. */
function clusterPids(data: string): number[] {
  const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // "pid (comm) state ppid ...": the name may hold spaces, so read after its closing bracket.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-U', 'brandcast', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const pgCtl = (args: string[]) => exec('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  let running = false;
  let frozen: number[] = [];
  const pg: PrivatePostgres = {
    url: `postgres://brandcast@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pgCtl(['-o', options, '-l', path.join(dir, 'log'), 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pgCtl(['-m', mode, 'stop']);
      running = false;
    },
    async freeze() {
      frozen = clusterPids(data);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      return frozen;
    },
    async thaw() {
      for (const pid of frozen) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // ended meanwhile
        }
      }
      frozen = [];
    },
    async destroy() {
      if (frozen.length > 0) await pg.thaw();
      if (running) await pg.stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await pg.start();
  return pg;
}

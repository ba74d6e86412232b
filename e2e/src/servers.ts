import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface Server {
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a command in its own process group, so that stopping it also stops what it started (pnpm → rsbuild). */
export function startServer(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Server {
  const child: ChildProcess = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // Already gone.
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      // The group's other processes (rsbuild under pnpm) may outlive the leader by a moment.
      signal('SIGKILL');
    },
  };
}

/** Resolves once `url` answers 2xx; rejects with the server's output if it does not within `timeoutMs`. */
export async function waitForUrl(url: string, server: Server, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s. The server said:\n${server.output()}`);
}

/** Resolves once nothing listens on `port` any more (a stopped server's port, before the next one takes it). */
export async function waitForPortFree(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const listening = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (!listening) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} is still taken ${timeoutMs / 1000} s after its server was stopped`);
}

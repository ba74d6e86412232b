/** `npm start`'s server on its own port and a fresh data directory, for the bundle report and `npm run bench:web`. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export async function withServer<T>(port: number, work: (origin: string) => Promise<T>): Promise<T> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['--yes', 'pnpm@10.34.9', '--filter', 'api', 'run', 'serve'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'first-load-')) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    let exited: number | null = null;
    server.once('exit', (code) => (exited = code ?? 1));
    for (let i = 0; ; i += 1) {
      if (exited !== null) throw new Error(`the server stopped (exit ${exited}): run "npm start" to see why`);
      const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (i > 240) throw new Error('the server did not start within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await work(origin);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** A new account through the API; its session as the app stores it. */
export async function signUp(origin: string): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${origin}/api/en/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bundle',
      lastName: 'Report',
      email: `report.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'bundle-report-1',
    }),
  });
  if (!response.ok) throw new Error(`signing up for the measurement failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string; user: unknown } }).data;
}

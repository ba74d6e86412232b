/** `npm start`'s server on its own port and a fresh data directory, for the bundle report and `npm run bench:web`. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs `work` against a server started for it, given its origin and its data directory (where `npm run seed` finds
 * it), and stops the server afterwards, waiting until it has gone: the next run may take the same port at once.
 */
export async function withServer<T>(port: number, work: (origin: string, dataDir: string) => Promise<T>): Promise<T> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  const server = spawn('npx', ['--yes', 'pnpm@10.34.9', '--filter', 'api', 'run', 'serve'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  let exited: number | null = null;
  const gone = new Promise<void>((resolve) =>
    server.once('exit', (code) => {
      exited = code ?? 1;
      resolve();
    }),
  );
  try {
    for (let i = 0; ; i += 1) {
      if (exited !== null) throw new Error(`the server stopped (exit ${exited}): run "npm start" to see why`);
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 240) throw new Error('the server did not start within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await work(origin, dataDir);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await gone;
    // npx exits before the server it started has closed its port.
    for (
      let i = 0;
      i < 100 &&
      (await fetch(`${origin}/api/health`).then(
        () => true,
        () => false,
      ));
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
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
  if (!response.ok)
    throw new Error(`signing up for the measurement failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string; user: unknown } }).data;
}

/** An existing account's session, signed in through the API. */
export async function signIn(
  origin: string,
  email: string,
  password: string,
): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${origin}/api/en/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string; user: unknown } }).data;
}

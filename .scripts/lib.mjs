// Helpers for the root scripts. Only Node built-ins: these run before dependencies are installed.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = 'pnpm@10.34.9';
export const FRONT_ENDS = ['host', 'mfe-auth', 'mfe-projects', 'mfe-content', 'mfe-analytics'];

/** Runs a command, inheriting stdio; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`), { code: code ?? 1 }),
          ),
    );
  });
}

/** pnpm, pinned, through npx: no global install needed. */
export const pnpm = (args, options) => run('npx', ['--yes', PNPM, ...args], options);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A front end is stale when its manifest is missing or older than its sources or shared's. */
export function isStale(pkg) {
  const manifest = path.join(root, pkg, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  const sources = [
    path.join(root, pkg),
    path.join(root, 'shared', 'src'),
    path.join(root, '.config'),
    path.join(root, 'build-tools', 'src'),
    path.join(root, 'pnpm-lock.yaml'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

export async function buildFrontEnds(packages) {
  for (const pkg of packages) {
    console.log(`\n› building ${pkg}`);
    await pnpm(['--filter', pkg, 'run', 'build']);
  }
}

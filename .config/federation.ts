import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';

/**
 * The singletons every bundle shares (PRODUCT.md, architecture). Versions are read from what is
 * installed, because package.json files say `catalog:` rather than a semver range.
 */
const singletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/utils',
  'antd',
  '@tanstack/react-query',
] as const;

const workspaceSingletons = [
  '@brandcast/shared',
  '@brandcast/shared/client',
  '@brandcast/shared/ui',
] as const;

export function sharedDependencies(packageDir: string) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const versionOf = (name: string): string => {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    const file = require.resolve(`${root}/package.json`);
    return JSON.parse(readFileSync(file, 'utf8')).version;
  };
  const shared: Record<string, { singleton: true; requiredVersion: string; version: string }> = {};
  for (const name of [...singletons, ...workspaceSingletons]) {
    const version = versionOf(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/** Dev-server ports for standalone work; `npm start` serves everything on one port instead. */
export const DEV_PORTS = {
  host: 3100,
  mfe_auth: 3101,
  mfe_projects: 3102,
  mfe_content: 3103,
  mfe_analytics: 3104,
} as const;

/** Where the API listens when run alone (`pnpm --filter api start`); dev servers proxy /api to it. */
export const DEV_API_URL = process.env.API_URL ?? 'http://localhost:3001';

import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The module shared as `react-router-dom`: only the names the apps use (react-router-thin.ts beside this file; every
 * front end is a folder of the root).
 */
export const thinRouter = (packageDir: string) =>
  path.resolve(packageDir, '..', 'build-tools', 'src', 'react-router-thin.ts');

/**
 * Where react-router is, for the thin module above: pnpm gives it only to react-router-dom, whose own dependency it is.
 * Its production ES module build: the package's exports name only the development build, and the CommonJS file Node
 * resolves cannot be tree-shaken, so the thin module carried all of react-router (14 KB gzip) with its dev warnings.
 * Rsbuild `resolve.alias`.
 */
export function routerAlias(packageDir = process.cwd()): Record<string, string> {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const fromRouterDom = createRequire(require.resolve('react-router-dom'));
  const routerDir = path.dirname(fromRouterDom.resolve('react-router/package.json'));
  return { 'react-router$': path.join(routerDir, 'dist', 'production', 'index.mjs') };
}

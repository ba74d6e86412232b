import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The Module Federation runtime (runtime-core, ~17 KB gzip) is in the host's entry only. A remote's build leaves it out
 * (`externalRuntime`) and uses the one the host puts on `globalThis._FEDERATION_RUNTIME_CORE`
 * (`provideExternalRuntime`, host/module-federation.config.ts): before, every remote entry carried its own copy, one
 * more before each area's first render. A remote's page of its own (`dev`, `preview`) is not federated and needs none.
 * `optimization.target: 'web'` tells the runtime it runs in a browser (its ENV_TARGET): the code that loads a remote in
 * Node drops out of the host's entry (1.8 KB gzip).
 */
export const REMOTE_EXPERIMENTS = { externalRuntime: true, optimization: { target: 'web' } } as const;
export const HOST_EXPERIMENTS = { provideExternalRuntime: true, optimization: { target: 'web' } } as const;

/** Node's resolution of a package's folder (their exports do not name package.json): the nearest node_modules up. */
function packageDirFrom(dir: string, name: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (at === path.dirname(at)) throw new Error(`${name} is not installed where ${dir} can reach it`);
  }
}

/** A package's CommonJS (`main`) and ES module (`module`) builds. */
function builds(dir: string): { commonjs: string; esm: string } {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { commonjs: path.join(dir, manifest.main), esm: path.join(dir, manifest.module) };
}

/** The folder of @module-federation/runtime-tools, from which Rspack's federation plugin takes its runtime. */
const runtimeToolsDir = (packageDir: string) =>
  packageDirFrom(packageDirFrom(packageDir, '@module-federation/enhanced'), '@module-federation/runtime-tools');

/**
 * Rsbuild `resolve.alias`: the federation runtime's ES module builds in place of the CommonJS ones Rspack's plugin
 * names. It imports the bundler runtime (and the host's runtime plugin, inject-external-runtime-core-plugin) by the
 * absolute path Node's `require.resolve` gives, their `.cjs` files, and aliases `@module-federation/runtime` to its
 * `.cjs` too; CommonJS cannot be tree-shaken, so every entry carried all of MF's sdk (script loading for Node,
 * manifest-to-snapshot conversion, the logger) whether it ran or not: ~7 KB gzip in each remote's entry.
 * Each key is the file the plugin asks for, so the alias replaces exactly that import
 * (federation-runtime.test.ts beside this file resolves them as Rspack does).
 */
export function federationRuntimeAlias(packageDir = process.cwd()): Record<string, string> {
  const tools = runtimeToolsDir(packageDir);
  const bundlerRuntime = builds(packageDirFrom(tools, '@module-federation/webpack-bundler-runtime'));
  const runtime = builds(packageDirFrom(tools, '@module-federation/runtime'));
  const injectRuntimeCore = builds(
    packageDirFrom(
      packageDirFrom(packageDir, '@module-federation/enhanced'),
      '@module-federation/inject-external-runtime-core-plugin',
    ),
  );
  return {
    [bundlerRuntime.commonjs]: bundlerRuntime.esm,
    [injectRuntimeCore.commonjs]: injectRuntimeCore.esm,
    '@module-federation/runtime': runtime.esm,
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { federationRuntimeAlias } from './federation-runtime';
import { standaloneRemote } from './standalone-remote';

const root = path.resolve(__dirname, '../..');

/** Node's resolution from a file (jest's own `require.resolve` is not Node's). */
const resolveFrom = (from: string, request: string) => createRequire(from).resolve(request);

/**
 * The files Rspack's federation plugin imports, found as it finds them: @module-federation/rspack (which
 * @module-federation/rsbuild-plugin applies through @module-federation/enhanced) names runtime-tools' `bundler` entry
 * as the implementation and the host's runtime plugin by `require.resolve`; Rspack resolves the bundler runtime with
 * `require.resolve(…, { paths: [implementation] })`. All three are the CommonJS builds.
 */
function pluginImports(packageDir: string) {
  const rsbuildPlugin = resolveFrom(path.join(packageDir, 'package.json'), '@module-federation/rsbuild-plugin');
  const enhanced = resolveFrom(rsbuildPlugin, '@module-federation/enhanced/rspack');
  const rspackPlugin = resolveFrom(enhanced, '@module-federation/rspack');
  const implementation = resolveFrom(rspackPlugin, '@module-federation/runtime-tools/bundler');
  return {
    bundlerRuntime: createRequire(rspackPlugin).resolve('@module-federation/webpack-bundler-runtime', {
      paths: [implementation],
    }),
    injectRuntimeCore: resolveFrom(rspackPlugin, '@module-federation/inject-external-runtime-core-plugin'),
    runtime: resolveFrom(implementation, '@module-federation/runtime'),
  };
}

/** An ES module build: it has `import` or `export` statements and no `require(`. */
const isEsm = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return /^(?:import|export)\b/m.test(text) && !/\brequire\(/.test(text);
};

describe('the federation runtime is bundled from its ES module builds', () => {
  for (const pkg of ['host', 'mfe-auth']) {
    test(`${pkg}: each CommonJS file Rspack's plugin imports is aliased to the same package's ES module build`, () => {
      const packageDir = path.join(root, pkg);
      const imports = pluginImports(packageDir);
      const alias = federationRuntimeAlias(packageDir);
      for (const file of [imports.bundlerRuntime, imports.injectRuntimeCore]) {
        expect(file).toMatch(/\.cjs$/);
        const esm = alias[file];
        expect(esm).toBeDefined();
        expect(path.dirname(path.dirname(esm!))).toBe(path.dirname(path.dirname(file)));
        expect(existsSync(esm!) && isEsm(esm!)).toBe(true);
      }
      // `@module-federation/runtime`, which Rspack itself aliases to its CommonJS file.
      expect(imports.runtime).toMatch(/\.cjs$/);
      expect(path.dirname(alias['@module-federation/runtime']!)).toBe(path.dirname(imports.runtime));
      expect(isEsm(alias['@module-federation/runtime']!)).toBe(true);
    });
  }

  test("each remote's build and the host's use it", () => {
    const remote = standaloneRemote(3101, 'test', path.join(root, 'mfe-auth'));
    expect(remote.resolve.alias).toMatchObject(federationRuntimeAlias(path.join(root, 'mfe-auth')));
    expect(readFileSync(path.join(root, 'host/rsbuild.config.ts'), 'utf8')).toMatch(
      /alias: \{[^}]*\.\.\.federationRuntimeAlias\(\)/,
    );
  });
});

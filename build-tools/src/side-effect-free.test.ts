import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { SIDE_EFFECT_FREE_RULES } from './side-effect-free';
import { standaloneRemote } from './standalone-remote';

const root = path.resolve(__dirname, '../..');
const fromHost = createRequire(path.join(root, 'host/package.json'));
/** The Rspack Rsbuild builds with (ES module only: it runs in a child process, outside Jest's CommonJS). */
const rspack = createRequire(fromHost.resolve('@rsbuild/core/package.json')).resolve('@rspack/core');
/** @rc-component/form's ES module build, the one antd imports. */
const rcForm = path.join(
  path.dirname(createRequire(fromHost.resolve('antd/package.json')).resolve('@rc-component/form/package.json')),
  'es/index.js',
);

/** @rc-component/motion's ES module build, the one antd imports. */
const rcMotion = path.join(
  path.dirname(createRequire(fromHost.resolve('antd/package.json')).resolve('@rc-component/motion/package.json')),
  'es/index.js',
);

/**
 * Bundles, for production without minifying, what `antd/es/form/context` (imported by antd's Input) takes from
 * @rc-component/form, and returns the bundle.
 */
function bundleFormProviderImport(rules: readonly { test: RegExp; sideEffects: boolean }[]): string {
  return bundleImport(`import { FormProvider } from ${JSON.stringify(rcForm)};\nexport { FormProvider };\n`, rules);
}

/** The same for what antd's ConfigProvider (its MotionWrapper) takes from @rc-component/motion. */
function bundleMotionProviderImport(rules: readonly { test: RegExp; sideEffects: boolean }[]): string {
  return bundleImport(`import { Provider } from ${JSON.stringify(rcMotion)};\nexport { Provider };\n`, rules);
}

function bundleImport(entry: string, rules: readonly { test: RegExp; sideEffects: boolean }[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'side-effect-free-'));
  try {
    writeFileSync(path.join(dir, 'entry.js'), entry);
    const serialised = JSON.stringify(rules.map(({ test, sideEffects }) => ({ test: test.source, sideEffects })));
    const script = `
      import { rspack } from ${JSON.stringify(rspack)};
      const rules = JSON.parse(process.env.RULES).map(({ test, sideEffects }) => ({ test: new RegExp(test), sideEffects }));
      rspack({
        mode: 'production', context: process.cwd(), entry: './entry.js', target: 'web',
        output: { path: process.cwd() + '/out', filename: 'main.js', library: { type: 'module' } },
        experiments: { outputModule: true },
        externals: { react: 'react' }, externalsType: 'module',
        optimization: { minimize: false },
        module: { rules },
      }).run((error, stats) => {
        if (error || stats.hasErrors()) { console.error(error ?? stats.toString('errors-only')); process.exit(1); }
      });`;
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      env: { ...process.env, RULES: serialised },
    });
    return readFileSync(path.join(dir, 'out/main.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('packages that do not say they are side-effect free are marked so', () => {
  // Text of Field (a warning it keeps in production) and of @rc-component/async-validator, which only Field reaches.
  const field = '`children` of Field is not validate ReactElement.';
  const validator = 'Cannot configure a schema with no rules';

  test('importing FormProvider from @rc-component/form bundles its context, not its fields, store and validator', () => {
    const bundle = bundleFormProviderImport(SIDE_EFFECT_FREE_RULES);
    expect(bundle).toContain('registerForm');
    expect(bundle).not.toContain(field);
    expect(bundle).not.toContain(validator);
  }, 60_000);

  test('without the rule the same import bundles the whole package', () => {
    const bundle = bundleFormProviderImport([]);
    expect(bundle).toContain(field);
    expect(bundle).toContain(validator);
  }, 60_000);

  test('importing Provider from @rc-component/motion bundles its context, not CSSMotion and CSSMotionList', () => {
    expect(bundleMotionProviderImport(SIDE_EFFECT_FREE_RULES)).not.toContain("displayName = 'CSSMotion'");
    expect(bundleMotionProviderImport([])).toContain("displayName = 'CSSMotion'");
  }, 60_000);

  test("the host's build and each remote's use the rules", () => {
    expect(readFileSync(path.join(root, 'host/rsbuild.config.ts'), 'utf8')).toMatch(
      /tools: \{\s*rspack: \{\s*module: \{ rules: \[\.\.\.SIDE_EFFECT_FREE_RULES, /,
    );
    expect(standaloneRemote(3101, 'test', path.join(root, 'mfe-auth')).tools.rspack.module.rules).toEqual(
      expect.arrayContaining(SIDE_EFFECT_FREE_RULES),
    );
  });
});

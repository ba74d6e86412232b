import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { antdStaticCssRule } from './antd-static-css';

/**
 * The singletons every bundle shares (PRODUCT.md, architecture). Versions are read from what is
 * installed, because package.json files say `catalog:` rather than a semver range.
 */
const singletons = [
  'react',
  'react-dom',
  'jotai',
  'jotai/utils',
  '@tanstack/react-query',
] as const;

/**
 * The antd components the apps use, each shared on its own (`antd/es/<component>`) rather than antd whole: a shared
 * module is not tree-shaken, so antd shared whole put all of it (430 KB gzip) before every first render; shared per
 * component, a page loads the components it renders. Every `import { X } from 'antd'` is rewritten to
 * `antd/es/x` (ANTD_PER_COMPONENT below). The host provides every one, so a remote's component is always the host's,
 * under the host's one ConfigProvider (the theme); host/src/build/__tests__/antd-sharing.test.ts fails when a source
 * imports one that is not listed here, and when one listed is imported nowhere (each is an entry in the share tables
 * of the host's entry, loaded before every first render).
 */
export const ANTD_COMPONENTS = [
  'Alert', 'Avatar', 'Badge', 'Button', 'Card', 'Checkbox', 'Col', 'ConfigProvider', 'DatePicker', 'Descriptions',
  'Divider', 'Drawer', 'Dropdown', 'Empty', 'Flex', 'Form', 'Input', 'InputNumber', 'Layout', 'Modal',
  'Pagination', 'Popconfirm', 'Popover', 'Progress', 'Radio', 'Result', 'Row', 'Segmented', 'Select', 'Skeleton',
  'Slider', 'Space', 'Spin', 'Statistic', 'Switch', 'Table', 'Tabs', 'Tag', 'Tooltip', 'Tour', 'Typography', 'Upload',
  'theme',
] as const;

/**
 * What every antd component is built on: its theme and style engine, the icon base, the utilities and the locale.
 * Shared per component, each component's chunk otherwise carried its own copy of these (Rspack splits out only
 * common parts of 20 KB or more): 12 copies of the icon base and ~60 KB gzip of repeats before /dashboard rendered.
 */
const ANTD_CORE_MODULES = [
  'antd/es/(?:_util/(?!wave/)|style/|theme/|config-provider/|locale/|version/|[a-z-]+/locale/)',
  '@ant-design/(?:cssinjs|cssinjs-utils|fast-color|colors)/',
  // The icon base.
  '@ant-design/icons/es/(?:components/|[a-zA-Z]+\\.js$)',
  '@rc-component/(?:util/|[a-z-]+/es/locale/)',
  // ConfigProvider's motion switch is the context alone (@rc-component/motion is side-effect free, below).
  '@rc-component/motion/es/context\\.js$',
  '@babel/runtime/',
  '(?:stylis|@emotion/[a-z]+|clsx|is-mobile|react-is)/',
];

/**
 * What antd's components share beyond the core but the theme alone does not need: Space's compact context (Button,
 * Input), the click wave, motion, portals, resize observing, and the icons antd's own components draw (close, loading,
 * status). One chunk that any component's chunk loads, and a page of no antd component (the sign-in page) does not.
 */
const ANTD_PARTS_MODULES = [
  'antd/es/(?:space/|_util/wave/)',
  // The base styles every component's static CSS comes with (.config/antd-static-css.ts): once, not in each chunk.
  '\\.cache/antd-static-css/[\\w.-]+/(?:Shared|Wave-[\\w-]+)\\.css$',
  '@rc-component/(?:motion|resize-observer|portal)/',
  '@ant-design/icons(?:-svg)?/es/(?:icons|asn)/(?:Close|CloseCircle|Loading|CheckCircle|ExclamationCircle|InfoCircle)(?:Outlined|Filled)\\.js$',
  // What components import from other components' folders: Button's and Tag's tokens and Tooltip's colour helpers
  // from ColorPicker's, and from Form's and Table's the contexts that ContextIsolator (Tooltip, Dropdown, …) resets.
  // Apart, they made three small files before /dashboard's first paint.
  'antd/es/(?:color-picker/(?:color|util|components/ColorPresets)|form/context|table/TableMeasureRowContext)\\.js$',
  '@rc-component/color-picker/es/(?:color|util)\\.js$',
  '@rc-component/form/es/FormContext\\.js$',
];

/**
 * The antd components on nearly every signed-in screen (the shell's and the dashboard's): one chunk, with their CSS,
 * rather than one request per component. Over HTTP/1.1 a phone on slow 4G pays a round trip per file (Lighthouse
 * counted 60 requests before /dashboard's largest paint, 6 at a time).
 */
const EVERYDAY_COMPONENTS = ['alert', 'button', 'col', 'flex', 'grid', 'row', 'segmented', 'skeleton', 'statistic', 'tooltip', 'typography'];
const EVERYDAY_STYLES = ['Alert', 'Button', 'Flex', 'Grid', 'Segmented', 'Skeleton', 'Statistic', 'Tooltip', 'Typography'];
const EVERYDAY_TEST = new RegExp(
  `node_modules[\\\\/](?:antd[\\\\/]es[\\\\/](?:${EVERYDAY_COMPONENTS.join('|')})[\\\\/]|@rc-component[\\\\/](?:trigger|tooltip|segmented)[\\\\/]|\\.cache[\\\\/]antd-static-css[\\\\/][^\\\\/]+[\\\\/](?:${EVERYDAY_STYLES.join('|')})-[\\w-]+\\.css$)`,
);

/** What every page runs on (React, its DOM renderer, the router, jotai): one chunk rather than seven. */
const FRAMEWORK_MODULES = ['react/', 'react-dom/', 'scheduler/', 'jotai/', 'react-router/', 'react-router-dom/'];

const nodeModulesTest = (modules: string[]) =>
  new RegExp(`node_modules[\\\\/](?:${modules.join('|').replaceAll('/', '[\\\\/]')})`);

/**
 * Rsbuild `performance.chunkSplit` of the host, which provides antd: its core (above) in one chunk that every
 * component's chunk loads, and the parts its components share in another. Not in a remote: there the group would join
 * its own icons to its fallback copy of antd's core, and opening its area would load that copy (53 KB) for an icon.
 */
export const ANTD_CORE_CHUNK_SPLIT = {
  strategy: 'split-by-experience',
  override: {
    cacheGroups: {
      antdCore: { test: nodeModulesTest(ANTD_CORE_MODULES), name: 'antd-core', chunks: 'async', enforce: true, priority: 20 },
      antdParts: { test: nodeModulesTest(ANTD_PARTS_MODULES), name: 'antd-parts', chunks: 'async', enforce: true, priority: 19 },
      antdEveryday: { test: EVERYDAY_TEST, name: 'antd-everyday', chunks: 'async', enforce: true, priority: 18 },
      framework: { test: nodeModulesTest(FRAMEWORK_MODULES), name: 'framework', chunks: 'async', enforce: true, priority: 21 },
    },
  },
} as const;

/**
 * Rspack `module.rules`: packages whose modules only define what they export, but whose package.json does not say so
 * (`sideEffects`), so an import of one name kept their whole index and everything it imports. @rc-component/form: antd's
 * Input imports `antd/es/form/context`, which imports only `{ FormProvider }` from it; its index brought Field, the form
 * store and @rc-component/async-validator too (12.6 KB gzip before /login rendered). Checked by reading every module of
 * its `es` build: declarations and imports only, and its index sets properties on its own default export.
 * host/src/build/__tests__/side-effect-free.test.ts builds that import with and without the rule.
 */
export const SIDE_EFFECT_FREE_RULES = [
  { test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
  // ConfigProvider imports only `{ Provider }` (a context) from it; its index brought CSSMotion and CSSMotionList. Its
  // `es` modules were read the same way: declarations and imports only.
  { test: /[\\/]node_modules[\\/]@rc-component[\\/]motion[\\/]/, sideEffects: false },
];

/**
 * Rspack `NormalModuleReplacementPlugin` arguments: antd's ConfigProvider's import of its tooltip UniqueProvider
 * (`../tooltip/UniqueProvider`, rendered only when `tooltip.unique` is set, which the apps never set) becomes `shim`,
 * which loads the real one when rendered (host/src/lib/tooltip-unique-provider.tsx). The real one imports
 * @rc-component/trigger, 7 KB gzip that came before every first render. antd's Tooltip imports it from its own
 * folder (`./UniqueProvider`) and keeps the real one, as does the shim.
 */
export function tooltipUniqueProviderOnDemand(shim: string) {
  const replace = (data: { context?: string; request?: string }) => {
    if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(data.context ?? '')) data.request = shim;
  };
  return [/^\.\.\/tooltip\/UniqueProvider$/, replace] as const;
}

/**
 * Rspack `NormalModuleReplacementPlugin` arguments: antd Typography's imports of Tooltip (`../../tooltip`, in its
 * `Base` folder: the ellipsis, copy and edit hints) become `shims.tooltip`, and of its editor (`../Editable`, a
 * TextArea) `shims.editable`; each loads the real one when first rendered (host/src/lib/tooltip-on-demand.tsx,
 * typography-editable-on-demand.tsx). Typography draws them only when asked (`ellipsis={{ tooltip }}`, `copyable`,
 * `editable`), but imported them always: Tooltip, @rc-component/trigger, Input and their CSS came with every heading.
 */
export function typographyOnDemand(shims: { tooltip: string; editable: string }) {
  const replace = (data: { context?: string; request?: string }) => {
    if (!/[\\/]antd[\\/]es[\\/]typography[\\/]Base$/.test(data.context ?? '')) return;
    data.request = data.request === '../Editable' ? shims.editable : shims.tooltip;
  };
  return [/^(?:\.\.\/\.\.\/tooltip|\.\.\/Editable)$/, replace] as const;
}

/** The module shared as `react-router-dom`: only the names the apps use (every front end is a folder of the root). */
export const thinRouter = (packageDir: string) => path.resolve(packageDir, '..', '.config', 'react-router.ts');

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

/** `DatePicker` → `antd/es/date-picker`: the module a named import from antd becomes. */
export const antdModule = (component: string) =>
  `antd/es/${component.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;

/** Rsbuild `source.transformImport`: `import { Button } from 'antd'` → `import Button from 'antd/es/button'`. */
export const ANTD_PER_COMPONENT = {
  libraryName: 'antd',
  customName: 'antd/es/{{ kebabCase member }}',
  transformToDefaultImport: true,
} as const;

/**
 * The stateful part of @brandcast/shared: one auth atom and one API client across the apps. Its root (constants and
 * schemas) and its ui folder (components and hooks, no state of their own) are not shared, so each app keeps only
 * what it uses: zod loads only where a form needs it, and the standalone dev shell's form never reaches the host.
 * ui reaches the client through `@brandcast/shared/client`, never a relative path, so it uses the shared instance
 * (host/src/build/__tests__/antd-sharing.test.ts checks that).
 */
const workspaceSingletons = ['@brandcast/shared/client'] as const;

/**
 * `role`: the host provides every shared module; a remote provides none (`import: false`), it consumes the host's.
 * A remote's build so carries no fallback copies, and its entry no table of them (each listed the chunks of its
 * copy: ~2 KB gzip of every remote entry, before each area's first render), and a remote's antd component is always
 * the host's, under the host's one ConfigProvider (the theme). A remote running alone (`dev`, `preview`) is an
 * ordinary app of its own, not federated (standaloneRemote below).
 */
export function sharedDependencies(packageDir: string, { role = 'remote' }: { role?: 'host' | 'remote' } = {}) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const versionOf = (name: string): string => {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    const file = require.resolve(`${root}/package.json`);
    return JSON.parse(readFileSync(file, 'utf8')).version;
  };
  type Shared = { singleton: true; requiredVersion: string | false } & ({ version: string; import?: string } | { import: false });
  const shared: Record<string, Shared> = {};
  // The host's own module (`import`, default the key) under its version; a remote's none.
  const provide = (version: string, module?: string) =>
    role === 'host' ? { version, ...(module ? { import: module } : {}) } : { import: false as const };
  for (const name of [...singletons, ...workspaceSingletons]) {
    const version = versionOf(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, ...provide(version) };
  }
  // react-router-dom is shared as the thin module of the names the apps use (react-router.ts beside this file).
  const router = versionOf('react-router-dom');
  shared['react-router-dom'] = { singleton: true, requiredVersion: `^${router}`, ...provide(router, thinRouter(packageDir)) };
  const antd = versionOf('antd');
  for (const component of ANTD_COMPONENTS) {
    shared[antdModule(component)] = { singleton: true, requiredVersion: role === 'host' ? `^${antd}` : false, ...provide(antd) };
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

/**
 * Every local origin (the dev host on :3100 loads the remotes' manifests), Rsbuild's own default. Naming it keeps
 * the federation plugin from putting an allow-all header in its place, and from warning about it at every start.
 */
const LOCAL_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/** The dev and preview server of a bundle on its fixed port (rsbuild.config.ts spreads this). */
export function devServer(port: number) {
  return {
    // The host finds each remote on its fixed port: a busy port is an error, not a silent move to the next one.
    server: { port, strictPort: true, proxy: { '/api': DEV_API_URL }, historyApiFallback: true, cors: { origin: LOCAL_ORIGIN } },
    dev: {
      // Rsbuild 2 compiles dynamic imports on demand by default. The federation entry is only
      // `import('./bootstrap')` and shared modules load through dynamic chunks, so the first page load
      // triggered rebuilds that reached the page as hot updates the runtime's first-build chunks rejected:
      // a blank page ("Chunk is from another build", "reading 'call'"). module-federation/core#4845 turns
      // it off for Modern.js producers for the same reason.
      lazyCompilation: false,
    },
  };
}

/**
 * The Module Federation runtime (runtime-core, ~17 KB gzip) is in the host's entry only. A remote's build leaves it out
 * (`externalRuntime`) and uses the one the host puts on `globalThis._FEDERATION_RUNTIME_CORE`
 * (`provideExternalRuntime`, host/module-federation.config.ts): before, every remote entry carried its own copy, one
 * more before each area's first render. A remote's page of its own (`dev`, `preview`) is not federated and needs none.
 */
/**
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
 * (host/src/build/__tests__/federation-runtime.test.ts resolves them as Rspack does).
 */
export function federationRuntimeAlias(packageDir = process.cwd()): Record<string, string> {
  const tools = runtimeToolsDir(packageDir);
  const bundlerRuntime = builds(packageDirFrom(tools, '@module-federation/webpack-bundler-runtime'));
  const runtime = builds(packageDirFrom(tools, '@module-federation/runtime'));
  const injectRuntimeCore = builds(
    packageDirFrom(packageDirFrom(packageDir, '@module-federation/enhanced'), '@module-federation/inject-external-runtime-core-plugin'),
  );
  return {
    [bundlerRuntime.commonjs]: bundlerRuntime.esm,
    [injectRuntimeCore.commonjs]: injectRuntimeCore.esm,
    '@module-federation/runtime': runtime.esm,
  };
}

/**
 * A remote's build, and its page of its own (`dev`, `preview`), without the browser's body margin. Two Rsbuild
 * environments:
 * - `web` (the federation plugin's default environment): the remote the host loads, its manifest, entry and exposed
 *   routes, and no page. Its code keeps publicPath 'auto', so the manifest says "auto" and the host loads chunks from
 *   wherever the manifest is (/remotes/<name>/ in production, the dev server in development). It brings no shared
 *   module of its own (sharedDependencies): the host provides every one.
 * - `standalone`: the remote alone, an ordinary app with its own React, antd, jotai and client, not federated (the
 *   federation plugin applies to `web` only), so it needs neither the host nor the federation runtime. Its scripts
 *   load from the root, so a deep link (/projects/create) does not ask for /projects/static/….
 */
export function standaloneRemote(port: number, title: string, packageDir = process.cwd()) {
  return {
    ...devServer(port),
    resolve: { alias: { ...routerAlias(packageDir), ...federationRuntimeAlias(packageDir) } },
    source: { transformImport: [ANTD_PER_COMPONENT] },
    tools: { rspack: { module: { rules: [...SIDE_EFFECT_FREE_RULES, antdStaticCssRule(packageDir)] } } },
    environments: {
      web: {
        output: { assetPrefix: 'auto' },
        tools: {
          htmlPlugin: false as const,
          // No entry but the one the federation plugin adds (Rsbuild puts src/index back for an empty `source.entry`).
          rspack: (config: { entry?: unknown }) => {
            config.entry = {};
          },
        },
      },
      standalone: {
        // Relative to the remote's folder, where Rsbuild resolves them.
        source: { entry: { index: './src/index.ts' } },
        html: { template: '../.config/standalone.html', title },
        // Its own folder in the one dist: the dev server's file names have no hash, and a chunk of the page under a
        // remote chunk's name was served to the host in its place ("Loading chunk … failed").
        output: { assetPrefix: '/', cleanDistPath: false, distPath: { js: 'static/standalone/js', css: 'static/standalone/css' } },
      },
    },
  };
}

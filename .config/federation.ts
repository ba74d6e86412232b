import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync, readFileSync, realpathSync } from 'node:fs';

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
 * imports one that is not listed here.
 */
export const ANTD_COMPONENTS = [
  'Alert', 'App', 'Avatar', 'Badge', 'Button', 'Card', 'Checkbox', 'Col', 'ConfigProvider', 'DatePicker',
  'Descriptions', 'Divider', 'Drawer', 'Dropdown', 'Empty', 'Flex', 'Form', 'Grid', 'Input', 'InputNumber', 'Layout',
  'Menu', 'Modal', 'Pagination', 'Popconfirm', 'Popover', 'Progress', 'Radio', 'Result', 'Row', 'Segmented', 'Select',
  'Skeleton', 'Slider', 'Space', 'Spin', 'Statistic', 'Switch', 'Table', 'Tabs', 'Tag', 'Tooltip', 'Tour',
  'Typography', 'Upload', 'message', 'notification', 'theme',
] as const;

/**
 * What every antd component is built on: its theme and style engine, the icon base, the utilities and the locale.
 * Shared per component, each component's chunk otherwise carried its own copy of these (Rspack splits out only
 * common parts of 20 KB or more): 12 copies of the icon base and ~60 KB gzip of repeats before /dashboard rendered.
 */
const ANTD_CORE_MODULES = [
  'antd/es/(?:_util|style|theme|config-provider|locale|version|space|[a-z-]+/locale)/',
  '@ant-design/(?:cssinjs|cssinjs-utils|fast-color|colors)/',
  // The icon base, and the icons antd's own components draw (close, loading, status).
  '@ant-design/icons/es/(?:components/|[a-zA-Z]+\\.js$)',
  '@ant-design/icons(?:-svg)?/es/(?:icons|asn)/(?:Close|CloseCircle|Loading|CheckCircle|ExclamationCircle|InfoCircle)(?:Outlined|Filled)\\.js$',
  '@rc-component/(?:util|motion|resize-observer|portal|[a-z-]+/es/locale)/',
  '@babel/runtime/',
  '(?:stylis|@emotion/[a-z]+|clsx|is-mobile|react-is)/',
];

/**
 * Rsbuild `performance.chunkSplit` of the host, which provides antd: its core (above) in one chunk that every
 * component's chunk loads. Not in a remote: there the group would join its own icons to its fallback copy of antd's
 * core, and opening its area would load that copy (53 KB) for an icon.
 */
export const ANTD_CORE_CHUNK_SPLIT = {
  strategy: 'split-by-experience',
  override: {
    cacheGroups: {
      antdCore: {
        test: new RegExp(`node_modules[\\\\/](?:${ANTD_CORE_MODULES.join('|').replaceAll('/', '[\\\\/]')})`),
        name: 'antd-core',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
    },
  },
} as const;

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

/** The version a remote's own antd components are offered under: any version the host provides is higher. */
export const REMOTE_FALLBACK_VERSION = '0.0.0';

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
 * `role`: the host provides every shared module; a remote provides its own copies only as a fallback for running
 * alone (`dev`, `preview`). A remote's antd components are registered under version 0.0.0, below the host's, so in
 * the composed app the host's always wins even before the shell has loaded it (with equal versions the share scope
 * keeps whichever app's name sorts last, a remote's); otherwise a remote's own Card would read its own ConfigProvider
 * context, without the app's theme.
 */
export function sharedDependencies(packageDir: string, { role = 'remote' }: { role?: 'host' | 'remote' } = {}) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const versionOf = (name: string): string => {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    const file = require.resolve(`${root}/package.json`);
    return JSON.parse(readFileSync(file, 'utf8')).version;
  };
  const shared: Record<string, { singleton: true; requiredVersion: string | false; version: string; import?: string }> = {};
  for (const name of [...singletons, ...workspaceSingletons]) {
    const version = versionOf(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // react-router-dom is shared as the thin module of the names the apps use (react-router.ts beside this file).
  const router = versionOf('react-router-dom');
  shared['react-router-dom'] = { singleton: true, requiredVersion: `^${router}`, version: router, import: thinRouter(packageDir) };
  const antd = versionOf('antd');
  for (const component of ANTD_COMPONENTS) {
    shared[antdModule(component)] =
      role === 'host'
        ? { singleton: true, requiredVersion: `^${antd}`, version: antd }
        : { singleton: true, requiredVersion: false, version: REMOTE_FALLBACK_VERSION };
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
 * more before each area's first render. A remote's page of its own gets the runtime from FEDERATION_RUNTIME_FILE.
 */
export const REMOTE_EXPERIMENTS = { externalRuntime: true } as const;
export const HOST_EXPERIMENTS = { provideExternalRuntime: true } as const;

/** Where a remote's standalone page finds the runtime its build leaves out (federation-runtime.ts beside this file). */
export const FEDERATION_RUNTIME_FILE = '/static/js/federation-runtime.js';

/** runtime-core's ES module build, as the remote's own federation runtime imports it (pnpm keeps it out of reach). */
function runtimeCoreModule(packageDir: string): string {
  // Node's resolution of a package's folder (their exports do not name package.json): the nearest node_modules up.
  const from = (dir: string, name: string): string => {
    for (let at = dir; ; at = path.dirname(at)) {
      const candidate = path.join(at, 'node_modules', name);
      if (existsSync(candidate)) return realpathSync(candidate);
      if (at === path.dirname(at)) throw new Error(`${name} is not installed where ${dir} can reach it`);
    }
  };
  const tools = from(from(packageDir, '@module-federation/enhanced'), '@module-federation/runtime-tools');
  const core = from(tools, '@module-federation/runtime-core');
  return path.join(core, JSON.parse(readFileSync(path.join(core, 'package.json'), 'utf8')).module);
}

/**
 * A remote that also runs alone (`dev`, `preview`): its own page, without the browser's body margin. Its code keeps
 * publicPath 'auto', so the manifest says "auto" and the host loads chunks from wherever the manifest is
 * (/remotes/<name>/ in production, the dev server in development); only the page's own script tags load
 * from the root, so a deep link (/projects/create) does not ask for /projects/static/….
 *
 * Two builds: `web`, the remote (the federation plugin's default environment), and `federationRuntime`, one classic
 * script that provides the federation runtime to the standalone page, as the host does in the composed app. The host
 * never loads that script.
 */
export function standaloneRemote(port: number, title: string, packageDir = process.cwd()) {
  return {
    ...devServer(port),
    resolve: { alias: routerAlias(packageDir) },
    environments: {
      web: {
        source: { transformImport: [ANTD_PER_COMPONENT] },
        output: { assetPrefix: 'auto' },
        // Relative to the remote's folder, where Rsbuild resolves it.
        html: {
          template: '../.config/standalone.html',
          title,
          // Deferred scripts run in order: the runtime is there before the page's entry starts.
          tags: [{ tag: 'script', attrs: { src: FEDERATION_RUNTIME_FILE, defer: true }, head: true, append: false, publicPath: false }],
        },
        tools: { htmlPlugin: { publicPath: '/' } },
      },
      federationRuntime: {
        source: { entry: { 'federation-runtime': path.resolve(packageDir, '..', '.config', 'federation-runtime.ts') } },
        resolve: { alias: { '@module-federation/runtime-core$': runtimeCoreModule(packageDir) } },
        output: {
          filename: { js: '[name].js' },
          cleanDistPath: false,
          assetPrefix: '/',
          manifest: false,
        },
        performance: { chunkSplit: { strategy: 'all-in-one' as const } },
        // Nothing to reload: a second dev client would only open a second socket.
        dev: { hmr: false, liveReload: false },
        tools: { htmlPlugin: false as const },
      },
    },
  };
}

import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { thinRouter } from './router';

/**
 * The singletons every bundle shares (PRODUCT.md, architecture). Versions are read from what is
 * installed, because package.json files say `catalog:` rather than a semver range.
 */
const singletons = ['react', 'react-dom', 'jotai', 'jotai/utils', '@tanstack/react-query'] as const;

/**
 * The antd components the apps use, each shared on its own (`antd/es/<component>`) rather than antd whole: a shared
 * module is not tree-shaken, so antd shared whole put all of it (430 KB gzip) before every first render; shared per
 * component, a page loads the components it renders. Every `import { X } from 'antd'` is rewritten to
 * `antd/es/x` (ANTD_PER_COMPONENT below). The host provides every one, so a remote's component is always the host's,
 * under the host's one ConfigProvider (the theme); sharing.test.ts beside this file fails when a source
 * imports one that is not listed here, and when one listed is imported nowhere (each is an entry in the share tables
 * of the host's entry, loaded before every first render).
 */
export const ANTD_COMPONENTS = [
  'Alert',
  'Avatar',
  'Badge',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Collapse',
  'ConfigProvider',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Input',
  'InputNumber',
  'Layout',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Skeleton',
  'Slider',
  'Space',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Tour',
  'Typography',
  'Upload',
  'theme',
] as const;

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
 * (sharing.test.ts checks that).
 */
const workspaceSingletons = ['@brandcast/shared/client'] as const;

/**
 * `role`: the host provides every shared module; a remote provides none (`import: false`), it consumes the host's.
 * A remote's build so carries no fallback copies, and its entry no table of them (each listed the chunks of its
 * copy: ~2 KB gzip of every remote entry, before each area's first render), and a remote's antd component is always
 * the host's, under the host's one ConfigProvider (the theme). A remote running alone (`dev`, `preview`) is an
 * ordinary app of its own, not federated (standalone-remote.ts).
 */
export function sharedDependencies(packageDir: string, { role = 'remote' }: { role?: 'host' | 'remote' } = {}) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const versionOf = (name: string): string => {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    const file = require.resolve(`${root}/package.json`);
    return JSON.parse(readFileSync(file, 'utf8')).version;
  };
  type Shared = { singleton: true; requiredVersion: string | false } & (
    { version: string; import?: string } | { import: false }
  );
  const shared: Record<string, Shared> = {};
  // The host's own module (`import`, default the key) under its version; a remote's none.
  const provide = (version: string, module?: string) =>
    role === 'host' ? { version, ...(module ? { import: module } : {}) } : { import: false as const };
  for (const name of [...singletons, ...workspaceSingletons]) {
    const version = versionOf(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, ...provide(version) };
  }
  // react-router-dom is shared as the thin module of the names the apps use (react-router-thin.ts, router.ts).
  const router = versionOf('react-router-dom');
  shared['react-router-dom'] = {
    singleton: true,
    requiredVersion: `^${router}`,
    ...provide(router, thinRouter(packageDir)),
  };
  const antd = versionOf('antd');
  for (const component of ANTD_COMPONENTS) {
    shared[antdModule(component)] = {
      singleton: true,
      requiredVersion: role === 'host' ? `^${antd}` : false,
      ...provide(antd),
    };
  }
  return shared;
}

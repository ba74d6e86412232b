import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHUNK_GROUP_SAMPLES, ANTD_CORE_CHUNK_SPLIT } from './chunk-groups';
import { antdStaticCssDir } from './antd-static-css';
import { federationRuntimeAlias } from './federation-runtime';
import { routerAlias } from './router';
import { ANTD_COMPONENTS, antdModule } from './sharing';

/**
 * Whether each rewrite, shim and path expression of build-tools still applies to the installed antd (and the packages
 * it is built on). Every mechanism here leans on antd's private file layout, which a minor release may move: this is
 * the first thing to run after an upgrade (README.md, "Upgrading antd").
 */

/** What the checks read: the installed packages, as the host resolves them. */
export interface Installed {
  /** The folder of an installed package (`antd`, `@rc-component/form`, …). */
  packageDir(name: string): string;
  read(file: string): string;
  exists(file: string): boolean;
}

export interface Check {
  /** The mechanism, as README.md names it, and the file of build-tools it lives in. */
  mechanism: string;
  /** What is wrong, one line each; none when the mechanism still applies. */
  run(installed: Installed): string[];
}

/** A check that `file` of package `name` holds `text` (an import a replacement or rule is keyed on). */
const holds = (installed: Installed, name: string, file: string, text: string): string[] => {
  const at = path.join(installed.packageDir(name), file);
  if (!installed.exists(at)) return [`${name}/${file} is gone`];
  return installed.read(at).includes(text) ? [] : [`${name}/${file} no longer contains ${JSON.stringify(text)}`];
};

function* modulesUnder(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) yield* modulesUnder(file);
    else if (name.endsWith('.js')) yield file;
  }
}

/** The group Rspack puts a module in: the matching group of highest priority. */
export function chunkGroupOf(resource: string): string | undefined {
  return Object.values(ANTD_CORE_CHUNK_SPLIT.override.cacheGroups)
    .filter((group) => group.test.test(resource))
    .sort((a, b) => b.priority - a.priority)[0]?.name;
}

export function checks(root: string): Check[] {
  const host = path.join(root, 'host');
  return [
    {
      mechanism: 'per-component sharing (sharing.ts)',
      run: (installed) =>
        ANTD_COMPONENTS.flatMap((component) => {
          const dir = path.join(installed.packageDir('antd'), antdModule(component).replace(/^antd\//, ''));
          // The ES module the apps share, and its CommonJS twin that Jest maps it to (.config/jest.preset.cjs).
          return [dir, dir.replace(`${path.sep}es${path.sep}`, `${path.sep}lib${path.sep}`)]
            .filter((folder) => !installed.exists(path.join(folder, 'index.js')))
            .map((folder) => `${component}: ${path.relative(installed.packageDir('antd'), folder)}/index.js is gone`);
        }),
    },
    {
      mechanism:
        "static CSS: the loader's style hooks and their CSS (antd-static-css-loader.cjs, antd-static-css.generate.cjs)",
      run: (installed) => {
        const loader = createRequire(path.join(root, 'build-tools', 'src', 'check-antd.ts'))(
          './antd-static-css-loader.cjs',
        ) as {
          stylesOf(source: string): string[];
          withoutStyleFunctions(source: string): string;
        };
        const dir = antdStaticCssDir(host);
        const problems: string[] = [];
        let styles = 0;
        for (const file of modulesUnder(path.join(installed.packageDir('antd'), 'es'))) {
          const source = installed.read(file);
          const found = loader.stylesOf(source);
          if (found.length === 0) continue;
          styles += found.length;
          const where = path.relative(installed.packageDir('antd'), file);
          for (const style of found) {
            if (!installed.exists(path.join(dir, `${style}.css`)))
              problems.push(`no CSS was written for style "${style}" (${where})`);
          }
          if (loader.withoutStyleFunctions(source) === source)
            problems.push(`the style function in ${where} could not be removed`);
        }
        // antd 6.6 defines 90 or so; far fewer means the hook functions were renamed and the loader finds none.
        if (styles < 80)
          problems.push(
            `only ${styles} style hooks found in antd/es (genStyleHooks, genComponentStyleHook, genSubStyleComponent renamed?)`,
          );
        return problems;
      },
    },
    {
      mechanism: "static CSS: the generator's private imports (antd-static-css.generate.cjs)",
      run: (installed) => [
        ...(installed.exists(path.join(installed.packageDir('@ant-design/cssinjs'), 'lib/hooks/useStyleRegister.js'))
          ? []
          : ['@ant-design/cssinjs/lib/hooks/useStyleRegister.js (its `extract`) is gone']),
        ...(installed.exists(path.join(installed.packageDir('antd'), 'lib/pagination/style/bordered.js'))
          ? []
          : ['antd/lib/pagination/style/bordered.js is gone']),
      ],
    },
    {
      mechanism: "ConfigProvider's tooltip UniqueProvider on demand (antd-on-demand.ts)",
      run: (installed) => [
        ...holds(
          installed,
          'antd',
          'es/config-provider/index.js',
          "import UniqueProvider from '../tooltip/UniqueProvider';",
        ),
        // What the shim (host/src/lib/tooltip-unique-provider.tsx) loads.
        ...holds(installed, 'antd', 'es/tooltip/UniqueProvider/index.js', 'export default'),
      ],
    },
    {
      mechanism: "Typography's Tooltip and editor on demand (antd-on-demand.ts)",
      run: (installed) => [
        ...holds(installed, 'antd', 'es/typography/Base/index.js', "import Tooltip from '../../tooltip';"),
        ...holds(installed, 'antd', 'es/typography/Base/index.js', "import Editable from '../Editable';"),
        ...holds(installed, 'antd', 'es/typography/Base/EllipsisTooltip.js', "import Tooltip from '../../tooltip';"),
        ...holds(installed, 'antd', 'es/typography/Base/CopyBtn.js', "import Tooltip from '../../tooltip';"),
        ...holds(installed, 'antd', 'es/typography/Editable.js', 'export default'),
      ],
    },
    {
      mechanism: 'chunk groups (chunk-groups.ts)',
      run: (installed) =>
        CHUNK_GROUP_SAMPLES.flatMap(([name, file, group]) => {
          const at = path.join(installed.packageDir(name), file);
          if (!installed.exists(at)) return [`${name}/${file} is gone (expected in ${group})`];
          // As Rspack sees it: under a node_modules folder.
          const resource = path.join('/x/node_modules', name, file);
          const got = chunkGroupOf(resource);
          return got === group ? [] : [`${name}/${file} falls in ${got ?? 'no group'}, not ${group}`];
        }),
    },
    {
      mechanism: 'side-effect-free rules (side-effect-free.ts)',
      run: (installed) => [
        ...holds(installed, 'antd', 'es/form/context.js', "from '@rc-component/form'"),
        ...holds(installed, 'antd', 'es/config-provider/MotionWrapper.js', "from '@rc-component/motion'"),
        // Once a package says it itself, its rule is redundant: remove it.
        ...['@rc-component/form', '@rc-component/motion'].flatMap((name) =>
          'sideEffects' in JSON.parse(installed.read(path.join(installed.packageDir(name), 'package.json')))
            ? [`${name} now declares sideEffects itself: its rule can go`]
            : [],
        ),
      ],
    },
    {
      mechanism: "react-router's production ES module build (router.ts)",
      run: (installed) =>
        Object.values(routerAlias(host))
          .filter((file) => !installed.exists(file))
          .map((file) => `${file} is gone`),
    },
    {
      mechanism: "the federation runtime's ES module builds (federation-runtime.ts)",
      run: (installed) =>
        Object.entries(federationRuntimeAlias(host)).flatMap(([from, to]) =>
          [from.startsWith('@') ? null : from, to]
            .filter((file): file is string => file !== null && !installed.exists(file))
            .map((file) => `${file} is gone`),
        ),
    },
  ];
}

/** The installed packages, resolved from the host (antd from antd, its own dependencies from there). */
export function installedFrom(root: string): Installed {
  const fromHost = createRequire(path.join(root, 'host', 'package.json'));
  const antdJson = fromHost.resolve('antd/package.json');
  const fromAntd = createRequire(antdJson);
  return {
    packageDir: (name) => path.dirname(name === 'antd' ? antdJson : fromAntd.resolve(`${name}/package.json`)),
    read: (file) => readFileSync(file, 'utf8'),
    exists: existsSync,
  };
}

/** Runs every check; returns the failures, each naming its mechanism. */
export function checkAntd(root: string, installed = installedFrom(root)): { mechanism: string; problems: string[] }[] {
  return checks(root).map(({ mechanism, run }) => ({ mechanism, problems: run(installed) }));
}

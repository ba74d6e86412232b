import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The repository's root from a front end's folder (every front end is a folder of the root). */
const repoRoot = (packageDir: string) => path.resolve(packageDir, '..');
/** This folder (build-tools/src), from the root. */
const here = (root: string) => path.join(root, 'build-tools', 'src');
const generator = (root: string) => path.join(here(root), 'antd-static-css.generate.cjs');

/**
 * antd's styles as static CSS. By default every antd component computes its CSS in the browser as it first
 * renders (@ant-design/cssinjs): a 4×-throttled profile of /dashboard put ~40% of its script time there, and the style
 * functions were 17 KB gzip of the JavaScript before /dashboard's first render. In zero-runtime mode (`theme.zeroRuntime`,
 * shared/src/ui/theme-providers.tsx) antd computes none, and reads its styles from CSS: the files this writes, one per
 * component style, each bundled with the module of antd's that defines that style (antd-static-css-loader.cjs), so a
 * page loads the CSS of the components it loads and no more. The theme stays at runtime: its tokens are CSS variables
 * (`var(--ant-color-primary)`) that ConfigProvider writes for the theme, dark or light, compact or not.
 *
 * Written once per antd version and generator under node_modules/.cache; returns the folder.
 */
export function antdStaticCssDir(packageDir = process.cwd()): string {
  const root = repoRoot(packageDir);
  const antdManifest = path.join(root, 'shared', 'node_modules', 'antd', 'package.json');
  const { version } = JSON.parse(readFileSync(antdManifest, 'utf8')) as { version: string };
  const script = generator(root);
  const digest = createHash('sha256').update(readFileSync(script)).digest('hex').slice(0, 12);
  const dir = path.join(root, 'node_modules', '.cache', 'antd-static-css', `${version}-${digest}`);
  if (existsSync(dir)) return dir;
  // Written aside and moved in whole: the apps' builds may run at once.
  const writing = `${dir}.${process.pid}`;
  execFileSync(process.execPath, [script, writing], { stdio: 'inherit' });
  try {
    renameSync(writing, dir);
  } catch (error) {
    rmSync(writing, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/** Rspack `module.rules` entry: antd's style modules import their static CSS. */
export function antdStaticCssRule(packageDir = process.cwd()) {
  return {
    test: ANTD_ES_MODULE,
    use: [
      {
        loader: path.join(here(repoRoot(packageDir)), 'antd-static-css-loader.cjs'),
        options: { dir: antdStaticCssDir(packageDir) },
      },
    ],
  };
}

/** A module of antd's ES module build, wherever pnpm put it. */
export const ANTD_ES_MODULE =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?antd[\\/]es[\\/].+\.js$/;

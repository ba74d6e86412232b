import { antdStaticCssRule } from './antd-static-css';
import { devServer } from './dev-server';
import { federationRuntimeAlias } from './federation-runtime';
import { routerAlias } from './router';
import { ANTD_PER_COMPONENT } from './sharing';
import { SIDE_EFFECT_FREE_RULES } from './side-effect-free';

/**
 * A remote's build, and its page of its own (`dev`, `preview`), without the browser's body margin. Two Rsbuild
 * environments:
 * - `web` (the federation plugin's default environment): the remote the host loads, its manifest, entry and exposed
 *   routes, and no page. Its code keeps publicPath 'auto', so the manifest says "auto" and the host loads chunks from
 *   wherever the manifest is (/remotes/<name>/ in production, the dev server in development). It brings no shared
 *   module of its own (sharedDependencies, sharing.ts): the host provides every one.
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
        html: { template: '../build-tools/src/standalone.html', title },
        // Its own folder in the one dist: the dev server's file names have no hash, and a chunk of the page under a
        // remote chunk's name was served to the host in its place ("Loading chunk … failed").
        output: {
          assetPrefix: '/',
          cleanDistPath: false,
          distPath: { js: 'static/standalone/js', css: 'static/standalone/css' },
        },
      },
    },
  };
}

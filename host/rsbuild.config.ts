import path from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  ANTD_CORE_CHUNK_SPLIT,
  ANTD_PER_COMPONENT,
  antdStaticCssRule,
  DEV_PORTS,
  devServer,
  EARLY_CHUNKS_PRELOAD,
  federationRuntimeAlias,
  lowPriorityScriptPreloads,
  pluginPrecompress,
  routerAlias,
  SIDE_EFFECT_FREE_RULES,
  tooltipUniqueProviderOnDemand,
  typographyOnDemand,
} from '@brandcast/build-tools';
import federation from './module-federation.config';
import { FAVICON_HREF } from './src/brand/favicon';

/** In development each remote runs its own dev server; this map replaces public/remotes.json. */
const devRemotes = {
  mfe_auth: `http://localhost:${DEV_PORTS.mfe_auth}/mf-manifest.json`,
  mfe_projects: `http://localhost:${DEV_PORTS.mfe_projects}/mf-manifest.json`,
  mfe_content: `http://localhost:${DEV_PORTS.mfe_content}/mf-manifest.json`,
  mfe_analytics: `http://localhost:${DEV_PORTS.mfe_analytics}/mf-manifest.json`,
};

const { server, dev } = devServer(DEV_PORTS.host);

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation), pluginPrecompress()],
  server: {
    ...server,
    setup: ({ action, server: running }) => {
      if (action !== 'dev') return;
      running.middlewares.use((req, res, next) => {
        if (req.url !== '/remotes.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(devRemotes));
      });
    },
  },
  dev,
  html: {
    template: './index.html',
    tags: [
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: FAVICON_HREF } },
      lowPriorityScriptPreloads,
    ],
  },
  source: { transformImport: [ANTD_PER_COMPONENT] },
  resolve: { alias: { ...routerAlias(), ...federationRuntimeAlias() } },
  performance: { chunkSplit: ANTD_CORE_CHUNK_SPLIT, preload: EARLY_CHUNKS_PRELOAD },
  tools: {
    rspack: {
      module: { rules: [...SIDE_EFFECT_FREE_RULES, antdStaticCssRule()] },
      plugins: [
        new rspack.NormalModuleReplacementPlugin(
          ...tooltipUniqueProviderOnDemand(path.resolve(import.meta.dirname, 'src/lib/tooltip-unique-provider.tsx')),
        ),
        new rspack.NormalModuleReplacementPlugin(
          ...typographyOnDemand({
            tooltip: path.resolve(import.meta.dirname, 'src/lib/tooltip-on-demand.tsx'),
            editable: path.resolve(import.meta.dirname, 'src/lib/typography-editable-on-demand.tsx'),
          }),
        ),
      ],
    },
  },
});

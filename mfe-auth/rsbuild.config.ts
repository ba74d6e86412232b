import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_API_URL, DEV_PORTS } from '../.config/federation';
import federation from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation)],
  server: { port: DEV_PORTS.mfe_auth, proxy: { '/api': DEV_API_URL }, historyApiFallback: true },
  output: { assetPrefix: 'auto' },
  html: { title: 'Brandcast · Account (standalone)' },
});

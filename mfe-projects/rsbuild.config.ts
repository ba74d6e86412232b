import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, pluginPrecompress, standaloneRemote } from '@brandcast/build-tools';
import federation from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation), pluginPrecompress()],
  ...standaloneRemote(DEV_PORTS.mfe_projects, 'Brandcast · Projects (standalone)'),
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { REMOTE_EXPERIMENTS, sharedDependencies } from '@brandcast/build-tools';

export default createModuleFederationConfig({
  name: 'mfe_content',
  exposes: { './routes': './src/routes.tsx' },
  shared: sharedDependencies(path.dirname(fileURLToPath(import.meta.url))),
  shareStrategy: 'loaded-first',
  dts: false,
  experiments: REMOTE_EXPERIMENTS,
});

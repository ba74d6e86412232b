import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { HOST_EXPERIMENTS, sharedDependencies } from '@brandcast/build-tools';

// No remotes here: the host learns where they live at run time from /remotes.json (src/remote-loading/remotes.ts).
export default createModuleFederationConfig({
  name: 'brandcast_host',
  remotes: {},
  shared: sharedDependencies(path.dirname(fileURLToPath(import.meta.url)), { role: 'host' }),
  shareStrategy: 'loaded-first',
  dts: false,
  experiments: HOST_EXPERIMENTS,
});

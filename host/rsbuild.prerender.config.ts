import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Bundles the public pages' pre-renderer for Node (src/public-pages/prerender.tsx); `build` then runs it. */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { prerender: './src/public-pages/prerender.tsx' } },
  output: { target: 'node', distPath: { root: 'dist-prerender' }, minify: false },
  performance: { printFileSize: false },
});

/** Dev-server ports for standalone work; `npm start` serves everything on one port instead. */
export const DEV_PORTS = {
  host: 3100,
  mfe_auth: 3101,
  mfe_projects: 3102,
  mfe_content: 3103,
  mfe_analytics: 3104,
} as const;

/** Where the API listens when run alone (`pnpm --filter api start`); dev servers proxy /api to it. */
export const DEV_API_URL = process.env.API_URL ?? 'http://localhost:3001';

/**
 * Every local origin (the dev host on :3100 loads the remotes' manifests), Rsbuild's own default. Naming it keeps
 * the federation plugin from putting an allow-all header in its place, and from warning about it at every start.
 */
const LOCAL_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/** The dev and preview server of a bundle on its fixed port (rsbuild.config.ts spreads this). */
export function devServer(port: number) {
  return {
    // The host finds each remote on its fixed port: a busy port is an error, not a silent move to the next one.
    server: {
      port,
      strictPort: true,
      proxy: { '/api': DEV_API_URL },
      historyApiFallback: true,
      cors: { origin: LOCAL_ORIGIN },
    },
    dev: {
      // Rsbuild 2 compiles dynamic imports on demand by default. The federation entry is only
      // `import('./bootstrap')` and shared modules load through dynamic chunks, so the first page load
      // triggered rebuilds that reached the page as hot updates the runtime's first-build chunks rejected:
      // a blank page ("Chunk is from another build", "reading 'call'"). module-federation/core#4845 turns
      // it off for Modern.js producers for the same reason.
      lazyCompilation: false,
    },
  };
}

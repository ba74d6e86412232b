import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map)$/i;
/** Below this a compressed copy saves less than a packet's worth. */
const MIN_BYTES = 1024;
/**
 * Edited after a build to move a remote without rebuilding (PRODUCT.md): a compressed copy written at build time
 * would go on being served after the edit, so it is never precompressed.
 */
const NEVER = new Set(['remotes.json']);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of a dist folder, for
 * servers that send precompressed files by content negotiation (`@fastify/static`'s `preCompressed`, nginx's
 * `gzip_static`). Returns the files it compressed.
 */
export function compressDist(dist: string): string[] {
  const written: string[] = [];
  for (const file of filesUnder(dist)) {
    const name = path.basename(file);
    if (!COMPRESSIBLE.test(name) || NEVER.has(name) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    written.push(file);
  }
  return written;
}

/**
 * The part of Rsbuild's plugin API used here, written out: build-tools does not depend on Rsbuild, and each
 * front end's `plugins: [...]` checks it against Rsbuild's real type.
 */
interface PrecompressPlugin {
  name: string;
  setup(api: {
    onAfterBuild(fn: (params: { environments: Record<string, { distPath: string }> }) => void): void;
  }): void;
}

/** Rsbuild plugin: after a build, precompress the output (see compressDist). */
export function pluginPrecompress(): PrecompressPlugin {
  return {
    name: 'brandcast:precompress',
    setup(api) {
      // onAfterBuild runs for `rsbuild build` only, never for the dev server.
      api.onAfterBuild(({ environments }) => {
        for (const environment of Object.values(environments)) compressDist(environment.distPath);
      });
    },
  };
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { builtPageScriptHashes, pageSecurityPolicy, remoteOrigins } from './page-security-policy';

/** The remotes the host loads, each served at /remotes/<folder>/. */
export const REMOTE_FOLDERS = ['mfe-auth', 'mfe-projects', 'mfe-content', 'mfe-analytics'] as const;
export const BUILD_COMMAND = 'npm run build';

export interface StaticSiteOptions {
  /** Where host/ and the mfe-... folders live (the repository root). */
  root: string;
  /** A JSON file served at /remotes.json instead of host/dist/remotes.json (REMOTES_CONFIG). */
  remotesConfig?: string | undefined;
  /** Origins recordings play from besides this server (a bucket's), for the pages' media-src. */
  recordingOrigins?: string[] | undefined;
}

/**
 * The public pages the host's build pre-renders to HTML (host/src/public-pages/document.tsx): path to file under
 * host/dist/pages/. They are read without JavaScript; a build without them serves the app's index.html there.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'landing.html',
  '/pricing': 'pricing.html',
  '/terms': 'terms.html',
  '/privacy': 'privacy.html',
};

/** Files that say where everything else is: always revalidated. */
const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', ...Object.values(PRERENDERED_PAGES)]);
/** Bundler output with a content hash in its name (main.3f9a1c2b.js) never changes. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(?:js|css|mjs|woff2?|png|jpe?g|svg|gif|webp)$/i;

/** The precompressed copies the front-end build writes beside each file (build-tools/src/precompress.ts). */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // A precompressed copy (main.3f9a1c2b.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (NO_CACHE_FILES.has(name)) reply.header('cache-control', 'no-cache');
  else if (HASHED_FILE.test(name)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=0, must-revalidate');
}

/** An HTML file, or its precompressed copy: a page, which carries the Content-Security-Policy. */
const isPage = (filePath: string) => filePath.replace(COMPRESSED_COPY, '').endsWith('.html');

/** The dist folders, or an error that names the missing one and the command that builds it. */
export function distFolders(root: string): { host: string; remotes: Record<string, string> } {
  const host = path.join(root, 'host', 'dist');
  const remotes = Object.fromEntries(REMOTE_FOLDERS.map((name) => [name, path.join(root, name, 'dist')]));
  const missing = [host, ...Object.values(remotes)].filter((dir) => !existsSync(dir) || !statSync(dir).isDirectory());
  if (!existsSync(path.join(host, 'index.html')) && !missing.includes(host))
    missing.unshift(path.join(host, 'index.html'));
  if (missing.length > 0) {
    throw new Error(
      `The front end is not built: missing ${missing.map((dir) => path.relative(root, dir)).join(', ')}. ` +
        `Run "${BUILD_COMMAND}" in ${root} first.`,
    );
  }
  return { host, remotes };
}

function readRemotesConfig(file: string): string {
  const text = readFileSync(file, 'utf8');
  try {
    JSON.parse(text);
  } catch (error) {
    throw new Error(`REMOTES_CONFIG ${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  return text;
}

/**
 * The built front end: host/dist at /, each remote's dist at /remotes/<folder>/, the SPA's index.html
 * for any other GET that is not under /api or /remotes. Unknown files under /remotes/ answer 404.
 */
export const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (fastify, opts) => {
  const { host, remotes } = distFolders(opts.root);
  const remotesConfig = opts.remotesConfig ? path.resolve(opts.remotesConfig) : undefined;
  const builtRemotes = path.join(host, 'remotes.json');
  const remotesText = remotesConfig
    ? readRemotesConfig(remotesConfig)
    : existsSync(builtRemotes)
      ? readFileSync(builtRemotes, 'utf8')
      : '{}';
  // Built once, from the files as they are at start: a remote moved to another origin, or a new build, takes a restart.
  const policy = pageSecurityPolicy({
    remotes: remoteOrigins(remotesText),
    scriptHashes: builtPageScriptHashes([host, ...Object.values(remotes)]),
    recordings: opts.recordingOrigins ?? [],
  });
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    setCacheHeaders(reply, filePath);
    if (isPage(filePath)) reply.header('content-security-policy', policy);
  };

  // preCompressed: a file's .br or .gz copy is sent to a browser that accepts it (with Vary: Accept-Encoding),
  // the file itself to one that does not.
  const common = { wildcard: false, cacheControl: false, preCompressed: true, setHeaders } as const;
  await fastify.register(fastifyStatic, {
    ...common,
    root: host,
    prefix: '/',
    // `/` is the pre-rendered landing page (below), not index.html; the pages are served at their own paths only.
    index: false,
    globIgnore: ['pages/**', ...(remotesConfig ? ['remotes.json'] : [])],
  });
  for (const [name, dir] of Object.entries(remotes)) {
    await fastify.register(fastifyStatic, {
      ...common,
      root: dir,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      // A host on another origin may load these public files too.
      setHeaders: (reply, filePath) => {
        setHeaders(reply, filePath);
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  if (remotesConfig) {
    fastify.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/json').header('cache-control', 'no-cache').send(readRemotesConfig(remotesConfig)),
    );
  }

  const pagesDir = path.join(host, 'pages');
  for (const [url, file] of Object.entries(PRERENDERED_PAGES)) {
    const prerendered = existsSync(path.join(pagesDir, file));
    fastify.get(url, { schema: { hide: true } }, async (_request, reply) =>
      prerendered
        ? reply.sendFile(file, pagesDir)
        : reply.header('cache-control', 'no-cache').sendFile('index.html', host),
    );
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isSpaRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/remotes/');
    if (isSpaRoute) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', host);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `There is no ${pathname} here.` });
  });
};

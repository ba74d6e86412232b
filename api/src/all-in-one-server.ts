/**
 * The all-in-one server of `npm start`: the API under /api and the built front end, on PORT (default
 * 3000), with the embedded database unless DATABASE_URL is set.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import app from './app';
import { loadConfig, REPO_ROOT, type Config } from './config';
import { closeOnSignals } from './lib/graceful';
import { serverOptions } from './server-options';
import { recordingOrigins } from './page-security-policy';
import { staticSite } from './static-site';
import { grammarLinter } from './engine/grammar';

export interface AllInOneServerOptions {
  config: Config;
  /** Where host/dist and the remotes' dist folders are (the repository root). */
  root?: string;
  remotesConfig?: string | undefined;
  database?: import('./db/client').Database;
}

export async function buildAllInOneServer(opts: AllInOneServerOptions): Promise<FastifyInstance> {
  const server = Fastify(serverOptions(opts.config));
  // Security headers for the front end's files. Their pages' Content-Security-Policy names the remotes' origins
  // and the build's inline scripts, so staticSite sets it (page-security-policy.ts); the API below sets its own.
  await server.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await server.register(app, {
    prefix: '/api',
    config: opts.config,
    ...(opts.database ? { database: opts.database } : {}),
  });
  await server.register(staticSite, {
    root: opts.root ?? REPO_ROOT,
    remotesConfig: opts.remotesConfig,
    recordingOrigins: recordingOrigins(opts.config.s3),
  });
  return server;
}

const isEntry = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isEntry) {
  const config = loadConfig(process.env, process.env.PORT ? {} : { port: 3000 });
  let server: FastifyInstance;
  try {
    server = await buildAllInOneServer({ config, remotesConfig: process.env.REMOTES_CONFIG });
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  closeOnSignals(server);
  try {
    await server.listen({ port: config.port, host: config.host });
    // The writer's grammar gate loads its checker (about a second) now rather than in a user's first call.
    void grammarLinter().catch((error: unknown) => server.log.error({ err: error }, 'grammar checker failed to load'));
    server.log.info(
      `Brandcast is running on http://localhost:${config.port} (API docs: http://localhost:${config.port}/api/docs)`,
    );
  } catch (error) {
    server.log.error(error);
    process.exit(1);
  }
}

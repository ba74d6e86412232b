/** Starts the API alone on PORT (default 3001) under /api: `pnpm --filter api start`. */
import Fastify from 'fastify';
import app from './app';
import { loadConfig } from './config';
import { closeOnSignals } from './lib/graceful';
import { serverOptions } from './server-options';
import { grammarLinter } from './engine/grammar';

const config = loadConfig(process.env, process.env.PORT ? {} : { port: 3001 });
const server = Fastify(serverOptions(config));
try {
  await server.register(app, { prefix: '/api', config });
} catch (error) {
  // Said plainly (a data directory in use, a database that cannot be reached), not as a stack trace.
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
closeOnSignals(server);

try {
  await server.listen({ port: config.port, host: config.host });
  // The writer's grammar gate loads its checker (about a second) now rather than in a user's first call.
  void grammarLinter().catch((error: unknown) => server.log.error({ err: error }, 'grammar checker failed to load'));
  server.log.info(`Brandcast API on http://localhost:${config.port}/api (docs: /api/docs)`);
} catch (error) {
  server.log.error(error);
  process.exit(1);
}

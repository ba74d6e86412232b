/** Starts the API alone on PORT (default 3001) under /api: `pnpm --filter api start`. */
import Fastify from 'fastify';
import app from './app';
import { loadConfig } from './config';
import { closeOnSignals } from './lib/graceful';
import { serverOptions } from './server-options';

const config = loadConfig(process.env, process.env.PORT ? {} : { port: 3001 });
const server = Fastify(serverOptions(config));
await server.register(app, { prefix: '/api', config });
closeOnSignals(server);

try {
  await server.listen({ port: config.port, host: config.host });
  server.log.info(`Brandcast API on http://localhost:${config.port}/api (docs: /api/docs)`);
} catch (error) {
  server.log.error(error);
  process.exit(1);
}

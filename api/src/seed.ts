/**
 * `npm run seed`: a demo account with a few projects, for a newcomer to try. Runs against the same
 * database as the server (DATA_DIR's PGlite, or DATABASE_URL). While `npm start` runs on PGlite, which
 * allows one process at a time, it asks the running server to do it (the operator route). Safe to run twice.
 */
import path from 'node:path';
import Fastify from 'fastify';
import app from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { readOperatorFile } from './ops/operator-file';
import { subscriptionsRepository } from './repositories/subscriptions';
import { usersRepository } from './repositories/users';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './ops/seed-demo';

export { DEMO_EMAIL, DEMO_PASSWORD } from './ops/seed-demo';

const config = loadConfig();
const running = config.databaseUrl ? null : readOperatorFile(config.dataDir);
if (running) {
  const response = await fetch(`${running.url}/operator/seed`, {
    method: 'POST',
    headers: { 'x-operator-token': running.token },
  });
  const body = (await response.json()) as { data?: { message: string }; message?: string };
  if (!response.ok || !body.data) {
    console.error(body.message ?? `The running server (process ${running.pid}) refused: ${response.status}`);
    process.exit(1);
  }
  console.log(`${body.data.message} (through the running server)`);
} else {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  await migrate(database);
  const server = Fastify({ logger: false });
  await server.register(app, {
    prefix: '/api',
    config: { ...config, logLevel: 'silent', authRateLimitMax: 1000 },
    database,
  });
  await server.ready();
  try {
    const subscriptions = subscriptionsRepository(database.orm);
    const users = usersRepository(database.orm);
    const upgrade = (userId: string) =>
      Promise.all([subscriptions.changeNow(userId, { plan: 'starter' }), users.markEmailVerified(userId)]);
    console.log(await seedDemo(server, '/api', upgrade));
  } catch (error) {
    // A refused step (SeedStepFailed) says what failed and why: its message, not a stack.
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await server.close();
    await database.close();
  }
}
if (!process.exitCode)
  console.log(`\n  Sign in at ${config.appUrl}/login\n  email:    ${DEMO_EMAIL}\n  password: ${DEMO_PASSWORD}\n`);

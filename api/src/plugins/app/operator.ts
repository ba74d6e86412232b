import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { removeOperatorFile, writeOperatorFile } from '../../ops/operator-file';
import { NO_SUCH_ACCOUNT, applyPlanChange, planChangeSchema } from '../../ops/plan';
import { seedDemo } from '../../ops/seed-demo';

const HEADER = 'x-operator-token';

/**
 * Operator commands (`npm run backup`, `npm run plan`, `npm run seed`) go through the server that owns the embedded database, since
 * only one process may open it. Their routes take a secret that this server writes into DATA_DIR
 * when it listens; anyone who can read that folder may already read the database itself.
 */
export default fp(
  async (fastify) => {
    if (fastify.config.databaseUrl) return;
    const token = randomBytes(32).toString('base64url');
    const expected = Buffer.from(token);
    const { dataDir } = fastify.config;

    fastify.addHook('onListen', async function () {
      const address = this.server.address() as AddressInfo | null;
      if (!address || typeof address === 'string') return;
      writeOperatorFile(dataDir, { pid: process.pid, url: `http://127.0.0.1:${address.port}${fastify.prefix}`, token });
    });
    fastify.addHook('onClose', async () => removeOperatorFile(dataDir));

    const isOperator = (request: FastifyRequest) => {
      const given = Buffer.from(String(request.headers[HEADER] ?? ''));
      return given.length === expected.length && timingSafeEqual(given, expected);
    };

    const refuse = (reply: FastifyReply) =>
      reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Operator commands need the token in DATA_DIR/operator.json.',
      });

    fastify.post('/operator/backup', { schema: { hide: true } }, async (request, reply) => {
      if (!isOperator(request)) return refuse(reply);
      const archive = await fastify.db.snapshot!('gzip');
      return reply.type('application/gzip').send(Buffer.from(await archive.arrayBuffer()));
    });

    // npm run plan: the plan changes at once (ops/plan.ts).
    fastify.post('/operator/plan', { schema: { hide: true } }, async (request, reply) => {
      if (!isOperator(request)) return refuse(reply);
      const input = planChangeSchema.safeParse(request.body);
      if (!input.success)
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: input.error.issues[0]!.message });
      const result = await applyPlanChange(
        { users: fastify.usersRepository, subscriptions: fastify.subscriptionsRepository },
        input.data,
      );
      if (!result)
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: NO_SUCH_ACCOUNT(input.data.email) });
      // The account's cached sessions carry its old role.
      fastify.authCache.forgetUser(result.id);
      return { data: result };
    });

    // npm run jobs: the durable queue, each queue's jobs by state and its newest failures (ops/jobs.ts).
    fastify.get('/operator/jobs', { schema: { hide: true } }, async (request, reply) => {
      if (!isOperator(request)) return refuse(reply);
      return { data: await fastify.jobs.status() };
    });

    // npm run seed: the demo account, made by this server through its own API. A step that fails throws
    // SeedStepFailed, which the error handler answers with its status and message (the command prints it).
    fastify.post('/operator/seed', { schema: { hide: true } }, async (request, reply) => {
      if (!isOperator(request)) return refuse(reply);
      const upgrade = (userId: string) =>
        Promise.all([
          fastify.subscriptionsRepository.changeNow(userId, { plan: 'starter' }),
          fastify.usersRepository.markEmailVerified(userId),
        ]);
      const message = await seedDemo(fastify, fastify.prefix, upgrade);
      return { data: { message } };
    });
  },
  { name: 'operator', dependencies: ['config', 'db', 'jobs', 'users-repository', 'subscriptions-repository'] },
);

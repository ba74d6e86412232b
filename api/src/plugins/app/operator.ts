import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { removeOperatorFile, writeOperatorFile } from '../../ops/operator-file';

const HEADER = 'x-operator-token';

/**
 * Operator commands (`npm run backup`) go through the server that owns the embedded database, since
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

    fastify.post('/operator/backup', { schema: { hide: true } }, async (request, reply) => {
      if (!isOperator(request)) {
        return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Operator commands need the token in DATA_DIR/operator.json.' });
      }
      const archive = await fastify.db.snapshot!('gzip');
      return reply.type('application/gzip').send(Buffer.from(await archive.arrayBuffer()));
    });
  },
  { name: 'operator', dependencies: ['config', 'db'] },
);

import type { FastifyInstance } from 'fastify';

/**
 * SIGINT/SIGTERM: stop accepting, let in-flight requests finish, close the pool, exit. A second signal,
 * or 10 s without finishing, exits at once.
 */
export function closeOnSignals(server: FastifyInstance, timeoutMs = 10_000): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    server.log.info({ signal }, 'closing');
    const timer = setTimeout(() => {
      server.log.error('did not close in time; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

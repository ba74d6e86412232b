import fp from 'fastify-plugin';
import { ACCOUNT_EXPORT_SWEEP_INTERVAL_MS, accountExports, type AccountExports } from './export';
import { accountDeletion, type AccountDeletion } from './deletion';
import { runAccountExport } from './run-export';

export interface AccountRepository {
  exports: AccountExports;
  deletion: AccountDeletion;
}

/** What the queue's job carries to write one export: its id alone (runAccountExport reads the rest). */
export interface AccountExportJobData {
  id: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountRepository: AccountRepository;
  }
}

/**
 * An account's own data: its export as one archive, and its deletion. An export is a job of the
 * durable queue (plugins/app/jobs.ts, 'account-export'): a try that throws is tried again from the first part,
 * and the export is marked failed on the last.
 */
export default fp(
  async (fastify) => {
    const exports = accountExports(fastify.db);
    fastify.decorate('accountRepository', { exports, deletion: accountDeletion(fastify.db) });
    fastify.jobs.work<AccountExportJobData>('account-export', async ({ id }, attempt) => {
      try {
        await runAccountExport(fastify, id);
      } catch (error) {
        if (attempt.last) await exports.fail(id);
        throw error;
      }
    });
    // Archives past ACCOUNT_EXPORT_KEPT_HOURS are removed at start and every hour, once across all instances;
    // off when the scheduler is off (SCHEDULER_INTERVAL_MS=0, as in tests).
    fastify.jobs.every('sweep-account-exports', ACCOUNT_EXPORT_SWEEP_INTERVAL_MS, () => exports.sweep());
  },
  { name: 'account-repository', dependencies: ['db', 'config', 'jobs', 'preferences-repository'] },
);

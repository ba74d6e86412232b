import fp from 'fastify-plugin';

/** How often this instance looks for recording files no row names (a deleted project's) and removes them. */
export const RECORDING_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deleting a project deletes its recordings' rows (ON DELETE CASCADE) but not their videos: this sweep
 * removes videos older than an hour that no recording names (files under DATA_DIR/recordings, or objects
 * in the S3 bucket), and uploads a crash left half-way, at start and every hour. Off when the scheduler is
 * off (SCHEDULER_INTERVAL_MS=0, as in tests). Safe with several instances sharing the storage: removing a
 * video twice is fine, and a young one is never touched.
 */
export default fp(
  async (fastify) => {
    if (fastify.config.schedulerIntervalMs === 0) return;
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = fastify.recordingsRepository.sweep().catch((error: unknown) => fastify.log.error({ err: error }, 'recording sweep failed; retried on the next run'));
    };
    const timer = setInterval(run, RECORDING_SWEEP_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onReady', async () => run());
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'recording-sweep', dependencies: ['config', 'recordings-repository'] },
);

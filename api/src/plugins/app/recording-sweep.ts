import fp from 'fastify-plugin';

/** How often the recording files no row names (a deleted project's) are looked for and removed. */
export const RECORDING_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deleting a project deletes its recordings' rows (ON DELETE CASCADE) but not their videos: this sweep
 * removes videos older than an hour that no recording names (files under DATA_DIR/recordings, or objects
 * in the S3 bucket), and uploads a crash left half-way, at start and every hour, once across all instances
 * (a job of the queue, plugins/app/jobs.ts). Off when the scheduler is off (SCHEDULER_INTERVAL_MS=0, as in
 * tests). A young video is never touched.
 */
export default fp(
  async (fastify) => {
    fastify.jobs.every('sweep-recordings', RECORDING_SWEEP_INTERVAL_MS, () => fastify.recordingsRepository.sweep());
  },
  { name: 'recording-sweep', dependencies: ['config', 'jobs', 'recordings-repository'] },
);

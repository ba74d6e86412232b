import { analyticsExportSchema } from '@brandcast/shared';
import { exportJobResponse } from '@brandcast/shared/answers';
import { Conflict } from '../../lib/domain-errors';
import { requireFeature } from '../../lib/feature-gate';
import { errors } from '../../schemas/common';
import { EXPORT_NOT_FOUND, EXPORT_RUNNING, exportFileQuery, exportParams } from '../../schemas/analytics';
import { signedExportRoutes } from '../signed-export-routes';

/** How long an export's signed address downloads: enough to click it, too short to pass around. */
export const EXPORT_URL_TTL_SECONDS = 5 * 60;
/** Starts of an export per address an hour (one runs at a time per account besides). */
export const EXPORT_STARTS_PER_HOUR = 30;
const EXPORT_LINK_EXPIRED = 'This download link has expired. Open Analytics and export again.';

/**
 * /analytics/export: POST starts an export (202, a job generating at 0%); GET /{id} follows it to
 * completed (100%, a signed url and the filename) or failed ('Failed to export analytics'); the url
 * downloads the file in a browser without a bearer token for EXPORT_URL_TTL_SECONDS.
 */
const exportRoutes = signedExportRoutes({
  tags: ['analytics'],
  purpose: 'analytics-export',
  ttlSeconds: EXPORT_URL_TTL_SECONDS,
  linkExpired: EXPORT_LINK_EXPIRED,
  notFound: EXPORT_NOT_FOUND,
  params: exportParams,
  fileQuery: exportFileQuery,
  file: {
    summary: "An export's file, from the signed url of its completed job (no bearer token)",
    produces: ['text/csv', 'application/json'],
    describe: 'The file',
    read: async (fastify, id) => {
      const file = await fastify.analyticsRepository.exports.file(id);
      return (
        file && {
          contentType: file.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          filename: file.filename,
          body: file.content,
        }
      );
    },
  },
  job: {
    summary: 'An export job: generating with its percentage, then completed with a signed url and filename, or failed',
    response: exportJobResponse,
    statuses: [401, 404],
    read: (fastify, userId, id, signedUrl) => fastify.analyticsRepository.exports.get(userId, id, signedUrl),
  },
  routes(authed, { signedUrl, security }) {
    authed.post(
      '/',
      {
        schema: {
          tags: ['analytics'],
          security,
          summary:
            'Export the range’s numbers per copy and day, as CSV or JSON: answers 202 with the job; follow it at GET /analytics/export/{id}',
          body: analyticsExportSchema,
          response: { 202: exportJobResponse, ...errors(400, 401, 403, 409, 429) },
        },
        // Each export reads every snapshot of its range: one runs at a time (409), and starts are limited too.
        config: { rateLimit: { max: EXPORT_STARTS_PER_HOUR, timeWindow: 60 * 60_000 } },
      },
      async (request, reply) => {
        requireFeature(request.user, 'analytics');
        const { range, tz, format } = request.body;
        const started = await authed.analyticsRepository.exports.start(request.user.id, tz, range, format, signedUrl);
        if (!started) throw new Conflict(EXPORT_RUNNING);
        await authed.jobs.send('analytics-export', started.work);
        return reply.code(202).send({ data: started.job });
      },
    );
  },
});

export default exportRoutes;

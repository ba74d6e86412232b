import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsExportSchema } from '@brandcast/shared';
import { exportJobResponse } from '@brandcast/shared/answers';
import { Conflict, Forbidden, NotFound } from '../../lib/domain-errors';
import { requireFeature } from '../../lib/feature-gate';
import { urlSigner } from '../../lib/signed-url';
import { errors } from '../../schemas/common';
import { EXPORT_NOT_FOUND, EXPORT_RUNNING, exportFileQuery, exportParams } from '../../schemas/analytics';

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
const exportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['analytics'];
  const signer = urlSigner(fastify.config.jwtSecret, 'analytics-export');
  const exportsOf = () => fastify.analyticsRepository.exports;
  const signedUrl = (id: string) => {
    const { expires, signature } = signer.sign(id, EXPORT_URL_TTL_SECONDS);
    return `${fastify.prefix}/${id}/file?expires=${expires}&signature=${signature}`;
  };

  // Signed: a browser following the link sends no bearer token; the signature stands for the right to it.
  fastify.get(
    '/:id/file',
    {
      schema: {
        tags,
        summary: "An export's file, from the signed url of its completed job (no bearer token)",
        params: exportParams,
        querystring: exportFileQuery,
        produces: ['text/csv', 'application/json'],
        response: { 200: z.any().describe('The file'), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!signer.verify(id, request.query.expires, request.query.signature)) throw new Forbidden(EXPORT_LINK_EXPIRED);
      const file = await exportsOf().file(id);
      if (!file) throw new NotFound(EXPORT_NOT_FOUND);
      return reply
        .type(file.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  const jobRoutes: FastifyPluginAsyncZod = async (authed) => {
    authed.addHook('onRequest', authed.authenticate);
    const security = [{ bearerAuth: [] }];

    authed.post(
      '/',
      {
        schema: {
          tags,
          security,
          summary: 'Export the range’s numbers per copy and day, as CSV or JSON: answers 202 with the job; follow it at GET /analytics/export/{id}',
          body: analyticsExportSchema,
          response: { 202: exportJobResponse, ...errors(400, 401, 403, 409, 429) },
        },
        // Each export reads every snapshot of its range: one runs at a time (409), and starts are limited too.
        config: { rateLimit: { max: EXPORT_STARTS_PER_HOUR, timeWindow: 60 * 60_000 } },
      },
      async (request, reply) => {
        requireFeature(request.user, 'analytics');
        const { range, tz, format } = request.body;
        const started = await exportsOf().start(request.user.id, tz, range, format, signedUrl);
        if (!started) throw new Conflict(EXPORT_RUNNING);
        await fastify.jobs.send('analytics-export', started.work);
        return reply.code(202).send({ data: started.job });
      },
    );

    authed.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          summary: 'An export job: generating with its percentage, then completed with a signed url and filename, or failed',
          params: exportParams,
          response: { 200: exportJobResponse, ...errors(401, 404) },
        },
      },
      async (request) => {
        const job = await exportsOf().get(request.user.id, request.params.id, signedUrl);
        if (!job) throw new NotFound(EXPORT_NOT_FOUND);
        return { data: job };
      },
    );
  };
  await fastify.register(jobRoutes);
};

export default exportRoutes;

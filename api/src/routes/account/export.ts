import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_EXPORT_KEPT_HOURS, ACCOUNT_EXPORT_PARTS, ACCOUNT_EXPORT_STARTS_PER_HOUR, ACCOUNT_TEXTS } from '@brandcast/shared';
import { accountExportResponse, latestAccountExportResponse } from '@brandcast/shared/answers';
import { Conflict, Forbidden, NotFound } from '../../lib/domain-errors';
import { urlSigner } from '../../lib/signed-url';
import type { AccountExportJobData } from '../../repositories/account/index';
import { errors } from '../../schemas/common';
import { accountExportFileQuery, accountExportParams } from '../../schemas/account';

/** How long an archive's signed address downloads: enough to click it, too short to pass around. */
export const ACCOUNT_EXPORT_URL_TTL_SECONDS = 5 * 60;

/**
 * /account/export: POST starts an export of everything of the account (202, generating); GET /{id} follows it part
 * by part to completed (a signed url of the .tar.gz) or failed; GET / answers the newest one still kept.
 */
const accountExportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['account'];
  const signer = urlSigner(fastify.config.jwtSecret, 'account-export');
  const exportsOf = () => fastify.accountRepository.exports;
  const signedUrl = (id: string) => {
    const { expires, signature } = signer.sign(id, ACCOUNT_EXPORT_URL_TTL_SECONDS);
    return `${fastify.prefix}/${id}/file?expires=${expires}&signature=${signature}`;
  };

  // Signed: a browser following the link sends no bearer token; the signature stands for the right to it.
  fastify.get(
    '/:id/file',
    {
      schema: {
        tags,
        summary: "An export's archive (.tar.gz), from the signed url of its completed job (no bearer token)",
        params: accountExportParams,
        querystring: accountExportFileQuery,
        produces: ['application/gzip'],
        response: { 200: z.any().describe('The archive'), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!signer.verify(id, request.query.expires, request.query.signature)) throw new Forbidden(ACCOUNT_TEXTS.exportLinkExpired);
      const file = await exportsOf().file(id);
      if (!file) throw new NotFound(ACCOUNT_TEXTS.exportNotFound);
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.archive);
    },
  );

  const jobRoutes: FastifyPluginAsyncZod = async (authed) => {
    authed.addHook('onRequest', authed.authenticate);
    authed.addHook('onRequest', authed.refuseApiToken);
    const security = [{ bearerAuth: [] }];

    authed.post(
      '/',
      {
        schema: {
          tags,
          security,
          summary: `Export all the account's data as one archive of JSON files (${ACCOUNT_EXPORT_PARTS.map((p) => p.key).join(', ')}, README.txt): 202 with the job; follow it at GET /account/export/{id}`,
          description: `One at a time per account (409 while one runs). The archive is kept ${ACCOUNT_EXPORT_KEPT_HOURS} hours; a new export removes the previous one.`,
          response: { 202: accountExportResponse, ...errors(401, 403, 409, 429) },
        },
        config: { rateLimit: { max: ACCOUNT_EXPORT_STARTS_PER_HOUR, timeWindow: 60 * 60_000 } },
      },
      async (request, reply) => {
        const job = await exportsOf().start(request.user.id, signedUrl);
        if (!job) throw new Conflict(ACCOUNT_TEXTS.exportRunning);
        await fastify.jobs.send('account-export', { id: job.id } satisfies AccountExportJobData);
        return reply.code(202).send({ data: job });
      },
    );

    authed.get(
      '/',
      {
        schema: {
          tags,
          security,
          summary: "The account's newest export still kept (running, ready or failed), or null",
          response: { 200: latestAccountExportResponse, ...errors(401, 403) },
        },
      },
      async (request) => ({ data: await exportsOf().latest(request.user.id, signedUrl) }),
    );

    authed.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          summary: 'An export: generating with the part being written and parts done of parts total, then completed with a signed url, or failed',
          params: accountExportParams,
          response: { 200: accountExportResponse, ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const job = await exportsOf().get(request.user.id, request.params.id, signedUrl);
        if (!job) throw new NotFound(ACCOUNT_TEXTS.exportNotFound);
        return { data: job };
      },
    );
  };
  await fastify.register(jobRoutes);
};

export default accountExportRoutes;

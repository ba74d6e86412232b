import {
  ACCOUNT_EXPORT_KEPT_HOURS,
  ACCOUNT_EXPORT_PARTS,
  ACCOUNT_EXPORT_STARTS_PER_HOUR,
  ACCOUNT_TEXTS,
} from '@brandcast/shared';
import { accountExportResponse, latestAccountExportResponse } from '@brandcast/shared/answers';
import { Conflict } from '../../lib/domain-errors';
import type { AccountExportJobData } from '../../repositories/account/index';
import { errors } from '../../schemas/common';
import { accountExportFileQuery, accountExportParams } from '../../schemas/account';
import { signedExportRoutes } from '../signed-export-routes';

/** How long an archive's signed address downloads: enough to click it, too short to pass around. */
export const ACCOUNT_EXPORT_URL_TTL_SECONDS = 5 * 60;

/**
 * /account/export: POST starts an export of everything of the account (202, generating); GET /{id} follows it part
 * by part to completed (a signed url of the .tar.gz) or failed; GET / answers the newest one still kept.
 */
const accountExportRoutes = signedExportRoutes({
  tags: ['account'],
  purpose: 'account-export',
  ttlSeconds: ACCOUNT_EXPORT_URL_TTL_SECONDS,
  linkExpired: ACCOUNT_TEXTS.exportLinkExpired,
  notFound: ACCOUNT_TEXTS.exportNotFound,
  params: accountExportParams,
  fileQuery: accountExportFileQuery,
  refuseApiToken: true,
  file: {
    summary: "An export's archive (.tar.gz), from the signed url of its completed job (no bearer token)",
    produces: ['application/gzip'],
    describe: 'The archive',
    read: async (fastify, id) => {
      const file = await fastify.accountRepository.exports.file(id);
      return file && { contentType: 'application/gzip', filename: file.filename, body: file.archive };
    },
  },
  job: {
    summary:
      'An export: generating with the part being written and parts done of parts total, then completed with a signed url, or failed',
    response: accountExportResponse,
    statuses: [401, 403, 404],
    read: (fastify, userId, id, signedUrl) => fastify.accountRepository.exports.get(userId, id, signedUrl),
  },
  routes(authed, { signedUrl, security }) {
    const tags = ['account'];
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
        const job = await authed.accountRepository.exports.start(request.user.id, signedUrl);
        if (!job) throw new Conflict(ACCOUNT_TEXTS.exportRunning);
        await authed.jobs.send('account-export', { id: job.id } satisfies AccountExportJobData);
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
      async (request) => ({ data: await authed.accountRepository.exports.latest(request.user.id, signedUrl) }),
    );
  },
});

export default accountExportRoutes;

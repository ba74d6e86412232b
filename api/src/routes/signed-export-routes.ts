import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Forbidden, NotFound } from '../lib/domain-errors';
import { urlSigner } from '../lib/signed-url';
import { errors } from '../schemas/common';

/** A finished export's file, as its download sends it. */
export interface ExportFile {
  contentType: string;
  filename: string;
  body: Buffer | string;
}

type AuthedInstance = Parameters<FastifyPluginAsyncZod>[0];

/** What one kind of export (the account's archive, the analytics file) gives the routes they share. */
export interface SignedExportOptions<Job> {
  tags: string[];
  /** The signer's purpose: a signed address of one kind of export does not open another's file. */
  purpose: string;
  /** How long a signed address downloads: enough to click it, too short to pass around. */
  ttlSeconds: number;
  linkExpired: string;
  notFound: string;
  params: z.ZodObject<{ id: z.ZodType<string> }>;
  fileQuery: z.ZodObject<{ expires: z.ZodType<number, unknown>; signature: z.ZodType<string> }>;
  file: {
    summary: string;
    produces: string[];
    describe: string;
    read(fastify: AuthedInstance, id: string): Promise<ExportFile | undefined>;
  };
  job: {
    summary: string;
    response: z.ZodType;
    statuses: readonly (401 | 403 | 404)[];
    read(
      fastify: AuthedInstance,
      userId: string,
      id: string,
      signedUrl: (id: string) => string,
    ): Promise<Job | undefined>;
  };
  /** Signed-in routes take API tokens unless refused (the account's export is the person's own, from Settings). */
  refuseApiToken?: boolean;
  /** The signed-in routes each kind adds: POST / starts one; the account's GET / answers its newest. */
  routes(
    authed: AuthedInstance,
    shared: { signedUrl: (id: string) => string; security: { bearerAuth: never[] }[] },
  ): void;
}

/**
 * The routes every export has: GET /{id}/file downloads a finished one from a signed address (a browser following
 * the link sends no bearer token; the signature stands for the right to it), GET /{id} follows its job, and the
 * kind's own signed-in routes (`routes`).
 */
export function signedExportRoutes<Job>(options: SignedExportOptions<Job>): FastifyPluginAsyncZod {
  return async (fastify) => {
    const { tags } = options;
    const signer = urlSigner(fastify.config.jwtSecret, options.purpose);
    const signedUrl = (id: string) => {
      const { expires, signature } = signer.sign(id, options.ttlSeconds);
      return `${fastify.prefix}/${id}/file?expires=${expires}&signature=${signature}`;
    };

    fastify.get(
      '/:id/file',
      {
        schema: {
          tags,
          summary: options.file.summary,
          params: options.params,
          querystring: options.fileQuery,
          produces: options.file.produces,
          response: { 200: z.any().describe(options.file.describe), ...errors(403, 404) },
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const { expires, signature } = request.query as { expires: number; signature: string };
        if (!signer.verify(id, expires, signature)) throw new Forbidden(options.linkExpired);
        const file = await options.file.read(fastify, id);
        if (!file) throw new NotFound(options.notFound);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    );

    await fastify.register(async (authed) => {
      authed.addHook('onRequest', authed.authenticate);
      if (options.refuseApiToken) authed.addHook('onRequest', authed.refuseApiToken);
      const security = [{ bearerAuth: [] as never[] }];
      options.routes(authed, { signedUrl, security });

      authed.get(
        '/:id',
        {
          schema: {
            tags,
            security,
            summary: options.job.summary,
            params: options.params,
            response: { 200: options.job.response, ...errors(...options.job.statuses) },
          },
        },
        async (request) => {
          const job = await options.job.read(authed, request.user.id, (request.params as { id: string }).id, signedUrl);
          if (!job) throw new NotFound(options.notFound);
          return { data: job };
        },
      );
    });
  };
}

import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordingFieldsSchema, recordingListQuerySchema, type Recording } from '@brandcast/shared';
import { Forbidden, Invalid, TooLarge, UnsupportedType } from '../../lib/domain-errors';
import { urlSigner } from '../../lib/signed-url';
import { RecordingNotFound } from '../../lib/domain-errors';
import type { RecordingRecord } from '../../repositories/recordings/index';
import type { Received } from '../../storage/index';
import { errors, noContent, page } from '../../schemas/common';
import { recordingFileQuery, recordingListResponse, recordingParams, recordingResponse } from '../../schemas/recording';

/** How long a recording's signed address plays: long enough to watch a take, short enough not to be shared. */
export const RECORDING_URL_TTL_SECONDS = 60 * 60;
export const RECORDING_NOT_MULTIPART = 'Send the recording as multipart/form-data: the video in the field "file", and projectId (scriptId optional).';
export const RECORDING_NO_FILE = 'The video is missing: send it in the field "file".';
export const RECORDING_MALFORMED = 'The upload is not valid multipart/form-data. Send the video in the field "file".';
export const RECORDING_LINK_EXPIRED = 'This video link has expired or is not valid. Open the recording again for a new one.';
export const tooLargeMessage = (maxMb: number) => `The recording is larger than ${maxMb} MB. Record a shorter take, or download it instead.`;

/**
 * The recording with its signed address: the bucket's presigned GET when the storage has one (S3), else
 * this folder's signed file route (`/api/recording/<id>/file` as served). Both answer range requests.
 */
async function withUrl(fastify: FastifyInstance, record: RecordingRecord): Promise<Recording> {
  const storage = fastify.recordingsRepository.storage;
  if (storage.presign) {
    const expiresAt = new Date(Date.now() + RECORDING_URL_TTL_SECONDS * 1000);
    return { ...record, url: await storage.presign(record.id, RECORDING_URL_TTL_SECONDS, record.fileName || undefined), urlExpiresAt: expiresAt.toISOString() };
  }
  const { expires, signature } = urlSigner(fastify.config.jwtSecret, 'recording').sign(record.id, RECORDING_URL_TTL_SECONDS);
  return {
    ...record,
    url: `${fastify.prefix}/${record.id}/file?expires=${expires}&signature=${signature}`,
    urlExpiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * The form's parts in the order sent: its text fields, and the video streamed to storage as it comes
 * (checked on its first bytes, cut off past the limit). When projectId comes before the file, the
 * caller's right to write to the project is checked before a byte of video is taken in.
 */
async function readUpload(fastify: FastifyInstance, request: FastifyRequest): Promise<{ fields: Record<string, string>; received: Received; fileName: string }> {
  const maxMb = fastify.config.recordingMaxMb;
  const fields: Record<string, string> = {};
  let received: Received | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 5, parts: 6 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw new Invalid(RECORDING_NO_FILE);
      }
      const early = recordingFieldsSchema.partial().safeParse(fields);
      if (early.success && early.data.projectId) {
        try {
          await fastify.recordingsRepository.checkWriter(request.user.id, early.data.projectId);
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      received = await fastify.recordingsRepository.storage.receive(part.file);
      if (part.file.truncated) throw new TooLarge(tooLargeMessage(maxMb));
      fileName = part.filename ?? '';
    }
  } catch (error) {
    if (received) await fastify.recordingsRepository.storage.discard(received);
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge(tooLargeMessage(maxMb));
    if (statusCode && statusCode < 500) throw error;
    // busboy's parse errors carry no status: they are the client's upload, not our fault.
    throw new Invalid(RECORDING_MALFORMED);
  }
  if (!received) throw new Invalid(RECORDING_NO_FILE);
  return { fields, received, fileName };
}

/** One `bytes=` range of a file of `size` bytes: [start, end] inclusive; null for none or several (the whole file); 'unsatisfiable'. */
export function parseRange(header: string | undefined, size: number): [number, number] | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') || !header.startsWith('bytes=') ? null : 'unsatisfiable';
  const [, from, to] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}

/**
 * /recording: camera takes saved to a project. Members list them; the owner and editors upload and delete
 * (viewers 403); anyone else 404. A take plays from its signed address (`url`), which a video element can
 * use without a bearer token, with range requests.
 */
const recordingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['recording'];

  // Signed: a video element sends no bearer token; the signature in the address stands for the right to play it.
  fastify.get(
    '/:id/file',
    {
      schema: {
        tags,
        summary: 'The video of a recording, from the signed address in its answer; answers range requests (206)',
        params: recordingParams,
        querystring: recordingFileQuery,
        produces: ['video/webm', 'video/mp4'],
        response: { 200: z.any().describe('The video bytes'), 206: z.any().describe('The bytes asked for'), ...errors(403, 404, 416) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!urlSigner(fastify.config.jwtSecret, 'recording').verify(id, expires, signature)) throw new Forbidden(RECORDING_LINK_EXPIRED);
      const recordings = fastify.recordingsRepository;
      const file = await recordings.file(id);
      const size = file ? await recordings.storage.size(id) : null;
      if (!file || size === null) throw new RecordingNotFound();
      const range = parseRange(request.headers.range, size);
      reply
        .type(file.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).type('application/json').send({
          statusCode: 416,
          error: 'Range Not Satisfiable',
          message: `The range asked for is outside the video (${size} bytes).`,
        });
      }
      const [start, end] = range ?? [0, size - 1];
      reply.header('content-length', end - start + 1);
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      return reply.send(await recordings.storage.read(id, start, end));
    },
  );

  const authedRoutes: FastifyPluginAsyncZod = async (authed) => {
    authed.addHook('onRequest', authed.authenticate);
    const security = [{ bearerAuth: [] }];
    const recordings = authed.recordingsRepository;

    authed.get(
      '/',
      {
        schema: {
          tags,
          security,
          summary: "A project's recordings, newest first (any member)",
          querystring: recordingListQuerySchema,
          response: { 200: recordingListResponse, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const { recordings: items, total } = await recordings.list(request.user.id, request.query);
        return page(await Promise.all(items.map((item) => withUrl(fastify, item))), request.query, total);
      },
    );

    authed.get(
      '/:id',
      { schema: { tags, security, summary: 'One recording, with a fresh signed address', params: recordingParams, response: { 200: recordingResponse, ...errors(401, 404) } } },
      async (request) => ({ data: await withUrl(fastify, await recordings.get(request.user.id, request.params.id)) }),
    );

    authed.post(
      '/',
      {
        schema: {
          tags,
          security,
          summary: 'Save a take to a project: multipart with the video in `file` (WebM or MP4, told by its bytes; at most RECORDING_MAX_MB), `projectId` and optional `scriptId`',
          consumes: ['multipart/form-data'],
          response: { 201: recordingResponse, ...errors(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new UnsupportedType(RECORDING_NOT_MULTIPART);
        const { fields, received, fileName } = await readUpload(fastify, request);
        const parsed = recordingFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          await recordings.storage.discard(received);
          const issue = parsed.error.issues[0]!;
          throw new Invalid(issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
        }
        const record = await recordings.create(request.user.id, { ...parsed.data, fileName }, received).catch(async (error: unknown) => {
          await recordings.storage.discard(received);
          throw error;
        });
        return reply.code(201).send({ data: await withUrl(fastify, record) });
      },
    );

    authed.delete(
      '/:id',
      { schema: { tags, security, summary: 'Delete a recording and its video (owner and editors)', params: recordingParams, response: { 204: noContent, ...errors(401, 403, 404) } } },
      async (request, reply) => {
        await recordings.delete(request.user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
  await fastify.register(authedRoutes);
};

export default recordingRoutes;

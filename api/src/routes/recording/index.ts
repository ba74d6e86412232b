import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STORAGE,
  recordingFieldsSchema,
  recordingListQuerySchema,
  storageUsage,
  type Recording,
} from '@brandcast/shared';
import { recordingListResponse, recordingResponse } from '@brandcast/shared/answers';
import { Forbidden, Invalid, TooLarge, UnsupportedType } from '../../lib/domain-errors';
import { accessOf } from '../../lib/feature-gate';
import { urlSigner } from '../../lib/signed-url';
import { RecordingNotFound } from '../../lib/domain-errors';
import type { RecordingRecord } from '../../repositories/recordings/index';
import type { Received } from '../../storage/index';
import { errors, noContent, page } from '../../schemas/common';
import { recordingFileQuery, recordingParams } from '../../schemas/recording';

/** How long a recording's signed address plays: long enough to watch a take, short enough not to be shared. */
export const RECORDING_URL_TTL_SECONDS = 60 * 60;
export const RECORDING_NOT_MULTIPART =
  'Send the recording as multipart/form-data: the video in the field "file", and projectId (scriptId optional).';
export const RECORDING_NO_FILE = 'The video is missing: send it in the field "file".';
export const RECORDING_PROJECT_FIRST =
  'Send projectId (and scriptId) before the file: the project is checked before any of the video is taken in.';
export const RECORDING_MALFORMED = 'The upload is not valid multipart/form-data. Send the video in the field "file".';
export const RECORDING_LINK_EXPIRED =
  'This video link has expired or is not valid. Open the recording again for a new one.';
export const tooLargeMessage = (maxMb: number) =>
  `The recording is larger than ${maxMb} MB. Record a shorter take, or download it instead.`;

/**
 * The recording with its signed address: the bucket's presigned GET when the storage has one (S3), else
 * this folder's signed file route (`/api/recording/<id>/file` as served). Both answer range requests.
 */
async function withUrl(fastify: FastifyInstance, record: RecordingRecord): Promise<Recording> {
  const storage = fastify.recordingsRepository.storage;
  if (storage.presign) {
    const expiresAt = new Date(Date.now() + RECORDING_URL_TTL_SECONDS * 1000);
    return {
      ...record,
      url: await storage.presign(record.id, RECORDING_URL_TTL_SECONDS, record.fileName || undefined),
      urlExpiresAt: expiresAt.toISOString(),
    };
  }
  const { expires, signature } = urlSigner(fastify.config.jwtSecret, 'recording').sign(
    record.id,
    RECORDING_URL_TTL_SECONDS,
  );
  return {
    ...record,
    url: `${fastify.prefix}/${record.id}/file?expires=${expires}&signature=${signature}`,
    urlExpiresAt: new Date(expires * 1000).toISOString(),
  };
}

type RecordingFields = z.output<typeof recordingFieldsSchema>;

/** The form's text fields as recordingFieldsSchema reads them, or the 400 that names the first field wrong. */
function recordingFields(fields: Record<string, string>): RecordingFields {
  const parsed = recordingFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Invalid(issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
}

/**
 * The form's parts in the order sent: its text fields, then the video, streamed to storage as it comes
 * (checked on its first bytes, cut off past the limit). Nothing is stored before the caller's right to write
 * to the project is known: a file before projectId, or a project the caller cannot write to, is refused with
 * its bytes drained. The limit is the smaller of RECORDING_MAX_MB and what is left of the plan's storage, so
 * an upload that does not fit stops there instead of being stored and then deleted.
 */
async function readUpload(
  fastify: FastifyInstance,
  request: FastifyRequest,
): Promise<{ input: RecordingFields; received: Received; fileName: string }> {
  const recordings = fastify.recordingsRepository;
  const maxBytes = fastify.config.recordingMaxMb * 1024 * 1024;
  const { plan } = accessOf(request.user);
  const usage = storageUsage(plan, await recordings.usedBytes(request.user.id));
  const quotaBinds = usage.remainingBytes < maxBytes;
  const tooLarge = () =>
    new TooLarge(quotaBinds ? STORAGE.quotaReached(plan, usage) : tooLargeMessage(fastify.config.recordingMaxMb));
  if (usage.remainingBytes === 0) throw tooLarge();

  const fields: Record<string, string> = {};
  let received: Received | undefined;
  let fileName = '';
  try {
    const limits = { fileSize: Math.min(maxBytes, usage.remainingBytes), files: 1, fields: 5, parts: 6 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      try {
        if (part.fieldname !== 'file' || received) throw new Invalid(RECORDING_NO_FILE);
        if (fields.projectId === undefined) throw new Invalid(RECORDING_PROJECT_FIRST);
        await recordings.checkWriter(request.user.id, recordingFields(fields).projectId);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      received = await recordings.storage.receive(part.file);
      if (part.file.truncated) throw tooLarge();
      fileName = part.filename ?? '';
    }
    if (!received) throw new Invalid(RECORDING_NO_FILE);
    // Read again whole: a field sent after the file counts too (create checks the project again).
    return { input: recordingFields(fields), received, fileName };
  } catch (error) {
    if (received) await recordings.storage.discard(received);
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (statusCode && statusCode < 500) throw error;
    // busboy's parse errors carry no status: they are the client's upload, not our fault.
    throw new Invalid(RECORDING_MALFORMED);
  }
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
        response: {
          200: z.any().describe('The video bytes'),
          206: z.any().describe('The bytes asked for'),
          ...errors(403, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!urlSigner(fastify.config.jwtSecret, 'recording').verify(id, expires, signature))
        throw new Forbidden(RECORDING_LINK_EXPIRED);
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
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .type('application/json')
          .send({
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
      {
        schema: {
          tags,
          security,
          summary: 'One recording, with a fresh signed address',
          params: recordingParams,
          response: { 200: recordingResponse, ...errors(401, 404) },
        },
      },
      async (request) => ({ data: await withUrl(fastify, await recordings.get(request.user.id, request.params.id)) }),
    );

    authed.post(
      '/',
      {
        schema: {
          tags,
          security,
          summary:
            "Save a take to a project: multipart with `projectId` and optional `scriptId` first, then the video in `file` (WebM or MP4, told by its bytes; at most RECORDING_MAX_MB and what is left of the plan's storage, else 413)",
          consumes: ['multipart/form-data'],
          response: { 201: recordingResponse, ...errors(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new UnsupportedType(RECORDING_NOT_MULTIPART);
        const { input, received, fileName } = await readUpload(fastify, request);
        const record = await recordings
          .create(request.user.id, { ...input, fileName }, received)
          .catch(async (error: unknown) => {
            await recordings.storage.discard(received);
            throw error;
          });
        return reply.code(201).send({ data: await withUrl(fastify, record) });
      },
    );

    authed.delete(
      '/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a recording and its video (owner and editors)',
          params: recordingParams,
          response: { 204: noContent, ...errors(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await recordings.delete(request.user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
  await fastify.register(authedRoutes);
};

export default recordingRoutes;

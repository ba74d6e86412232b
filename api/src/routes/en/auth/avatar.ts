import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detectImageType } from '../../../lib/image-type';
import { AVATAR_MAX_SIDE, wholeImageDimensions } from '../../../lib/image-check';
import { Invalid, TooLarge, UnsupportedType } from '../../../lib/domain-errors';
import { errors } from '../../../schemas/common';
import { avatarResponse } from '../../../schemas/user';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = 'The avatar is larger than 2 MB. Choose a smaller image.';
export const AVATAR_WRONG_TYPE = 'The avatar must be a PNG, JPEG, WebP or GIF image.';
export const AVATAR_NOT_MULTIPART = 'Send the avatar as multipart/form-data in the field "avatar".';
export const AVATAR_DAMAGED = 'The avatar image is incomplete or damaged. Save it again and upload the whole file.';
export const avatarTooManyPixels = (width: number, height: number) =>
  `The avatar is ${width}×${height} pixels; choose an image of at most ${AVATAR_MAX_SIDE}×${AVATAR_MAX_SIDE}.`;
export const AVATAR_MALFORMED = 'The upload is not valid multipart/form-data. Send the image in the field "avatar".';

/** The bytes of the `avatar` part; 413 past 2 MB, 400 for a broken or different upload. */
async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
    if (!file) throw new Invalid(AVATAR_NOT_MULTIPART);
    if (file.fieldname !== 'avatar') {
      file.file.resume();
      throw new Invalid(AVATAR_NOT_MULTIPART);
    }
    return await file.toBuffer();
  } catch (error) {
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge(AVATAR_TOO_LARGE);
    if (statusCode && statusCode < 500) throw error;
    // busboy's parse errors carry no status: they are the client's upload, not our fault.
    throw new Invalid(AVATAR_MALFORMED);
  }
}

/** POST /en/auth/avatar: multipart field `avatar`, checked by its bytes, at most 2 MB. */
const avatarRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/avatar',
    {
      schema: {
        tags: ['auth'],
        summary: 'Upload an avatar (multipart field "avatar": a whole PNG, JPEG, WebP or GIF, at most 2 MB and 4096×4096 pixels)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponse, ...errors(400, 401, 413, 415) },
      },
      onRequest: [fastify.authenticate, fastify.refuseApiToken],
    },
    async (request) => {
      if (!request.isMultipart()) throw new UnsupportedType(AVATAR_NOT_MULTIPART);
      const data = await readAvatar(request);
      const type = detectImageType(data);
      if (!type) throw new UnsupportedType(AVATAR_WRONG_TYPE);
      // Whole and of a sane size before it is stored: a cut-off file or a small one declaring a huge picture is refused.
      const size = wholeImageDimensions(data, type);
      if (!size || size.width === 0 || size.height === 0) throw new Invalid(AVATAR_DAMAGED);
      if (size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE) throw new Invalid(avatarTooManyPixels(size.width, size.height));
      const id = await fastify.avatarsRepository.replace(request.user.id, type, data);
      const avatarUrl = `${fastify.prefix.replace(/\/en\/auth$/, '')}/avatars/${id}`;
      await fastify.usersRepository.setAvatarUrl(request.user.id, avatarUrl);
      fastify.authCache.forgetUser(request.user.id);
      return { data: { avatarUrl } };
    },
  );
};

export default avatarRoute;

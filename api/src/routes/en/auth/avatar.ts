import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarResponse } from '@brandcast/shared/answers';
import { AVATAR_MAX_SIDE } from '../../../lib/image-check';
import { imageUploadMessages, readImageUpload, type ImageUploadRules } from '../../../lib/image-upload';
import { errors } from '../../../schemas/common';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The avatar's upload rules, shared with every other image upload (lib/image-upload). */
/** An avatar is shown at 72 pixels at most: stored at up to 256 a side, sharp on any screen. */
export const AVATAR_STORED_SIDE = 256;
export const AVATAR_UPLOAD: ImageUploadRules = {
  field: 'avatar',
  label: 'avatar',
  maxBytes: AVATAR_MAX_BYTES,
  maxSide: AVATAR_MAX_SIDE,
  storedSide: AVATAR_STORED_SIDE,
};
const messages = imageUploadMessages(AVATAR_UPLOAD);
export const AVATAR_TOO_LARGE = messages.tooLarge;
export const AVATAR_WRONG_TYPE = messages.wrongType;
export const AVATAR_NOT_MULTIPART = messages.notMultipart;
export const AVATAR_DAMAGED = messages.damaged;
export const avatarTooManyPixels = messages.tooManyPixels;
export const AVATAR_MALFORMED = messages.malformed;

/** POST /en/auth/avatar: multipart field `avatar`, checked by its bytes, at most 2 MB. */
const avatarRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/avatar',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Upload an avatar (multipart field "avatar": a whole PNG, JPEG, WebP or GIF, at most 2 MB and 4096×4096 pixels)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponse, ...errors(400, 401, 413, 415) },
      },
      onRequest: [fastify.authenticate, fastify.refuseApiToken],
    },
    async (request) => {
      // Whole and of a sane size before it is stored: a cut-off file or a small one declaring a huge picture is refused.
      const { type, data } = await readImageUpload(request, AVATAR_UPLOAD);
      const id = await fastify.avatarsRepository.replace(request.user.id, type, data);
      const avatarUrl = `${fastify.prefix.replace(/\/en\/auth$/, '')}/avatars/${id}`;
      await fastify.usersRepository.setAvatarUrl(request.user.id, avatarUrl);
      fastify.authCache.forgetUser(request.user.id);
      return { data: { avatarUrl } };
    },
  );
};

export default avatarRoute;

import type { FastifyReply, FastifyRequest } from 'fastify';
import { Invalid, TooLarge, UnsupportedType } from './domain-errors';
import { wholeImageDimensions } from './image-check';
import { detectImageType, type ImageType } from './image-type';

/**
 * One multipart image upload, checked the same way wherever it is taken (avatars, brand logos): read from
 * its field with a byte limit (413 past it), recognised by its first bytes (415 for anything else,
 * whatever its name or header says), whole (400 when cut short or damaged) and of a sane size in pixels
 * (400 past `maxSide`, since a small file can declare a huge picture).
 */
export interface ImageUploadRules {
  /** The multipart field, e.g. "avatar" or "logo". */
  field: string;
  /** What the messages call it: "avatar", "logo". */
  label: string;
  maxBytes: number;
  maxSide: number;
}

export const imageUploadMessages = (rules: ImageUploadRules) => {
  const megabytes = rules.maxBytes / (1024 * 1024);
  return {
    tooLarge: `The ${rules.label} is larger than ${megabytes} MB. Choose a smaller image.`,
    wrongType: `The ${rules.label} must be a PNG, JPEG, WebP or GIF image.`,
    notMultipart: `Send the ${rules.label} as multipart/form-data in the field "${rules.field}".`,
    damaged: `The ${rules.label} image is incomplete or damaged. Save it again and upload the whole file.`,
    malformed: `The upload is not valid multipart/form-data. Send the image in the field "${rules.field}".`,
    tooManyPixels: (width: number, height: number) =>
      `The ${rules.label} is ${width}×${height} pixels; choose an image of at most ${rules.maxSide}×${rules.maxSide}.`,
  };
};

async function readField(request: FastifyRequest, rules: ImageUploadRules, messages: ReturnType<typeof imageUploadMessages>): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 5 } });
    if (!file) throw new Invalid(messages.notMultipart);
    if (file.fieldname !== rules.field) {
      file.file.resume();
      throw new Invalid(messages.notMultipart);
    }
    return await file.toBuffer();
  } catch (error) {
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge(messages.tooLarge);
    if (statusCode && statusCode < 500) throw error;
    // busboy's parse errors carry no status: they are the client's upload, not our fault.
    throw new Invalid(messages.malformed);
  }
}

/** The upload's bytes and real type, or the 4xx that says what is wrong with it. */
export async function readImageUpload(request: FastifyRequest, rules: ImageUploadRules): Promise<{ type: ImageType; data: Buffer }> {
  const messages = imageUploadMessages(rules);
  if (!request.isMultipart()) throw new UnsupportedType(messages.notMultipart);
  const data = await readField(request, rules, messages);
  const type = detectImageType(data);
  if (!type) throw new UnsupportedType(messages.wrongType);
  const size = wholeImageDimensions(data, type);
  if (!size || size.width === 0 || size.height === 0) throw new Invalid(messages.damaged);
  if (size.width > rules.maxSide || size.height > rules.maxSide) throw new Invalid(messages.tooManyPixels(size.width, size.height));
  return { type, data };
}

/**
 * Sends a stored image (an avatar, a brand's logo) as it was checked on upload: its own type, never sniffed,
 * loadable by pages of any origin (emails, public pages), cached as the caller says.
 */
export function sendImage(reply: FastifyReply, image: { contentType: string; data: Buffer }, cacheControl: string) {
  return reply
    .type(image.contentType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(image.data);
}

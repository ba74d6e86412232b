import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { Invalid, TooLarge, UnsupportedType } from './domain-errors';
import { wholeImageDimensions } from './image-check';
import { IMAGE_TYPES, type ImageType } from './image-type';

/**
 * One multipart image upload, checked the same way wherever it is taken (avatars, brand logos): read from
 * its field with a byte limit (413 past it), recognised by its content (file-type; 415 for anything else,
 * whatever its name or header says), whole (400 when cut short or damaged) and of a sane size in pixels
 * (400 past `maxSide`, since a small file can declare a huge picture). Then re-encoded (sharp): turned upright by
 * its EXIF orientation, made at most `storedSide` pixels a side (what is shown, at twice its size), and stored
 * without any metadata (a phone photo's EXIF carries where it was taken).
 */
export interface ImageUploadRules {
  /** The multipart field, e.g. "avatar" or "logo". */
  field: string;
  /** What the messages call it: "avatar", "logo". */
  label: string;
  maxBytes: number;
  maxSide: number;
  /** The longest side stored: what the image is shown at, twice over for sharp screens. */
  storedSide: number;
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

async function readField(
  request: FastifyRequest,
  rules: ImageUploadRules,
  messages: ReturnType<typeof imageUploadMessages>,
): Promise<Buffer> {
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

/** The upload's bytes as stored and their type, or the 4xx that says what is wrong with it. */
export async function readImageUpload(
  request: FastifyRequest,
  rules: ImageUploadRules,
): Promise<{ type: ImageType; data: Buffer }> {
  const messages = imageUploadMessages(rules);
  if (!request.isMultipart()) throw new UnsupportedType(messages.notMultipart);
  const data = await readField(request, rules, messages);
  const found = await fileTypeFromBuffer(data);
  if (!found || !IMAGE_TYPES.has(found.mime)) throw new UnsupportedType(messages.wrongType);
  const type = found.mime as ImageType;
  const size = wholeImageDimensions(data, type);
  if (!size || size.width === 0 || size.height === 0) throw new Invalid(messages.damaged);
  if (size.width > rules.maxSide || size.height > rules.maxSide)
    throw new Invalid(messages.tooManyPixels(size.width, size.height));
  return reencode(data, type, rules, messages);
}

/**
 * The image as it is stored: upright, at most `storedSide` a side, without metadata (sharp writes none unless
 * asked). A PNG stays a PNG (a logo's transparency), a GIF becomes a PNG of its first frame, JPEG and WebP keep
 * their format. An image sharp cannot decode whole is the upload's fault: 400.
 */
async function reencode(
  data: Buffer,
  type: ImageType,
  rules: ImageUploadRules,
  messages: ReturnType<typeof imageUploadMessages>,
): Promise<{ type: ImageType; data: Buffer }> {
  const image = sharp(data, { failOn: 'truncated', limitInputPixels: rules.maxSide * rules.maxSide })
    .rotate()
    .resize({ width: rules.storedSide, height: rules.storedSide, fit: 'inside', withoutEnlargement: true });
  try {
    if (type === 'image/jpeg') return { type, data: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer() };
    if (type === 'image/webp') return { type, data: await image.webp({ quality: 85 }).toBuffer() };
    return { type: 'image/png', data: await image.png({ compressionLevel: 9 }).toBuffer() };
  } catch {
    throw new Invalid(messages.damaged);
  }
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

/** The image types an avatar or a logo may be uploaded as, recognised by their content (file-type), never by name or header. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export const IMAGE_TYPES: ReadonlySet<string> = new Set<ImageType>([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
]);

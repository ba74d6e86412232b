import type { ImageType } from './image-type';

/** The widest and tallest avatar taken: a small file can declare a huge picture that a browser would try to decode. */
export const AVATAR_MAX_SIDE = 4096;

export interface Dimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u32le = (b: Uint8Array, i: number) => u24le(b, i) + b[i + 3]! * 0x1000000;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));
const indexOf = (b: Uint8Array, needle: number[], from = 0) =>
  Buffer.from(b.buffer, b.byteOffset, b.byteLength).indexOf(Buffer.from(needle), from);

/** JPEG: the frame header (SOF0-SOF15 but DHT, JPG and DAC) holds the size; segments are walked to it. */
function jpegDimensions(b: Uint8Array): Dimensions | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

function webpDimensions(b: Uint8Array): Dimensions | undefined {
  if (b.length < 30) return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    return {
      width: 1 + (((b[22]! & 0x3f) << 8) | b[21]!),
      height: 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return undefined;
}

/**
 * The picture's size as its header declares it, when the file is whole: a PNG up to its IEND chunk, a JPEG
 * up to its end marker, a GIF up to its trailer, a WebP as long as its RIFF header says. Undefined for a
 * file cut short or damaged.
 */
export function wholeImageDimensions(b: Uint8Array, type: ImageType): Dimensions | undefined {
  switch (type) {
    case 'image/png':
      if (
        b.length < 45 ||
        ascii(b, 12, 4) !== 'IHDR' ||
        indexOf(b, [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 33) < 0
      )
        return undefined;
      return { width: u32be(b, 16), height: u32be(b, 20) };
    case 'image/gif':
      if (b.length < 14 || b.lastIndexOf(0x3b) < 13) return undefined;
      return { width: u16le(b, 6), height: u16le(b, 8) };
    case 'image/jpeg': {
      const size = jpegDimensions(b);
      return size && indexOf(b, [0xff, 0xd9], 4) > 0 ? size : undefined;
    }
    case 'image/webp':
      if (b.length < 12 || u32le(b, 4) + 8 > b.length) return undefined;
      return webpDimensions(b);
  }
}

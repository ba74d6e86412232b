import { createHash, randomBytes } from 'node:crypto';
import type { Reply } from './server';

// The record half of the Bluesky stand-in (bluesky.ts): the names a PDS gives (dids, TID record keys, CIDs),
// its error answers, and the checks it makes on an app.bsky.feed.post before writing it.

/** A blob taken by com.atproto.repo.uploadBlob. */
export interface BlueskyBlob {
  cid: string;
  mimeType: string;
  size: number;
}

/** The largest blob an image embed takes (app.bsky.embed.images: maxSize 1000000). */
export const MAX_BLOB_BYTES = 1_000_000;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const SORTABLE_BASE32 = '234567abcdefghijklmnopqrstuvwxyz';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** An XRPC error answer: `{ error, message }`. */
export const xrpcError = (status: number, error: string, message: string): Reply => ({
  status,
  body: { error, message },
});
export const invalidRequest = (message: string) => xrpcError(400, 'InvalidRequest', message);
const invalidPost = (message: string) => invalidRequest(`Invalid app.bsky.feed.post record: ${message}`);

function base32(bytes: Buffer): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{1,5}/g) ?? []).map((five) => BASE32[parseInt(five.padEnd(5, '0'), 2)]).join('');
}

/** A new did:plc (24 base32 characters, random). */
export const newDid = () => `did:plc:${base32(randomBytes(15))}`;

/** A CIDv1 (sha-256) of the content: codec 0x71 (dag-cbor, records: 'bafyrei…') or 0x55 (raw, blobs: 'bafkrei…'). */
export function cidOf(content: string | Buffer, codec: 0x71 | 0x55): string {
  const digest = createHash('sha256').update(content).digest();
  return 'b' + base32(Buffer.concat([Buffer.from([1, codec, 0x12, 0x20]), digest]));
}

let lastMicros = 0n;
/** A TID record key: 13 sortable-base32 characters of microseconds since 1970 and a clock id, always increasing. */
export function nextTid(): string {
  const now = BigInt(Date.now()) * 1000n;
  lastMicros = now > lastMicros ? now : lastMicros + 1n;
  let value = (lastMicros << 10n) | BigInt(randomBytes(2).readUInt16BE() % 1024);
  let tid = '';
  for (let i = 0; i < 13; i++, value >>= 5n) tid = SORTABLE_BASE32[Number(value & 31n)] + tid;
  return tid;
}

/** 1.2MB, 976.56KB: a size as the PDS words it. */
const prettySize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(2)}MB` : `${+(bytes / 1024).toFixed(2)}KB`;

export const blobTooLarge = (size: number) =>
  xrpcError(
    400,
    'BlobTooLarge',
    `This file is too large. It is ${prettySize(size)} but the maximum size is ${prettySize(MAX_BLOB_BYTES)}.`,
  );

/** Every `{ $type: 'blob', ref: { $link }, mimeType, size }` in a record (an embed's images, a video…). */
function blobRefs(value: unknown): { ref?: { $link?: string }; mimeType?: string; size?: number }[] {
  if (typeof value !== 'object' || value === null) return [];
  if ((value as { $type?: string }).$type === 'blob') return [value];
  return Object.values(value).flatMap(blobRefs);
}

/**
 * The PDS's 400 for a createRecord body it would not write, or undefined: only app.bsky.feed.post (a stand-in
 * limit), a valid record key, text (at most 300 graphemes and 3000 bytes), createdAt, and blobs that were
 * uploaded, with their mimeType and size as uploaded.
 */
export function refusePost(body: Record<string, any>, blobs: BlueskyBlob[]): Reply | undefined {
  const { collection, rkey, record } = body;
  if (collection !== 'app.bsky.feed.post')
    return invalidRequest(`This stand-in only writes app.bsky.feed.post, not ${collection}`);
  if (typeof record !== 'object' || record === null) return invalidRequest('Input must have the property "record"');
  if (record.$type !== undefined && record.$type !== collection)
    return invalidRequest(`Invalid $type: expected ${collection}, got ${record.$type}`);
  if (rkey !== undefined && !/^(?!\.\.?$)[\w.:~-]{1,512}$/.test(String(rkey)))
    return invalidRequest(`Invalid record key: ${rkey}`);
  if (typeof record.text !== 'string') return invalidPost('Record must have the property "text"');
  if (typeof record.createdAt !== 'string') return invalidPost('Record must have the property "createdAt"');
  if ([...graphemes.segment(record.text)].length > 300)
    return invalidPost('Record/text must not be longer than 300 graphemes');
  if (Buffer.byteLength(record.text) > 3000) return invalidPost('Record/text must not be longer than 3000 characters');
  for (const ref of blobRefs(record)) {
    const blob = blobs.find((b) => b.cid === ref.ref?.$link);
    const expected = (what: string, stored: unknown, given: unknown) =>
      `Referenced ${what} does not match stored blob. Expected: ${stored}, Got: ${given}`;
    if (!blob) return xrpcError(400, 'BlobNotFound', `Could not find blob: ${ref.ref?.$link}`);
    if (blob.mimeType !== ref.mimeType)
      return xrpcError(400, 'InvalidMimeType', expected('Mimetype', blob.mimeType, ref.mimeType));
    if (blob.size !== ref.size) return xrpcError(400, 'InvalidSize', expected('Size', blob.size, ref.size));
  }
}

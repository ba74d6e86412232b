import { randomBytes } from 'node:crypto';

/** A tracked link's code: 8 URL-safe characters (48 random bits). */
export function newLinkCode(): string {
  return randomBytes(6).toString('base64url');
}

export const LINK_CODE = /^[A-Za-z0-9_-]{8}$/;

/** The short link people share: {APP_URL}/r/{code} (the server rewrites /r/ to the API's /api/r/). */
export function linkUrl(appUrl: string, code: string): string {
  return `${appUrl}/r/${code}`;
}

import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { isbot } from 'isbot';

/**
 * Who follows a tracked link, as a keyed hash of their address (an IPv6 address by its /64, what one household
 * or phone is given): the same visitor gets the same key, so their clicks count once a day, and no address is
 * stored. Not the browser: a user agent is whatever the sender writes, so rotating it would count again. The
 * key is derived from the server secret for this one purpose.
 */
export function visitorKeyer(serverSecret: string): (ip: string) => string {
  const key = createHmac('sha256', serverSecret).update('brandcast tracked-link visitors').digest();
  return (ip) => createHmac('sha256', key).update(normalizeIP(ip)).digest('base64url').slice(0, 22);
}

/**
 * Whether a request is a person's browser: crawlers and link previews (X, LinkedIn, Facebook and Slack
 * fetch a link when it is posted) are not clicks, and neither is a request that names no browser at all.
 */
export function isPersonsBrowser(userAgent: string | undefined): userAgent is string {
  return Boolean(userAgent?.trim()) && !isbot(userAgent);
}

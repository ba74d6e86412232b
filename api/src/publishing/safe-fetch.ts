import { lookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type RequestInit, type Response } from 'undici';
import { Invalid } from '../lib/domain-errors';

/*
 * Fetching a server a user typed (a Mastodon server, a Bluesky PDS) without letting the address reach into the
 * operator's network: HTTPS only, and every address the name resolves to must be a public one. The check is made
 * where the connection is opened (the agent's own DNS lookup), so a name that resolves to a public address when
 * checked and a private one when fetched (DNS rebinding) is refused too.
 */

/** A global unicast address: not loopback, private, link-local (metadata), unique-local, CGNAT or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class UnsafeServer extends Invalid {}

const refusal = (host: string) =>
  new UnsafeServer(
    `Brandcast does not connect to ${host}: it is a private or local address. Type the server's public address (e.g. mastodon.social).`,
  );

const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(refusal(hostname), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
};

const publicOnly = new Agent({ connect: { lookup: guardedLookup } });
const anyHost = new Agent();

/**
 * The origin of a server address as a user types it ("mastodon.social", "https://mastodon.social/@me"), or a
 * 400 saying what is wrong. Plain http and private addresses only where the operator allows private hosts.
 */
export function serverOrigin(typed: string, allowPrivate: boolean): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Invalid(`"${typed}" is not a server address. Type it as mastodon.social or https://mastodon.social.`);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new Invalid(`Brandcast connects to servers over HTTPS only: type https://${url.host}.`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (isIP(host) ? !isPublicAddress(host) : host === 'localhost' || !host.includes('.'))) {
    throw refusal(url.hostname);
  }
  return url.origin;
}

/** fetch for a typed server: through the guarded agent unless private hosts are allowed. */
export function serverFetch(allowPrivate: boolean) {
  return (url: string, init: RequestInit = {}): Promise<Response> =>
    fetch(url, { ...init, dispatcher: allowPrivate ? anyHost : publicOnly });
}
export type ServerFetch = ReturnType<typeof serverFetch>;

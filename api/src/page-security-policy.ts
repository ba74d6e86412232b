import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Settings } from './storage/config';

/**
 * The Content-Security-Policy of the front end's pages: scripts only from this origin, the remotes'
 * origins (remotes.json) and the inline scripts the build wrote, by hash; no plugins; never in a frame.
 */

/** What a relative address in remotes.json resolves against: this server, 'self' in the policy. */
const THIS_SERVER = 'http://this-server.invalid';

/** A <script> element without src: its text is what the browser hashes. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The 'sha256-…' source of each inline script in an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The hashes of every inline script in the HTML files under the given folders (the built pages), once each. */
export function builtPageScriptHashes(folders: string[]): string[] {
  const hashes = new Set<string>();
  for (const folder of folders) {
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.html'))
        for (const hash of inlineScriptHashes(readFileSync(path.join(folder, file), 'utf8'))) hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

/**
 * The origins of the remotes' manifests in a remotes.json text (`{"mfe_auth": "https://cdn.example/…/mf-manifest.json"}`);
 * a relative address is this server, already 'self'. A manifest's origin also serves its remote's chunks and CSS.
 */
export function remoteOrigins(remotesJson: string): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(JSON.parse(remotesJson) as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value, THIS_SERVER);
    } catch {
      continue;
    }
    if (url.origin === THIS_SERVER || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    // `//cdn.example/…` takes the page's scheme: a source without one does too.
    origins.add(value.startsWith('//') ? url.host : url.origin);
  }
  return [...origins].sort();
}

/**
 * Where browsers play recordings from when they are in a bucket: the host of its presigned GETs (storage/s3.ts).
 * The bucket is in the path (forcePathStyle) or the host name; on AWS the host is <bucket>.s3.<region>.amazonaws.com,
 * or s3.<region>.amazonaws.com for a bucket name the SDK cannot put in a host name.
 */
export function recordingOrigins(s3: S3Settings | undefined): string[] {
  if (!s3) return [];
  const endpoint = s3.publicEndpoint ?? s3.endpoint;
  if (!endpoint) return ['https://*.amazonaws.com'];
  const url = new URL(endpoint);
  return [s3.forcePathStyle ? url.origin : `${url.protocol}//${s3.bucket}.${url.host}`];
}

export interface PageSources {
  /** Origins of the remotes (remoteOrigins). */
  remotes: string[];
  /** 'sha256-…' of the inline scripts the pages carry (builtPageScriptHashes). */
  scriptHashes: string[];
  /** Origins recordings play from besides this server (recordingOrigins). */
  recordings: string[];
}

/** The header's value. */
export function pageSecurityPolicy({ remotes, scriptHashes, recordings }: PageSources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...scriptHashes],
    // Module Federation fetches each remote's mf-manifest.json.
    'connect-src': ["'self'", ...remotes],
    // 'unsafe-inline' for styles only: antd writes its theme (CSS variables, light and dark) into <style> elements at
    // run time, and the pre-rendered pages carry theirs inline. A style cannot run code; a nonce would mean rewriting
    // every HTML answer and threading it through antd's ConfigProvider in the host and each remote.
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    'img-src': ["'self'", ...remotes, 'data:', 'blob:'],
    'font-src': ["'self'", ...remotes, 'data:'],
    // blob: is the teleprompter's recording, played before it is uploaded.
    'media-src': ["'self'", 'blob:', ...recordings],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

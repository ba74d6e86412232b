import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3SettingsFromEnv, type S3Settings } from './storage/config';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './db/timeouts';

/** The repository root (api/..), whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; without it the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /** Connections the PostgreSQL pool may open (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /**
   * PostgreSQL: how long (ms) a request waits for a database connection (DATABASE_CONNECT_TIMEOUT_MS, default
   * 10000) and for a query's answer (DATABASE_QUERY_TIMEOUT_MS, default 10000; 0: no limit) before it answers
   * 503. Together under the 30 s request timeout, so a frozen database is a 503, not a hung request (db/client.ts).
   */
  databaseConnectTimeoutMs: number;
  databaseQueryTimeoutMs: number;
  jwtSecret: string;
  /** Lifetime of an access token, in seconds (TOKEN_TTL_S); the client refreshes it while in use. */
  tokenTtlSeconds: number;
  /** A session's absolute limit from sign-in, in days (SESSION_MAX_DAYS): refreshing cannot pass it. */
  sessionMaxDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of links in emails and of tracked links (APP_URL); unset, this server: http://localhost:{port}. */
  appUrl: string;
  corsOrigins: string[];
  /** Sign-in, sign-up and forgot-password requests per IP and email per minute (AUTH_RATE_LIMIT_MAX, default 10). */
  authRateLimitMax: number;
  /**
   * Requests per IP per minute to each of sign-in, sign-up, forgot-password and reset-password, whatever the
   * email (AUTH_RATE_LIMIT_IP_MAX, default 3 × authRateLimitMax): rotating emails from one address is limited.
   */
  authRateLimitIpMax: number;
  logLevel: string;
  /**
   * How long (ms) a checked token's user is reused without asking the database (AUTH_CACHE_MS, default
   * 2000; 0 turns it off). Sign-out, password and profile changes on this instance take effect at once;
   * with several instances, another instance may accept a signed-out token for up to this long.
   */
  authCacheMs: number;
  /**
   * Which X-Forwarded-For entries are believed (TRUST_PROXY): false (none, the default); a number of proxy
   * hops in front of the API (`1` or `true`: one); or the proxies' addresses and CIDR ranges. Fastify's
   * `trustProxy`: the client's address is the last entry no trusted proxy added, so a forged entry sent by a
   * client is never taken for it.
   */
  trustProxy: false | number | string[];
  /** scrypt cost: N = 2^scryptLogN (SCRYPT_LOG_N, default 15). */
  scryptLogN: number;
  /**
   * One seed for every generation (ENGINE_SEED): the built-in writer then gives the same text for the same brief
   * and the same lines already kept, so a demo or a screenshot can be made again. Unset (the default), each request
   * draws a new seed, which is what makes "Generate" again give new candidates.
   */
  engineSeed: number | undefined;
  /** GET /dev/outbox: read the latest emails (e2e and local use only). */
  exposeOutbox: boolean;
  /** GET /bench/hello: the bare route the benchmark compares against. */
  benchRoutes: boolean;
  /**
   * How often (ms) the scheduler publishes copies whose scheduled time has come (SCHEDULER_INTERVAL_MS,
   * default 30000; 0 turns it off on this instance). Safe with several instances: each due copy is
   * published once.
   */
  schedulerIntervalMs: number;
  /**
   * The PostgreSQL schema of the durable job queue, pg-boss (JOBS_SCHEMA, default "pgboss"): emails, exports
   * and the sweeps are jobs there (plugins/app/jobs.ts).
   */
  jobsSchema: string;
  /** The largest recording a user may upload, in megabytes (RECORDING_MAX_MB, default 500): past it, 413. */
  recordingMaxMb: number;
  /** Recordings in an S3-compatible bucket when S3_BUCKET is set (storage/config.ts); else files under DATA_DIR/recordings. */
  s3: S3Settings | undefined;
  /**
   * Payments, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set: Checkout for upgrades, the
   * customer portal, and webhooks at /api/stripe/webhook. STRIPE_API_BASE points the client elsewhere (tests,
   * stripe-mock).
   */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /**
   * Mastodon servers and Bluesky PDSs a user types are reached over HTTPS only, and never at a loopback, private,
   * link-local or metadata address, unless ALLOW_PRIVATE_CHANNEL_HOSTS=1 (a fediverse on a LAN; tests), which
   * allows those and plain http too.
   */
  allowPrivateChannelHosts: boolean;
  /** How long (ms) Brandcast waits for a platform's answer (PLATFORM_TIMEOUT_MS, default 15000). */
  platformTimeoutMs: number;
  /** The secret channel tokens are sealed under (CHANNEL_TOKEN_SECRET; unset, derived from the JWT secret). */
  channelTokenSecret: string;
}

const DEFAULT_CORS_ORIGINS = [3100, 3101, 3102, 3103, 3104].map((port) => `http://localhost:${port}`);

function schemaName(name: string, value: string | undefined, fallback: string): string {
  const given = value?.trim() || fallback;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(given))
    throw new Error(`${name} must be a lower-case PostgreSQL name (letters, digits, _), not "${given}"`);
  return given;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return parsed;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `0` or `false` believe no X-Forwarded-For; a whole number is the proxy hops in front of
 * the API (`true` means 1); else a comma list of the proxies' addresses or CIDR ranges. Anything else stops
 * the start with what to write.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (1 for one reverse proxy), or a comma list of the proxies' addresses or CIDR ranges (10.0.0.0/8, 192.168.1.10); "${wrong.join('", "')}" is neither. Got "${text}"`,
    );
  }
  return entries;
}

export function resolveDataDir(value: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (!value) return path.join(REPO_ROOT, '.data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR so tokens survive a restart. */
function jwtSecretFor(dataDir: string, value: string | undefined): string {
  if (value) return value;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config = readConfig(env, overrides);
  // Three emails' worth per address unless set: a household or an office shares one address.
  const authRateLimitIpMax =
    overrides.authRateLimitIpMax ??
    integer('AUTH_RATE_LIMIT_IP_MAX', env.AUTH_RATE_LIMIT_IP_MAX, 3 * config.authRateLimitMax);
  const channelTokenSecret = overrides.channelTokenSecret || env.CHANNEL_TOKEN_SECRET || config.jwtSecret;
  return { ...config, authRateLimitIpMax, channelTokenSecret };
}

function readConfig(env: NodeJS.ProcessEnv, overrides: Partial<Config>): Omit<Config, 'authRateLimitIpMax'> {
  const dataDir = overrides.dataDir ?? resolveDataDir(env.DATA_DIR, env);
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  const port = overrides.port ?? integer('PORT', env.PORT, 3001);
  return {
    port,
    // Only this machine by default: a laptop running `npm start` does not serve its network (HOST to choose).
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: Math.max(1, integer('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10)),
    databaseConnectTimeoutMs: Math.max(
      1,
      integer('DATABASE_CONNECT_TIMEOUT_MS', env.DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_CONNECT_TIMEOUT_MS),
    ),
    databaseQueryTimeoutMs: integer(
      'DATABASE_QUERY_TIMEOUT_MS',
      env.DATABASE_QUERY_TIMEOUT_MS,
      DEFAULT_QUERY_TIMEOUT_MS,
    ),
    jwtSecret: overrides.jwtSecret ?? jwtSecretFor(dataDir, env.JWT_SECRET),
    tokenTtlSeconds: Math.max(1, integer('TOKEN_TTL_S', env.TOKEN_TTL_S, 3600)),
    sessionMaxDays: Math.max(1, integer('SESSION_MAX_DAYS', env.SESSION_MAX_DAYS, 30)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Brandcast <no-reply@brandcast.local>',
    // Links in emails and tracked links point at this server unless APP_URL names the public address.
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins,
    authRateLimitMax: integer('AUTH_RATE_LIMIT_MAX', env.AUTH_RATE_LIMIT_MAX, 10),
    logLevel: env.LOG_LEVEL || 'info',
    authCacheMs: integer('AUTH_CACHE_MS', env.AUTH_CACHE_MS, 2000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    scryptLogN: integer('SCRYPT_LOG_N', env.SCRYPT_LOG_N, 15),
    engineSeed: env.ENGINE_SEED ? integer('ENGINE_SEED', env.ENGINE_SEED, 0) : undefined,
    exposeOutbox: env.EXPOSE_OUTBOX === '1',
    benchRoutes: env.BENCH_ROUTES === '1',
    schedulerIntervalMs: integer('SCHEDULER_INTERVAL_MS', env.SCHEDULER_INTERVAL_MS, 30_000),
    jobsSchema: schemaName('JOBS_SCHEMA', env.JOBS_SCHEMA, 'pgboss'),
    recordingMaxMb: Math.max(1, integer('RECORDING_MAX_MB', env.RECORDING_MAX_MB, 500)),
    s3: s3SettingsFromEnv(env),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE || undefined,
          }
        : undefined,
    allowPrivateChannelHosts: env.ALLOW_PRIVATE_CHANNEL_HOSTS === '1',
    channelTokenSecret: '',
    platformTimeoutMs: Math.max(1, integer('PLATFORM_TIMEOUT_MS', env.PLATFORM_TIMEOUT_MS, 15_000)),
    ...overrides,
  };
}

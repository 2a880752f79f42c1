import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from './security/trust-proxy.js';

/**
 * argon2 checks at once by default: half the machine's cores, at least one. Each check takes a core for
 * its length; on two cores, two at once left the readers none (under a flood of logins for unknown
 * emails, article misses p99 829 ms against 547 ms with one, cached pages 51 against 34 ms).
 */
export const DEFAULT_PASSWORD_HASHES = Math.max(1, Math.floor(availableParallelism() / 2));

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, …); null for AWS itself. */
  endpoint: string | null;
  /** `host/bucket/key` addressing instead of `bucket.host/key`, which most self-hosted services need. */
  forcePathStyle: boolean;
}

export interface Config {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; absent means the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Read replicas of DATABASE_URL for public reads; see docs/operations.md, "Read replicas". */
  readReplicas: ReadReplicaSettings;
  /** Where uploads are written: `mediaDir` on local disk, or the `s3` bucket. */
  mediaStorage: 'local' | 's3';
  mediaDir: string;
  /** Set exactly when mediaStorage is 's3'. */
  s3: S3Settings | null;
  /** A CDN origin (with an optional path) readers fetch media from instead of `/media` on this site. */
  mediaPublicUrl: string | null;
  redisUrl: string | null;
  /** Origin the site is reached at; used for canonical URLs, sitemaps and the CSRF origin check. */
  publicUrl: string;
  /** `Secure` on the session cookie; off only for plain-HTTP localhost. */
  cookieSecure: boolean;
  /** Proxies in front of the app; the client address is the right-most one none of them wrote. */
  trustProxy: TrustProxy;
  /** Idle timeout and absolute lifetime of a session, for staff (admin, editor) and for readers. */
  sessions: SessionPolicy;
  logLevel: string;
  /** A log line per request; off by default (the proxy or CDN in front keeps access logs), errors are always logged. */
  logRequests: boolean;
  adminDist: string;
  siteDist: string;
  /** Per-IP login attempts and comment posts allowed per window. */
  loginMaxPerIp: number;
  commentMaxPerIp: number;
  /** BENCH_METRICS=1: the server reports its event-loop delay and memory to the benchmark. */
  benchMetrics: boolean;
  /** Memory for rendered public responses (MB); 0 turns the page cache off. */
  pageCacheMb: number;
  /** Worker processes sharing the port (node:cluster); 1 serves from this very process. */
  webConcurrency: number;
  /** Threads public pages are rendered on (see src/ssr/render-pool.ts); 0 renders in the request's thread. */
  renderThreads: number;
  /** How often acknowledged view counts are added to news and galleries (ms); 0: only on close or on demand. */
  viewFoldMs: number;
  /** Silence after which a live stream sends a comment, so proxies and browsers keep it open (ms). */
  liveHeartbeatMs: number;
  /** `pnpm start:demo`: how often one of the demo's games under way moves on (a note, fresh statistics); 0 stops it. */
  demoTickMs: number;
  /** Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); null: push is off, the in-site bell still works. */
  vapid: VapidSettings | null;
  /** Signs preview links (PREVIEW_SECRET); null: a secret generated once and kept under dataDir (see src/preview/secret.ts). */
  previewSecret: string | null;
  /** Bounds on what one client or one kind of work may hold; see docs/security.md, "Limits". */
  limits: ServerLimits;
  /** A shared cache in front (Varnish, Cloudflare, Fastly) that the app purges by tag; see docs/operations.md. */
  cdn: CdnSettings;
}

export type CdnPurgeSettings =
  | { kind: 'varnish'; urls: URL[] }
  | { kind: 'cloudflare'; zoneId: string; apiToken: string; apiBase: string | null }
  | { kind: 'fastly'; serviceId: string; apiToken: string; apiBase: string | null };

export interface CdnSettings {
  /** How purges reach the cache in front; null: none is purged, and none is told to keep pages longer than Cache-Control says. */
  purge: CdnPurgeSettings | null;
  /** How long the cache in front keeps a public page it is told to purge (`Surrogate-Control`), in seconds. */
  maxAgeS: number;
}

export interface ReadReplicaSettings {
  /** DATABASE_READ_URLS; empty: every read goes to the primary. */
  urls: string[];
  /** Longest a render waits for a replica to replay a change it must show before reading the primary (ms). */
  waitMs: number;
  /** A replica this far behind the changes heard is skipped until it catches up (ms). */
  maxLagMs: number;
}

export interface ServerLimits {
  /** Silence allowed while a request's body is arriving before it is answered 408 and closed (ms). */
  bodyIdleMs: number;
  /** Time to receive a whole request, headers and body (ms): the bound for a body that trickles in. */
  requestMs: number;
  /** Time to receive a request's headers (ms). */
  headersMs: number;
  /** How long an idle keep-alive connection is kept (ms). */
  keepAliveMs: number;
  /** Open connections one address may hold (when clients connect directly) and open in all. */
  connectionsPerIp: number;
  connections: number;
  /** New connections the kernel holds until the process accepts them (the listen backlog). */
  listenBacklog: number;
  /** Listening sockets bound to the port, each one more accept per turn of the event loop (Node 22.12+). */
  listenSockets: number;
  /** Live-score streams one client address may hold. */
  liveStreamsPerIp: number;
  /** Password hashes computed at once, and how many more may wait for one before a 503. */
  passwordHashes: number;
  passwordHashQueue: number;
  /** Staff (back office) requests that may use the database at once, and how many may wait for their turn. */
  staffConcurrency: number;
  staffQueue: number;
  /** CSV exports one staff member, and all of staff, may have under way at once. */
  exportsPerUser: number;
  exports: number;
  /** PostgreSQL connections in this process's pool. */
  dbPool: number;
  /** Comments awaiting moderation on one article, and on the whole site, before new ones are refused. */
  pendingCommentsPerItem: number;
  pendingComments: number;
  /** Page renders waiting for a turn, in all (past it a 503) and from one address (past it a 429). */
  renderWaiting: number;
  renderWaitingPerIp: number;
}

export interface SessionLimits {
  idleMs: number;
  lifetimeMs: number;
}
export interface SessionPolicy {
  staff: SessionLimits;
  reader: SessionLimits;
}

export class ConfigError extends Error {}

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

function duration(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const m = /^(\d{1,6})(m|h|d)$/.exec(value.trim());
  if (!m || Number(m[1]) === 0) throw new ConfigError(`${name} must be a duration such as 30m, 2h or 14d, got "${value}"`);
  return Number(m[1]) * UNITS[m[2] as keyof typeof UNITS];
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  const n = integer(name, value, fallback);
  if (n < 1) throw new ConfigError(`${name} must be at least 1, got "${value}"`);
  return n;
}

function bool(value: string | undefined): boolean | null {
  if (value === undefined || value === '') return null;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http:// or https:// URL, got "${value}"`);
  if (url.search || url.hash) throw new ConfigError(`${name} must not have a query or fragment, got "${value}"`);
  return url;
}

/** A URL as an error message may show it: without its password. */
function redacted(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}

function postgresUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name}: "${value.replace(/:[^:@/]*@/, ':***@')}" is not a URL`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new ConfigError(`${name} must list postgres:// or postgresql:// URLs, got "${redacted(url)}"`);
  if (!url.hostname) throw new ConfigError(`${name}: "${redacted(url)}" names no host`);
  return url;
}

/**
 * DATABASE_READ_URLS, comma-separated. Replicas only make sense beside a PostgreSQL primary: set without
 * DATABASE_URL the server would quietly run on the embedded database, which has none.
 */
export function readReplicaSettings(env: NodeJS.ProcessEnv, databaseUrl: string | null): ReadReplicaSettings {
  const listed = (env.DATABASE_READ_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (listed.length > 0 && !databaseUrl)
    throw new ConfigError('DATABASE_READ_URLS is set but DATABASE_URL is not: read replicas need the PostgreSQL primary they follow');
  const urls = listed.map((u) => postgresUrl('DATABASE_READ_URLS', u).href);
  if (new Set(urls).size !== urls.length) throw new ConfigError('DATABASE_READ_URLS lists the same replica twice');
  if (databaseUrl && urls.includes(new URL(databaseUrl).href))
    throw new ConfigError('DATABASE_READ_URLS lists DATABASE_URL itself: list the replicas, the primary is always used');
  return {
    urls,
    waitMs: integer('REPLICA_WAIT_MS', env.REPLICA_WAIT_MS, 200),
    maxLagMs: positive('REPLICA_MAX_LAG_MS', env.REPLICA_MAX_LAG_MS, 5_000),
  };
}

/** A short secret could be guessed from the links it signs. */
function previewSecret(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 32)
    throw new ConfigError(`PREVIEW_SECRET must be at least 32 characters long (e.g. openssl rand -hex 32), got ${value.length}`);
  return value;
}

function serverLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const dbPool = positive('DB_POOL_MAX', env.DB_POOL_MAX, 10);
  const staffConcurrency = positive('STAFF_CONCURRENCY', env.STAFF_CONCURRENCY, Math.max(1, Math.floor(dbPool / 4)));
  // Staff must leave readers a share of the pool, or a burst of exports takes every connection.
  if (staffConcurrency >= dbPool)
    throw new ConfigError(
      `STAFF_CONCURRENCY (${staffConcurrency}) must be below DB_POOL_MAX (${dbPool}) so readers keep connections of their own`,
    );
  const connectionsPerIp = positive('MAX_CONNECTIONS_PER_IP', env.MAX_CONNECTIONS_PER_IP, 300);
  const renderWaiting = positive('RENDER_QUEUE', env.RENDER_QUEUE, 256);
  return {
    bodyIdleMs: positive('BODY_TIMEOUT_MS', env.BODY_TIMEOUT_MS, 20_000),
    requestMs: positive('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 600_000),
    headersMs: positive('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 15_000),
    keepAliveMs: positive('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 65_000),
    connectionsPerIp,
    connections: positive('MAX_CONNECTIONS', env.MAX_CONNECTIONS, 8_000),
    listenBacklog: positive('LISTEN_BACKLOG', env.LISTEN_BACKLOG, 4_096),
    listenSockets: positive('LISTEN_SOCKETS', env.LISTEN_SOCKETS, 8),
    liveStreamsPerIp: Math.min(connectionsPerIp, positive('LIVE_MAX_PER_IP', env.LIVE_MAX_PER_IP, 200)),
    passwordHashes: positive('PASSWORD_HASH_CONCURRENCY', env.PASSWORD_HASH_CONCURRENCY, DEFAULT_PASSWORD_HASHES),
    passwordHashQueue: integer('PASSWORD_HASH_QUEUE', env.PASSWORD_HASH_QUEUE, 32),
    staffConcurrency,
    staffQueue: integer('STAFF_QUEUE', env.STAFF_QUEUE, 50),
    exportsPerUser: positive('EXPORTS_PER_USER', env.EXPORTS_PER_USER, 3),
    exports: positive('EXPORTS_MAX', env.EXPORTS_MAX, 20),
    dbPool,
    pendingCommentsPerItem: positive('PENDING_COMMENTS_PER_ITEM', env.PENDING_COMMENTS_PER_ITEM, 50),
    pendingComments: positive('PENDING_COMMENTS_MAX', env.PENDING_COMMENTS_MAX, 2_000),
    renderWaiting,
    // Half the line: one address (a carrier's shared one, or a proxy not named in TRUST_PROXY) may fill
    // it halfway, never wholly; fifty readers' misses at once from one address all wait their turn.
    renderWaitingPerIp: positive('RENDER_QUEUE_PER_IP', env.RENDER_QUEUE_PER_IP, Math.max(1, Math.floor(renderWaiting / 2))),
  };
}

/** The variables each way of purging needs, named in the error when one is missing. */
function required(env: NodeJS.ProcessEnv, kind: string, ...names: string[]): string[] {
  const missing = names.filter((n) => !env[n]);
  if (missing.length) throw new ConfigError(`CDN_PURGE=${kind} needs ${missing.join(' and ')}`);
  return names.map((n) => env[n]!);
}

function cdnSettings(env: NodeJS.ProcessEnv): CdnSettings {
  const maxAgeS = positive('CDN_MAX_AGE', env.CDN_MAX_AGE, 86_400);
  const kind = (env.CDN_PURGE || '').toLowerCase();
  // An API address other than the vendor's own: a proxy in between, or a test double of the API.
  const apiBase = env.CDN_PURGE_URL ? httpUrl('CDN_PURGE_URL', env.CDN_PURGE_URL).href.replace(/\/+$/, '') : null;
  if (kind === '' || kind === 'off') {
    if (env.VARNISH_PURGE_URLS || env.CLOUDFLARE_ZONE_ID || env.FASTLY_SERVICE_ID)
      throw new ConfigError('A CDN is configured but CDN_PURGE is not set: set CDN_PURGE=varnish, cloudflare or fastly');
    return { purge: null, maxAgeS };
  }
  if (kind === 'varnish') {
    const [list] = required(env, kind, 'VARNISH_PURGE_URLS');
    const urls = list
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
      .map((u) => httpUrl('VARNISH_PURGE_URLS', u));
    // fetch refuses an address with credentials in it: every purge would fail, and be tried again forever.
    if (urls.some((u) => u.username || u.password))
      throw new ConfigError('VARNISH_PURGE_URLS must not hold a user or password; limit purges by address in the VCL instead');
    return { purge: { kind, urls }, maxAgeS };
  }
  if (kind === 'cloudflare') {
    const [zoneId, apiToken] = required(env, kind, 'CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN');
    return { purge: { kind, zoneId, apiToken, apiBase }, maxAgeS };
  }
  if (kind === 'fastly') {
    const [serviceId, apiToken] = required(env, kind, 'FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN');
    return { purge: { kind, serviceId, apiToken, apiBase }, maxAgeS };
  }
  throw new ConfigError(`CDN_PURGE must be varnish, cloudflare, fastly or off, got "${env.CDN_PURGE}"`);
}

// AWS's bucket naming rules, which S3-compatible services follow too.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function mediaStorage(env: NodeJS.ProcessEnv): Pick<Config, 'mediaStorage' | 's3' | 'mediaPublicUrl'> {
  const kind = (env.MEDIA_STORAGE || 'local').toLowerCase();
  if (kind !== 'local' && kind !== 's3') throw new ConfigError(`MEDIA_STORAGE must be "local" or "s3", got "${env.MEDIA_STORAGE}"`);
  const mediaPublicUrl = env.MEDIA_PUBLIC_URL ? httpUrl('MEDIA_PUBLIC_URL', env.MEDIA_PUBLIC_URL).href.replace(/\/+$/, '') : null;
  const bucket = env.S3_BUCKET || '';
  if (kind === 'local') {
    // Uploads would silently land on this machine's disk instead of the bucket the operator meant.
    if (bucket)
      throw new ConfigError(
        'S3_BUCKET is set but MEDIA_STORAGE is not "s3": set MEDIA_STORAGE=s3 to store media in the bucket, or remove S3_BUCKET',
      );
    return { mediaStorage: 'local', s3: null, mediaPublicUrl };
  }
  if (!bucket) throw new ConfigError('MEDIA_STORAGE=s3 needs S3_BUCKET, the name of the bucket to store media in');
  if (!BUCKET_NAME.test(bucket))
    throw new ConfigError(`S3_BUCKET is not a valid bucket name (3-63 lowercase letters, digits, dots, hyphens): "${bucket}"`);
  const endpoint = env.S3_ENDPOINT ? httpUrl('S3_ENDPOINT', env.S3_ENDPOINT).href.replace(/\/+$/, '') : null;
  const pathStyle = (env.S3_FORCE_PATH_STYLE || '').toLowerCase();
  if (pathStyle !== '' && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be "true" or "false", got "${env.S3_FORCE_PATH_STYLE}"`);
  }
  // Self-hosted services (MinIO and the like) mostly answer only path-style requests; AWS prefers virtual hosts.
  const forcePathStyle = pathStyle === '' ? endpoint !== null : pathStyle === 'true';
  return { mediaStorage: 's3', s3: { bucket, endpoint, forcePathStyle }, mediaPublicUrl };
}

/** Reads and validates the environment once; everything else receives the resulting object. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = integer('PORT', env.PORT, 3000);
  const host = env.HOST || '0.0.0.0';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL: "${publicUrl}"`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const dataDir = resolve(root, env.DATA_DIR || 'data');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy instanceof Error) throw new ConfigError(trustProxy.message);
  return {
    env: mode,
    host,
    port,
    databaseUrl,
    dataDir,
    readReplicas: readReplicaSettings(env, databaseUrl),
    mediaDir: resolve(root, env.MEDIA_DIR || `${dataDir}/media`),
    ...mediaStorage(env),
    redisUrl: env.REDIS_URL || null,
    publicUrl,
    cookieSecure: bool(env.COOKIE_SECURE) ?? parsed.protocol === 'https:',
    trustProxy,
    sessions: {
      staff: {
        idleMs: duration('SESSION_IDLE_STAFF', env.SESSION_IDLE_STAFF, 2 * UNITS.h),
        lifetimeMs: duration('SESSION_LIFETIME_STAFF', env.SESSION_LIFETIME_STAFF, 12 * UNITS.h),
      },
      reader: {
        idleMs: duration('SESSION_IDLE_READER', env.SESSION_IDLE_READER, 14 * UNITS.d),
        lifetimeMs: duration('SESSION_LIFETIME_READER', env.SESSION_LIFETIME_READER, 30 * UNITS.d),
      },
    },
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    logRequests: bool(env.LOG_REQUESTS) ?? false,
    adminDist: resolve(root, env.ADMIN_DIST || 'admin/dist'),
    siteDist: resolve(root, env.SITE_DIST || 'public-site/dist'),
    loginMaxPerIp: integer('LOGIN_MAX_PER_IP', env.LOGIN_MAX_PER_IP, 20),
    commentMaxPerIp: integer('COMMENT_MAX_PER_IP', env.COMMENT_MAX_PER_IP, 5),
    benchMetrics: bool(env.BENCH_METRICS) ?? false,
    pageCacheMb: integer('PAGE_CACHE_MB', env.PAGE_CACHE_MB, 256),
    webConcurrency: positive('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1),
    renderThreads: integer('RENDER_THREADS', env.RENDER_THREADS, 1),
    viewFoldMs: integer('VIEW_FOLD_MS', env.VIEW_FOLD_MS, 5_000),
    liveHeartbeatMs: positive('LIVE_HEARTBEAT_MS', env.LIVE_HEARTBEAT_MS, 15_000),
    demoTickMs: integer('DEMO_TICK_MS', env.DEMO_TICK_MS, 20_000),
    previewSecret: previewSecret(env.PREVIEW_SECRET),
    vapid: vapidSettings(env),
    limits: serverLimits(env),
    cdn: cdnSettings(env),
  };
}

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or an https URL push services may contact about this sender. */
  subject: string;
}

function vapidSettings(env: NodeJS.ProcessEnv): VapidSettings | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey && !privateKey && !subject) return null;
  if (!publicKey || !privateKey || !subject)
    throw new ConfigError('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three, or none to turn push off');
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new ConfigError('VAPID_SUBJECT must be a mailto: or https:// URL');
  return { publicKey, privateKey, subject };
}

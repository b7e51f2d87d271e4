import { resolve } from 'node:path';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '@tribal/contracts';
import { StartUpError } from '../start-up/start-up-error';
import { parseTestingClock } from '../testing-clock/testing-clock';

/** Nest's injection token for the AppConfig the process started with. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Everything the process reads from its environment, read once at start-up. */
export interface AppConfig {
  port: number;
  /** Absent: an embedded PostgreSQL under `dataDir` is started. */
  databaseUrl?: string;
  /** Absent or unreachable: jobs run in-process from the durable Postgres outbox. */
  redisUrl?: string;
  /** Absent: mail is written as .eml files to `dataDir/outbox`. */
  smtpUrl?: string;
  mailFrom: string;
  /** Initial admin password; absent: one is generated on first start and printed once. */
  adminPassword?: string;
  adminEmail?: string;
  dataDir: string;
  embeddedPostgresPort: number;
  /** Connections per process; each command holds one for its whole transaction. */
  databasePoolSize: number;
  /** Origins allowed by CORS; the app itself is same-origin and needs none. */
  corsOrigins: string[];
  /** Where the built React app lives; served with history fallback when present. */
  frontendDist: string;
  /** Public base URL used in links inside emails, without a trailing slash (see `mail/app-link.ts`). */
  publicUrl: string;
  /** Prefix for Redis keys (queues, socket.io adapter), so several apps or tests can share one Redis. */
  redisPrefix: string;
  /** Cookie `secure` flag: SECURE_COOKIES, by default on when PUBLIC_URL is https. */
  secureCookies: boolean;
  /** Problem reports from these emails or client IPs are refused (BLOCKED_REPORTERS, comma-separated). */
  blockedReporters: string[];
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Express's `trust proxy`): a hop count, or
   * addresses / subnets / names such as `loopback`. Rate limits (HTTP and live) count per client address, so
   * behind a load balancer this must name it, or every client shares the balancer's address (the compose file's
   * nginx: `1`, the one hop in front of the app).
   */
  trustProxy: number | boolean | string[];
  /** Bytes of encoded standings snapshots each process keeps (STANDINGS_CACHE_MB). */
  standingsCacheBytes: number;
  /**
   * Live connections plus subscribes one client address may open per second (bursts of ten times that); beyond
   * it they are refused, so one flooding client cannot starve everyone else (LIVE_PER_ADDRESS_PER_SECOND).
   */
  livePerAddressPerSecond: number;
  /** At most one pick-board push per league and episode in this many ms (PICKS_PUSH_SPACING_MS). */
  picksPushSpacingMs: number;
  /**
   * Joins (and join attempts, a wrong code included) one client address may make per hour (JOINS_PER_ADDRESS_PER_HOUR),
   * and one email address (JOINS_PER_EMAIL_PER_HOUR): a script cannot guess a league's code or enrol strangers'
   * addresses, while a family or an office behind one address still joins together.
   */
  joinsPerAddressPerHour: number;
  joinsPerEmailPerHour: number;
  /**
   * MAX_LEAGUE_MEMBERS: a league holds at most this many members, the commissioner's own entry included (a join or a
   * next-season rejoin beyond answers 409): nobody enrols a mailing list into a league to write to it.
   */
  maxLeagueMembers: number;
  /** Bearer token that opens GET /metrics from other machines (METRICS_TOKEN); without it, loopback only. */
  metricsToken?: string;
  /**
   * METRICS_PORT: GET /metrics is also served on this port, bound to 127.0.0.1 only, without a token (a
   * Prometheus or agent on the same machine scrapes it; nothing else can reach it). Absent: no such port.
   */
  metricsPort?: number;
  /**
   * LIVE_REDIS_ADAPTER: how pushes cross processes. `streams` (default): @socket.io/redis-streams-adapter, every
   * broadcast an entry of one Redis stream (`REDIS_PREFIX#socket.io`, the newest 10,000 kept) that each process reads
   * on from where it stopped, so pushes made while Redis was away arrive once it is back instead of being lost (the
   * only one of the three that lost none in `bench:chaos`). `pubsub`: @socket.io/redis-adapter on Redis pub/sub, every
   * process hears every room's broadcast; for a Redis without streams (before 5). `sharded`: its sharded adapter (Redis
   * 7 sharded pub/sub, a channel per room): a process hears only the rooms it has viewers in. Figures of all three in
   * docs/benchmarks.md ("Which Redis adapter loses nothing") and docs/several-machines.md.
   */
  liveRedisAdapter: LiveRedisAdapter;
  /** TESTING_CLOCK=1 (browser tests only, refused with NODE_ENV=production): PUT /api/testing/clock sets the clock. */
  testingClock?: boolean;
  /** LOG_LEVEL (pino's: trace, debug, info, warn, error, fatal, silent); default info. */
  logLevel: string;
  /** LOG_FORMAT=pretty: readable lines for a terminal instead of JSON lines. */
  logPretty: boolean;
  /**
   * OBSERVABILITY=off: no request id, no per-request log line (at any level) and no HTTP histogram, so that
   * `npm run bench:http` can measure what they cost. Everything else (start-up lines, errors logged by the app,
   * the other metrics) stays. Default on.
   */
  observability: boolean;
  /**
   * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, as web-push's generateVAPIDKeys makes them): the key pair push
   * services know this server by. Both or neither: without them a pair is made at the first start and kept in the
   * database (`push/vapid-keys.ts`), the same for every process.
   */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** VAPID_SUBJECT: who push services may contact about this server (mailto: or https:); default PUBLIC_URL's. */
  vapidSubject: string;
  /**
   * PUSH_SERVICE_HOSTS (comma-separated, `*.` matches any subdomain): the only hosts a push subscription's endpoint may
   * name; default the push services of Chrome, Firefox, Safari and Edge. The server never posts elsewhere.
   */
  pushServiceHosts: string[];
  /**
   * PUSH_SERVICE_CA_FILE: a PEM file of certificate authorities to trust for push services, on top of the usual ones:
   * for tests (a stand-in push service with a self-signed certificate) and private push services. Absent: the usual.
   */
  pushServiceCaFile?: string;
  /**
   * PUSH_RETRY_BASE_DELAY_MS: the wait before a notification a push service refused with 429 or 5xx is tried again,
   * doubling each time (default 15 s; tests shorten it).
   */
  pushRetryBaseDelayMs: number;
}

/** OBSERVABILITY: `off` (or `false`, `0`) turns the per-request work off; anything else, or unset, leaves it on. */
export function parseObservability(value: string | undefined): boolean {
  return !['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());
}

/** TRUST_PROXY: `2` (hops), `true`/`false`, or a comma list (`10.0.0.0/8, loopback`). Default `loopback`. */
export function parseTrustProxy(value: string | undefined): number | boolean | string[] {
  const text = (value ?? '').trim();
  if (!text) return ['loopback'];
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const LIVE_REDIS_ADAPTERS = ['pubsub', 'sharded', 'streams'] as const;
export type LiveRedisAdapter = (typeof LIVE_REDIS_ADAPTERS)[number];

/** LIVE_REDIS_ADAPTER: one of the three; a misspelt one stops the start rather than quietly using another. */
export function parseLiveRedisAdapter(value: string | undefined): LiveRedisAdapter {
  const mode = (value ?? '').trim().toLowerCase() || 'streams';
  const known = LIVE_REDIS_ADAPTERS.find((adapter) => adapter === mode);
  if (!known) {
    throw new StartUpError(
      `LIVE_REDIS_ADAPTER=${value} is not a live push adapter.`,
      `Fix: use one of ${LIVE_REDIS_ADAPTERS.join(', ')}.`,
    );
  }
  return known;
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** LOG_LEVEL: one of pino's levels; a misspelt one stops the start with the list, not a stack trace. */
export function parseLogLevel(value: string | undefined): string {
  const level = (value ?? '').trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(level)) {
    throw new StartUpError(`LOG_LEVEL=${value} is not a log level.`, `Fix: use one of ${LOG_LEVELS.join(', ')}.`);
  }
  return level;
}

const repoRoot = resolve(__dirname, '..', '..', '..');

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartUpError(
      `${name}=${text} is not a port number.`,
      `Fix: use a number from 1 to 65535, e.g. ${name}=${fallback}.`,
    );
  }
  return port;
}

/**
 * MAX_LEAGUE_MEMBERS: a whole number of at least 1 (the commissioner's own entry is a member). A typo stops the
 * start: a league with no cap is what the limit is there to prevent.
 */
export function parseMaxLeagueMembers(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1000;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new StartUpError(
      `MAX_LEAGUE_MEMBERS=${value} is not a number of members.`,
      'Fix: use a whole number of at least 1, e.g. MAX_LEAGUE_MEMBERS=1000.',
    );
  }
  return max;
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: one without the other stops the start. */
export function parseVapidKeys(env: NodeJS.ProcessEnv): { vapidPublicKey?: string; vapidPrivateKey?: string } {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new StartUpError(
      'Only one of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY is set.',
      'Fix: set both (a pair from `npx web-push generate-vapid-keys`), or neither to let the app make and keep one.',
    );
  }
  return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey };
}

/**
 * Push services want a mailto: or an https: subject. An https PUBLIC_URL is one; a local http one is not, so the
 * default is then a mailto: of the app's own placeholder domain.
 */
function vapidSubjectOf(publicUrl: string): string {
  return /^https:\/\//i.test(publicUrl) ? publicUrl.replace(/\/+$/, '') : 'mailto:no-reply@tribalpool.local';
}

/** PUSH_SERVICE_HOSTS: comma-separated host names, lower-cased; empty or unset: DEFAULT_PUSH_SERVICE_HOSTS. */
export function parsePushServiceHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : [...DEFAULT_PUSH_SERVICE_HOSTS];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = portFrom(env, 'PORT', 3000);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Tribal Pool <no-reply@tribalpool.local>',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data')),
    embeddedPostgresPort: portFrom(env, 'EMBEDDED_PG_PORT', 54329),
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    frontendDist: resolve(env.FRONTEND_DIST || resolve(repoRoot, 'frontend', 'dist')),
    // Trimmed of trailing slashes once, here: every link the app mails is `appLink`'s publicUrl + path.
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    redisPrefix: env.REDIS_PREFIX || 'tribal-pool',
    liveRedisAdapter: parseLiveRedisAdapter(env.LIVE_REDIS_ADAPTER),
    // Behind HTTPS (a PUBLIC_URL of https) the session cookie is Secure unless SECURE_COOKIES=false says otherwise.
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : /^https:/i.test(env.PUBLIC_URL ?? ''),
    blockedReporters: (env.BLOCKED_REPORTERS ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    standingsCacheBytes: Number(env.STANDINGS_CACHE_MB ?? 64) * 1024 * 1024,
    livePerAddressPerSecond: Number(env.LIVE_PER_ADDRESS_PER_SECOND ?? 100),
    picksPushSpacingMs: Number(env.PICKS_PUSH_SPACING_MS ?? 1000),
    joinsPerAddressPerHour: Number(env.JOINS_PER_ADDRESS_PER_HOUR ?? 60),
    joinsPerEmailPerHour: Number(env.JOINS_PER_EMAIL_PER_HOUR ?? 10),
    maxLeagueMembers: parseMaxLeagueMembers(env.MAX_LEAGUE_MEMBERS),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? portFrom(env, 'METRICS_PORT', 9464) : undefined,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    testingClock: parseTestingClock(env),
    logPretty: env.LOG_FORMAT === 'pretty',
    observability: parseObservability(env.OBSERVABILITY),
    ...parseVapidKeys(env),
    vapidSubject: env.VAPID_SUBJECT || vapidSubjectOf(env.PUBLIC_URL || `http://localhost:${port}`),
    pushServiceHosts: parsePushServiceHosts(env.PUSH_SERVICE_HOSTS),
    pushServiceCaFile: env.PUSH_SERVICE_CA_FILE || undefined,
    pushRetryBaseDelayMs: Number(env.PUSH_RETRY_BASE_DELAY_MS || 15_000),
  };
}

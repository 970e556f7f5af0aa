/**
 * Service host configuration, read once from the environment and validated with zod.
 *
 * Every variable is optional; defaults give the embedded single-process set-up (docs/architecture.md "Runtimes").
 * A bad value raises {@link ConfigError}, which names the variable; `server/main.ts` prints it and exits 1.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { LIVE_SOURCE_KINDS, type LiveSourceKind } from '../streams/contracts/live-rooms';

/** Env booleans as people write them: true/false, 1/0, yes/no, on/off (case-insensitive). */
const envBoolean = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (['true', '1', 'yes', 'on'].includes(value)) return true;
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected true or false' });
      return z.NEVER;
    });

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The recorded TikTok LIVE sessions the repository ships for the `replay` source (see the README there). */
export const DEFAULT_FIXTURES_DIR = resolve(import.meta.dirname, 'live/replays');

/** An IPv4 or IPv6 address, or a host name; digits and dots alone must make a real IPv4 address (no 999.1.1.1). */
const isListenAddress = (host: string): boolean =>
  /^[\d.]+$/.test(host) ? z.ipv4().safeParse(host).success : z.ipv6().safeParse(host).success || z.hostname().safeParse(host).success;

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  /**
   * Address the HTTP server listens on. Default 127.0.0.1: only this computer reaches the console. `0.0.0.0` (every
   * IPv4 interface) or `::` lets staff PCs and OBS on the network reach it.
   */
  HOST: optionalString.default('127.0.0.1').pipe(z.string().refine(isListenAddress, 'must be an IP address such as 127.0.0.1 or 0.0.0.0, or a host name')),
  /** HTTP port. */
  PORT: z.coerce.number().int('must be a whole number').min(1, 'must be 1 to 65535').max(65_535, 'must be 1 to 65535').default(8000),
  /** PGlite data directory (ignored when DATABASE_URL is set). `memory://` keeps the database in memory. */
  DATA_DIR: optionalString.default('./data'),
  /** PostgreSQL connection string; set → node-postgres instead of the embedded PGlite. */
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  ),
  /** Redis connection string; set → sessions, online users, captcha answers and login throttling in Redis. */
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional()),
  /** Prefix of every key this app writes to the KV store (lets several deployments share one Redis). */
  KV_PREFIX: optionalString.default('livedesk:'),
  /** HS256 signing secret of session tokens; unset → generated once and stored in the database. */
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Session lifetime in minutes; renewed while the user is active (eladmin `token-validity` + `renew`). */
  TOKEN_TTL_MINUTES: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(525_600, 'must be at most 525600').default(240),
  /** Password of the seeded `admin` user, used only when that user is first created. */
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  /** false → `auth/login` does not check the captcha (kiosks, tests). */
  LOGIN_CAPTCHA: envBoolean(true),
  /**
   * IANA zone of the `yyyy-MM-dd HH:mm:ss` dates of eladmin pages.
   * Defaults to the process zone, which itself follows the standard `TZ` variable.
   */
  APP_TIME_ZONE: optionalString.pipe(z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Dubai').optional()),
  /** true → trust X-Forwarded-* from the load balancer in front (client IPs of sessions and rate limits). */
  TRUST_PROXY: envBoolean(false),
  /** false → a new embedded database starts without the sample monitored streamers and CRM pipeline. */
  SAMPLE_DATA: envBoolean(true),
  /** The guild's contact page for streamers (`/whiteListPages/tiktokConnectUs`); an empty one is not shown. */
  GUILD_NAME: optionalString.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
  GUILD_WHATSAPP: optionalString.pipe(z.string().max(32, 'must be at most 32 characters').optional()),
  GUILD_INSTAGRAM: optionalString.pipe(z.string().max(64, 'must be at most 64 characters').optional()),
  GUILD_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  GUILD_TIKTOK: optionalString.pipe(z.string().max(64, 'must be at most 64 characters').optional()),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Folder of recorded timelines a replay room may read, besides DATA_DIR. Missing folders are ignored. Default: the
   * recorded sessions shipped in `server/live/replays/` (found from this file, whatever the working directory);
   * a value set here is taken relative to the working directory.
   */
  FIXTURES_DIR: optionalString.default(DEFAULT_FIXTURES_DIR),
  /** Simulator rooms started at boot, so a fresh install moves (0 = none). */
  SIMULATOR_ROOMS: z.coerce.number().int('must be a whole number').min(0, 'must be 0 to 50').max(50, 'must be 0 to 50').default(2),
  /** Idle time (ms) after which a gift streak without its end frame closes at its highest count. */
  STREAK_IDLE_MS: z.coerce.number().int('must be a whole number').min(1_000, 'must be at least 1000').max(600_000, 'must be at most 600000').default(10_000),
  /**
   * How long a running game's lease (`lease:game:<id>`) outlives its holder's last renewal, ms: when an instance dies
   * without stopping (a crash, a kill, a lost machine), another instance takes its games over after this long. Renewed
   * every third of it; shorter moves games sooner after a crash but needs Redis to answer renewals within it.
   */
  GAME_LEASE_TTL_MS: z.coerce.number().int('must be a whole number').min(1_000, 'must be at least 1000').max(600_000, 'must be at most 600000').default(15_000),
  /**
   * PostgreSQL: how long opening a connection may take, ms, before the request fails with 503 DATABASE_UNAVAILABLE
   * instead of waiting (a database that is down or unreachable must not hold requests).
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(100, 'must be at least 100').max(120_000, 'must be at most 120000').default(5_000),
  /**
   * PostgreSQL: how long one statement may wait for its answer, ms (client side), before the request fails with 503
   * DATABASE_UNAVAILABLE; covers a connection that went silent. Above the slowest legitimate statement (exports).
   */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(100, 'must be at least 100').max(600_000, 'must be at most 600000').default(60_000),
  /** Euler Stream managed WebSocket (source `euler`); the key enables the source. */
  EULER_WS_URL: optionalString.pipe(z.string().regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL').optional()),
  EULER_API_KEY: optionalString,
  /** TikFinity's local Events API WebSocket (source `tikfinity`). */
  TIKFINITY_WS_URL: optionalString.pipe(z.string().regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL').optional()),
  /** true → the optional `tiktok-live-connector` package may be used (source `connector`); see the README on its licence. */
  TIKTOK_CONNECTOR: envBoolean(false),
  /** The source that answers "is this monitored streamer live" and connects the live ones. */
  MONITOR_SOURCE: z.enum(LIVE_SOURCE_KINDS, { message: `must be one of ${LIVE_SOURCE_KINDS.join(', ')}` }).default('simulator'),
  /** MONITOR_SOURCE=replay: the timeline every monitored streamer plays once as their live session. */
  MONITOR_REPLAY_FILE: optionalString.default('link.timeline.jsonl'),
  /**
   * Who scans the monitored streamers: `auto` (default) = this process when there is no REDIS_URL, else only the
   * workers (`npm run worker`, which sets `on`); `off` = never (an API instance of a scaled-out deployment).
   */
  MONITOR_SCANNER: z.enum(['auto', 'on', 'off'], { message: 'must be auto, on or off' }).default('auto'),
  /**
   * Seed of the lottery's random source (a whole number): the same seed gives the same sequence of draws, for tests
   * and demonstrations. Unset (production): every draw uses the operating system's generator.
   */
  LOTTERY_SEED: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int('must be a whole number').min(0, 'must be 0 to 4294967295').max(4_294_967_295, 'must be 0 to 4294967295').optional(),
  ),
  /**
   * Where the lottery's clock starts (an ISO instant with its offset, `2026-11-25T15:00:00Z`), for demonstrations and
   * tests: the lottery reads that instant at boot and runs on from it, so the draw hours (18:00–22:00 Dubai) can be
   * shown at any hour. Unset (production): the real clock.
   */
  LOTTERY_CLOCK_START: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.iso.datetime({ offset: true, message: 'must be an ISO instant with its offset, e.g. 2026-11-25T15:00:00Z' }).transform((value) => Date.parse(value)).optional(),
  ),
  /** SMTP host of the timed tasks' failure alerts; unset → alerts are logged as skipped. */
  MAIL_HOST: optionalString,
  /** SMTP port (default 465 with MAIL_SECURE, else 587). */
  MAIL_PORT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int('must be a whole number').min(1, 'must be 1 to 65535').max(65_535, 'must be 1 to 65535').optional(),
  ),
  /** SMTP user name and password (both or neither). */
  MAIL_USER: optionalString,
  MAIL_PASS: optionalString,
  /** Sender address of alerts (default MAIL_USER, else livedesk@localhost). */
  MAIL_FROM: optionalString,
  /** true → TLS from the start (port 465); false → STARTTLS when the server offers it. */
  MAIL_SECURE: envBoolean(false),
});

/** The validated configuration the app is built from. */
export interface AppConfig {
  /** Listening address (HOST). */
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** PostgreSQL timeouts (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS), ms; PGlite has no connections to wait for. */
  databaseTimeouts: DatabaseTimeouts;
  /** A game lease's time to live, ms (GAME_LEASE_TTL_MS): how soon another instance takes over a dead one's games. */
  gameLeaseTtlMs: number;
  kvPrefix: string;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  adminPassword: string | undefined;
  loginCaptcha: boolean;
  timeZone: string;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  live: LiveConfig;
  monitor: MonitorConfig;
  mail: MailConfig;
  /** Whether a new embedded database gets the sample monitored streamers and CRM pipeline (SAMPLE_DATA). */
  sampleData: boolean;
  /** Seed of the lottery's random source (LOTTERY_SEED); undefined: the operating system's generator. */
  lotterySeed: number | undefined;
  /** Epoch ms the lottery's clock starts at when booted (LOTTERY_CLOCK_START); undefined: the real clock. */
  lotteryClockStart: number | undefined;
  /** The guild's contact details (streams/contracts/link-keys.ts `H5Contact`); empty strings when not set. */
  contact: { guildName: string; whatsApp: string; instagram: string; email: string; tiktok: string };
}

/** Outgoing mail of the timed tasks' failure alerts. */
export interface MailConfig {
  /** Unset → no mail is sent (alerts are logged as skipped). */
  host: string | undefined;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

/** How long node-postgres waits, ms (server/db/database.ts `openPostgres`). */
export interface DatabaseTimeouts {
  /** Opening a pooled connection. */
  connectMs: number;
  /** One statement's answer. */
  queryMs: number;
}

/** Live monitoring. */
export interface MonitorConfig {
  source: LiveSourceKind;
  replayFile: string;
  /** Whether this process scans: `embedded` (no Redis), `bullmq` (a worker with Redis) or `off`. */
  scanner: 'embedded' | 'bullmq' | 'off';
}

/** Configuration of the live event core. */
export interface LiveConfig {
  fixturesDir: string;
  simulatorRooms: number;
  streakIdleMs: number;
  eulerWsUrl: string;
  eulerApiKey: string | undefined;
  tikfinityWsUrl: string;
  connectorEnabled: boolean;
}

/** A configuration value is invalid; `variable` names the env var, `message` says why. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
  }
}

/**
 * Reads and validates the configuration.
 * @param env the environment (default `process.env`).
 * @throws {ConfigError} naming the first invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, `${issue?.message ?? 'is invalid'} (got ${JSON.stringify(env[variable] ?? null)})`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    databaseTimeouts: { connectMs: e.DB_CONNECT_TIMEOUT_MS, queryMs: e.DB_QUERY_TIMEOUT_MS },
    gameLeaseTtlMs: e.GAME_LEASE_TTL_MS,
    kvPrefix: e.KV_PREFIX,
    jwtSecret: e.JWT_SECRET,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    adminPassword: e.ADMIN_PASSWORD,
    loginCaptcha: e.LOGIN_CAPTCHA,
    timeZone: e.APP_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    live: {
      fixturesDir: e.FIXTURES_DIR,
      simulatorRooms: e.SIMULATOR_ROOMS,
      streakIdleMs: e.STREAK_IDLE_MS,
      eulerWsUrl: e.EULER_WS_URL ?? 'wss://ws.eulerstream.com',
      eulerApiKey: e.EULER_API_KEY,
      tikfinityWsUrl: e.TIKFINITY_WS_URL ?? 'ws://localhost:21213/',
      connectorEnabled: e.TIKTOK_CONNECTOR,
    },
    monitor: {
      source: e.MONITOR_SOURCE,
      replayFile: e.MONITOR_REPLAY_FILE,
      scanner: e.MONITOR_SCANNER === 'off' ? 'off' : e.REDIS_URL ? (e.MONITOR_SCANNER === 'on' ? 'bullmq' : 'off') : 'embedded',
    },
    mail: {
      host: e.MAIL_HOST,
      port: e.MAIL_PORT ?? (e.MAIL_SECURE ? 465 : 587),
      secure: e.MAIL_SECURE,
      user: e.MAIL_USER,
      pass: e.MAIL_PASS,
      from: e.MAIL_FROM ?? e.MAIL_USER ?? 'livedesk@localhost',
    },
    sampleData: e.SAMPLE_DATA,
    lotterySeed: e.LOTTERY_SEED,
    lotteryClockStart: e.LOTTERY_CLOCK_START,
    contact: {
      guildName: e.GUILD_NAME ?? 'Livedesk',
      whatsApp: e.GUILD_WHATSAPP ?? '',
      instagram: (e.GUILD_INSTAGRAM ?? '').replace(/^@/, ''),
      email: e.GUILD_EMAIL ?? '',
      tiktok: (e.GUILD_TIKTOK ?? '').replace(/^@/, ''),
    },
  };
}

/**
 * Service host configuration, read once from the environment and validated with zod (issue 2, "Service host").
 *
 * Every variable is optional; defaults give the embedded single-process set-up of ARCHITECTURE.md §2.
 * A bad value raises {@link ConfigError}, which names the variable; `server/main.ts` prints it and exits 1.
 */
import { z } from 'zod';

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

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  /** HTTP port, 0.0.0.0. */
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
   * IANA zone of the `yyyy-MM-dd HH:mm:ss` dates of eladmin pages (ARCHITECTURE.md §4).
   * Defaults to the process zone, which itself follows the standard `TZ` variable.
   */
  APP_TIME_ZONE: optionalString.pipe(z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Dubai').optional()),
  /** true → trust X-Forwarded-* from the load balancer in front (client IPs of sessions and rate limits). */
  TRUST_PROXY: envBoolean(false),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The validated configuration the app is built from. */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  kvPrefix: string;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  adminPassword: string | undefined;
  loginCaptcha: boolean;
  timeZone: string;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
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
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    kvPrefix: e.KV_PREFIX,
    jwtSecret: e.JWT_SECRET,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    adminPassword: e.ADMIN_PASSWORD,
    loginCaptcha: e.LOGIN_CAPTCHA,
    timeZone: e.APP_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
  };
}

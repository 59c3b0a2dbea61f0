/**
 * Configuration comes from the environment only, parsed once at boot. Every problem is listed before
 * the process exits (not just the first).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const int = (def: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(def);
const bool = (def: boolean) =>
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).default(def ? 'true' : 'false').transform((v) => ['true', '1', 'yes'].includes(v));
const url = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a URL (${protocols.join(' or ')})`);

const EnvSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_CONCURRENCY: int(1, 1, 64),
  POOL_THREADS: int(Math.max(1, availableParallelism()), 1, 64),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_:.-]{1,64}$/).default('orrery'),
  WORKER_CONCURRENCY: int(16, 1, 512),
  JOB_TIMEOUT_MS: int(30_000, 100, 600_000),
  MONGODB_URL: url(['mongodb:', 'mongodb+srv:']).optional(),
  MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/).default('orrery'),
  DATA_DIR: z.string().min(1).default('data'),
  MARKETPLACE_PROXY_SECRET: z.string().min(16).optional(),
  QUOTA_TRIAL: int(5_000, 0, 1_000_000_000),
  QUOTA_PAID: int(100_000, 0, 1_000_000_000),
  TRIAL_DAYS: int(14, 1, 365),
  TRIAL_CAP: int(5_000, 1, 1_000_000_000),
  RATE_LIMIT_PER_SECOND: int(50, 0, 1_000_000),
  RATE_LIMIT_BURST: int(100, 1, 1_000_000),
  AUTH_FAILURES_PER_MINUTE: int(30, 0, 1_000_000),
  CACHE_TTL_SECONDS: int(86_400, 0, 30 * 86_400),
  BOOTSTRAP_KEY: bool(true),
  INLINE_SPILL: bool(false),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 100, 120_000),
  TRUST_PROXY: bool(false),
  PORTAL_SIGNUP: bool(true),
  PORTAL_SESSION_DAYS: int(7, 1, 90),
  PORTAL_SCRYPT_LOG2N: int(17, 10, 20),
  PORTAL_SIGNUPS_PER_HOUR: int(20, 1, 1_000_000),
  METRICS_TOKEN: z.string().min(16).max(256).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Orrery <no-reply@localhost>'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  BULK_MAX_ITEMS: int(10_000, 1, 100_000),
  BULK_CHUNK_SIZE: int(50, 1, 1000),
  BULK_CONCURRENCY: int(2, 1, 64),
  BULK_LOCK_MS: int(30_000, 500, 600_000),
  BULK_RESULTS_DAYS: int(7, 1, 90),
  HEAVY_LOCK_MS: int(5_000, 500, 600_000),
  WEBHOOK_ATTEMPTS: int(8, 1, 20),
  WEBHOOK_BACKOFF_MS: int(10_000, 10, 3_600_000),
  WEBHOOK_TIMEOUT_MS: int(10_000, 100, 60_000),
  WEBHOOK_ALLOW_PRIVATE: bool(false),
  IDEMPOTENCY_TTL_HOURS: int(24, 1, 720),
});

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  webConcurrency: number;
  poolThreads: number;
  /** Embedded mode: a busy web thread hands inline calls to idle pool threads. */
  inlineSpill: boolean;
  redisUrl?: string;
  queuePrefix: string;
  workerConcurrency: number;
  jobTimeoutMs: number;
  mongodbUrl?: string;
  mongodbDb: string;
  dataDir: string;
  marketplaceSecret?: string;
  quota: { trial: number; paid: number };
  trialDays: number;
  trialCap: number;
  rateLimit: { perSecond: number; burst: number };
  /** Wrong API keys one client address may send a minute before it is refused without a check (0: no limit). */
  authFailuresPerMinute: number;
  cacheTtlSeconds: number;
  bootstrapKey: boolean;
  shutdownTimeoutMs: number;
  /** Behind a TLS-terminating proxy (Heroku router, load balancer): read X-Forwarded-For/-Proto. */
  trustProxy: boolean;
  portal: { signup: boolean; sessionDays: number; scryptLog2N: number; signupsPerHour: number };
  /** The portal's mail (sign-up confirmations, password resets): SMTP when set, else printed to the log. */
  mail: { smtpUrl?: string; from: string };
  /** The service's public origin, for links in mails; required with SMTP_URL (no link built from a Host header). */
  publicUrl?: string;
  /** Bearer token of GET /metrics; unset: the endpoint is off (404). */
  metricsToken?: string;
  bulk: { maxItems: number; chunkSize: number; concurrency: number; lockMs: number; resultsDays: number };
  /** How long a heavy call's queue job keeps its lock without renewal (a dead worker's job is retried after that). */
  heavyLockMs: number;
  webhook: { attempts: number; backoffMs: number; timeoutMs: number; allowPrivate: boolean };
  idempotencyTtlHours: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const r = EnvSchema.safeParse(blankToUndefined);
  if (!r.success) {
    throw new ConfigError(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = r.data;
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new ConfigError(['PUBLIC_URL: required with SMTP_URL (mailed links must not be built from a request\'s Host header)']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    webConcurrency: e.WEB_CONCURRENCY,
    poolThreads: e.POOL_THREADS,
    inlineSpill: e.INLINE_SPILL,
    redisUrl: e.REDIS_URL,
    queuePrefix: e.QUEUE_PREFIX,
    workerConcurrency: e.WORKER_CONCURRENCY,
    jobTimeoutMs: e.JOB_TIMEOUT_MS,
    mongodbUrl: e.MONGODB_URL,
    mongodbDb: e.MONGODB_DB,
    dataDir: resolve(e.DATA_DIR),
    marketplaceSecret: e.MARKETPLACE_PROXY_SECRET,
    quota: { trial: e.QUOTA_TRIAL, paid: e.QUOTA_PAID },
    trialDays: e.TRIAL_DAYS,
    trialCap: e.TRIAL_CAP,
    rateLimit: { perSecond: e.RATE_LIMIT_PER_SECOND, burst: e.RATE_LIMIT_BURST },
    authFailuresPerMinute: e.AUTH_FAILURES_PER_MINUTE,
    cacheTtlSeconds: e.CACHE_TTL_SECONDS,
    bootstrapKey: e.BOOTSTRAP_KEY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    portal: { signup: e.PORTAL_SIGNUP, sessionDays: e.PORTAL_SESSION_DAYS, scryptLog2N: e.PORTAL_SCRYPT_LOG2N, signupsPerHour: e.PORTAL_SIGNUPS_PER_HOUR },
    metricsToken: e.METRICS_TOKEN,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    bulk: { maxItems: e.BULK_MAX_ITEMS, chunkSize: e.BULK_CHUNK_SIZE, concurrency: e.BULK_CONCURRENCY, lockMs: e.BULK_LOCK_MS, resultsDays: e.BULK_RESULTS_DAYS },
    heavyLockMs: e.HEAVY_LOCK_MS,
    webhook: { attempts: e.WEBHOOK_ATTEMPTS, backoffMs: e.WEBHOOK_BACKOFF_MS, timeoutMs: e.WEBHOOK_TIMEOUT_MS, allowPrivate: e.WEBHOOK_ALLOW_PRIVATE },
    idempotencyTtlHours: e.IDEMPOTENCY_TTL_HOURS,
  };
}

/**
 * Rate limits on `rate-limiter-flexible`: per API key, a window of ceil(RATE_LIMIT_BURST /
 * RATE_LIMIT_PER_SECOND) seconds that holds RATE_LIMIT_BURST requests (a burst at once, the rate over
 * time); and fixed-window counters for the portal's log-in and sign-up attempts and wrong API keys.
 *
 * Embedded mode keeps them in this process (RateLimiterMemory). Redis mode keeps them in Redis
 * (RateLimiterRedis: one atomic script per decision, expiry on Redis's own clock), so every web process
 * of a fleet shares one window per key. If Redis stops answering, each decision is taken by this
 * process's own limiter (the library's insurance limiter) rather than failing the request: the monthly
 * quota stays the exact limit.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../shared/log.js';

export interface RateDecision {
  allowed: boolean;
  /** Requests a window holds (RateLimit-Limit); 0 when there is no limit. */
  limit: number;
  /** Requests left in the current window (RateLimit-Remaining). */
  remaining: number;
  /** Seconds until the window starts again (RateLimit-Reset). */
  resetSeconds: number;
  /** When refused: seconds to wait (Retry-After). */
  retryAfterSeconds: number;
}

export interface WindowDecision {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface Limits {
  /** Counts one request against `key`'s rate limit, or says how long to wait. Always allowed when the rate is 0. */
  take(key: string): Promise<RateDecision>;
  /** Whether `key` is still under `max` hits in its current window of `windowSeconds` (without adding one). */
  peek(key: string, windowSeconds: number, max: number): Promise<WindowDecision>;
  /**
   * Counts one hit against `key` (window `windowSeconds`, at most `max` allowed). Atomic: of N concurrent
   * hits exactly the first `max` are allowed, so a hit taken BEFORE slow work reserves a slot for it.
   */
  hit(key: string, windowSeconds: number, max: number): Promise<WindowDecision>;
  /** Takes back one hit of `key` (a reserved slot that turned out not to count). */
  unhit(key: string, windowSeconds: number): Promise<void>;
  /** Forgets `key`'s hits in its window of `windowSeconds`. */
  clear(key: string, windowSeconds: number): Promise<void>;
  close(): Promise<void>;
}

export interface RatePolicy {
  perSecond: number;
  burst: number;
}

/** How a store makes a limiter: `points` per `duration` seconds under `keyPrefix`. */
type MakeLimiter = (opts: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

const UNLIMITED: RateDecision = { allowed: true, limit: 0, remaining: 0, resetSeconds: 0, retryAfterSeconds: 0 };
/** A window counter never refuses by itself: the caller compares the count with its own maximum. */
const COUNT_ONLY = 1_000_000_000;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** The limits over one store (memory or Redis); see the file comment. */
class FlexibleLimits implements Limits {
  private readonly rate: RateLimiterAbstract | null;
  private readonly windows = new Map<number, RateLimiterAbstract>();

  constructor(
    private readonly make: MakeLimiter,
    private readonly policy: RatePolicy,
    private readonly onClose: () => void = () => {},
  ) {
    this.rate = policy.perSecond > 0 ? make({ keyPrefix: 'rl', points: policy.burst, duration: Math.max(1, Math.ceil(policy.burst / policy.perSecond)) }) : null;
  }

  private window(windowSeconds: number): RateLimiterAbstract {
    let w = this.windows.get(windowSeconds);
    if (!w) {
      w = this.make({ keyPrefix: `win${windowSeconds}`, points: COUNT_ONLY, duration: windowSeconds });
      this.windows.set(windowSeconds, w);
    }
    return w;
  }

  async take(key: string): Promise<RateDecision> {
    if (!this.rate) return UNLIMITED;
    const limit = this.policy.burst;
    try {
      const r = await this.rate.consume(key);
      return { allowed: true, limit, remaining: r.remainingPoints, resetSeconds: seconds(r.msBeforeNext), retryAfterSeconds: 0 };
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const wait = Math.max(1, seconds(e.msBeforeNext));
      return { allowed: false, limit, remaining: 0, resetSeconds: wait, retryAfterSeconds: wait };
    }
  }

  async peek(key: string, windowSeconds: number, max: number): Promise<WindowDecision> {
    const r = await this.window(windowSeconds).get(key);
    if (!r || r.msBeforeNext <= 0) return { allowed: true, count: 0, retryAfterSeconds: 0 };
    return { allowed: r.consumedPoints < max, count: r.consumedPoints, retryAfterSeconds: seconds(r.msBeforeNext) };
  }

  async hit(key: string, windowSeconds: number, max: number): Promise<WindowDecision> {
    const r = await this.window(windowSeconds).penalty(key, 1);
    return { allowed: r.consumedPoints <= max, count: r.consumedPoints, retryAfterSeconds: Math.max(1, seconds(r.msBeforeNext)) };
  }

  async unhit(key: string, windowSeconds: number): Promise<void> {
    await this.window(windowSeconds).reward(key, 1).catch(() => undefined);
  }

  async clear(key: string, windowSeconds: number): Promise<void> {
    await this.window(windowSeconds).delete(key).catch(() => false);
  }

  async close(): Promise<void> {
    this.onClose();
  }
}

/** This process's own limits: exact for one web process; N processes without Redis allow up to N × the rate. */
export function localLimits(policy: RatePolicy): Limits {
  return new FlexibleLimits((opts) => new RateLimiterMemory(opts), policy);
}

/** Limits shared by every web process through Redis, with this process's own as the fallback. */
export function redisLimits(redis: Redis, prefix: string, policy: RatePolicy, log?: Logger): Limits {
  let warnedAt = 0;
  const make: MakeLimiter = ({ keyPrefix, points, duration }) => {
    const insurance = new RateLimiterMemory({ keyPrefix, points, duration });
    // Say so when the fallback decides (once a minute): the fleet's limits are per process meanwhile.
    const consume = insurance.consume.bind(insurance);
    const penalty = insurance.penalty.bind(insurance);
    const degraded = () => {
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now();
        log?.warn('Redis rate limits unavailable: using this process\'s own limits meanwhile');
      }
    };
    insurance.consume = (...args) => (degraded(), consume(...args));
    insurance.penalty = (...args) => (degraded(), penalty(...args));
    return new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${keyPrefix}`, points, duration, insuranceLimiter: insurance });
  };
  return new FlexibleLimits(make, policy, () => redis.disconnect());
}

/**
 * Rate limits: a token bucket per API key (`RATE_LIMIT_PER_SECOND` tokens a second, bursts up to
 * `RATE_LIMIT_BURST`) and fixed-window counters for the portal (login and signup attempts).
 *
 * Embedded mode keeps them in this process. Redis mode keeps them in Redis, so every web process of
 * a fleet shares one bucket per key: each decision is one Lua script (atomic, on Redis's own clock,
 * so web hosts with skewed clocks agree). If Redis stops answering, decisions fall back to this
 * process's own buckets rather than failing requests: the monthly quota stays the exact limit.
 */
import type { Redis } from 'ioredis';
import type { Logger } from '../shared/log.js';

export interface RateDecision {
  allowed: boolean;
  /** The bucket size (RateLimit-Limit). */
  limit: number;
  /** Whole tokens left after this request (RateLimit-Remaining). */
  remaining: number;
  /** Seconds until the bucket is full again (RateLimit-Reset). */
  resetSeconds: number;
  /** When refused: seconds until one token is there (Retry-After). */
  retryAfterSeconds: number;
}

export interface WindowDecision {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface Limits {
  /** Takes one token from `key`'s bucket, or says how long to wait. Always allowed when the rate is 0. */
  take(key: string, nowMs: number): Promise<RateDecision>;
  /** Whether `key` is still under `max` hits in its current window (without adding one). */
  peek(key: string, max: number, nowMs: number): Promise<WindowDecision>;
  /** Counts one hit against `key` (window `windowSeconds`, at most `max` allowed). */
  hit(key: string, windowSeconds: number, max: number, nowMs: number): Promise<WindowDecision>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

interface BucketPolicy {
  perSecond: number;
  burst: number;
}

function bucketDecision(p: BucketPolicy, allowed: boolean, tokens: number): RateDecision {
  return {
    allowed,
    limit: p.burst,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.max(0, Math.ceil((p.burst - tokens) / p.perSecond)),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / p.perSecond)),
  };
}

const UNLIMITED: RateDecision = { allowed: true, limit: 0, remaining: 0, resetSeconds: 0, retryAfterSeconds: 0 };

/** Per-process limits: exact for one web process; N processes without Redis allow up to N × the rate. */
export class LocalLimits implements Limits {
  private readonly buckets = new Map<string, { tokens: number; atMs: number }>();
  private readonly windows = new Map<string, { count: number; endsMs: number }>();

  constructor(private readonly policy: BucketPolicy) {}

  async take(key: string, nowMs: number): Promise<RateDecision> {
    return this.takeSync(key, nowMs);
  }

  takeSync(key: string, nowMs: number): RateDecision {
    const p = this.policy;
    if (p.perSecond <= 0) return UNLIMITED;
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size > 100_000) this.buckets.clear();
      b = { tokens: p.burst, atMs: nowMs };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(p.burst, b.tokens + (Math.max(0, nowMs - b.atMs) / 1000) * p.perSecond);
    b.atMs = nowMs;
    const allowed = b.tokens >= 1;
    if (allowed) b.tokens -= 1;
    return bucketDecision(p, allowed, b.tokens);
  }

  async peek(key: string, max: number, nowMs: number): Promise<WindowDecision> {
    const w = this.windows.get(key);
    if (!w || w.endsMs <= nowMs) return { allowed: true, count: 0, retryAfterSeconds: 0 };
    return { allowed: w.count < max, count: w.count, retryAfterSeconds: Math.ceil((w.endsMs - nowMs) / 1000) };
  }

  async hit(key: string, windowSeconds: number, max: number, nowMs: number): Promise<WindowDecision> {
    let w = this.windows.get(key);
    if (!w || w.endsMs <= nowMs) {
      if (this.windows.size > 100_000) this.windows.clear();
      w = { count: 0, endsMs: nowMs + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count++;
    return { allowed: w.count <= max, count: w.count, retryAfterSeconds: Math.ceil((w.endsMs - nowMs) / 1000) };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {}
}

/**
 * KEYS[1] bucket hash; ARGV rate per second, burst. Returns {allowed, tokens as text}. Time is Redis's
 * (TIME), so all web hosts share one clock.
 */
const TAKE_LUA = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1])
local at = tonumber(b[2])
if tokens == nil or at == nil then tokens = burst; at = now end
if now > at then tokens = math.min(burst, tokens + (now - at) / 1000 * rate) end
local allowed = 0
if tokens >= 1 then tokens = tokens - 1; allowed = 1 end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.6f', tokens), 'at', tostring(math.max(now, at)))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return {allowed, string.format('%.6f', tokens)}
`;

/** KEYS[1] counter; ARGV window ms. Returns {count, ms left}. */
const HIT_LUA = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}
`;

/** Limits shared by every web process through Redis (see the file comment). */
export class RedisLimits implements Limits {
  private readonly fallback: LocalLimits;
  private warnedAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly policy: BucketPolicy,
    private readonly log?: Logger,
  ) {
    this.fallback = new LocalLimits(policy);
    redis.defineCommand('orreryTake', { numberOfKeys: 1, lua: TAKE_LUA });
    redis.defineCommand('orreryHit', { numberOfKeys: 1, lua: HIT_LUA });
  }

  private degraded(err: unknown, nowMs: number): void {
    if (nowMs - this.warnedAt > 60_000) {
      this.warnedAt = nowMs;
      this.log?.warn({ err }, 'Redis rate limits unavailable: using this process\'s own limits meanwhile');
    }
  }

  private call(name: 'orreryTake' | 'orreryHit', key: string, ...args: (string | number)[]): Promise<[number, string | number]> {
    const fn = (this.redis as unknown as Record<string, (...a: unknown[]) => Promise<[number, string | number]>>)[name];
    return fn.call(this.redis, key, ...args);
  }

  async take(key: string, nowMs: number): Promise<RateDecision> {
    const p = this.policy;
    if (p.perSecond <= 0) return UNLIMITED;
    try {
      const [allowed, tokens] = await this.call('orreryTake', `${this.prefix}:rl:${key}`, p.perSecond, p.burst);
      return bucketDecision(p, allowed === 1, Number(tokens));
    } catch (err) {
      this.degraded(err, nowMs);
      return this.fallback.takeSync(key, nowMs);
    }
  }

  async peek(key: string, max: number, nowMs: number): Promise<WindowDecision> {
    try {
      const k = `${this.prefix}:win:${key}`;
      const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
      const n = Number(count ?? 0);
      return { allowed: n < max, count: n, retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    } catch (err) {
      this.degraded(err, nowMs);
      return this.fallback.peek(key, max, nowMs);
    }
  }

  async hit(key: string, windowSeconds: number, max: number, nowMs: number): Promise<WindowDecision> {
    try {
      const k = `${this.prefix}:win:${key}`;
      const [count, ttl] = await this.call('orreryHit', k, windowSeconds * 1000);
      const n = Number(count);
      return { allowed: n <= max, count: n, retryAfterSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
    } catch (err) {
      this.degraded(err, nowMs);
      return this.fallback.hit(key, windowSeconds, max, nowMs);
    }
  }

  async clear(key: string): Promise<void> {
    const k = `${this.prefix}:win:${key}`;
    await this.redis.del(k).catch(() => undefined);
    await this.fallback.clear(key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

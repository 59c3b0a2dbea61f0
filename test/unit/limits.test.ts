/**
 * Rate-limit arithmetic, by hand. A key's limit is a window of ceil(burst / perSecond) seconds that holds
 * `burst` requests: with 1 a second and a burst of 3, the window is 3 s; three calls at t = 0 pass and
 * leave 2, 1, 0 (RateLimit-Reset 3 s), the fourth waits the 3 s out (Retry-After 3), and at t = 3.001 s a
 * new window holds 3 again. Window counters (log-ins, wrong keys) count hits until their window ends.
 * In Redis mode the same windows live in Redis and every process shares them; with Redis unreachable the
 * decision falls back to this process's own limiter instead of failing the request.
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { localLimits, redisLimits } from '../../api/limits.js';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';

const haveRedis = await requireRedis('limits.test.ts');

describe('rate limit (per process)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('three at once pass, the fourth waits the window out, a new window holds three again', async () => {
    vi.useFakeTimers({ now: 0 });
    const l = localLimits({ perSecond: 1, burst: 3 });
    expect(await l.take('k')).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 3, retryAfterSeconds: 0 });
    expect((await l.take('k')).remaining).toBe(1);
    expect((await l.take('k')).remaining).toBe(0);
    expect(await l.take('k')).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 3, retryAfterSeconds: 3 });
    vi.setSystemTime(1500);
    expect(await l.take('k')).toMatchObject({ allowed: false, retryAfterSeconds: 2 });
    expect((await l.take('other')).remaining).toBe(2); // limits are per key
    vi.setSystemTime(3001);
    expect(await l.take('k')).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 3, retryAfterSeconds: 0 });
  });

  it('a rate of 0 disables the limit (no headers: limit 0)', async () => {
    const l = localLimits({ perSecond: 0, burst: 1 });
    for (let i = 0; i < 5; i++) expect(await l.take('k')).toMatchObject({ allowed: true, limit: 0 });
  });

  it('fixed windows count hits and reopen when the window ends', async () => {
    vi.useFakeTimers({ now: 0 });
    const l = localLimits({ perSecond: 1, burst: 1 });
    expect((await l.hit('w', 60, 2)).allowed).toBe(true);
    vi.setSystemTime(1000);
    expect((await l.hit('w', 60, 2)).allowed).toBe(true);
    expect(await l.peek('w', 60, 2)).toEqual({ allowed: false, count: 2, retryAfterSeconds: 59 });
    expect((await l.hit('w', 60, 2)).allowed).toBe(false); // a third hit is over the maximum
    vi.setSystemTime(60_000);
    expect(await l.peek('w', 60, 2)).toEqual({ allowed: true, count: 0, retryAfterSeconds: 0 });
    expect(await l.hit('w', 60, 2)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
    await l.clear('w', 60);
    expect((await l.peek('w', 60, 2)).count).toBe(0);
  });
});

describe('rate limits with Redis unreachable', () => {
  it('fall back to this process\'s own limiter rather than fail', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    dead.on('error', () => undefined);
    const warnings: string[] = [];
    const log = { warn: (msg: string) => warnings.push(msg) } as unknown as Parameters<typeof redisLimits>[3];
    const l = redisLimits(dead, 'nowhere', { perSecond: 1, burst: 2 }, log);
    expect((await l.take('k')).allowed).toBe(true);
    expect((await l.take('k')).allowed).toBe(true);
    expect((await l.take('k')).allowed).toBe(false);
    expect((await l.hit('w', 60, 1)).allowed).toBe(true);
    expect((await l.hit('w', 60, 1)).allowed).toBe(false);
    expect((await l.peek('w', 60, 1)).count).toBe(2);
    expect(warnings).toHaveLength(1); // said once, not per decision
    await l.close();
  });
});

describe.runIf(haveRedis)('rate limits in Redis', () => {
  const prefix = randomPrefix();
  const clients: Redis[] = [];
  const make = () => {
    const r = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    clients.push(r);
    return redisLimits(r, prefix, { perSecond: 1, burst: 3 });
  };
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await dropPrefix(prefix);
  });

  it('two limiters (two web processes) share one window per key', async () => {
    const a = make();
    const b = make();
    const got = [await a.take('k'), await b.take('k'), await a.take('k'), await b.take('k')];
    expect(got.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(got.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    // the 3 s window started with the first call, a moment ago
    expect(got[3].retryAfterSeconds).toBeGreaterThanOrEqual(2);
    expect(got[3].retryAfterSeconds).toBeLessThanOrEqual(3);
  });

  it('two limiters share fixed windows', async () => {
    const a = make();
    const b = make();
    await a.hit('login', 60, 2);
    await b.hit('login', 60, 2);
    const p = await a.peek('login', 60, 2);
    expect(p.allowed).toBe(false);
    expect(p.count).toBe(2);
    expect(p.retryAfterSeconds).toBeGreaterThan(55);
    await b.clear('login', 60);
    expect((await a.peek('login', 60, 2)).count).toBe(0);
  });
});

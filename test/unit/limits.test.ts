/**
 * Rate-limit arithmetic, by hand: a bucket of `burst` tokens refilled at `perSecond`. With 1 token a
 * second and a burst of 3, three calls at t = 0 pass and leave 0; the fourth waits 1 s; at t = 1.5 s
 * 1.5 tokens have come back, so one call passes and leaves 0.5 (RateLimit-Remaining 0, reset in
 * ceil((3 − 0.5) / 1) = 3 s). In Redis mode the same bucket lives in Redis; with Redis unreachable the
 * decision falls back to this process's bucket instead of failing the request.
 */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalLimits, RedisLimits } from '../../api/limits.js';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';

const haveRedis = await requireRedis('limits.test.ts');

describe('token bucket (per process)', () => {
  it('three at once pass, the fourth waits a second, refill is pro rata', async () => {
    const l = new LocalLimits({ perSecond: 1, burst: 3 });
    const first = await l.take('k', 0);
    expect(first).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 1, retryAfterSeconds: 0 });
    await l.take('k', 0);
    expect((await l.take('k', 0)).remaining).toBe(0);
    expect(await l.take('k', 0)).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 3, retryAfterSeconds: 1 });
    expect(await l.take('k', 1500)).toEqual({ allowed: true, limit: 3, remaining: 0, resetSeconds: 3, retryAfterSeconds: 0 });
    expect((await l.take('other', 1500)).remaining).toBe(2); // buckets are per key
  });

  it('a rate of 0 disables the limit (no headers: limit 0)', async () => {
    const l = new LocalLimits({ perSecond: 0, burst: 1 });
    for (let i = 0; i < 5; i++) expect(await l.take('k', 0)).toMatchObject({ allowed: true, limit: 0 });
  });

  it('fixed windows count hits and reopen when the window ends', async () => {
    const l = new LocalLimits({ perSecond: 1, burst: 1 });
    expect((await l.hit('w', 60, 2, 0)).allowed).toBe(true);
    expect((await l.hit('w', 60, 2, 1000)).allowed).toBe(true);
    expect(await l.peek('w', 2, 1000)).toEqual({ allowed: false, count: 2, retryAfterSeconds: 59 });
    expect((await l.peek('w', 2, 60_000)).allowed).toBe(true);
    await l.hit('w', 60, 2, 60_001);
    await l.clear('w');
    expect((await l.peek('w', 2, 60_002)).count).toBe(0);
  });
});

describe('rate limits with Redis unreachable', () => {
  it('fall back to this process\'s own bucket rather than fail', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    dead.on('error', () => undefined);
    const l = new RedisLimits(dead, 'nowhere', { perSecond: 1, burst: 2 });
    expect((await l.take('k', 0)).allowed).toBe(true);
    expect((await l.take('k', 0)).allowed).toBe(true);
    expect((await l.take('k', 0)).allowed).toBe(false);
    expect((await l.hit('w', 60, 1, 0)).allowed).toBe(true);
    expect((await l.hit('w', 60, 1, 0)).allowed).toBe(false);
    await l.close();
  });
});

describe.runIf(haveRedis)('rate limits in Redis', () => {
  const prefix = randomPrefix();
  const clients: Redis[] = [];
  const make = () => {
    const r = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    clients.push(r);
    return new RedisLimits(r, prefix, { perSecond: 1, burst: 3 });
  };
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await dropPrefix(prefix);
  });

  it('two limiters (two web processes) share one bucket per key', async () => {
    const a = make();
    const b = make();
    const got = [await a.take('k', 0), await b.take('k', 0), await a.take('k', 0), await b.take('k', 0)];
    expect(got.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(got.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(got[3].retryAfterSeconds).toBe(1);
  });

  it('two limiters share fixed windows', async () => {
    const a = make();
    const b = make();
    await a.hit('login', 60, 2, 0);
    await b.hit('login', 60, 2, 0);
    const p = await a.peek('login', 2, 0);
    expect(p.allowed).toBe(false);
    expect(p.count).toBe(2);
    expect(p.retryAfterSeconds).toBeGreaterThan(55);
    await b.clear('login');
    expect((await a.peek('login', 2, 0)).count).toBe(0);
  });
});

/**
 * The result cache, made visible: heavy endpoints answer `X-Cache: MISS` when computed and `HIT` when
 * served from the cache (same bytes); a hit still costs its unit; the cache is keyed by input and
 * language; endpoints that are never cached carry no X-Cache; with the cache off it says BYPASS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../helpers/server.js';

const MUMBAI = { date: '1985-03-21T06:15:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };

describe('X-Cache on heavy endpoints', () => {
  let srv: TestServer;
  let key: string;
  beforeAll(async () => {
    srv = await startTestServer({ env: { CACHE_TTL_SECONDS: '3600' } });
    key = (await srv.newKey({ monthlyQuota: 100 })).key;
  });
  afterAll(async () => {
    await srv.close();
  });

  it('the first shadbala is a MISS, the same call again a HIT with the same bytes, and both cost a unit', async () => {
    const a = await post(srv.url, '/v1/shadbala', MUMBAI, key);
    const b = await post(srv.url, '/v1/shadbala', MUMBAI, key);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.get('x-cache')).toBe('MISS');
    expect(b.headers.get('x-cache')).toBe('HIT');
    expect(b.body).toEqual(a.body);
    // Server-Timing: the whole answer, and how the answer was got (computed, or looked up in the cache)
    expect(a.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d{3}, compute;dur=\d+\.\d{3}$/);
    expect(b.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d{3}, cache;desc=hit;dur=\d+\.\d{3}$/);
    expect(Number(a.headers.get('x-quota-remaining')) - Number(b.headers.get('x-quota-remaining'))).toBe(1);
  });

  it('another language or another input is another entry', async () => {
    expect((await post(srv.url, '/v1/shadbala', { ...MUMBAI, lang: 'hi' }, key)).headers.get('x-cache')).toBe('MISS');
    expect((await post(srv.url, '/v1/shadbala', { ...MUMBAI, lang: 'hi' }, key)).headers.get('x-cache')).toBe('HIT');
    expect((await post(srv.url, '/v1/shadbala', { ...MUMBAI, lat: 19.08 }, key)).headers.get('x-cache')).toBe('MISS');
  });

  it('inline endpoints are never cached and carry no X-Cache; failures are not cached', async () => {
    const n = await post(srv.url, '/v1/natal', MUMBAI, key);
    expect(n.status).toBe(200);
    expect(n.headers.get('x-cache')).toBeNull();
    expect(n.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d{3}$/);
    const polar = { date: '2020-01-05T12:00:00', lat: 78.22, lng: 15.65 };
    const f1 = await post(srv.url, '/v1/shadbala', polar, key);
    const f2 = await post(srv.url, '/v1/shadbala', polar, key);
    expect([f1.status, f2.status]).toEqual([422, 422]);
    expect(f2.headers.get('x-cache')).toBe('MISS');
  });
});

describe('X-Cache with the cache off', () => {
  it('says BYPASS', async () => {
    const srv = await startTestServer({ env: { CACHE_TTL_SECONDS: '0' } });
    try {
      const key = (await srv.newKey()).key;
      const r = await post(srv.url, '/v1/ashtakavarga', MUMBAI, key);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-cache')).toBe('BYPASS');
    } finally {
      await srv.close();
    }
  });
});

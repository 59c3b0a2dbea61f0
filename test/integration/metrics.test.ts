/**
 * GET /metrics: off without METRICS_TOKEN (404), refused without the right bearer token (401), and in
 * Prometheus text format with the token: requests and latency per endpoint, result cache hits and
 * misses with their ratio, quota and rate-limit rejections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const MUMBAI = { date: '1985-03-21T06:15:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };

/** The value of one sample line of the exposition, e.g. value(text, 'orrery_x_total{a="b"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without a token configured', () => {
  it('does not exist', async () => {
    const s = await startTestServer();
    try {
      expect((await fetch(`${s.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});

describe('GET /metrics', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { METRICS_TOKEN: TOKEN, CACHE_TTL_SECONDS: '600', RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' } });
  });
  afterAll(async () => {
    await s.close();
  });
  const scrape = async () => {
    const r = await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/plain');
    return r.text();
  };

  it('needs the token: none or a wrong one is a 401 and reveals nothing', async () => {
    const none = await fetch(`${s.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    const wrong = await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('orrery_');
  });

  it('counts requests and their latency per endpoint, cache hits and misses, and rejections', async () => {
    const before = await scrape();
    const natalBefore = value(before, 'orrery_http_requests_total{endpoint="/v1/natal",method="POST",status="200"}') ?? 0;
    const a = (await s.newKey({ monthlyQuota: 2 })).key;
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, a)).status).toBe(200);
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, a)).status).toBe(200);
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, a)).status).toBe(429); // quota of 2 used up
    const b = (await s.newKey({ monthlyQuota: 100 })).key;
    expect((await post(s.url, '/v1/shadbala', MUMBAI, b)).headers.get('x-cache')).toBe('MISS');
    expect((await post(s.url, '/v1/shadbala', MUMBAI, b)).headers.get('x-cache')).toBe('HIT');
    expect((await post(s.url, '/v1/natal', MUMBAI, b)).status).toBe(200);
    // The rate limit (a burst of 3 in a fixed window of 3 s): four calls at once from a fresh key, so a slow
    // machine cannot let the window pass between them.
    const c = (await s.newKey({ monthlyQuota: 100 })).key;
    const burst = await Promise.all([0, 1, 2, 3].map(() => post(s.url, '/v1/numerology/life-path', { date: '1815-12-10' }, c)));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 429]);
    const text = await scrape();
    expect(value(text, 'orrery_http_requests_total{endpoint="/v1/natal",method="POST",status="200"}')).toBe(natalBefore + 3);
    expect(value(text, 'orrery_http_requests_total{endpoint="/v1/natal",method="POST",status="429"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'orrery_http_request_duration_seconds_count{endpoint="/v1/shadbala",method="POST"}')).toBe(2);
    expect(value(text, 'orrery_result_cache_total{result="hit"}')).toBe(1);
    expect(value(text, 'orrery_result_cache_total{result="miss"}')).toBe(1);
    expect(value(text, 'orrery_result_cache_hit_ratio')).toBe(0.5);
    expect(value(text, 'orrery_rejections_total{code="QUOTA_EXCEEDED"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'orrery_rejections_total{code="RATE_LIMITED"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('orrery_process_resident_memory_bytes');
  });

  it('labels the docs\' and the root page\'s requests by family, never "other"', async () => {
    const before = await scrape();
    const count = (text: string, endpoint: string) => value(text, `orrery_http_requests_total{endpoint="${endpoint}",method="GET",status="200"}`) || 0;
    const pages: [string, string][] = [
      ['/openapi/examples.json', '/openapi'],
      ['/openapi.json', '/openapi.json'],
      ['/docs', '/docs'],
      ['/docs/guide/mcp', '/docs'],
      ['/docs/assets/docs.css', '/docs'],
      ['/', '/'],
    ];
    for (const [path] of pages) expect((await fetch(`${s.url}${path}`)).status, path).toBe(200);
    const after = await scrape();
    const grew = (endpoint: string) => count(after, endpoint) - count(before, endpoint);
    expect(grew('/openapi')).toBe(1);
    expect(grew('/openapi.json')).toBe(1);
    expect(grew('/docs')).toBe(3);
    expect(grew('/')).toBe(1);
    expect(grew('other')).toBe(0);
  });

  it('labels unknown paths "other", so a scanner cannot blow up the series', async () => {
    for (let i = 0; i < 5; i++) await fetch(`${s.url}/wp-admin/${i}.php`);
    const text = await scrape();
    expect(text).not.toContain('wp-admin');
    expect(value(text, 'orrery_http_requests_total{endpoint="other",method="GET",status="404"}')).toBeGreaterThanOrEqual(5);
  });
});

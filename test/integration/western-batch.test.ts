/**
 * Issue 23: every endpoint it added (and the `points` option of /v1/natal and /v1/western) runs inside
 * POST /v1/batch, GET items included, and answers there exactly what it answers on its own. The requests
 * are the endpoints' own documented examples (the registry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { get, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const ISSUE_23 = [
  '/v1/western/points', '/v1/western/declinations', '/v1/western/fixed-stars', '/v1/western/lunar-return',
  '/v1/western/planet-return', '/v1/western/stations', '/v1/western/planetary-hours', '/v1/western/harmonic',
  '/v1/western/astrocartography', '/v1/ayanamsas', '/v1/western/house-systems', '/v1/natal', '/v1/western',
];

describe('issue 23 endpoints in a batch', () => {
  it('each example of each endpoint: 200 in the batch, the same data as called alone', async () => {
    const eps = ENDPOINTS.filter((e) => ISSUE_23.includes(e.path));
    expect(new Set(eps.map((e) => e.path)).size).toBe(ISSUE_23.length);
    const items = eps.flatMap((e) => e.examples.map((ex) => (e.method === 'GET'
      ? { method: 'GET' as const, path: e.path, query: ex.request as Record<string, string> }
      : { method: 'POST' as const, path: e.path, body: ex.request })));
    const r = await post(srv.url, '/v1/batch', { requests: items }, key);
    expect(r.status).toBe(200);
    const results = r.body.data as { status: number; body: { data: unknown } }[];
    expect(results).toHaveLength(items.length);
    for (const [i, item] of items.entries()) {
      expect(results[i].status, item.path).toBe(200);
      const alone = item.method === 'GET'
        ? await get(srv.url, `${item.path}?${new URLSearchParams(item.query)}`, key)
        : await post(srv.url, item.path, item.body, key);
      expect(results[i].body.data, item.path).toEqual(alone.body.data);
    }
  });

  it('a bad item fails alone, with a 400 naming its field', async () => {
    const r = await post(srv.url, '/v1/batch', {
      requests: [
        { method: 'GET', path: '/v1/western/stations', query: { planet: 'Sun', from: '2027-01-01', to: '2028-01-01' } },
        { path: '/v1/western/harmonic', body: { date: '1990-05-15T14:30:00', lat: 40.7, lng: -74, timezone: 'America/New_York', harmonic: 361 } },
        { method: 'GET', path: '/v1/ayanamsas' },
      ],
    }, key);
    expect(r.status).toBe(200);
    const [stations, harmonic, ayanamsas] = r.body.data as { status: number; body: { error?: string; details?: { path: string }[] } }[];
    expect([stations.status, harmonic.status, ayanamsas.status]).toEqual([400, 400, 200]);
    expect(stations.body.details?.map((d) => d.path)).toContain('planet');
    expect(harmonic.body.details?.map((d) => d.path)).toContain('harmonic');
  });
});

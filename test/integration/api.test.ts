/**
 * The HTTP request path through the real app (embedded store on disk, real piscina pool):
 * authentication, the error catalogue (a test per code), bad input of every kind (never a 500, never
 * metered), metering headers, trial rules and the endpoints' shapes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { periodOf } from '../../shared/store/ports.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let key: string;
let accountId: string;

beforeAll(async () => {
  s = await startTestServer({ env: { MARKETPLACE_PROXY_SECRET: 'marketplace-secret-0123456789' } });
  ({ key, accountId } = await s.newKey());
});
afterAll(async () => {
  await s.close();
});

async function used(): Promise<number> {
  return (await s.store.usage(accountId, periodOf(new Date(s.now.ms)))).total;
}

describe('authentication', () => {
  it('no key is 401 MISSING_API_KEY', async () => {
    const r = await post(s.url, '/v1/natal', NYC_BIRTH);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ success: false, error: 'MISSING_API_KEY', message: expect.any(String), docUrl: '/docs#errors-MISSING_API_KEY' });
  });
  it('an unknown key is 401 INVALID_API_KEY, in either header form', async () => {
    const fake = 'ak_' + 'x'.repeat(40);
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, fake)).body.error).toBe('INVALID_API_KEY');
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, undefined, { authorization: `Bearer ${fake}` })).body.error).toBe('INVALID_API_KEY');
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, 'not-a-key')).status).toBe(401);
  });
  it('Authorization: Bearer works like X-API-Key', async () => {
    const r = await post(s.url, '/v1/natal', NYC_BIRTH, undefined, { authorization: `Bearer ${key}` });
    expect(r.status).toBe(200);
  });
  it('a revoked key is 401 at once; a rotated key\'s old secret dies at once and the new one works', async () => {
    const k = await s.newKey();
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, k.key)).status).toBe(200);
    const { generateRawKey, hashKey } = await import('../../shared/store/keys.js');
    const fresh = generateRawKey();
    await s.store.rotateKey(k.keyId, hashKey(fresh), new Date());
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, k.key)).body.error).toBe('INVALID_API_KEY');
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, fresh)).status).toBe(200);
    await s.store.revokeKey(k.keyId, new Date());
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, fresh)).body.error).toBe('INVALID_API_KEY');
  });
});

describe('the error catalogue', () => {
  it('VALIDATION_ERROR: missing fields, with details', async () => {
    const r = await post(s.url, '/v1/natal', { lat: 1 }, key);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('VALIDATION_ERROR');
    expect(r.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['date', 'lng']);
  });
  it('VALIDATION_ERROR says what is wrong in words, every field at once, and links to its docs', async () => {
    const r = await post(s.url, '/v1/natal', { lat: 91, lng: 'east', nodeType: 'x' }, key);
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([
      { field: 'date', path: 'date', message: 'date is required' },
      { field: 'lat', path: 'lat', message: 'lat must be between -90 and 90' },
      { field: 'lng', path: 'lng', message: 'lng must be a number' },
      { field: 'nodeType', path: 'nodeType', message: 'nodeType must be one of mean, true' },
    ]);
    expect(r.body.message).toBe('Invalid request: date is required; lat must be between -90 and 90; lng must be a number; nodeType must be one of mean, true');
    expect(r.body.message).not.toMatch(/expected|received/);
    // the link goes to the code's row in the guide, and the row is there
    expect(r.body.docUrl).toBe('/docs#errors-VALIDATION_ERROR');
    // (/docs sends #errors-… on to the guide's error page: test/browser/docs.test.ts)
    expect(await (await fetch(`${s.url}/docs/guide/errors`)).text()).toContain('<a id="errors-VALIDATION_ERROR"></a>');
  });
  it('INVALID_JSON', async () => {
    const r = await post(s.url, '/v1/natal', '{"date": ', key);
    expect([r.status, r.body.error]).toEqual([400, 'INVALID_JSON']);
  });
  it('BATCH_TOO_LARGE', async () => {
    const requests = Array.from({ length: 51 }, () => ({ path: '/v1/natal', body: NYC_BIRTH }));
    const before = await used();
    const r = await post(s.url, '/v1/batch', { requests }, key);
    expect([r.status, r.body.error]).toEqual([400, 'BATCH_TOO_LARGE']);
    expect(await used()).toBe(before);
  });
  it('CHANNEL_NOT_ALLOWED: batch through the marketplace channel; other calls are metered to the marketplace user', async () => {
    const h = { 'x-marketplace-proxy-secret': 'marketplace-secret-0123456789', 'x-marketplace-user': 'mkt-user-1' };
    const b = await post(s.url, '/v1/batch', { requests: [{ path: '/v1/natal', body: NYC_BIRTH }] }, undefined, h);
    expect([b.status, b.body.error]).toEqual([403, 'CHANNEL_NOT_ALLOWED']);
    // refused before the body is read: a body that is not even JSON gets the 403, not INVALID_JSON
    for (const path of ['/v1/batch', '/v1/jobs']) {
      const r = await post(s.url, path, '{"requests": [', undefined, h);
      expect([path, r.status, r.body.error]).toEqual([path, 403, 'CHANNEL_NOT_ALLOWED']);
    }
    const ok = await post(s.url, '/v1/natal', NYC_BIRTH, undefined, h);
    expect(ok.status).toBe(200);
    const acc = (await s.store.listAccounts()).find((a) => a.externalId === 'mkt-user-1');
    expect(acc?.plan).toBe('marketplace');
    expect((await s.store.usage(acc?.id ?? '', periodOf(new Date(s.now.ms)))).byEndpoint).toEqual({ '/v1/natal': 1 });
    const wrong = await post(s.url, '/v1/natal', NYC_BIRTH, undefined, { ...h, 'x-marketplace-proxy-secret': 'wrong-secret-0123456789000' });
    expect(wrong.body.error).toBe('INVALID_API_KEY');
  });
  it('NOT_FOUND for an unknown path, METHOD_NOT_ALLOWED with Allow for a wrong method', async () => {
    const nf = await post(s.url, '/v1/nothing-here', {}, key);
    expect([nf.status, nf.body.error]).toEqual([404, 'NOT_FOUND']);
    const ma = await get(s.url, '/v1/natal', key);
    expect([ma.status, ma.body.error]).toEqual([405, 'METHOD_NOT_ALLOWED']);
    expect(ma.headers.get('allow')).toBe('POST');
  });
  it('PAYLOAD_TOO_LARGE for a 5 MB body', async () => {
    const big = JSON.stringify({ ...NYC_BIRTH, pad: 'x'.repeat(5 * 1024 * 1024) });
    const r = await post(s.url, '/v1/natal', big, key);
    expect([r.status, r.body.error]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(r.body.message).toBe('The request body is larger than 1 MB');
  });
  it('UNSUPPORTED_MEDIA_TYPE for a POST that is not application/json', async () => {
    const res = await fetch(`${s.url}/v1/natal`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'text/plain' }, body: JSON.stringify(NYC_BIRTH) });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
  it('DATE_OUT_OF_RANGE for 1799 and 2400', async () => {
    for (const date of ['1799-12-31T12:00:00', '2400-01-01T00:00:00']) {
      const r = await post(s.url, '/v1/natal', { ...NYC_BIRTH, date }, key);
      expect([r.status, r.body.error]).toEqual([422, 'DATE_OUT_OF_RANGE']);
    }
  });
  it('QUOTA_EXCEEDED with Retry-After to the monthly reset', async () => {
    const k = await s.newKey({ monthlyQuota: 1 });
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, k.key)).status).toBe(200);
    const r = await post(s.url, '/v1/natal', NYC_BIRTH, k.key);
    expect([r.status, r.body.error]).toEqual([429, 'QUOTA_EXCEEDED']);
    const reset = Date.UTC(new Date(s.now.ms).getUTCFullYear(), new Date(s.now.ms).getUTCMonth() + 1, 1);
    expect(Number(r.headers.get('retry-after'))).toBe(Math.ceil((reset - s.now.ms) / 1000));
    expect(r.headers.get('x-quota-remaining')).toBe('0');
  });
  it('RATE_LIMITED with Retry-After when a key exceeds its per-second rate', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '2' } });
    try {
      const k = await limited.newKey();
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await post(limited.url, '/v1/natal', NYC_BIRTH, k.key)).status);
      expect(codes).toEqual([200, 200, 429]);
      const r = await post(limited.url, '/v1/natal', NYC_BIRTH, k.key);
      expect(r.body.error).toBe('RATE_LIMITED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
  it('every answer carries the security headers; there is no CORS: preflights and cross-origin calls get no Access-Control-* header', async () => {
    const answers = [
      await post(s.url, '/v1/natal', NYC_BIRTH, key),
      await post(s.url, '/v1/natal', NYC_BIRTH),
      await get(s.url, '/health'),
      await get(s.url, '/v1/nowhere', key),
    ];
    for (const r of answers) {
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
      expect(r.headers.get('x-powered-by')).toBeNull();
    }
    const preflight = await fetch(`${s.url}/v1/natal`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key, content-type' },
    });
    expect(preflight.status).toBe(405);
    const cross = await fetch(`${s.url}/v1/natal`, {
      method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', 'X-API-Key': key }, body: JSON.stringify(NYC_BIRTH),
    });
    expect(cross.status).toBe(200);
    for (const r of [preflight, cross]) for (const [h] of r.headers) expect(h).not.toMatch(/^access-control-/);
  });
  it('behind a TLS proxy (TRUST_PROXY, X-Forwarded-Proto: https) answers add Strict-Transport-Security', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const https = await fetch(`${proxied.url}/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect((await fetch(`${proxied.url}/health`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
  it('wrong keys are counted per client address: past AUTH_FAILURES_PER_MINUTE the address gets 429 even with a right key, for a minute', async () => {
    const guarded = await startTestServer({ env: { AUTH_FAILURES_PER_MINUTE: '3' } });
    try {
      const k = await guarded.newKey();
      const wrong = `ak_${'x'.repeat(40)}`;
      // A missing key is no guess and does not count; wrong keys do.
      for (let i = 0; i < 5; i++) expect((await post(guarded.url, '/v1/natal', NYC_BIRTH)).body.error).toBe('MISSING_API_KEY');
      for (let i = 0; i < 3; i++) expect((await post(guarded.url, '/v1/natal', NYC_BIRTH, wrong)).body.error).toBe('INVALID_API_KEY');
      for (const key of [wrong, k.key]) {
        const r = await post(guarded.url, '/v1/natal', NYC_BIRTH, key);
        expect([r.status, r.body.error]).toEqual([429, 'RATE_LIMITED']);
        expect(r.body.message).toMatch(/wrong API key from your address/);
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(50);
        expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      }
      expect((await get(guarded.url, '/v1/usage', k.key)).status).toBe(429); // every keyed path shares the gate
      expect((await get(guarded.url, '/v1/jobs/job_abc', k.key)).status).toBe(429);
      // the window passes (the limiter's clock is Date's; faked here, its timers are not)
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      guarded.now.ms += 61_000;
      expect((await post(guarded.url, '/v1/natal', NYC_BIRTH, k.key)).status).toBe(200);
      expect((await guarded.store.usage(k.accountId, new Date(guarded.now.ms).toISOString().slice(0, 7))).total).toBe(1); // refusals cost nothing
    } finally {
      vi.useRealTimers();
      await guarded.close();
    }
  });
  it('TRIAL_EXPIRED 14 days after signup, for every key of the account (keys inherit the deadline)', async () => {
    const k = await s.newKey({ plan: 'trial', trialDays: 14, trialCap: 5000, monthlyQuota: 5000 });
    const start = s.now.ms;
    try {
      s.now.ms = start + 13 * 86_400_000;
      // a key made on day 13 still ends with the account's deadline
      const { generateRawKey, hashKey } = await import('../../shared/store/keys.js');
      const second = generateRawKey();
      await s.store.createKey(k.accountId, 'second', hashKey(second), new Date(s.now.ms));
      expect((await post(s.url, '/v1/natal', NYC_BIRTH, second)).status).toBe(200);
      s.now.ms = start + 14 * 86_400_000;
      for (const kk of [k.key, second]) {
        const r = await post(s.url, '/v1/natal', NYC_BIRTH, kk);
        expect([r.status, r.body.error]).toEqual([402, 'TRIAL_EXPIRED']);
      }
    } finally {
      s.now.ms = start;
    }
  });
  it('TRIAL_EXPIRED after the request cap', async () => {
    const k = await s.newKey({ plan: 'trial', trialCap: 3, monthlyQuota: 5000 });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post(s.url, '/v1/natal', NYC_BIRTH, k.key)).status);
    expect(codes).toEqual([200, 200, 200, 402]);
  });
  it('INTERNAL_ERROR never leaks a stack: a handler bug answers 500 with the catalogue message only', async () => {
    const { ApiError, errorBody, toApiError } = await import('../../shared/errors.js');
    const e = toApiError(new TypeError('secret internals at /srv/x.ts:1'));
    expect(e).toBeInstanceOf(ApiError);
    expect(errorBody(e)).toEqual({ success: false, error: 'INTERNAL_ERROR', message: 'Internal error; it has been logged with the request id', docUrl: '/docs#errors-INTERNAL_ERROR' });
  });
  it('SERVICE_UNAVAILABLE and TIMEOUT carry their statuses (exercised end to end in queue.test.ts)', async () => {
    const { ApiError } = await import('../../shared/errors.js');
    expect(new ApiError('SERVICE_UNAVAILABLE').status).toBe(503);
    expect(new ApiError('TIMEOUT').status).toBe(504);
  });
});

describe('bad input of every kind gets a 4xx and is not metered', () => {
  const cases: [string, unknown, number, string][] = [
    ['lat as a string', { ...NYC_BIRTH, lat: '40.7' }, 400, 'VALIDATION_ERROR'],
    ['lat 91', { ...NYC_BIRTH, lat: 91 }, 400, 'VALIDATION_ERROR'],
    ['lng -180.5', { ...NYC_BIRTH, lng: -180.5 }, 400, 'VALIDATION_ERROR'],
    ['lat 1e308', { ...NYC_BIRTH, lat: 1e308 }, 400, 'VALIDATION_ERROR'],
    ['lat null', { ...NYC_BIRTH, lat: null }, 400, 'VALIDATION_ERROR'],
    ['date as a number', { ...NYC_BIRTH, date: 19900515 }, 400, 'VALIDATION_ERROR'],
    ['a date with Z', { ...NYC_BIRTH, date: '1990-05-15T14:30:00Z' }, 400, 'VALIDATION_ERROR'],
    ['31 February', { ...NYC_BIRTH, date: '1990-02-31T14:30:00' }, 400, 'VALIDATION_ERROR'],
    ['an unknown field (typo houseSytem)', { ...NYC_BIRTH, houseSytem: 'koch' }, 400, 'VALIDATION_ERROR'],
    ['an unknown house system', { ...NYC_BIRTH, houseSystem: 'astrodienst' }, 400, 'VALIDATION_ERROR'],
    ['an unknown lang', { ...NYC_BIRTH, lang: 'xx' }, 400, 'VALIDATION_ERROR'],
    ['an unknown timezone', { ...NYC_BIRTH, timezone: 'Atlantis/Capital' }, 400, 'VALIDATION_ERROR'],
    ['timezone and utcOffset together', { ...NYC_BIRTH, timezone: 'America/New_York', utcOffset: '-05:00' }, 400, 'VALIDATION_ERROR'],
    ['a hostile string', { ...NYC_BIRTH, date: "'; DROP TABLE accounts; --<script>alert(1)</script>" }, 400, 'VALIDATION_ERROR'],
    ['a prototype-pollution key', JSON.parse('{"__proto__": {"admin": true}, "date": "1990-05-15T14:30:00", "lat": 1, "lng": 2}'), 400, 'VALIDATION_ERROR'],
    ['an array body', [NYC_BIRTH], 400, 'VALIDATION_ERROR'],
    ['a JSON string body', '"hello"', 400, 'VALIDATION_ERROR'],
    ['NaN (not JSON)', '{"date":"1990-05-15T14:30:00","lat":NaN,"lng":1}', 400, 'INVALID_JSON'],
    ['Infinity (not JSON)', '{"date":"1990-05-15T14:30:00","lat":Infinity,"lng":1}', 400, 'INVALID_JSON'],
    ['1e400 (parses to Infinity)', '{"date":"1990-05-15T14:30:00","lat":1e400,"lng":1}', 400, 'VALIDATION_ERROR'],
    ['an empty body', '', 400, 'VALIDATION_ERROR'],
  ];
  for (const [what, body, status, code] of cases) {
    it(`${what} → ${status} ${code}`, async () => {
      const before = await used();
      const r = await post(s.url, '/v1/natal', body, key);
      expect(r.status).toBe(status);
      expect(r.body.error).toBe(code);
      expect(JSON.stringify(r.body)).not.toMatch(/at .*\.(ts|js):\d+/);
      expect(await used()).toBe(before);
    });
  }
  it('moon calendar: a range over 400 days, to before from, bad dates and unknown params are 400', async () => {
    for (const q of ['from=2027-01-01&to=2028-02-06', 'from=2027-02-01&to=2027-01-01', 'from=2027-02-30&to=2027-03-01', 'from=2027-01-01', 'from=2027-01-01&to=2027-02-01&x=1', 'from=2027-01-01&from=2027-01-02&to=2027-02-01']) {
      const r = await get(s.url, `/v1/moon-phase/calendar?${q}`, key);
      expect([q, r.status, r.body.error]).toEqual([q, 400, 'VALIDATION_ERROR']);
    }
    const r = await get(s.url, '/v1/moon-phase/calendar?from=1700-01-01&to=1700-02-01', key);
    expect(r.body.error).toBe('DATE_OUT_OF_RANGE');
  });
});

describe('endpoints', () => {
  it('POST /v1/natal: 13 bodies in the spec order, houses, aspects, patterns; meta; quota headers', async () => {
    const r = await post(s.url, '/v1/natal', { ...NYC_BIRTH, houseSystem: 'koch' }, key);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const d = r.body.data;
    expect(Object.keys(d)).toEqual(['planets', 'houses', 'aspects', 'patterns']);
    expect(d.planets.map((p: { planet: string }) => p.planet)).toEqual(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'SouthNode']);
    expect(Object.keys(d.planets[0])).toEqual(['planet', 'tropicalLongitude', 'latitude', 'speed', 'isRetrograde', 'sign', 'signName', 'degreeInSign', 'degreeFormatted', 'element', 'elementName', 'modality', 'modalityName', 'dignity', 'dignityName', 'house']);
    expect(Object.keys(d.houses)).toEqual(['houses', 'ascendant', 'ascendantFormatted', 'midheaven', 'midheavenFormatted']);
    expect(d.houses.houses).toHaveLength(12);
    expect(Object.keys(d.houses.houses[0])).toEqual(['number', 'sign', 'signName', 'cuspDegree', 'degreeFormatted', 'planetsInHouse', 'rulerPlanet']);
    expect(Object.keys(d.aspects[0])).toEqual(['planet1', 'planet2', 'type', 'typeName', 'angle', 'orb', 'applying', 'nature', 'isMajor']);
    expect(r.body.meta).toMatchObject({ utc: '1990-05-15T18:30:00.000Z', timezone: 'America/New_York', utcOffset: '-04:00', houseSystem: 'koch', nodeType: 'mean' });
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(r.headers.get('x-quota-limit'))).toBe(1000);
  });
  it('POST /v1/planets: nine records with every field of the spec table', async () => {
    const r = await post(s.url, '/v1/planets', NYC_BIRTH, key);
    expect(r.status).toBe(200);
    expect(r.body.data.planets.map((p: { planet: string }) => p.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    expect(Object.keys(r.body.data.planets[0])).toEqual([
      'planet', 'sign', 'signName', 'degreeInSign', 'longitude', 'degreeFormatted', 'eclipticLatitude', 'nakshatra', 'nakshatraPada', 'nakshatraLord',
      'subLord', 'subSubLord', 'house', 'houseClassifications', 'speed', 'isRetrograde', 'isCombust', 'dignity', 'dignityName', 'isVargottama',
      'navamsaSign', 'navamsaSignName', 'avastha',
    ]);
    expect(Object.keys(r.body.data.planets[0].avastha)).toEqual(['baladi', 'jagradadi', 'baladiName', 'jagradadiName', 'strengthModifier', 'description']);
    const ketu = r.body.data.planets[8];
    const rahu = r.body.data.planets[7];
    expect(ketu.eclipticLatitude).toBe(0);
    expect(((ketu.longitude - rahu.longitude + 360) % 360)).toBeCloseTo(180, 9);
    expect(r.body.meta.ayanamsa.name).toBe('lahiri');
  });
  it('GET /v1/moon-phase/calendar (heavy, on the pool): 2027 events match astronomy-engine within 30 s', async () => {
    const r = await get(s.url, '/v1/moon-phase/calendar?from=2027-01-01&to=2027-12-31', key);
    expect(r.status).toBe(200);
    expect(r.body.data.events).toHaveLength(49);
    // each instant x has its xLocal right after it (the guide's Instants rule; no place given: UTC, +00:00)
    expect(Object.keys(r.body.data)).toEqual(['from', 'fromLocal', 'to', 'toLocal', 'phaseAtStart', 'nextPrincipalPhase', 'events']);
    expect(r.body.data.fromLocal).toBe(r.body.data.from.replace('Z', '+00:00'));
    expect(Object.keys(r.body.data.phaseAtStart)).toEqual(['date', 'dateLocal', 'phase', 'phaseAngle', 'illumination', 'isWaxing', 'moonLongitude', 'moonLongitudeFormatted', 'sunLongitude', 'sunLongitudeFormatted']);
    // astronomy-engine: Full Moon 2027-01-22T12:17:15.028Z
    expect(Math.abs(Date.parse(r.body.data.events[2].date) - Date.parse('2027-01-22T12:17:15.028Z'))).toBeLessThan(30_000);
  });
  it('usage is recorded per account, per key and per endpoint', async () => {
    const k = await s.newKey();
    await post(s.url, '/v1/natal', NYC_BIRTH, k.key);
    await post(s.url, '/v1/planets', NYC_BIRTH, k.key);
    await post(s.url, '/v1/planets', { ...NYC_BIRTH, lat: 100 }, k.key);
    const u = await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)));
    expect(u.total).toBe(2);
    expect(u.byKey).toEqual([{ keyId: k.keyId, total: 2, byEndpoint: { '/v1/natal': 1, '/v1/planets': 1 } }]);
  });
  it('GET /health needs no key and shows the Swiss files in use; /ready is 200', async () => {
    const h = await get(s.url, '/health');
    expect(h.status).toBe(200);
    expect(h.body.data.version).toBe('test');
    expect((await get(s.url, '/ready')).status).toBe(200);
  });
});

describe('GET /openapi.json', () => {
  it('describes every endpoint of the registry with its method and request schema, without a key', async () => {
    const { ENDPOINTS } = await import('../../shared/endpoints/registry.js');
    const s = await startTestServer();
    try {
      const r = await fetch(`${s.url}/openapi.json`);
      expect(r.status).toBe(200);
      type Schema = { $ref?: string; required?: string[]; properties: Record<string, unknown> };
      type Body = { $ref?: string; content: Record<string, { schema: Schema }> };
      type Parameter = { $ref?: string; name: string; required: boolean };
      const doc = (await r.json()) as {
        openapi: string;
        components: { schemas: Record<string, Schema>; requestBodies: Record<string, Body>; parameters: Record<string, Parameter> };
        paths: Record<string, Record<string, { requestBody?: Body; parameters?: Parameter[] }>>;
      };
      // a schema, request body or parameter several operations share is a component ($ref)
      const component = <T extends { $ref?: string }>(kind: 'schemas' | 'requestBodies' | 'parameters', x: T | undefined): T | undefined =>
        x?.$ref ? (doc.components[kind] as unknown as Record<string, T>)[x.$ref.split('/').pop() ?? ''] : x;
      const resolved = (sc: Schema | undefined) => component('schemas', sc);
      const bodyOf = (b: Body | undefined) => component('requestBodies', b);
      expect(doc.openapi).toBe('3.1.0');
      for (const ep of ENDPOINTS) {
        const op = doc.paths[ep.path]?.[ep.method.toLowerCase()];
        expect(op, `${ep.method} ${ep.path}`).toBeDefined();
        // a request shape several endpoints share is a component ($ref)
        if (ep.method === 'POST') expect(resolved(bodyOf(op?.requestBody)?.content['application/json'].schema)?.properties).toBeDefined();
      }
      const natal = resolved(bodyOf(doc.paths['/v1/natal'].post.requestBody)!.content['application/json'].schema)!;
      expect(natal.required).toEqual(expect.arrayContaining(['date', 'lat', 'lng']));
      expect(Object.keys(natal.properties)).toEqual(expect.arrayContaining(['houseSystem', 'orbs', 'lang']));
      const pan = doc.paths['/v1/vedic/panchanga'].get.parameters!.map((p) => component('parameters', p)!);
      expect(pan.filter((p) => p.required).map((p) => p.name).sort()).toEqual(['date', 'lat', 'lng']);
      expect(doc.paths['/v1/batch'].post).toBeDefined();
    } finally {
      await s.close();
    }
  });
});

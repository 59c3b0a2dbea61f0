/**
 * No request can produce an unexplained 500 or leak a stack: a handler bug is a clean INTERNAL_ERROR
 * (and its unit is given back); randomly malformed requests always get a 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispatcher } from '../../shared/dispatch/dispatcher.js';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { periodOf } from '../../shared/store/ports.js';
import { rawHttp } from '../helpers/raw-http.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

describe('a bug inside a handler', () => {
  let s: TestServer;
  beforeAll(async () => {
    const broken: Dispatcher = {
      mode: 'embedded',
      async run() {
        throw new TypeError('Cannot read properties of undefined at /srv/orrery/shared/core/secret.ts:42');
      },
      async runMany() {
        throw new TypeError('boom at /srv/x.ts:1');
      },
      status: () => ({ mode: 'embedded', ok: true, detail: {} }),
      async close() {},
    };
    s = await startTestServer({ dispatcher: broken });
  });
  afterAll(async () => {
    await s.close();
  });
  it('answers 500 INTERNAL_ERROR with the catalogue message only, and does not count the unit', async () => {
    const k = await s.newKey();
    const r = await post(s.url, '/v1/natal', NYC_BIRTH, k.key);
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ success: false, error: 'INTERNAL_ERROR', message: 'Internal error; it has been logged with the request id', docUrl: '/docs#errors-INTERNAL_ERROR' });
    expect((await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)))).total).toBe(0);
    // the header reports the unit given back
    expect(r.headers.get('x-quota-remaining')).toBe(r.headers.get('x-quota-limit'));
  });
  it('inside a batch the failure is per item, with the same clean body', async () => {
    const k = await s.newKey();
    const r = await post(s.url, '/v1/batch', { requests: [{ path: '/v1/natal', body: NYC_BIRTH }] }, k.key);
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toEqual({ status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'Internal error; it has been logged with the request id', docUrl: '/docs#errors-INTERNAL_ERROR' } });
    expect((await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)))).total).toBe(0);
  });
});

describe('fuzzed requests', () => {
  let s: TestServer;
  let key: string;
  beforeAll(async () => {
    s = await startTestServer();
    ({ key } = await s.newKey({ monthlyQuota: 100_000 }));
  });
  afterAll(async () => {
    await s.close();
  });

  // A small deterministic generator (mulberry32) so failures reproduce.
  function rng(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const weird: unknown[] = [
    null, true, 0, -1, 1e308, -1e308, 5e-324, '', ' ', 'NaN', 'Infinity', '1990-05-15', '1990-13-01T00:00:00', '0000-00-00T00:00:00',
    '9999-12-31T23:59:59', '1990-05-15T14:30:00.123', '\u0000', '💫'.repeat(50), '<script>', '${jndi:ldap://x}', [], {}, [1, 2], { $gt: '' },
    'a'.repeat(10_000), 'America/New_York', '+05:30', 'hi', 'koch', 'true',
  ];
  const fields = ['date', 'lat', 'lng', 'timezone', 'utcOffset', 'lang', 'houseSystem', 'nodeType', 'ayanamsa', 'orbs', 'constructor', '__proto__', 'x'];

  it('300 random bodies against natal and planets never give a 5xx or a stack', async () => {
    const r = rng(20261122);
    const pick = <T,>(xs: T[]) => xs[Math.floor(r() * xs.length)];
    for (let i = 0; i < 300; i++) {
      const body: Record<string, unknown> = { ...NYC_BIRTH };
      const edits = 1 + Math.floor(r() * 3);
      for (let e = 0; e < edits; e++) {
        const f = pick(fields);
        if (r() < 0.2) delete body[f];
        else body[f] = pick(weird);
      }
      const path = r() < 0.5 ? '/v1/natal' : '/v1/planets';
      const res = await post(s.url, path, body, key);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      expect(JSON.stringify(res.body)).not.toMatch(/\.(ts|js):\d+|node_modules/);
    }
  });
  it('random query strings against the moon calendar never give a 5xx', async () => {
    const r = rng(7);
    const vals = ['2027-01-01', '2027-1-1', '1799-01-01', '2399-12-31', '2027-01-01T00:00:00Z', '2027-01-01T25:00:00Z', '', '%00', 'x'.repeat(300), '2027-02-29'];
    for (let i = 0; i < 60; i++) {
      const q = `from=${encodeURIComponent(vals[Math.floor(r() * vals.length)])}&to=${encodeURIComponent(vals[Math.floor(r() * vals.length)])}`;
      const res = await get(s.url, `/v1/moon-phase/calendar?${q}`, key);
      expect(res.status, q).toBeLessThan(500);
    }
  });
});

describe('every endpoint of the registry against bad input', () => {
  let s: TestServer;
  let key: string;
  beforeAll(async () => {
    s = await startTestServer();
    ({ key } = await s.newKey({ monthlyQuota: 1_000_000 }));
  });
  afterAll(async () => {
    await s.close();
  });
  const TWO_PERSON = new Set(['/v1/western/davison', '/v1/western/synastry', '/v1/western/composite', '/v1/compatibility/ashtakoot', '/v1/compatibility/summary']);
  const NUMEROLOGY: Record<string, Record<string, unknown>> = {
    '/v1/numerology/core-numbers': { name: 'Thomas John Hancock', date: '1990-05-15' },
    '/v1/numerology/life-path': { date: '1990-05-15' },
    '/v1/numerology/destiny': { name: 'Thomas John Hancock' },
    '/v1/numerology/soul-urge': { name: 'Thomas John Hancock' },
    '/v1/numerology/personality': { name: 'Thomas John Hancock' },
    '/v1/numerology/personal-year': { date: '1990-05-15' },
    '/v1/numerology/business-name': { businessName: 'Acme Traders', date: '1990-05-15' },
  };
  const base = (path: string): Record<string, unknown> =>
    NUMEROLOGY[path] ? { ...NUMEROLOGY[path] } : TWO_PERSON.has(path) ? { person1: NYC_BIRTH, person2: NYC_BIRTH } : { ...NYC_BIRTH };

  it('missing fields, wrong types, out-of-range values and hostile strings: 400, never 5xx, never a stack', async () => {
    const posts = ENDPOINTS.filter((e) => e.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(39);
    for (const ep of posts) {
      const two = TWO_PERSON.has(ep.path);
      const numerology = NUMEROLOGY[ep.path];
      if (numerology) {
        const b = numerology;
        const bad: unknown[] = [
          {},
          { ...b, extra: 1 },
          ...('date' in b ? [{ ...b, date: '1990-02-31' }, { ...b, date: 19900515 }, { ...b, date: '<script>' }] : []),
          ...('name' in b ? [{ ...b, name: '' }, { ...b, name: '数字 123' }, { ...b, name: 'x'.repeat(201) }, { ...b, name: ['a'] }] : []),
          ...('businessName' in b ? [{ ...b, businessName: '—' }] : []),
          [b],
        ];
        for (const body of bad) {
          const res = await post(s.url, ep.path, body, key);
          expect(res.status, `${ep.path} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
          expect(JSON.stringify(res.body)).not.toMatch(/\.(ts|js):\d+|node_modules/);
        }
        expect((await post(s.url, ep.path, b, key)).status, ep.path).toBe(200);
        continue;
      }
      const bad: unknown[] = two
        ? [{}, { person1: NYC_BIRTH }, { person1: NYC_BIRTH, person2: { ...NYC_BIRTH, lat: 91 } }, { person1: '<script>', person2: NYC_BIRTH }, { ...base(ep.path), extra: 1 }]
        : [
            {},
            { lat: NYC_BIRTH.lat, lng: NYC_BIRTH.lng },
            { ...NYC_BIRTH, lat: '40.7' },
            { ...NYC_BIRTH, lat: 91 },
            { ...NYC_BIRTH, lng: -1e308 },
            { ...NYC_BIRTH, date: '<script>alert(1)</script>' },
            { ...NYC_BIRTH, date: '1990-02-31T10:00:00' },
            { ...NYC_BIRTH, date: '1990-05-15T14:30:00Z' },
            { ...NYC_BIRTH, timezone: 'Mars/Olympus_Mons' },
            { ...NYC_BIRTH, lang: 'xx' },
            { ...NYC_BIRTH, houseSytem: 'koch' },
            [NYC_BIRTH],
          ];
      for (const body of bad) {
        const res = await post(s.url, ep.path, body, key);
        expect(res.status, `${ep.path} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
        expect(res.body.success).toBe(false);
        expect(JSON.stringify(res.body)).not.toMatch(/\.(ts|js):\d+|node_modules/);
      }
      // and out of the ephemeris range: a clear 422
      // (the endpoint's own example, with its other required fields: KP horary's number …)
      const early = two ? { person1: { ...NYC_BIRTH, date: '1700-01-01T00:00:00' }, person2: NYC_BIRTH } : { ...ep.examples[0].request, date: '1700-01-01T00:00:00' };
      const res = await post(s.url, ep.path, early, key);
      expect(res.status, `${ep.path} 1700`).toBe(422);
      expect(res.body.error).toBe('DATE_OUT_OF_RANGE');
    }
  });

  it('200 random edits of valid bodies across all POST endpoints never give a 5xx', async () => {
    const r = (() => {
      let seed = 424242;
      return () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    })();
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
    const values: unknown[] = [null, -1, 0, 1e308, '', 'svg', 'south', 45, 360, 3, 'gregorian', 'centre', '2026-01-01T00:00:00', '2450-01-01T00:00:00', 2025, 1.5, 'x'.repeat(500), { $ne: 1 }, [], 'Asia/Kolkata', '+05:30'];
    const fields = ['date', 'lat', 'lng', 'targetDate', 'targetYear', 'returnLat', 'returnLng', 'format', 'size', 'style', 'dial', 'orb', 'orbs', 'yearLength', 'depth', 'sunriseMode', 'ayanamsa', 'nodeType', 'houseSystem', 'timezone', 'utcOffset'];
    const posts = ENDPOINTS.filter((e) => e.method === 'POST');
    for (let i = 0; i < 200; i++) {
      const ep = pick(posts);
      const body = base(ep.path);
      const target = TWO_PERSON.has(ep.path) && r() < 0.5 ? (body.person2 = { ...NYC_BIRTH }) as Record<string, unknown> : body;
      for (let e = 0; e < 1 + Math.floor(r() * 2); e++) target[pick(fields)] = pick(values);
      const res = await post(s.url, ep.path, body, key);
      expect(res.status, `${ep.path} ${JSON.stringify(body).slice(0, 160)}`).toBeLessThan(500);
    }
  });
});

describe('inputs the property tests (fuzz.test.ts) found giving a 5xx or a wrong 422, each now answered right', () => {
  let s: TestServer;
  let key = '';
  beforeAll(async () => {
    s = await startTestServer();
    key = (await s.newKey()).key;
  });
  afterAll(async () => s.close());

  it('a houseSystem named like a built-in property (constructor, toString, __proto__) is a 400 listing the systems, not a 500', async () => {
    for (const houseSystem of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const r = await post(s.url, '/v1/natal', { date: '1970-01-01T00:00', lat: 0, lng: 0, houseSystem }, key);
      expect([r.status, r.body.error], houseSystem).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('the first hours of 1800 (inside the documented range) answer on the western and Vedic-day endpoints', async () => {
    const cases: [string, unknown][] = [
      ['/v1/natal', { date: '1800-01-01T16:45:36', lat: 0, lng: 0, utcOffset: '+13:05' }], // 03:40 UT: Pluto's light-time reaches into 1799
      ['/v1/western/progressions', { date: '1800-01-01T03:00:00', lat: 0, lng: 0, utcOffset: '+00:00', targetDate: '1800-03-01T00:00:00' }],
      ['/v1/muhurat', { date: '1800-01-02T00:03:40', lat: 0, lng: 0, sunriseMode: 'centre' }], // its Vedic day began on 1800-01-01
      ['/v1/kundali', { date: '1800-01-02T00:03:40', lat: 0, lng: 0 }],
      ['/v1/shadbala', { date: '1800-01-01T14:30:09', lat: 0, lng: 0, utcOffset: '+09:03' }],
    ];
    for (const [path, body] of cases) expect((await post(s.url, path, body, key)).status, path).toBe(200);
    const p = await get(s.url, '/v1/vedic/panchanga?date=1800-01-01T14:12:05&lat=0&lng=0&utcOffset=%2B00:46', key);
    expect(p.status).toBe(200);
  });

  it('at 65° N in December the Vedic day exists (the Sun rises and sets): muhurat, kundali and panchanga answer 200', async () => {
    const at = { date: '2024-12-12T10:17', lat: 65, lng: 10, utcOffset: '+00:40' };
    expect((await post(s.url, '/v1/muhurat', { ...at, sunriseMode: 'centre' }, key)).status).toBe(200);
    expect((await post(s.url, '/v1/kundali', at, key)).status).toBe(200);
    expect((await get(s.url, '/v1/vedic/panchanga?date=2024-12-12T10:17&lat=65&lng=10&utcOffset=%2B00:40', key)).status).toBe(200);
  });

  it('a panchanga for a date alone, where the zone\'s midnight falls just after a sunrise, is the next sunrise, not a polar 422', async () => {
    // Lat 0, lng 0 at UTC−6: the civil date runs 06:00 to 06:00 UT, and the sunrises at about 06:00 UT fall
    // 23:59:xx before one local midnight and just after the next.
    // astronomy-engine's SearchRiseSet (upper limb, standard refraction, as sunriseMode upper-limb) gives
    // the first sunrise after that midnight independently.
    const Astronomy = await import('astronomy-engine');
    const midnight = new Date('1970-01-01T06:00:00Z');
    const expected = Astronomy.SearchRiseSet(Astronomy.Body.Sun, new Astronomy.Observer(0, 0, 0), +1, midnight, 2);
    expect(expected).not.toBeNull();
    for (const zone of ['utcOffset=-06:00', 'timezone=America/Ciudad_Juarez']) {
      const r = await get(s.url, `/v1/vedic/panchanga?date=1970-01-01&lat=0&lng=0&sunriseMode=upper-limb&${zone}`, key);
      expect(r.status, zone).toBe(200);
      expect(Math.abs(Date.parse(r.body.data.panchanga.at) - (expected?.date.getTime() ?? 0)), zone).toBeLessThan(60_000);
    }
  });

  it('error messages repeat plain names only: a hostile time zone, field or parameter name is described, not echoed', async () => {
    const tz = await post(s.url, '/v1/natal', { date: '1990-05-15T14:30:00', lat: 1, lng: 2, timezone: '<script>alert(1)</script>' }, key);
    expect([tz.status, tz.body.error]).toEqual([400, 'VALIDATION_ERROR']);
    expect(JSON.stringify(tz.body)).not.toContain('<script>');
    const field = await post(s.url, '/v1/natal', { ...NYC_BIRTH, '<img src=x>': 1 }, key);
    expect(field.status).toBe(400);
    expect(JSON.stringify(field.body)).not.toContain('<img');
    expect(JSON.stringify(field.body)).toContain('not repeated');
    const plain = await post(s.url, '/v1/natal', { ...NYC_BIRTH, houseSytem: 'koch' }, key);
    expect(JSON.stringify(plain.body)).toContain('houseSytem'); // a plain typo is still named, to help
    const q = await get(s.url, `/v1/usage?${encodeURIComponent('"><svg onload=1>')}=1`, key);
    expect(q.status).toBe(400);
    expect(JSON.stringify(q.body)).not.toContain('<svg');
    expect((await post(s.url, '/v1/natal', { ...NYC_BIRTH, timezone: 'Mars/Olympus_Mons' }, key)).body.message).toContain('Mars/Olympus_Mons');
  });
});

describe('requests the HTTP parser refuses get the JSON envelope, then the connection closes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  /** Sends raw bytes; the body is the JSON envelope. */
  async function raw(bytes: string): Promise<{ status: number; headers: string; body: unknown }> {
    const r = await rawHttp(s.url, bytes);
    return { status: r.status, headers: r.head, body: JSON.parse(r.body) };
  }

  it('headers over 16 KB: 431 HEADERS_TOO_LARGE', async () => {
    const r = await raw(`POST /v1/natal HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(r.status).toBe(431);
    expect(r.body).toEqual({ success: false, error: 'HEADERS_TOO_LARGE', message: 'The request line and headers are larger than 16 KB' });
    expect(r.headers).toContain('content-type: application/json; charset=utf-8');
    expect(r.headers).toContain('connection: close');
  });

  it('a query string over 16 KB: 431 too (a long query is refused before any parsing)', async () => {
    const r = await raw(`GET /v1/vedic/panchanga?date=2024-01-01&lat=1&lng=2&x=${'9'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect([r.status, (r.body as { error: string }).error]).toEqual([431, 'HEADERS_TOO_LARGE']);
  });

  it('bytes that are not HTTP, a bad header name and a bad Content-Length: 400 MALFORMED_REQUEST', async () => {
    for (const bytes of [
      'HELLO\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
      'POST /v1/natal HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n',
      'POST /v1/natal HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]) {
      const r = await raw(bytes);
      expect([r.status, (r.body as { error: string }).error], JSON.stringify(bytes)).toEqual([400, 'MALFORMED_REQUEST']);
    }
  });

  it('slow clients: headers must arrive within 20 s and the whole request within 120 s (Node answers 408 REQUEST_TIMEOUT past them)', async () => {
    const { createServer } = await import('node:http');
    const { hardenServer, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } = await import('../../api/http-server.js');
    const server = hardenServer(createServer());
    expect([server.headersTimeout, server.requestTimeout]).toEqual([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]);
    expect([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toEqual([20_000, 120_000]);
    // and Node looks for them every second, not every 30 s (hardening.test.ts times a 408)
    expect((server as typeof server & { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1_000);
  });

  it('the server keeps answering normal requests afterwards', async () => {
    const k = await s.newKey();
    expect((await post(s.url, '/v1/natal', NYC_BIRTH, k.key)).status).toBe(200);
  });
});

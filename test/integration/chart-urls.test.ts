/**
 * Issue 24: signed, expiring chart URLs. The signature is recomputed here by the documented rule (HMAC-SHA256
 * keyed with the account's whsec_ secret over "ORRERY-CHART-URL-V1\nGET\n<path>\n<sorted RFC 3986 query>"),
 * written out in the test, not with the server's code, so the test checks the rule a client follows.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringToSign } from '../../shared/endpoints/chart-urls.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
let keyId: string;
let secret: string;
beforeAll(async () => {
  srv = await startTestServer();
  ({ key, keyId } = await srv.newKey({ monthlyQuota: 1000 }));
  secret = (await get(srv.url, '/v1/webhooks/secret', key)).body.data.secret as string;
});
afterAll(async () => {
  await srv.close();
});

const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** The documented signing, by hand. */
function signed(path: string, params: Record<string, string>, withSecret = secret): string {
  const q = Object.entries(params).map(([k, v]) => [enc(k), enc(v)]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([k, v]) => `${k}=${v}`).join('&');
  const sig = createHmac('sha256', withSecret).update(`ORRERY-CHART-URL-V1\nGET\n${path}\n${q}`).digest('hex');
  return `${path}?${q}&signature=${sig}`;
}
const inAnHour = () => String(Math.floor(srv.now.ms / 1000) + 3600);
const fields = { date: NYC_BIRTH.date, lat: String(NYC_BIRTH.lat), lng: String(NYC_BIRTH.lng), lang: 'hi' };

async function used(): Promise<number> {
  const u = await get(srv.url, '/v1/usage', key);
  return u.body.data.quota.used as number;
}

describe('signed chart URLs', () => {
  it('the guide\'s worked example: the string to sign and the signature, as Python\'s hmac computes them', () => {
    // python3: hmac.new(secret.encode(), s.encode(), hashlib.sha256).hexdigest() with urllib.parse.quote(v, safe='-._~')
    const pairs: Array<[string, string]> = [['date', '1990-05-15T14:30:00'], ['lat', '40.7128'], ['lng', '-74.006'], ['size', '400'], ['lang', 'hi'], ['keyId', 'key_7Hq2xT'], ['expires', '1767225600']];
    const s = stringToSign('/v1/chart/western.svg', pairs);
    expect(s).toBe('ORRERY-CHART-URL-V1\nGET\n/v1/chart/western.svg\ndate=1990-05-15T14%3A30%3A00&expires=1767225600&keyId=key_7Hq2xT&lang=hi&lat=40.7128&lng=-74.006&size=400');
    expect(createHmac('sha256', 'whsec_3f1a9c0e5b7d2468ace13579bdf02468ace13579bdf02468ace13579bdf0246').update(s).digest('hex'))
      .toBe('e93ce42324d12a193ee12a51c54cac39c4ec347db42901aa380a945ce807f26a');
  });

  it('a URL signed by the documented rule gives the SVG (200, image/svg+xml), metered once to the key\'s account and counted in usage', async () => {
    const before = await used();
    const res = await fetch(srv.url + signed('/v1/chart/western.svg', { ...fields, keyId, expires: inAnHour() }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-quota-remaining')).toBeTruthy();
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*data-orrery="wheel"[^>]*xml:lang="hi"/);
    expect(await used()).toBe(before + 1);
  });

  it('POST /v1/chart-urls makes a URL for the calling key that works, with lists in the query (astrocartography)', async () => {
    const r = await post(srv.url, '/v1/chart-urls', { endpoint: 'western-astrocartography', request: { ...NYC_BIRTH, planets: ['Sun', 'Venus'], width: 400 }, expiresIn: 600 }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.keyId).toBe(keyId);
    expect(r.body.data.expiresAt).toBe(new Date((Math.floor(srv.now.ms / 1000) + 600) * 1000).toISOString());
    expect(r.body.data.url).toBe(srv.url + r.body.data.path);
    // the same URL as signing by hand
    const mine = signed('/v1/chart/western-astrocartography.svg', {
      date: NYC_BIRTH.date, lat: '40.7128', lng: '-74.006', planets: 'Sun,Venus', width: '400', format: 'svg', keyId, expires: String(Math.floor(srv.now.ms / 1000) + 600),
    });
    expect(r.body.data.path).toBe(mine);
    const img = await fetch(r.body.data.url as string);
    expect(img.status).toBe(200);
    expect(await img.text()).toContain('data-orrery="astrocartography"');
  });

  it('an expired URL is 403 URL_EXPIRED in JSON, and not metered', async () => {
    const before = await used();
    const r = await get(srv.url, signed('/v1/chart/chart-north-indian.svg', { ...fields, keyId, expires: String(Math.floor(srv.now.ms / 1000) - 1) }));
    expect(r.status).toBe(403);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.body).toMatchObject({ success: false, error: 'URL_EXPIRED' });
    expect(await used()).toBe(before);
  });

  it('a tampered query, a signature for another key, a foreign secret: 403 SIGNATURE_INVALID', async () => {
    const url = signed('/v1/chart/western.svg', { ...fields, keyId, expires: inAnHour() });
    const tampered = await get(srv.url, url.replace('lat=40.7128', 'lat=41'));
    expect(tampered.status).toBe(403);
    expect(tampered.body.error).toBe('SIGNATURE_INVALID');
    // another account's key, signed with the first account's secret
    const other = await srv.newKey();
    const forOther = await get(srv.url, signed('/v1/chart/western.svg', { ...fields, keyId: other.keyId, expires: inAnHour() }));
    expect(forOther.status).toBe(403);
    expect(forOther.body.error).toBe('SIGNATURE_INVALID');
    // keyId swapped after signing
    expect((await get(srv.url, url.replace(`keyId=${keyId}`, `keyId=${other.keyId}`))).status).toBe(403);
    expect((await get(srv.url, signed('/v1/chart/western.svg', { ...fields, keyId, expires: inAnHour() }, 'whsec_wrong'))).body.error).toBe('SIGNATURE_INVALID');
  });

  it('missing parameters are 400 naming each; an unknown chart 404; a bad field 400 in words', async () => {
    const r = await get(srv.url, '/v1/chart/western.svg?date=1990-05-15T14:30:00');
    expect(r.status).toBe(400);
    expect(r.body.details.map((d: { path: string }) => d.path)).toEqual(['keyId', 'expires', 'signature']);
    expect((await get(srv.url, signed('/v1/chart/natal.svg', { ...fields, keyId, expires: inAnHour() }))).status).toBe(404);
    const bad = await get(srv.url, signed('/v1/chart/western.svg', { ...fields, lat: '123', keyId, expires: inAnHour() }));
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual({ field: 'lat', path: 'lat', message: 'lat must be between -90 and 90' });
  });

  it('hostile strings in the query: escaped or refused, never a 500', async () => {
    const hostile = ['<script>alert(1)</script>', '"><svg onload=1>', '../../etc/passwd', '%00', '\u0000', 'a'.repeat(5000), '☉\u202e', "' OR 1=1 --"];
    for (const h of hostile) {
      for (const field of ['date', 'lang', 'keyId', 'expires', 'signature', h]) {
        const params: Record<string, string> = { ...fields, keyId, expires: inAnHour() };
        params[field] = h;
        const r = await fetch(srv.url + signed('/v1/chart/western.svg', params));
        expect(r.status, `${field}=${h.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      }
    }
    const dup = await get(srv.url, `${signed('/v1/chart/western.svg', { ...fields, keyId, expires: inAnHour() })}&lat=1`);
    expect(dup.status).toBe(400);
  });

  it('POST /v1/chart-urls refuses a request that would fail, objects in the query, and lifetimes over 7 days', async () => {
    const bad = await post(srv.url, '/v1/chart-urls', { endpoint: 'western', request: { ...NYC_BIRTH, lat: 99 } }, key);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('request.lat');
    const obj = await post(srv.url, '/v1/chart-urls', { endpoint: 'western', request: { ...NYC_BIRTH, orbs: { Trine: 6 } } }, key);
    expect(obj.status).toBe(400);
    expect(obj.body.details[0].path).toBe('request.orbs');
    const long = await post(srv.url, '/v1/chart-urls', { endpoint: 'western', request: NYC_BIRTH, expiresIn: 7 * 86400 + 1 }, key);
    expect(long.status).toBe(400);
    expect((await post(srv.url, '/v1/chart-urls', { endpoint: 'western', request: NYC_BIRTH }, undefined)).status).toBe(401);
  });
});

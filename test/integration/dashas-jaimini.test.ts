/**
 * The Jaimini sign-based dashas over HTTP: Chara dasha with P.V.R. Narasimha Rao's method for reference
 * chart p01 against PyJHora 4.8.5 (test/fixtures/reference/dashas.json, chara_pvn_rao), a 400 naming the
 * `method` field, and the 422 of Varnada dasha where the Sun does not rise (no hora lagna).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { nonZero, refDasha, START_TOLERANCE_DAYS } from '../helpers/dashas.js';
import { charts } from '../helpers/reference.js';
import { post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
  srv.now.ms = Date.UTC(2026, 0, 1);
});
afterAll(async () => {
  await srv.close();
});

const p01 = charts.find((c) => c.id === 'p01')!;
const BIRTH = { date: p01.local_datetime, lat: p01.latitude, lng: p01.longitude, timezone: p01.timezone };
type P = { lord: string; signName: string; start: string; end: string };
const days = (a: string, b: string) => Math.abs(julianDayUt(Date.parse(a)) - julianDayUt(Date.parse(b)));

describe('POST /v1/dasha/chara', () => {
  it('method pvn-rao: the two cycles of PyJHora for p01 (zero-length periods not listed), starts within tolerance', async () => {
    const r = await post(srv.url, '/v1/dasha/chara', { ...BIRTH, method: 'pvn-rao', depth: 1, yearLength: 'sidereal' }, key);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    const mahas = r.body.data.mahadashas as P[];
    const ref = nonZero(refDasha('p01', 'rashi', 'chara_pvn_rao').mahadashas);
    expect(mahas.map((m) => m.lord)).toEqual(ref.map((m) => m.lord));
    ref.forEach((m, i) => expect(days(mahas[i].start, m.start)).toBeLessThan(START_TOLERANCE_DAYS));
    expect(mahas.length).toBe(23); // 24 of PyJHora, less Taurus's 0 years in the second cycle
  });

  it('the default method is K.N. Rao (one cycle from the ascendant)', async () => {
    const r = await post(srv.url, '/v1/dasha/chara', { ...BIRTH, depth: 1, yearLength: 'sidereal' }, key);
    expect(r.status).toBe(200);
    const ref = nonZero(refDasha('p01', 'rashi', 'chara').mahadashas);
    expect((r.body.data.mahadashas as P[]).map((m) => m.lord)).toEqual(ref.map((m) => m.lord));
  });

  it('refuses an unknown method with a 400 naming the field', async () => {
    const r = await post(srv.url, '/v1/dasha/chara', { ...BIRTH, method: 'raghava-bhatta' }, key);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(r.body)).toContain('method');
  });
});

describe('POST /v1/dasha/varnada', () => {
  it('answers 422 where the Sun does not rise on the birth day (polar night: no hora lagna)', async () => {
    const r = await post(srv.url, '/v1/dasha/varnada', { date: '2000-12-21T12:00:00', lat: 78.2, lng: 15.6, timezone: 'Arctic/Longyearbyen' }, key);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(422);
    expect(r.body.error).toBe('UNPROCESSABLE');
  });
});

/**
 * The last dasha systems of issue 21 over HTTP: saptarishi-nakshatra's lords are nakshatras (the `lord` key stays
 * English, the `nakshatra` display name follows `lang`), moola, brahma and lagnamsaka answer PyJHora's first
 * mahadashas for chart p01, and bad input is a 400 naming the field. The values are checked against PyJHora 4.8.5
 * in test/unit/dashas-rest.test.ts (lagnamsaka in test/unit/dashas-rashi-other.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAKSHATRAS } from '../../shared/core/vedic/nakshatra.js';
import { post, startTestServer, type TestServer } from '../helpers/server.js';
import { charts } from '../helpers/reference.js';
import { refDasha } from '../helpers/dashas.js';

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

const birth = (id: string) => {
  const c = charts.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return { date: c.local_datetime, lat: c.latitude, lng: c.longitude, timezone: c.timezone };
};
type P = { lord: string; nakshatra?: string; signName?: string; start: string; durationYears: number };
const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

describe('POST /v1/dasha/{saptarishi-nakshatra,moola,brahma,lagnamsaka}', () => {
  it('saptarishi-nakshatra: nakshatra lords from the Moon\'s backwards (p01: Uttara Ashadha … as PyJHora\'s 24, 23 …), 10 years each', async () => {
    const r = await post(srv.url, '/v1/dasha/saptarishi-nakshatra', { ...birth('p01'), depth: 2, yearLength: 'sidereal' }, key);
    expect(r.status).toBe(200);
    const mahas = r.body.data.mahadashas as (P & { antardashas: P[] })[];
    const ref = refDasha('p01', 'graha', 'saptharishi_nakshathra').mahadashas;
    expect(mahas.map((m) => m.lord)).toEqual(ref.map((m) => NAKSHATRAS[Number(m.lord)]));
    mahas.forEach((m, i) => expect(days(m.start, ref[i].start)).toBeLessThan(0.5));
    expect(mahas[0]).toMatchObject({ lord: 'Purva Bhadrapada', nakshatra: 'Purva Bhadrapada', durationYears: 10 });
    expect(mahas[0].signName).toBeUndefined();
    expect(mahas[0].antardashas.map((a) => a.lord).slice(0, 2)).toEqual(['Purva Bhadrapada', 'Shatabhisha']);
  });

  it('saptarishi-nakshatra: the nakshatra\'s name in lang, the lord key in English', async () => {
    const r = await post(srv.url, '/v1/dasha/saptarishi-nakshatra', { ...birth('p01'), depth: 1, lang: 'hi' }, key);
    expect(r.status).toBe(200);
    const first = (r.body.data.mahadashas as P[])[0];
    expect(first.lord).toBe('Purva Bhadrapada');
    expect(first.nakshatra).toBeTruthy();
    expect(first.nakshatra).not.toBe('Purva Bhadrapada');
  });

  it.each([
    ['moola', 'graha', 'moola'],
    ['brahma', 'rashi', 'brahma'],
    ['lagnamsaka', 'rashi', 'lagnamsaka'],
  ] as const)('%s: PyJHora\'s first mahadashas for p01 (sidereal year)', async (system, kind, refName) => {
    const r = await post(srv.url, `/v1/dasha/${system}`, { ...birth('p01'), depth: 1, yearLength: 'sidereal' }, key);
    expect(r.status).toBe(200);
    const mahas = r.body.data.mahadashas as P[];
    const ref = refDasha('p01', kind, refName).mahadashas.filter((m, i, all) => all[i + 1]?.start !== m.start).slice(0, 4);
    expect(mahas.slice(0, 4).map((m) => m.lord)).toEqual(ref.map((m) => m.lord));
    mahas.slice(0, 4).forEach((m, i) => expect(days(m.start, ref[i].start)).toBeLessThan(0.5));
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const r = await post(srv.url, '/v1/dasha/saptarishi-nakshatra', { ...birth('p01'), yearLength: 'lunar' }, key);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('yearLength');
  });
});

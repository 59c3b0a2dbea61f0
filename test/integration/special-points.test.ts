/**
 * POST /v1/special-lagnas and POST /v1/upagrahas over HTTP: the record shape, values against PyJHora 4.8.5
 * (test/fixtures/reference/special-points.json) for a day birth (p01) and the night births, localised names,
 * and bad input answered 400 with the field named. The values themselves are checked for all 8 charts in
 * test/unit/special-points.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDegreeFormatted } from '../helpers/degrees.js';
import { charts } from '../helpers/reference.js';
import { post, startTestServer, type TestServer } from '../helpers/server.js';

interface SpChart { id: string; special_lagnas: Record<string, number>; upagrahas: Record<string, number>; upagrahas_classical: Record<string, number | string> }
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'special-points.json'), 'utf8')) as { charts: SpChart[] };

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const diff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
const body = (id: string) => {
  const c = charts.find((x) => x.id === id)!;
  return { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset };
};
const ref = (id: string) => fixture.charts.find((x) => x.id === id)!;
interface Point { longitude: number; sign: number; signName: string; nakshatra: string; pada: number }

describe('/v1/special-lagnas', () => {
  it('p01: ten points {longitude, sign, signName, nakshatra, pada}; sree … varnada within 0.05° of PyJHora', async () => {
    const r = await post(srv.url, '/v1/special-lagnas', body('p01'), key);
    expect(r.status).toBe(200);
    const lagnas = r.body.data.lagnas as Record<string, Point>;
    expect(Object.keys(lagnas)).toEqual(['bhava', 'hora', 'ghati', 'vighati', 'sree', 'pranapada', 'indu', 'bhriguBindu', 'kunda', 'varnada']);
    const pyj = ref('p01').special_lagnas;
    for (const [k, pk] of [['sree', 'sree_lagna'], ['indu', 'indu_lagna'], ['bhriguBindu', 'bhrigu_bindhu_lagna'], ['kunda', 'kunda_lagna'], ['varnada', 'varnada_lagna']]) {
      expect(diff(lagnas[k].longitude, pyj[pk]), k).toBeLessThan(0.05);
    }
    // indu lagna 301.66°: Aquarius, Dhanishta pada 3
    expect(lagnas.indu).toMatchObject({ sign: 10, signName: 'Aquarius', nakshatra: 'Dhanishta', pada: 3 });
    expect(r.body.data.minutesSinceSunrise).toBeGreaterThan(213);
    expect(r.body.data.minutesSinceSunrise).toBeLessThan(214);
    expect(r.body.meta.ayanamsa.name).toBe('lahiri');
  });

  it('p05 (before sunrise): the sunrise counted from is the previous day\'s; names in Hindi', async () => {
    const r = await post(srv.url, '/v1/special-lagnas', { ...body('p05'), lang: 'hi' }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.sunrise).toMatch(/^2012-11-15T23:05:10\.\d{3}Z$/);
    expect(r.body.data.lagnas.indu.sign).toBe(9);
    expect(r.body.data.lagnas.indu.signName).not.toBe('Capricorn');
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [bad, field] of [[{ sunriseMode: 'limb' }, 'sunriseMode'], [{ lat: 91 }, 'lat'], [{ nodeType: 'mean-ish' }, 'nodeType']] as const) {
      const r = await post(srv.url, '/v1/special-lagnas', { ...body('p01'), ...bad }, key);
      expect(r.status, field).toBe(400);
      expect(r.body.details.map((d: { path: string }) => d.path), field).toContain(field);
    }
  });
});

describe('degreeFormatted beside each longitude (issue 24)', () => {
  it('p01: the ten lagnas and eleven upagrahas read back to their longitude (rounded to 1″); sree … varnada within 0.05° of PyJHora', async () => {
    const lagnas = (await post(srv.url, '/v1/special-lagnas', body('p01'), key)).body.data.lagnas as Record<string, Point & { degreeFormatted: string }>;
    const upagrahas = (await post(srv.url, '/v1/upagrahas', body('p01'), key)).body.data.upagrahas as Record<string, Point & { degreeFormatted: string }>;
    for (const [k, p] of [...Object.entries(lagnas), ...Object.entries(upagrahas)]) {
      const read = readDegreeFormatted(p.degreeFormatted);
      expect(read.signName, k).toBe(p.signName);
      expect(diff(read.deg, p.longitude) * 3600, k).toBeLessThanOrEqual(0.5 + 1e-6);
    }
    const pyj = ref('p01').special_lagnas;
    for (const [k, pk] of [['sree', 'sree_lagna'], ['indu', 'indu_lagna'], ['bhriguBindu', 'bhrigu_bindhu_lagna'], ['kunda', 'kunda_lagna'], ['varnada', 'varnada_lagna']]) {
      expect(diff(readDegreeFormatted(lagnas[k].degreeFormatted).deg, pyj[pk]), k).toBeLessThan(0.05);
    }
    // indu lagna by hand (unit test): the Moon's 1.66° of Pisces carried to Aquarius
    expect(lagnas.indu.degreeFormatted).toMatch(/^1°39′\d{2}″ Aquarius$/);
  });

  it('under lang "hi" the same figures with the Hindi sign name', async () => {
    const en = (await post(srv.url, '/v1/upagrahas', body('p07'), key)).body.data.upagrahas as Record<string, Point & { degreeFormatted: string }>;
    const hi = (await post(srv.url, '/v1/upagrahas', { ...body('p07'), lang: 'hi' }, key)).body.data.upagrahas as Record<string, Point & { degreeFormatted: string }>;
    for (const k of Object.keys(en)) {
      const figures = en[k].degreeFormatted.split(' ')[0];
      expect(hi[k].degreeFormatted, k).toBe(`${figures} ${hi[k].signName}`);
      expect(hi[k].signName, k).not.toBe(en[k].signName);
    }
  });
});

describe('/v1/upagrahas', () => {
  it('p07 (night): the night from sunset; gulika and mandi within 0.05° of upagrahas_classical', async () => {
    const r = await post(srv.url, '/v1/upagrahas', body('p07'), key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d.upagrahas)).toEqual(['dhuma', 'vyatipata', 'parivesha', 'indrachapa', 'upaketu', 'kaala', 'mrityu', 'arthaPrahara', 'yamaGhantaka', 'gulika', 'mandi']);
    expect(d.segment).toBe('night');
    // Thursday night: the 5th weekday from Thursday is Monday
    expect(d.firstPartLord).toBe('Moon');
    expect(d.conventions).toEqual({ gulikaAt: 'start', mandiAt: 'middle', lordlessPart: 'eighth' });
    const cl = ref('p07').upagrahas_classical;
    expect(diff(d.upagrahas.gulika.longitude, cl.gulika as number)).toBeLessThan(0.05);
    expect(diff(d.upagrahas.mandi.longitude, cl.maandi as number)).toBeLessThan(0.05);
    expect(diff(d.upagrahas.dhuma.longitude, ref('p07').upagrahas.dhuma)).toBeLessThan(0.05);
  });

  it('p01 (day) with lordlessPart after-saturn: all six timed ones within 0.05° of PyJHora', async () => {
    const r = await post(srv.url, '/v1/upagrahas', { ...body('p01'), lordlessPart: 'after-saturn' }, key);
    expect(r.status).toBe(200);
    const up = r.body.data.upagrahas as Record<string, Point>;
    const pyj = ref('p01').upagrahas;
    for (const [k, pk] of [['kaala', 'kaala'], ['mrityu', 'mrityu'], ['arthaPrahara', 'artha_prahara'], ['yamaGhantaka', 'yama_ghantaka'], ['gulika', 'gulika'], ['mandi', 'maandi']]) {
      expect(diff(up[k].longitude, pyj[pk]), k).toBeLessThan(0.05);
    }
    expect(r.body.data.segment).toBe('day');
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [bad, field] of [[{ gulikaAt: 'end' }, 'gulikaAt'], [{ mandiAt: 1 }, 'mandiAt'], [{ lordlessPart: 'ninth' }, 'lordlessPart'], [{ nodeType: 'mean' }, 'nodeType']] as const) {
      const r = await post(srv.url, '/v1/upagrahas', { ...body('p01'), ...bad }, key);
      expect(r.status, field).toBe(400);
      expect(JSON.stringify(r.body.details), field).toContain(field);
    }
  });

  it('a place without a sunrise that day (polar night) is a 422', async () => {
    const r = await post(srv.url, '/v1/upagrahas', { date: '2020-12-21T12:00:00', lat: 78.2, lng: 15.6, utcOffset: '+01:00' }, key);
    expect(r.status).toBe(422);
  });
});

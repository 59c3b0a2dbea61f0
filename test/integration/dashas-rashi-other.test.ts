/**
 * POST /v1/dasha/{system} for the "other sign-based" systems over HTTP: for each reference chart, the
 * mahadasha signs and starts against PyJHora 4.8.5 (test/fixtures/reference/dashas.json, sidereal years of
 * 365.256364 days, zero-length periods left out), antardashas nested and tiling their parents, and a 400
 * naming the field on bad input. The rules themselves: test/unit/dashas-rashi-other.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refDasha, nonZero, START_TOLERANCE_DAYS } from '../helpers/dashas.js';
import { charts } from '../helpers/reference.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

/** Orrery id → PyJHora module (every system here ends in twelve or nine signs with known lengths). */
const SYSTEMS: [string, string][] = [
  ['navamsa', 'navamsa'],
  ['chakra', 'chakra'],
  ['sandhya', 'sandhya'],
  ['kalachakra', 'kalachakra'],
  ['tara-lagna', 'tara_lagna'],
  ['moola-rashi', 'moola_rasi'],
  ['rashiyanka', 'raashiyanka'],
  ['chaturvidha-uttara', 'chathurvidha_utthara'],
];

interface Row { lord: string; start: string; end: string; durationYears: number; antardashas?: Row[] }

describe.each(SYSTEMS)('POST /v1/dasha/%s', (id, pyjhoraName) => {
  it('mahadasha signs and starts agree with PyJHora on the 8 charts; antardashas tile each mahadasha', async () => {
    for (const c of charts) {
      const body = { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset, yearLength: 'sidereal', depth: 2 };
      const r = await post(srv.url, `/v1/dasha/${id}`, body, key);
      expect(r.status, `${c.id} ${JSON.stringify(r.body)}`).toBe(200);
      const mahas = r.body.data.mahadashas as Row[];
      const ref = nonZero(refDasha(c.id, 'rashi', pyjhoraName).mahadashas);
      expect(mahas.map((m) => m.lord), c.id).toEqual(ref.map((m) => m.lord));
      mahas.forEach((m, i) => expect(Math.abs(Date.parse(m.start) - Date.parse(ref[i].start)) / 86_400_000, `${c.id} #${i}`).toBeLessThan(START_TOLERANCE_DAYS));
      for (const m of mahas) {
        expect(m.antardashas?.[0].start).toBe(m.start);
        expect(m.antardashas?.at(-1)?.end).toBe(m.end);
      }
    }
  });
});

describe('POST /v1/dasha/padanadhamsa', () => {
  it('agrees with PyJHora on the 8 charts', async () => {
    for (const c of charts) {
      const body = { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset, yearLength: 'sidereal', depth: 2 };
      const r = await post(srv.url, '/v1/dasha/padanadhamsa', body, key);
      expect(r.status, `${c.id} ${JSON.stringify(r.body)}`).toBe(200);
      const mahas = r.body.data.mahadashas as Row[];
      for (const m of mahas) expect(m.antardashas?.map((a) => a.start)[0]).toBe(m.start);
      const ref = nonZero(refDasha(c.id, 'rashi', 'padhanadhamsa').mahadashas);
      expect(mahas.map((m) => m.lord), c.id).toEqual(ref.map((m) => m.lord));
      mahas.forEach((m, i) => expect(Math.abs(Date.parse(m.start) - Date.parse(ref[i].start)) / 86_400_000, `${c.id} #${i}`).toBeLessThan(START_TOLERANCE_DAYS));
    }
  });
});

describe('bad input to the sign-based systems', () => {
  it('400 naming the field', async () => {
    for (const [bad, field] of [[{ depth: 6 }, 'depth'], [{ yearLength: 'lunar' }, 'yearLength'], [{ lat: 91 }, 'lat']] as const) {
      const r = await post(srv.url, '/v1/dasha/kalachakra', { ...NYC_BIRTH, ...bad }, key);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.error).toBe('VALIDATION_ERROR');
      expect(r.body.details.map((d: { path: string }) => d.path)).toContain(field);
    }
  });
});

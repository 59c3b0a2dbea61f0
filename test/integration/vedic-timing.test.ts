/**
 * /v1/transits, /v1/sade-sati and /v1/progressions/vedic over HTTP. Saturn's ingresses are checked against
 * published dates in test/unit/saturn-cycles.test.ts; here: the 8 reference charts' Sade Sati state on
 * 2026-01-01 (pyjhora.json `sade_sati`, derived from PyJHora's Saturn), the spec's fields, the bindus
 * against the natal ashtakavarga, and the wiring of targetDate.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charts, pyjhora } from '../helpers/reference.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

interface RefSade { phase: number | null; in_sade_sati: boolean; saturn_house_from_moon: number; kantaka_or_ashtama_shani: boolean }

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const PHASES: Record<number, string> = { 1: 'rising', 2: 'peak', 3: 'setting' };

describe('Sade Sati and transits at 2026-01-01T00:00Z (8 reference charts)', () => {
  it('phase, house from the Moon and the 8th-house flag agree with the reference', async () => {
    for (const c of charts) {
      const ref = (pyjhora.find((p) => p.id === c.id) as unknown as { sade_sati: RefSade }).sade_sati;
      // targetDate is local wall time at the birth place: 2026-01-01T00:00Z read with the birth's offset
      const local = DateTime.fromMillis(Date.UTC(2026, 0, 1), { zone: c.timezone }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
      const body = { date: c.local_datetime, lat: c.latitude, lng: c.longitude, timezone: c.timezone, targetDate: local };
      const r = await post(srv.url, '/v1/sade-sati', body, key);
      expect(r.status, c.id).toBe(200);
      const d = r.body.data;
      expect(d.targetDate, c.id).toBe('2026-01-01T00:00:00.000Z');
      expect(d.saturnHouseFromMoon, c.id).toBe(ref.saturn_house_from_moon);
      expect(d.isActive, c.id).toBe(ref.in_sade_sati);
      expect(d.currentPhase, c.id).toBe(ref.phase === null ? null : PHASES[ref.phase]);
      expect(d.ashtamaShani.isCurrentlyActive || d.kantakaShani.isCurrentlyActive, c.id).toBe(ref.kantaka_or_ashtama_shani);
      // periods cover the native's life from birth (p07 is born in 2036, after the target date)
      if (d.isActive && Date.parse(c.utc_datetime) < Date.UTC(2026, 0, 1)) expect(d.currentPeriod, c.id).not.toBeNull();
      // periods never overlap and their phases lie inside them
      for (let i = 1; i < d.periods.length; i++) expect(Date.parse(d.periods[i].start) > Date.parse(d.periods[i - 1].end)).toBe(true);
    }
  });

  it('/v1/transits: the spec fields, bindus from the natal bhinnashtakavarga, Sade Sati and Ashtama Shani', async () => {
    const body = { ...NYC_BIRTH, targetDate: '2026-01-01T12:00:00' };
    const [t, av] = await Promise.all([post(srv.url, '/v1/transits', body, key), post(srv.url, '/v1/ashtakavarga', NYC_BIRTH, key)]);
    expect(t.status).toBe(200);
    const d = t.body.data;
    expect(d.planets.map((p: { planet: string }) => p.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    expect(Object.keys(d.planets[0])).toEqual(expect.arrayContaining(['planet', 'transitLongitude', 'transitSign', 'transitSignName', 'houseFromAscendant', 'houseFromMoon', 'isRetrograde', 'ashtakavargaBindu', 'binduStrength', 'prediction']));
    for (const p of d.planets.slice(0, 7)) {
      const table = av.body.data.planets.find((x: { planet: string }) => x.planet === p.planet);
      expect(p.ashtakavargaBindu, p.planet).toBe(table.bindus[p.transitSign]);
    }
    expect(d.planets[7].ashtakavargaBindu).toBeNull();
    expect(typeof d.sadeSati.isActive).toBe('boolean');
    expect(Array.isArray(d.sadeSati.periods)).toBe(true);
    expect(typeof d.ashtamaShani.isCurrentlyActive).toBe('boolean');
    for (const p of d.ashtamaShani.periods) expect(Object.keys(p)).toEqual(['start', 'startLocal', 'end', 'endLocal', 'saturnSign', 'saturnSignName']);
  });
});

describe('POST /v1/progressions/vedic', () => {
  it('the spec fields for the 13 bodies; sidereal = tropical minus the ayanamsa of the date', async () => {
    const body = { ...NYC_BIRTH, targetDate: '2020-05-14T20:52:36' };
    const [v, w] = await Promise.all([post(srv.url, '/v1/progressions/vedic', body, key), post(srv.url, '/v1/western/progressions', body, key)]);
    expect(v.status).toBe(200);
    const d = v.body.data;
    expect(d.birthDate).toBe(NYC_BIRTH.date);
    expect(d.secondaryProgressions).toHaveLength(13);
    expect(d.solarArcDirections).toHaveLength(13);
    expect(Object.keys(d.secondaryProgressions[0])).toEqual(['planet', 'progressedLongitude', 'progressedLongitudeFormatted', 'sign', 'signName', 'degreeInSign', 'isRetrograde', 'aspectsToNatal']);
    // the sidereal and tropical progressed longitudes differ by one ayanamsa (Lahiri ≈ 23.7° in 1990)
    const diff = (w.body.data.secondaryProgressions[0].progressedLongitude - d.secondaryProgressions[0].progressedLongitude + 360) % 360;
    expect(diff).toBeGreaterThan(23.5);
    expect(diff).toBeLessThan(23.9);
    d.secondaryProgressions.forEach((p: { planet: string; progressedLongitude: number }, i: number) => {
      const t = w.body.data.secondaryProgressions[i].progressedLongitude;
      expect(Math.abs(((t - p.progressedLongitude + 360) % 360) - diff), p.planet).toBeLessThan(1e-9);
    });
  });
});

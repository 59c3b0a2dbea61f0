/**
 * Midpoints, transits, solar return, Davison, synastry, composite, Arabic lots and progressions over HTTP.
 * The calculations are checked in test/unit/western-returns.test.ts and western-extra.test.ts (hand
 * arithmetic, bisection over raw Swiss Ephemeris, astronomy-engine, published worked examples); here:
 * the shapes, the options, the wiring (targetDate, two persons, defaults) and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
  srv.now.ms = Date.UTC(2026, 10, 22, 12, 0, 0);
});
afterAll(async () => {
  await srv.close();
});

const LONDON = { date: '1985-03-10T08:15:00', lat: 51.5074, lng: -0.1278 };
const BODY_ORDER = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'SouthNode'];

function arcDiff(a: number, b: number): number {
  return Math.abs(((a - b + 540) % 360) - 180);
}

describe('POST /v1/western/midpoints', () => {
  it('the matrix covers every pair of the 13 bodies and the two angles; activations in Ebertin notation', async () => {
    const r = await post(srv.url, '/v1/western/midpoints', { ...NYC_BIRTH, dial: 90, orb: 1.5 }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ dial: 90, orb: 1.5 });
    expect(d.midpoints).toHaveLength((15 * 14) / 2);
    const sunMoon = d.midpoints.find((m: { planet1: string; planet2: string }) => m.planet1 === 'Sun' && m.planet2 === 'Moon');
    // the near midpoint: check it against the natal longitudes by hand
    const natal = (await post(srv.url, '/v1/natal', NYC_BIRTH, key)).body.data.planets;
    const [sun, moon] = [natal[0].tropicalLongitude, natal[1].tropicalLongitude];
    const delta = ((moon - sun + 540) % 360) - 180;
    expect(arcDiff(sunMoon.longitude, sun + delta / 2)).toBeLessThan(1e-9);
    expect(sunMoon.dialPosition).toBeCloseTo(sunMoon.longitude % 90, 9);
    for (const a of d.activations) {
      expect(a.orb).toBeLessThanOrEqual(1.5);
      expect(a.notation).toBe(`${a.planet} = ${a.planet1}/${a.planet2}`);
    }
  });

  it('defaults: dial 90, orb 1.5; refuses other dials and orbs over 4', async () => {
    const r = await post(srv.url, '/v1/western/midpoints', NYC_BIRTH, key);
    expect(r.body.data).toMatchObject({ dial: 90, orb: 1.5 });
    for (const bad of [{ dial: 30 }, { dial: '90' }, { orb: 4.5 }, { orb: -1 }]) {
      const b = await post(srv.url, '/v1/western/midpoints', { ...NYC_BIRTH, ...bad }, key);
      expect(b.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('POST /v1/western/transits', () => {
  it('13 transit records at targetDate with aspects to the natal bodies and angles; ranked list', async () => {
    const r = await post(srv.url, '/v1/western/transits', { ...NYC_BIRTH, targetDate: '2026-01-01T12:00:00' }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    // 12:00 EST = 17:00 UTC (the target date is read in the birth place's zone)
    expect(d.targetDate).toBe('2026-01-01T17:00:00.000Z');
    expect(d.transits.map((t: { planet: string }) => t.planet)).toEqual(BODY_ORDER);
    expect(Object.keys(d.transits[0])).toEqual(['planet', 'transitLongitude', 'transitLongitudeFormatted', 'sign', 'signName', 'degreeInSign', 'isRetrograde', 'aspectsToNatal', 'interpretation']);
    // the transiting Sun equals the natal chart of that moment
    const sky = await post(srv.url, '/v1/natal', { date: '2026-01-01T17:00:00', lat: 0, lng: 0, utcOffset: '+00:00' }, key);
    expect(d.transits[0].transitLongitude).toBe(sky.body.data.planets[0].tropicalLongitude);
    for (const t of d.transits) for (const a of t.aspectsToNatal) expect(a.planet1).toBe(t.planet);
    expect(d.mostSignificant.length).toBeLessThanOrEqual(10);
    const scores = d.mostSignificant.map((m: { score: number }) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(d.interpretation.length).toBeLessThanOrEqual(5);
  });

  it('targetDate defaults to now (the server clock)', async () => {
    const r = await post(srv.url, '/v1/western/transits', NYC_BIRTH, key);
    expect(r.body.data.targetDate).toBe('2026-11-22T12:00:00.000Z');
  });

  it('refuses a targetDate with a zone designator or outside the range', async () => {
    const z = await post(srv.url, '/v1/western/transits', { ...NYC_BIRTH, targetDate: '2026-01-01T12:00:00Z' }, key);
    expect(z.status).toBe(400);
    expect(z.body.details?.[0]?.path ?? z.body.message).toMatch(/targetDate/);
    const far = await post(srv.url, '/v1/western/transits', { ...NYC_BIRTH, targetDate: '2450-01-01T12:00:00' }, key);
    expect(far.status).toBe(422);
    expect(far.body.error).toBe('DATE_OUT_OF_RANGE');
  });
});

describe('POST /v1/western/solar-return', () => {
  it('the return in targetYear: the Sun back on its natal longitude, chart at the birth place by default', async () => {
    const r = await post(srv.url, '/v1/western/solar-return', { ...NYC_BIRTH, targetYear: 2025 }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d).slice(0, 8)).toEqual(['targetYear', 'exactDate', 'exactDateLocal', 'positions', 'houses', 'ascendant', 'ascendantFormatted', 'midheaven']); // xLocal after each instant, xFormatted after each longitude
    expect(d.targetYear).toBe(2025);
    expect(d.exactDate).toMatch(/^2025-05-1[4-6]T\d\d:\d\d:\d\d\.\d{3}Z$/);
    const natal = (await post(srv.url, '/v1/natal', NYC_BIRTH, key)).body.data.planets;
    expect(arcDiff(d.positions[0].tropicalLongitude, natal[0].tropicalLongitude)).toBeLessThan(1e-6);
    expect(d.houses).toHaveLength(12);
    expect(d.location).toEqual({ lat: NYC_BIRTH.lat, lng: NYC_BIRTH.lng });
  });

  it('returnLat/returnLng move the houses, not the moment; targetYear defaults to the current year', async () => {
    const here = await post(srv.url, '/v1/western/solar-return', { ...NYC_BIRTH, targetYear: 2025 }, key);
    const away = await post(srv.url, '/v1/western/solar-return', { ...NYC_BIRTH, targetYear: 2025, returnLat: 35.68, returnLng: 139.69 }, key);
    expect(away.body.data.exactDate).toBe(here.body.data.exactDate);
    expect(away.body.data.ascendant).not.toBe(here.body.data.ascendant);
    const now = await post(srv.url, '/v1/western/solar-return', NYC_BIRTH, key);
    expect(now.body.data.targetYear).toBe(2026);
  });

  it('refuses half a return place, a fractional or out-of-range year', async () => {
    for (const bad of [{ returnLat: 10 }, { targetYear: 2025.5 }, { targetYear: 1700 }, { targetYear: '2025' }]) {
      const r = await post(srv.url, '/v1/western/solar-return', { ...NYC_BIRTH, ...bad }, key);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('two persons: davison, synastry, composite', () => {
  const pair = { person1: NYC_BIRTH, person2: LONDON };

  it('davison: the spec fields; the chart is the natal chart of the midpoint moment and place', async () => {
    const r = await post(srv.url, '/v1/western/davison', pair, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d).slice(0, 11)).toEqual(['midpointDate', 'midpointDateLocal', 'midpointLatitude', 'midpointLongitude', 'positions', 'houses', 'ascendant', 'ascendantFormatted', 'midheaven', 'midheavenFormatted', 'aspects']); // xLocal after each instant, xFormatted after each longitude
    // hand arithmetic: the mean latitude and the shorter-arc mean longitude of the two places
    expect(d.midpointLatitude).toBeCloseTo((40.7128 + 51.5074) / 2, 12);
    expect(d.midpointLongitude).toBeCloseTo((-74.006 + -0.1278) / 2, 12);
    // the mean of the two UTC instants (meta gives each birth's UTC)
    const t1 = Date.parse(r.body.meta.person1.utc);
    const t2 = Date.parse(r.body.meta.person2.utc);
    expect(Math.abs(Date.parse(d.midpointDate) - (t1 + t2) / 2)).toBeLessThanOrEqual(1);
    const mid = d.midpointDate.slice(0, 19);
    const same = await post(srv.url, '/v1/natal', { date: mid, lat: d.midpointLatitude, lng: d.midpointLongitude, utcOffset: '+00:00' }, key);
    same.body.data.planets.forEach((p: { tropicalLongitude: number }, i: number) => expect(arcDiff(p.tropicalLongitude, d.positions[i].tropicalLongitude)).toBeLessThan(1e-4));
  });

  it('synastry: 13 × 13 cross-aspects with person1 as planet1, overlays both ways, a 0–100 score', async () => {
    const r = await post(srv.url, '/v1/western/synastry', pair, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    for (const a of d.aspects) {
      expect(BODY_ORDER).toContain(a.planet1);
      expect(BODY_ORDER).toContain(a.planet2);
    }
    expect(d.houseOverlays.person1InPerson2Houses).toHaveLength(13);
    expect(d.houseOverlays.person2InPerson1Houses).toHaveLength(13);
    expect(d.compatibility.score).toBeGreaterThanOrEqual(0);
    expect(d.compatibility.score).toBeLessThanOrEqual(100);
    expect(Number.isInteger(d.compatibility.score)).toBe(true);
    // swapping the persons swaps the overlays
    const s = await post(srv.url, '/v1/western/synastry', { person1: LONDON, person2: NYC_BIRTH }, key);
    expect(s.body.data.houseOverlays.person1InPerson2Houses).toEqual(d.houseOverlays.person2InPerson1Houses);
  });

  it('composite: each body at the shorter-arc midpoint of the two natal longitudes', async () => {
    const r = await post(srv.url, '/v1/western/composite', pair, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const [a, b] = await Promise.all([post(srv.url, '/v1/natal', NYC_BIRTH, key), post(srv.url, '/v1/natal', LONDON, key)]);
    d.positions.forEach((p: { planet: string; tropicalLongitude: number }, i: number) => {
      if (p.planet === 'SouthNode') return;
      const x = a.body.data.planets[i].tropicalLongitude;
      const y = b.body.data.planets[i].tropicalLongitude;
      const delta = ((y - x + 540) % 360) - 180;
      expect(arcDiff(p.tropicalLongitude, x + delta / 2), p.planet).toBeLessThan(1e-9);
    });
    // the composite MC is the shorter-arc midpoint of the two MCs
    const [m1, m2] = [a.body.data.houses.midheaven, b.body.data.houses.midheaven];
    expect(arcDiff(d.midheaven, m1 + (((m2 - m1 + 540) % 360) - 180) / 2)).toBeLessThan(1e-6);
    expect(d.houses).toHaveLength(12);
  });

  it('refuses a missing person, a bad field inside a person, lang inside a person', async () => {
    const cases: [unknown, RegExp][] = [
      [{ person1: NYC_BIRTH }, /person2/],
      [{ person1: NYC_BIRTH, person2: { ...LONDON, lat: 91 } }, /person2\.lat/],
      [{ person1: { ...NYC_BIRTH, date: '1990-02-31T10:00:00' }, person2: LONDON }, /person1\.date/],
      [{ person1: NYC_BIRTH, person2: { ...LONDON, lang: 'en' } }, /lang/],
      [{ person1: 'NYC', person2: LONDON }, /person1/],
    ];
    for (const [body, re] of cases) {
      const r = await post(srv.url, '/v1/western/davison', body, key);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body.details ?? r.body.message)).toMatch(re);
    }
  });
});

describe('POST /v1/western/arabic-lots', () => {
  it('Fortune follows the sect rule: ASC + Moon − Sun by day, ASC + Sun − Moon by night', async () => {
    const r = await post(srv.url, '/v1/western/arabic-lots', NYC_BIRTH, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const names = d.lots.map((l: { name: string }) => l.name);
    for (const n of ['Fortune', 'Spirit', 'Eros', 'Necessity', 'Courage', 'Victory', 'Nemesis', 'Marriage']) expect(names).toContain(n);
    const natal = (await post(srv.url, '/v1/natal', NYC_BIRTH, key)).body.data;
    const [sun, moon, asc] = [natal.planets[0].tropicalLongitude, natal.planets[1].tropicalLongitude, natal.houses.ascendant];
    // 14:30 EDT in May: the Sun is up, so a day chart
    expect(d.isDayChart).toBe(true);
    const fortune = d.lots.find((l: { name: string }) => l.name === 'Fortune');
    expect(arcDiff(fortune.longitude, asc + moon - sun)).toBeLessThan(1e-9);
    const night = await post(srv.url, '/v1/western/arabic-lots', { ...NYC_BIRTH, date: '1990-05-15T23:30:00' }, key);
    expect(night.body.data.isDayChart).toBe(false);
  });
});

describe('POST /v1/western/progressions', () => {
  it('30 years after birth: progressed date = birth + 30 tropical-year days; spec record fields', async () => {
    // 1990-05-15 18:30 UTC + 30 × 365.24219 days = 2020-05-15 00:52:36.48 UTC = 20:52:36 EDT on the 14th
    const birthUtc = Date.UTC(1990, 4, 15, 18, 30);
    const targetUtc = birthUtc + 30 * 365.24219 * 86_400_000;
    const r = await post(srv.url, '/v1/western/progressions', { ...NYC_BIRTH, targetDate: '2020-05-14T20:52:36' }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.birthDate).toBe(NYC_BIRTH.date);
    const target = Date.parse(d.targetDate);
    expect(Math.abs(target - targetUtc)).toBeLessThan(1000);
    expect(d.ageYears).toBeCloseTo(30, 7);
    // a day for a year: 30 years of age → the sky 30 days after birth, 1990-06-14 18:30 UTC (± the 0.48 s)
    expect(Math.abs(Date.parse(d.progressedDate) - (birthUtc + 30 * 86_400_000))).toBeLessThan(5);
    expect(d.secondaryProgressions.map((p: { planet: string }) => p.planet)).toEqual(BODY_ORDER);
    expect(Object.keys(d.secondaryProgressions[0])).toEqual(['planet', 'progressedLongitude', 'progressedLongitudeFormatted', 'sign', 'signName', 'degreeInSign', 'isRetrograde', 'aspectsToNatal']);
    // solar arc = progressed Sun − natal Sun, added to every body
    const natal = (await post(srv.url, '/v1/natal', NYC_BIRTH, key)).body.data.planets;
    expect(arcDiff(d.secondaryProgressions[0].progressedLongitude - natal[0].tropicalLongitude, d.solarArc)).toBeLessThan(1e-9);
    d.solarArcDirections.forEach((p: { progressedLongitude: number }, i: number) => expect(arcDiff(p.progressedLongitude, natal[i].tropicalLongitude + d.solarArc)).toBeLessThan(1e-9));
    expect(d.progressedMoon.natalHouse).toBeGreaterThanOrEqual(1);
  });

  it('a target before birth is refused', async () => {
    const r = await post(srv.url, '/v1/western/progressions', { ...NYC_BIRTH, targetDate: '1980-01-01T00:00:00' }, key);
    expect(r.status).toBe(400);
  });
});

describe('hostile input on every new western endpoint', () => {
  const paths = ['/v1/western', '/v1/western/houses', '/v1/western/aspects', '/v1/western/patterns', '/v1/western/midpoints', '/v1/western/transits', '/v1/western/solar-return', '/v1/western/arabic-lots', '/v1/western/progressions'];
  it('missing fields, wrong types, NaN-ish values and script strings give 400, never 500', async () => {
    const bodies: unknown[] = [
      {},
      { ...NYC_BIRTH, date: 19900515 },
      { ...NYC_BIRTH, lat: '40' },
      { ...NYC_BIRTH, lat: 1e308 },
      { ...NYC_BIRTH, date: '<script>alert(1)</script>' },
      { ...NYC_BIRTH, timezone: '../../etc/passwd' },
      { ...NYC_BIRTH, __proto__: { admin: true }, constructor: 'x' },
      [NYC_BIRTH],
    ];
    for (const path of paths) {
      for (const body of bodies) {
        const r = await post(srv.url, path, body, key);
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(r.body.success).toBe(false);
        expect(JSON.stringify(r.body)).not.toMatch(/at .*\.js:\d+/);
      }
    }
    for (const path of ['/v1/western/davison', '/v1/western/synastry', '/v1/western/composite']) {
      for (const body of [{}, { person1: [], person2: {} }, { person1: NYC_BIRTH, person2: NYC_BIRTH, extra: 1 }]) {
        const r = await post(srv.url, path, body, key);
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });
});

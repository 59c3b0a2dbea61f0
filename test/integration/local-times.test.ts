/**
 * Local times beside UTC ones (issue 24; guide "Instants"), over HTTP: every instant field `x` of an answer
 * has `xLocal`, the same instant as local wall time with the offset in force at that instant. Expected
 * values come from outside this project:
 *  - drikpanchang.com's New Delhi pages (IST, to the minute) and the USNO printout for Atlanta (EDT),
 *    as quoted in test/unit/muhurta.test.ts;
 *  - USNO moon phases of 2020 (test/fixtures/usno-moon-phases-2020-2030.json, UT to the minute);
 *  - the US daylight-time rule since 2007 (Energy Policy Act of 2005 §110, 15 U.S.C. 260a): from 2:00
 *    standard time on the second Sunday of March to 2:00 daylight time on the first Sunday of November;
 *  - tzdb `asia` for Asia/Kolkata's LMT line (5:53:28 until 1854 Jun 28 local midnight);
 *  - the runtime's tz data through Intl's own offset text and luxon's ISO formatter, for the generic check.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { instantPairs, intlOffsetSeconds, offsetOf, offsetText, type InstantPair } from '../helpers/local-times.js';
import { get, post, startTestServer, type JsonBody, type TestServer } from '../helpers/server.js';
import usno from '../fixtures/usno-moon-phases-2020-2030.json' with { type: 'json' };

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

/** Seconds of the local wall clock of `local` from the local midnight of `date` (its own date part). */
function wallSeconds(local: string, date: string): number {
  const day = (Date.parse(`${local.slice(0, 10)}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 1000;
  return day + Number(local.slice(11, 13)) * 3600 + Number(local.slice(14, 16)) * 60 + Number(local.slice(17, 23));
}
const hm = (s: string) => Number(s.slice(0, 2)) * 3600 + Number(s.slice(3, 5)) * 60;

/** Epoch ms of 2:00 local on the nth Sunday of a month, given the UTC offset in hours in force before it. */
function nthSundayAt2(year: number, month: number, n: number, offsetHours: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
  return Date.UTC(year, month, day, 2 - offsetHours);
}
/** The US rule since 2007 (Eastern time): −4 h from the 2nd Sunday of March 2:00 EST to the 1st Sunday of November 2:00 EDT. */
function easternOffset(ms: number): string {
  const y = new Date(ms).getUTCFullYear();
  return ms >= nthSundayAt2(y, 2, 2, -5) && ms < nthSundayAt2(y, 10, 1, -4) ? '-04:00' : '-05:00';
}

function expectSameInstants(pairs: InstantPair[], where: string) {
  for (const p of pairs) {
    if (p.utc === null) {
      expect(p.local, `${where}${p.path}`).toBeNull();
      continue;
    }
    expect(Date.parse(p.local ?? ''), `${where}${p.path}`).toBe(Date.parse(p.utc));
  }
}

describe('an IANA zone: the wall clock there', () => {
  it('New Delhi, 22 November 2025 (drikpanchang.com, IST): sunrise 06:49, sunset 17:25, Rahu Kalam 09:28–10:48, all +05:30', async () => {
    const r = await post(srv.url, '/v1/muhurat', { date: '2025-11-22T12:00:00', lat: 28.6139, lng: 77.209, timezone: 'Asia/Kolkata' }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    for (const [local, want] of [[d.sunriseLocal, '06:49'], [d.sunsetLocal, '17:25'], [d.exactRahuKala.startTimeLocal, '09:28'], [d.exactRahuKala.endTimeLocal, '10:48']] as [string, string][]) {
      expect(offsetOf(local)).toBe('+05:30');
      expect(Math.abs(wallSeconds(local, '2025-11-22') - hm(want)), `${local} vs ${want}`).toBeLessThanOrEqual(60);
    }
    expectSameInstants(instantPairs(d).pairs, 'muhurat');
  });

  it('GET /v1/vedic/panchanga for New Delhi on 2025-11-22, zone from the place: the day\'s sunrise 06:49 +05:30', async () => {
    const r = await get(srv.url, '/v1/vedic/panchanga?date=2025-11-22&lat=28.6139&lng=77.209', key);
    expect(r.status).toBe(200);
    expect(r.body.meta.timezone).toBe('Asia/Kolkata');
    const sunrise = r.body.data.panchanga.vara.sunriseLocal as string;
    expect(sunrise.slice(0, 10)).toBe('2025-11-22');
    expect(offsetOf(sunrise)).toBe('+05:30');
    expect(Math.abs(wallSeconds(sunrise, '2025-11-22') - hm('06:49'))).toBeLessThanOrEqual(60);
    const { pairs, lonely } = instantPairs(r.body.data);
    expect(lonely).toEqual([]);
    expect(pairs.length).toBe(10);
    for (const p of pairs) expect(offsetOf(p.local as string), p.path).toBe('+05:30');
    expectSameInstants(pairs, 'panchanga');
  });

  it('Atlanta, Sunday 6 September 2009 (USNO printout, EDT): sunrise 7:15 a.m., sunset 7:56 p.m., −04:00', async () => {
    const r = await post(srv.url, '/v1/muhurat', { date: '2009-09-06T13:36:00', lat: 33.8, lng: -84.4 }, key);
    expect(r.status).toBe(200);
    expect(r.body.meta.timezone).toBe('America/New_York');
    for (const [local, want] of [[r.body.data.sunriseLocal, '07:15'], [r.body.data.sunsetLocal, '19:56']] as [string, string][]) {
      expect(offsetOf(local)).toBe('-04:00');
      expect(Math.abs(wallSeconds(local, '2009-09-06') - hm(want))).toBeLessThanOrEqual(60);
    }
  });

  it('a dasha list (New York birth, depth 3) shows −05:00 and −04:00 on the sides of every US change of 2007–2099', async () => {
    const r = await post(srv.url, '/v1/dasha/vimshottari', { date: '2000-06-15T12:00:00', lat: 40.7128, lng: -74.006, depth: 3, targetDate: '2026-06-01T12:00:00' }, key);
    expect(r.status).toBe(200);
    const { pairs, lonely } = instantPairs(r.body.data);
    expect(lonely).toEqual([]);
    expectSameInstants(pairs, 'dasha');
    const ruled = pairs.filter((p) => p.utc !== null && Date.parse(p.utc) >= Date.UTC(2007, 0, 1) && Date.parse(p.utc) < Date.UTC(2100, 0, 1));
    expect(ruled.length).toBeGreaterThan(500);
    let summer = 0;
    for (const p of ruled) {
      const want = easternOffset(Date.parse(p.utc as string));
      if (offsetOf(p.local as string) !== want) expect([p.path, p.utc, p.local]).toEqual([p.path, p.utc, want]);
      if (want === '-04:00') summer++;
    }
    expect(summer).toBeGreaterThan(100);
    expect(ruled.length - summer).toBeGreaterThan(100);
  });

  it('a birth read in local mean time (Mumbai 1850, before tzdb\'s first Kolkata transition) keeps +04:52 up to it, tzdb\'s offsets after', async () => {
    const r = await post(srv.url, '/v1/dasha/vimshottari', { date: '1850-01-01T12:00:00', lat: 19.076, lng: 72.8777, depth: 1, targetDate: '1900-01-01T12:00:00' }, key);
    expect(r.status).toBe(200);
    // 72.8777° × 4 min = 4 h 51 min 30.6 s → +04:51:31, shown to the minute as +04:52
    expect(r.body.meta.utcOffset).toBe('+04:51:31');
    const firstTransition = Date.UTC(1854, 5, 27, 18, 6, 32); // 1854-06-28 00:00 at LMT +5:53:28
    const { pairs } = instantPairs(r.body.data);
    expectSameInstants(pairs, 'lmt');
    const before = pairs.filter((p) => Date.parse(p.utc as string) < firstTransition);
    const after = pairs.filter((p) => Date.parse(p.utc as string) >= firstTransition);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(3);
    for (const p of before) expect(offsetOf(p.local as string), p.path).toBe('+04:52');
    for (const p of after) expect(offsetOf(p.local as string), p.path).toBe(offsetText(intlOffsetSeconds('Asia/Kolkata', Date.parse(p.utc as string))));
  });
});

describe('the moon-phase calendar and the stations: no place, so the clock of `timezone` or `utcOffset`, else UTC', () => {
  const usnoIn = (from: string, to: string) => usno.phases.filter((p) => p.utc >= from && p.utc < to && ['New Moon', 'Full Moon'].includes(p.phase));

  for (const [from, to, change] of [['2020-02-01', '2020-04-30', '2020-03-08T07:00:00Z'], ['2020-10-01', '2020-11-30', '2020-11-01T06:00:00Z']]) {
    it(`New York ${from} to ${to}: USNO's New and Full Moons to the minute in local time, on each side of the change at ${change}`, async () => {
      const r = await get(srv.url, `/v1/moon-phase/calendar?from=${from}&to=${to}&timezone=America/New_York`, key);
      expect(r.status).toBe(200);
      expect(r.body.meta.timezone).toBe('America/New_York');
      const events = r.body.data.events as JsonBody[];
      const sides = new Set<string>();
      for (const ref of usnoIn(from, `${to}T23:59:59Z`)) {
        const ms = Date.parse(ref.utc);
        const offset = easternOffset(ms);
        sides.add(`${ms < Date.parse(change) ? 'before' : 'after'} ${offset}`);
        const e = events.find((x) => x.phase === ref.phase && Math.abs(Date.parse(x.date) - ms) < 86_400_000);
        expect(e, ref.utc).toBeDefined();
        const local = (e as JsonBody).dateLocal as string;
        expect(offsetOf(local), ref.utc).toBe(offset);
        // USNO's minute read on the eastern clock by hand: UT + offset
        const wall = new Date(ms + Number(offset.slice(0, 3)) * 3_600_000).toISOString().slice(0, 16);
        expect(Math.abs(Date.parse(`${local.slice(0, 23)}Z`) - Date.parse(`${wall}:00Z`)), `${local} vs ${wall}`).toBeLessThanOrEqual(60_000);
      }
      expect(sides.size).toBe(2);
      expectSameInstants(instantPairs(r.body.data).pairs, 'calendar');
    });
  }

  it('without a zone the local times are UTC (+00:00); with utcOffset=+09:00 a fixed +09:00', async () => {
    const utc = await get(srv.url, '/v1/moon-phase/calendar?from=2020-01-01&to=2020-01-31', key);
    expect(utc.status).toBe(200);
    const a = instantPairs(utc.body.data).pairs;
    for (const p of a) expect(p.local, p.path).toBe(`${(p.utc as string).slice(0, -1)}+00:00`);
    const fixed = await get(srv.url, '/v1/western/stations?planet=Mercury&from=2020-01-01&to=2020-12-31&utcOffset=%2B09:00', key);
    expect(fixed.status).toBe(200);
    expect(fixed.body.meta).toMatchObject({ timezone: null, utcOffset: '+09:00' });
    const b = instantPairs(fixed.body.data).pairs;
    expect(b.length).toBeGreaterThan(4);
    for (const p of b) {
      expect(offsetOf(p.local as string)).toBe('+09:00');
      expect(p.local).toBe(`${new Date(Date.parse(p.utc as string) + 9 * 3_600_000).toISOString().slice(0, -1)}+09:00`);
    }
  });

  it('a wrong clock is a 400 in words', async () => {
    const bad = await get(srv.url, '/v1/moon-phase/calendar?from=2020-01-01&to=2020-01-31&timezone=Mars/Olympus', key);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Unknown IANA time zone/);
    const both = await get(srv.url, '/v1/western/stations?planet=Mars&from=2020-01-01&to=2020-03-01&timezone=UTC&utcOffset=%2B01:00', key);
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/timezone or utcOffset, not both/);
    const offset = await get(srv.url, '/v1/moon-phase/calendar?from=2020-01-01&to=2020-01-31&utcOffset=5', key);
    expect(offset.status).toBe(400);
    expect(offset.body.message).toMatch(/utcOffset must have the form/);
  });
});

describe('a utcOffset alone: that fixed offset for every instant', () => {
  it('GET /v1/vedic/panchanga with utcOffset=+05:45 (Kathmandu): every local time +05:45, the UTC one plus 5 h 45 min', async () => {
    const r = await get(srv.url, '/v1/vedic/panchanga?date=2026-06-01&lat=27.7172&lng=85.324&utcOffset=%2B05:45', key);
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ timezone: null, utcOffset: '+05:45' });
    const { pairs } = instantPairs(r.body.data);
    expect(pairs.length).toBe(10);
    for (const p of pairs) expect(p.local, p.path).toBe(`${new Date(Date.parse(p.utc as string) + 345 * 60_000).toISOString().slice(0, -1)}+05:45`);
  });
});

describe('every x has xLocal: the same instant, on the answer\'s zone as Intl and luxon read it', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/v1/vedic/panchanga?date=2026-03-29&lat=51.5074&lng=-0.1278', null],
    ['POST', '/v1/transits', { date: '1962-11-03T08:00:00', lat: 40.7128, lng: -74.006, targetDate: '2026-06-01T12:00:00' }],
    ['POST', '/v1/western/planet-return', { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006, planet: 'Mars', targetDate: '2026-01-01T00:00:00' }],
    ['POST', '/v1/western/planetary-hours', { date: '2026-10-25T12:00:00', lat: 48.8566, lng: 2.3522 }],
    ['POST', '/v1/western/davison', { person1: { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 }, person2: { date: '1992-08-01T06:00:00', lat: 51.5074, lng: -0.1278 } }],
    ['GET', '/v1/western/stations?planet=Venus&from=2026-01-01&to=2026-12-31&timezone=Australia/Sydney', null],
    ['POST', '/v1/dasha/yogini', { date: '1985-03-21T06:15:00', lat: -33.8688, lng: 151.2093, depth: 2 }],
  ];
  for (const [method, path, body] of calls) {
    it(`${method} ${path.split('?')[0]}`, async () => {
      const r = method === 'GET' ? await get(srv.url, path, key) : await post(srv.url, path, body, key);
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      const zone = r.body.meta.timezone as string;
      expect(typeof zone).toBe('string');
      const { pairs, lonely } = instantPairs(r.body.data);
      expect(lonely).toEqual([]);
      expect(pairs.length).toBeGreaterThan(0);
      for (const p of pairs) {
        if (p.utc === null) continue;
        const ms = Date.parse(p.utc);
        expect(Date.parse(p.local as string), p.path).toBe(ms);
        expect(offsetOf(p.local as string), p.path).toBe(offsetText(intlOffsetSeconds(zone, ms)));
        if (intlOffsetSeconds(zone, ms) % 60 === 0) expect(p.local, p.path).toBe(DateTime.fromMillis(ms, { zone }).toISO());
      }
    });
  }

  it('in every example answer of the registry, each UTC instant string has its local sibling', () => {
    const lonelyOnes: string[] = [];
    let pairs = 0;
    for (const ep of ENDPOINTS) {
      for (const ex of ep.examples) {
        let data: unknown;
        try {
          data = ep.run(ep.prepare(ep.schema.parse(ex.request), { nowMs: Date.UTC(2026, 5, 1) })).data;
        } catch {
          continue; // an example of a refusal
        }
        const found = instantPairs(data, ep.name);
        lonelyOnes.push(...found.lonely);
        pairs += found.pairs.length;
      }
    }
    expect(lonelyOnes).toEqual([]);
    expect(pairs).toBeGreaterThan(500);
  });
});

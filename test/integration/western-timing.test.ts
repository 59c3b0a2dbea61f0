/**
 * /v1/western/lunar-return, planet-return, stations, planetary-hours and harmonic over HTTP, against the
 * Swiss Ephemeris reference values (test/fixtures/reference/western-timing.json, its `source` field): chart
 * p01 (Bengaluru, Asia/Kolkata, +05:30 all year) for the returns and harmonics, p05 (Beijing, born before
 * sunrise) for the planetary hours, Mercury's 2027 stations; and 400s naming the bad field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sweph from 'sweph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arcsecDiff, charts } from '../helpers/reference.js';
import { get, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const ref = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'western-timing.json'), 'utf8')) as {
  mercury_stations_2027: { kind: string; utc: string; longitude: number }[];
  charts: {
    id: string;
    lunar_returns: { utc: string; jd_ut: number; asc: number; mc: number }[];
    saturn_return: { search_start_jd_ut: number; crossings: { utc: string; direction: string }[] };
    planetary_hours: { civil_date: string; rulers: string[]; birth_hour: { part: string; number: number; ruler: string; planetary_day_ruler: string } };
    harmonics: { H7: Record<string, number> };
  }[];
};
const seconds = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;
const p01 = charts.find((c) => c.id === 'p01')!;
const p01Ref = ref.charts.find((c) => c.id === 'p01')!;
const p01Birth = { date: p01.local_datetime, lat: p01.latitude, lng: p01.longitude, timezone: p01.timezone };
/** A UTC instant as Kolkata wall time (+05:30 since 1945), the form targetDate takes. */
const kolkata = (utcMs: number) => new Date(utcMs + 5.5 * 3_600_000).toISOString().slice(0, 19);

describe('western timing endpoints', () => {
  it('lunar-return: the first return after 2026-01-01T00:00Z within 2 s; its ASC and MC at the birth place', async () => {
    const r = await post(srv.url, '/v1/western/lunar-return', { ...p01Birth, targetDate: '2026-01-01T05:30:00' }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const want = p01Ref.lunar_returns[0];
    expect(seconds(d.instant, want.utc)).toBeLessThan(2);
    // The ASC moves about 0.004° a second; the reference rounds the instant's string to the second, not its ASC.
    expect(arcsecDiff(d.chart.ascendant, want.asc)).toBeLessThan(3.6);
    expect(arcsecDiff(d.chart.midheaven, want.mc)).toBeLessThan(3.6);
    expect(d.chart.location).toEqual({ lat: p01.latitude, lng: p01.longitude });
    const moved = await post(srv.url, '/v1/western/lunar-return', { ...p01Birth, targetDate: '2026-01-01T05:30:00', returnLat: 51.5, returnLng: 0 }, key);
    expect(moved.body.data.instant).toBe(d.instant);
    expect(moved.body.data.chart.location).toEqual({ lat: 51.5, lng: 0 });
    // Relocated: the angles are London's at the reference instant (swe_houses_ex straight from the Swiss
    // Ephemeris, Placidus; the reference gives the birth place only), the planets are the same.
    const london = sweph.houses_ex(want.jd_ut, 0, 51.5, 0, 'P').data.points;
    expect(arcsecDiff(moved.body.data.chart.ascendant, london[0])).toBeLessThan(3.6);
    expect(arcsecDiff(moved.body.data.chart.midheaven, london[1])).toBeLessThan(3.6);
    expect(arcsecDiff(moved.body.data.chart.ascendant, want.asc)).toBeGreaterThan(3600);
    // the same bodies; only their houses follow the place
    const noHouse = (ps: { house?: number }[]) => ps.map(({ house: _h, ...rest }) => rest);
    expect(noHouse(moved.body.data.chart.positions)).toEqual(noHouse(d.chart.positions));
  });

  it('planet-return: Saturn from half a period after birth, its 3 crossings within 2 s and their directions', async () => {
    const start = (p01Ref.saturn_return.search_start_jd_ut - 2440587.5) * 86_400_000;
    const r = await post(srv.url, '/v1/western/planet-return', { ...p01Birth, planet: 'Saturn', targetDate: kolkata(start) }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.crossings.map((c: { direction: string }) => c.direction)).toEqual(p01Ref.saturn_return.crossings.map((c) => c.direction));
    d.crossings.forEach((c: { instant: string }, i: number) => expect(seconds(c.instant, p01Ref.saturn_return.crossings[i].utc)).toBeLessThan(2));
    const saturn = d.chart.positions.find((p: { planet: string }) => p.planet === 'Saturn');
    expect(arcsecDiff(saturn.tropicalLongitude, d.natalLongitude)).toBeLessThan(0.01);
  });

  it('stations: Mercury 2027, six stations, instants within 2 min, longitudes within 1″', async () => {
    const r = await get(srv.url, '/v1/western/stations?planet=Mercury&from=2027-01-01&to=2027-12-31', key);
    expect(r.status).toBe(200);
    const got = r.body.data.stations as { kind: string; instant: string; longitude: number }[];
    expect(got.map((s) => s.kind)).toEqual(ref.mercury_stations_2027.map((s) => s.kind));
    got.forEach((s, i) => {
      expect(seconds(s.instant, ref.mercury_stations_2027[i].utc)).toBeLessThan(120);
      expect(arcsecDiff(s.longitude, ref.mercury_stations_2027[i].longitude)).toBeLessThan(1);
    });
  });

  it('planetary-hours: p05, born before sunrise: the civil date\'s 24 rulers, and the previous night\'s hour', async () => {
    const c = charts.find((x) => x.id === 'p05')!;
    const want = ref.charts.find((x) => x.id === 'p05')!.planetary_hours;
    const r = await post(srv.url, '/v1/western/planetary-hours', { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.date).toBe(want.civil_date);
    expect(d.hours.map((h: { ruler: string }) => h.ruler)).toEqual(want.rulers);
    expect(d.birthHour.date).toBe('2012-11-16');
    expect([d.birthHour.part, d.birthHour.number, d.birthHour.ruler, d.birthHour.dayRuler]).toEqual([
      want.birth_hour.part, want.birth_hour.number, want.birth_hour.ruler, want.birth_hour.planetary_day_ruler,
    ]);
  });

  it('harmonic: p01\'s 7th harmonic, Sun … Pluto within 1e-7°', async () => {
    const r = await post(srv.url, '/v1/western/harmonic', { ...p01Birth, harmonic: 7 }, key);
    expect(r.status).toBe(200);
    for (const [planet, lon] of Object.entries(p01Ref.harmonics.H7)) {
      const p = r.body.data.planets.find((x: { planet: string }) => x.planet === planet);
      expect(arcsecDiff(p.longitude, lon) / 3600).toBeLessThan(1e-7);
      expect(p.sign).toBe(Math.floor(lon / 30));
    }
  });

  it('bad input is a 400 naming the field', async () => {
    const h = await post(srv.url, '/v1/western/harmonic', { ...p01Birth, harmonic: 361 }, key);
    expect(h.status).toBe(400);
    expect(h.body.details.map((x: { path: string }) => x.path)).toContain('harmonic');
    const s = await get(srv.url, '/v1/western/stations?planet=Sun&from=2027-01-01&to=2027-02-01', key);
    expect(s.status).toBe(400);
    expect(s.body.details.map((x: { path: string }) => x.path)).toContain('planet');
    const long = await get(srv.url, '/v1/western/stations?planet=Mars&from=2020-01-01&to=2021-03-01', key);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('"to"');
    const p = await post(srv.url, '/v1/western/planet-return', { ...p01Birth, planet: 'Saturn', returnLat: 10 }, key);
    expect(p.status).toBe(400);
    expect(p.body.details.map((x: { path: string }) => x.path)).toContain('returnLng');
  });
});

/**
 * /v1/western/points, /v1/western/declinations, /v1/western/fixed-stars and the `points` option of /v1/natal
 * and /v1/western over HTTP, against the Swiss Ephemeris reference values of the 8 public charts
 * (test/fixtures/reference/western-points.json, from western_breadth.json sections 1–3).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDegreeFormatted } from '../helpers/degrees.js';
import { arcsecDiff, charts } from '../helpers/reference.js';
import { post, startTestServer, type TestServer } from '../helpers/server.js';

interface Pos { longitude: number; latitude: number; speed: number; declination: number }
interface RefChart {
  id: string;
  extra_points: Record<string, Pos>;
  declinations: Record<string, number>;
  parallels: { a: string; b: string; kind: string; orb: number }[];
  fixed_stars: Record<string, { catalogue_name: string; longitude: number; latitude: number }>;
  fixed_star_conjunctions: { star: string; point: string; orb: number }[];
}
const ref = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'western-points.json'), 'utf8'),
) as { charts: RefChart[] };

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const cases = charts.map((c) => ({
  id: c.id,
  body: { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset },
  ref: ref.charts.find((r) => r.id === c.id)!,
}));
const POINTS = ['Ceres', 'Pallas', 'Juno', 'Vesta', 'Chiron', 'Pholus', 'MeanLilith', 'TrueLilith', 'Vertex', 'EastPoint'];
const POINT_NAME: Record<string, string> = { ASC: 'Ascendant', MC: 'Midheaven' };

describe('western breadth: points, declinations, fixed stars (8 charts)', () => {
  it('points: the ten points within 1″ (longitude, latitude, declination)', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/western/points', c.body, key);
      expect(r.status, c.id).toBe(200);
      const pts = r.body.data.points as Record<string, Pos & { house: number; sign: number }>;
      expect(Object.keys(pts)).toEqual(POINTS);
      for (const p of POINTS) {
        expect(arcsecDiff(pts[p].longitude, c.ref.extra_points[p].longitude), `${c.id} ${p}`).toBeLessThan(1);
        expect(Math.abs(pts[p].latitude - c.ref.extra_points[p].latitude) * 3600, `${c.id} ${p}`).toBeLessThan(1);
        expect(Math.abs(pts[p].declination - c.ref.extra_points[p].declination) * 3600, `${c.id} ${p}`).toBeLessThan(1);
        expect(pts[p].sign).toBe(Math.floor(c.ref.extra_points[p].longitude / 30));
      }
    }
  });

  it('degreeFormatted (issue 24) of the ten points and the 20 classical stars reads back within 1.5″ of the Swiss Ephemeris (1″ + rounding)', async () => {
    for (const c of cases) {
      const pts = (await post(srv.url, '/v1/western/points', c.body, key)).body.data.points as Record<string, Pos & { degreeFormatted: string; signName: string }>;
      for (const p of POINTS) {
        const read = readDegreeFormatted(pts[p].degreeFormatted);
        expect(read.signName, `${c.id} ${p}`).toBe(pts[p].signName);
        expect(arcsecDiff(read.deg, c.ref.extra_points[p].longitude), `${c.id} ${p}`).toBeLessThan(1.5);
      }
      const stars = (await post(srv.url, '/v1/western/fixed-stars', c.body, key)).body.data.stars as Record<string, Pos & { degreeFormatted: string }>;
      expect(Object.keys(stars).length).toBeGreaterThanOrEqual(20);
      for (const [name, s] of Object.entries(stars)) {
        const want = c.ref.fixed_stars[name];
        if (want) expect(arcsecDiff(readDegreeFormatted(s.degreeFormatted).deg, want.longitude), `${c.id} ${name}`).toBeLessThan(1.5);
        else expect(arcsecDiff(readDegreeFormatted(s.degreeFormatted).deg, s.longitude), `${c.id} ${name}`).toBeLessThanOrEqual(0.5 + 1e-6);
      }
    }
  });

  it('declinations within 1″ and the parallels exactly as listed', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/western/declinations', c.body, key);
      expect(r.status, c.id).toBe(200);
      for (const [b, d] of Object.entries(c.ref.declinations)) {
        expect(Math.abs(r.body.data.declinations[b] - d) * 3600, `${c.id} ${b}`).toBeLessThan(1);
      }
      expect(r.body.data.parallels.map((p: { a: string; b: string; kind: string }) => `${p.a}|${p.b}|${p.kind}`)).toEqual(
        c.ref.parallels.map((p) => `${p.a}|${p.b}|${p.kind.replace('-', '')}`),
      );
    }
  });

  it('fixed stars: every star of the reference within 1″ in longitude and latitude, conjunctions as listed', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/western/fixed-stars', c.body, key);
      expect(r.status, c.id).toBe(200);
      const stars = r.body.data.stars as Record<string, { catalogueName: string; longitude: number; latitude: number; magnitude: number }>;
      expect(Object.keys(stars)).toEqual(Object.keys(c.ref.fixed_stars));
      for (const [n, s] of Object.entries(c.ref.fixed_stars)) {
        expect(stars[n].catalogueName).toBe(s.catalogue_name);
        expect(Math.abs(stars[n].latitude - s.latitude) * 3600, `${c.id} ${n}`).toBeLessThan(1);
        expect(arcsecDiff(stars[n].longitude, s.longitude), `${c.id} ${n}`).toBeLessThan(1);
      }
      const key2 = (x: { star: string; point: string }) => `${x.star}|${POINT_NAME[x.point] ?? x.point}`;
      expect(r.body.data.conjunctions.map(key2).sort()).toEqual(c.ref.fixed_star_conjunctions.map(key2).sort());
    }
    // Regulus's catalogue magnitude is 1.4 (sefstars.txt: "Regulus ,alLeo,ICRS,…,1.4, 12, 2149").
    const r = await post(srv.url, '/v1/western/fixed-stars', { ...cases[0].body, stars: ['Regulus'] }, key);
    expect(r.body.data.stars.Regulus.magnitude).toBe(1.4);
  });

  it('natal and western with points: the points after the 13 bodies and in the aspects; the rest unchanged', async () => {
    const c = cases[0];
    for (const path of ['/v1/natal', '/v1/western']) {
      const plain = await post(srv.url, path, c.body, key);
      const withPts = await post(srv.url, path, { ...c.body, points: ['Vertex', 'Ceres', 'Chiron'] }, key);
      expect(withPts.status).toBe(200);
      const planets = withPts.body.data.planets as { planet: string; tropicalLongitude: number }[];
      // Chiron is among the 13 already; the others come in the order of the points list, not as asked.
      expect(planets.map((p) => p.planet)).toEqual([...plain.body.data.planets.map((p: { planet: string }) => p.planet), 'Ceres', 'Vertex']);
      expect(arcsecDiff(planets[13].tropicalLongitude, c.ref.extra_points.Ceres.longitude)).toBeLessThan(1);
      expect(arcsecDiff(planets[14].tropicalLongitude, c.ref.extra_points.Vertex.longitude)).toBeLessThan(1);
      const aspects = withPts.body.data.aspects as { planet1: string; planet2: string; angle: number }[];
      const isPoint = (n: string) => n === 'Ceres' || n === 'Vertex';
      expect(aspects.filter((a) => !isPoint(a.planet1) && !isPoint(a.planet2))).toEqual(plain.body.data.aspects);
      // Every aspect with a point has the separation of the two longitudes.
      const lon = new Map(planets.map((p) => [p.planet, p.tropicalLongitude]));
      const withPoint = aspects.filter((a) => isPoint(a.planet1) || isPoint(a.planet2));
      expect(withPoint.length).toBeGreaterThan(0);
      for (const a of withPoint) {
        const d = Math.abs(((lon.get(a.planet1)! - lon.get(a.planet2)! + 540) % 360) - 180);
        expect(a.angle).toBeCloseTo(d, 9);
      }
      expect(withPts.body.data.houses).toEqual(plain.body.data.houses);
      expect(withPts.body.data.patterns).toEqual(plain.body.data.patterns);
    }
  });

  it('400s name the field: an unknown star, an unknown point, a bad orb', async () => {
    const star = await post(srv.url, '/v1/western/fixed-stars', { ...cases[0].body, stars: ['Regulus', 'Nosuchstar'] }, key);
    expect(star.status).toBe(400);
    expect(star.body.details[0].path).toBe('stars');
    const digits = await post(srv.url, '/v1/western/fixed-stars', { ...cases[0].body, stars: ['3'] }, key);
    expect(digits.status).toBe(400);
    expect(JSON.stringify(digits.body.details)).toContain('stars');
    const pt = await post(srv.url, '/v1/natal', { ...cases[0].body, points: ['Eris'] }, key);
    expect(pt.status).toBe(400);
    expect(JSON.stringify(pt.body.details)).toContain('points');
    const orb = await post(srv.url, '/v1/western/declinations', { ...cases[0].body, orb: -1 }, key);
    expect(orb.status).toBe(400);
    expect(JSON.stringify(orb.body.details)).toContain('orb');
  });
});

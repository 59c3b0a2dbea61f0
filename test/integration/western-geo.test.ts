/**
 * GET /v1/ayanamsas, POST /v1/western/house-systems and POST /v1/western/astrocartography over HTTP, and
 * the new ayanamsa ids and house letters on existing endpoints, against Swiss Ephemeris values computed with
 * pyswisseph 2.10.03 for the 8 public charts (test/fixtures/reference/western-geo.json). Inputs are each
 * chart's local time with its utc_offset, which resolves to the reference's jd_ut.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charts } from '../helpers/reference.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

interface AcgRef {
  mc_longitude: number;
  ic_longitude: number;
  asc_longitude: Record<string, number | null>;
  dsc_longitude: Record<string, number | null>;
}
interface GeoChart {
  id: string;
  ayanamsas: Record<string, { name: string; true: number }>;
  houses: Record<string, { name: string; cusps: number[] }>;
  astrocartography: { gast_deg: number; in_mundo: Record<string, AcgRef>; zodiacal: Record<string, AcgRef> };
}
const REF = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'western-geo.json'), 'utf8')) as {
  charts: GeoChart[];
};
const angDiff = (a: number, b: number) => Math.abs((((a - b) % 360) + 540) % 360 - 180);

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
  ref: REF.charts.find((r) => r.id === c.id)!,
}));

interface Feature {
  properties: { planet: string; angle: string };
  geometry: { type: string; coordinates: number[][][] };
}

describe('every sidereal mode and house system, astrocartography (8 charts)', () => {
  it('GET /v1/ayanamsas lists the 47 modes; each id gives its true ayanamsa within 1″ on /v1/ascendant', async () => {
    const r = await get(srv.url, '/v1/ayanamsas', key);
    expect(r.status).toBe(200);
    const list = r.body.data.ayanamsas as { id: string; name: string; sweMode: number }[];
    expect(list).toHaveLength(47);
    expect(list[0]).toEqual({ id: 'lahiri', name: 'Lahiri', sweMode: 1 });
    const c = cases[1];
    for (const m of list) {
      expect(m.name).toBe(c.ref.ayanamsas[String(m.sweMode)].name);
      const a = await post(srv.url, '/v1/ascendant', { ...c.body, ayanamsa: m.id }, key);
      expect(a.status, m.id).toBe(200);
      expect(angDiff(a.body.meta.ayanamsa.value, c.ref.ayanamsas[String(m.sweMode)].true) * 3600, m.id).toBeLessThan(1);
    }
  });

  it('POST /v1/western/house-systems: every system\'s cusps within 3.6″, Gauquelin 36 sectors', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/western/house-systems', c.body, key);
      expect(r.status, c.id).toBe(200);
      const systems = r.body.data.systems as { id: string; letter: string; name: string; cusps: number[] }[];
      expect(systems).toHaveLength(25);
      for (const s of systems) {
        const ref = c.ref.houses[s.letter];
        expect(s.name).toBe(ref.name);
        expect(s.cusps).toHaveLength(ref.cusps.length);
        s.cusps.forEach((x, i) => expect(angDiff(x, ref.cusps[i]) * 3600, `${c.id} ${s.id} ${i + 1}`).toBeLessThan(3.6));
      }
      expect(systems.find((s) => s.id === 'gauquelin')!.cusps).toHaveLength(36);
    }
  });

  it('the new 12-cusp systems work in houseSystem, by name or letter (i ≠ I, E = equal)', async () => {
    const c = cases[0];
    for (const [hs, letter] of [['apc', 'Y'], ['i', 'i'], ['I', 'I'], ['E', 'A'], ['pullen-sd', 'L']]) {
      const r = await post(srv.url, '/v1/western/houses', { ...c.body, houseSystem: hs }, key);
      expect(r.status, hs).toBe(200);
      const cusps = (r.body.data.houses.houses as { cuspDegree: number }[]).map((h) => h.cuspDegree);
      cusps.forEach((x, i) => expect(angDiff(x, c.ref.houses[letter].cusps[i]) * 3600, `${hs} ${i + 1}`).toBeLessThan(3.6));
    }
  });

  it('POST /v1/western/astrocartography: MC, IC, ASC, DSC lines within 0.01° (in mundo and zodiacal)', async () => {
    let n = 0;
    for (const c of cases) {
      for (const mode of ['in-mundo', 'zodiacal'] as const) {
        const r = await post(srv.url, '/v1/western/astrocartography', { ...c.body, mode }, key);
        expect(r.status, c.id).toBe(200);
        expect(r.body.data.type).toBe('FeatureCollection');
        const features = r.body.data.features as Feature[];
        expect(features).toHaveLength(40);
        const ref = c.ref.astrocartography[mode === 'in-mundo' ? 'in_mundo' : 'zodiacal'];
        for (const f of features) {
          const pr = ref[f.properties.planet];
          const pts = f.geometry.coordinates.flat();
          if (f.properties.angle === 'MC' || f.properties.angle === 'IC') {
            const want = f.properties.angle === 'MC' ? pr.mc_longitude : pr.ic_longitude;
            for (const p of pts) expect(angDiff(p[0], want)).toBeLessThan(0.01);
            n++;
            continue;
          }
          const table = f.properties.angle === 'ASC' ? pr.asc_longitude : pr.dsc_longitude;
          for (const [lat, lng] of Object.entries(table)) {
            if (lng === null) continue;
            const p = pts.find((q) => q[1] === Number(lat));
            expect(p, `${c.id} ${f.properties.planet} ${f.properties.angle} ${lat}`).toBeDefined();
            expect(angDiff(p![0], lng)).toBeLessThan(0.01);
            n++;
          }
        }
      }
    }
    expect(n).toBe(8 * 2 * 10 * (2 + 10));
  });

  it('format svg: a world map with the lines and labels', async () => {
    const r = await post(srv.url, '/v1/western/astrocartography', { ...NYC_BIRTH, format: 'svg', width: 800, planets: ['Sun', 'Moon'] }, key);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ format: 'svg', width: 800, height: 400 });
    const svg = r.body.data.svg as string;
    expect(svg).toMatch(/^<svg[^>]*data-orrery="astrocartography"/);
    expect(svg.match(/class="acg-line"/g)).toHaveLength(8);
    expect(svg).toContain('>Moon DSC</text>');
    expect(svg).toMatch(/class="land" d="M/);
  });

  it('Gauquelin in a chart\'s houseSystem: a 400 on houseSystem that points to /v1/western/house-systems', async () => {
    // G has 36 sectors, a chart 12 houses: every endpoint with houseSystem refuses it, by letter (either case) or name.
    const cases: [string, Record<string, unknown>][] = [
      ['/v1/western', { houseSystem: 'G' }],
      ['/v1/natal', { houseSystem: 'g' }],
      ['/v1/western/houses', { houseSystem: 'gauquelin' }],
      ['/v1/western/lunar-return', { houseSystem: 'G', targetDate: '2026-01-01T00:00:00' }],
    ];
    for (const [path, extra] of cases) {
      const r = await post(srv.url, path, { ...NYC_BIRTH, ...extra }, key);
      expect(r.status, path).toBe(400);
      expect(r.body.error).toBe('VALIDATION_ERROR');
      const d = r.body.details.find((x: { path: string }) => x.path === 'houseSystem');
      expect(d?.message, path).toMatch(/Gauquelin's 36 sectors.*POST \/v1\/western\/house-systems/);
    }
    // The sectors themselves come from /v1/western/house-systems.
    const ok = await post(srv.url, '/v1/western/house-systems', { ...NYC_BIRTH, systems: ['gauquelin'] }, key);
    expect(ok.status).toBe(200);
  });

  it('bad input is a 400 naming the field', async () => {
    const bad: [string, Record<string, unknown>, string][] = [
      ['/v1/ascendant', { ayanamsa: 'lahari' }, 'ayanamsa'],
      ['/v1/western/houses', { houseSystem: 'G' }, 'houseSystem'],
      ['/v1/western/house-systems', { systems: ['nope'] }, 'systems'],
      ['/v1/western/astrocartography', { width: 800 }, 'width'],
      ['/v1/western/astrocartography', { planets: ['Chiron'] }, 'planets'],
      ['/v1/western/astrocartography', { mode: 'mundane' }, 'mode'],
    ];
    for (const [path, extra, field] of bad) {
      const r = await post(srv.url, path, { ...NYC_BIRTH, ...extra }, key);
      expect(r.status, `${path} ${field}`).toBe(400);
      expect(JSON.stringify(r.body), `${path} ${field}`).toContain(field);
    }
  });
});

/**
 * The western chart endpoints over HTTP: /v1/western (JSON and SVG), /v1/western/houses,
 * /v1/western/aspects, /v1/western/patterns. Positions and cusps are checked against the independent
 * pyswisseph output for reference chart p01 (Bengaluru 1985-07-08 09:36 IST; test/fixtures/reference);
 * shapes against the spec; bad input against API-DECISIONS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charts, swiss } from '../helpers/reference.js';
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

const p01 = charts.find((c) => c.id === 'p01')!;
const p01Swiss = swiss.find((c) => c.id === 'p01')!;
const P01 = { date: p01.local_datetime, lat: p01.latitude, lng: p01.longitude, timezone: p01.timezone };
const REF_NAMES: Record<string, string> = { NorthNode: 'MeanNode' };

function arcDiff(a: number, b: number): number {
  return Math.abs(((a - b + 540) % 360) - 180);
}

describe('POST /v1/western', () => {
  it('JSON: the 13 bodies equal pyswisseph to 1e-6°, houses, aspects, patterns, balance', async () => {
    const r = await post(srv.url, '/v1/western', P01, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d)).toEqual(['planets', 'houses', 'aspects', 'patterns', 'balance']);
    expect(d.planets).toHaveLength(13);
    for (const p of d.planets) {
      if (p.planet === 'SouthNode') continue;
      const ref = p01Swiss.tropical_apparent[REF_NAMES[p.planet] ?? p.planet];
      expect(ref, p.planet).toBeDefined();
      expect(arcDiff(p.tropicalLongitude, ref.longitude), p.planet).toBeLessThan(1e-6);
    }
    const placidus = p01Swiss.houses_tropical.placidus ?? Object.values(p01Swiss.houses_tropical).find((h) => h.code === 'P')!;
    d.houses.houses.forEach((h: { cuspDegree: number }, i: number) => expect(arcDiff(h.cuspDegree, placidus.cusps[i])).toBeLessThan(1e-6));
    expect(arcDiff(d.houses.ascendant, placidus.ascendant)).toBeLessThan(1e-6);
    expect(arcDiff(d.houses.midheaven, placidus.mc)).toBeLessThan(1e-6);
    // balance counts the ten planets by element and by modality
    const sum = (o: Record<string, number>) => Object.values(o).reduce((s, x) => s + x, 0);
    expect(sum(d.balance.elements)).toBe(10);
    expect(sum(d.balance.modalities)).toBe(10);
    const fire = d.planets.slice(0, 10).filter((p: { element: string }) => p.element === 'Fire').length;
    expect(d.balance.elements.Fire).toBe(fire);
    expect(r.body.meta).toMatchObject({ houseSystem: 'placidus', nodeType: 'mean', timezone: 'Asia/Kolkata', utcOffset: '+05:30' });
  });

  it('the same chart as /v1/natal for the same input', async () => {
    const [w, n] = await Promise.all([post(srv.url, '/v1/western', NYC_BIRTH, key), post(srv.url, '/v1/natal', NYC_BIRTH, key)]);
    expect(w.body.data.planets).toEqual(n.body.data.planets);
    expect(w.body.data.houses).toEqual(n.body.data.houses);
    expect(w.body.data.aspects).toEqual(n.body.data.aspects);
  });

  it('format "svg": a wheel of the requested size inside the JSON envelope', async () => {
    const r = await post(srv.url, '/v1/western', { ...NYC_BIRTH, format: 'svg', size: 800 }, key);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ format: 'svg', width: 800, height: 800 });
    expect(r.body.data.svg).toMatch(/^<svg[^>]*width="800"[^>]*height="800"/);
    expect(r.body.data.svg).toMatch(/<\/svg>$/);
    const d = await post(srv.url, '/v1/western', { ...NYC_BIRTH, format: 'svg' }, key);
    expect(d.body.data.width).toBe(600);
    // No points asked: the 13 bodies only. With `points`, each is drawn as a body of the wheel, with its
    // glyph (⚳ Ceres) or short label (Vx Vertex), and its aspects are among the lines.
    const bodiesOf = (svg: string) => [...svg.matchAll(/<g class="body" data-body="([A-Za-z]+)"/g)].map((m) => m[1]);
    expect(bodiesOf(d.body.data.svg)).toHaveLength(13);
    const p = await post(srv.url, '/v1/western', { ...NYC_BIRTH, format: 'svg', points: ['Vertex', 'Ceres', 'TrueLilith'] }, key);
    expect(p.status).toBe(200);
    const bodies = bodiesOf(p.body.data.svg);
    expect(bodies.slice(13)).toEqual(['Ceres', 'TrueLilith', 'Vertex']);
    expect(bodies.slice(0, 13)).toEqual(bodiesOf(d.body.data.svg));
    expect(p.body.data.svg).toContain('>⚳\uFE0E</text>');
    expect(p.body.data.svg).toContain('>Vx</text>');
    expect(p.body.data.svg).toMatch(/data-aspect="[A-Za-z]+ [A-Za-z]+ (Ceres|TrueLilith|Vertex)"/);
  });

  it('refuses bad options: size without svg, size out of range, unknown format', async () => {
    for (const body of [
      { ...NYC_BIRTH, size: 800 },
      { ...NYC_BIRTH, format: 'svg', size: 100 },
      { ...NYC_BIRTH, format: 'svg', size: 5000 },
      { ...NYC_BIRTH, format: 'svg', size: 600.5 },
      { ...NYC_BIRTH, format: 'png' },
      { ...NYC_BIRTH, format: '<script>' },
    ]) {
      const r = await post(srv.url, '/v1/western', body, key);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('VALIDATION_ERROR');
    }
  });
});

describe('POST /v1/western/houses', () => {
  it('every system of API-DECISIONS equals pyswisseph for p01 to 1e-6°', async () => {
    for (const [name, ref] of Object.entries(p01Swiss.houses_tropical)) {
      const r = await post(srv.url, '/v1/western/houses', { ...P01, houseSystem: name }, key);
      expect(r.status, name).toBe(200);
      expect(Object.keys(r.body.data)).toEqual(['houses']);
      const hs = r.body.data.houses;
      expect(hs.houses).toHaveLength(12);
      hs.houses.forEach((h: { cuspDegree: number }, i: number) => expect(arcDiff(h.cuspDegree, ref.cusps[i]), `${name} ${i + 1}`).toBeLessThan(1e-6));
      expect(arcDiff(hs.ascendant, ref.ascendant), name).toBeLessThan(1e-6);
      expect(arcDiff(hs.midheaven, ref.mc), name).toBeLessThan(1e-6);
      expect(r.body.meta.houseSystem).toBe(name);
    }
  });

  it('a one-letter Swiss Ephemeris code is accepted', async () => {
    const r = await post(srv.url, '/v1/western/houses', { ...P01, houseSystem: 'K' }, key);
    expect(r.body.meta.houseSystem).toBe('koch');
  });

  it('whole-sign: cusps on sign boundaries, the true ASC/MC as angles', async () => {
    const r = await post(srv.url, '/v1/western/houses', { ...P01, houseSystem: 'whole-sign' }, key);
    const hs = r.body.data.houses;
    const placidus = Object.values(p01Swiss.houses_tropical).find((h) => h.code === 'P')!;
    expect(arcDiff(hs.ascendant, placidus.ascendant)).toBeLessThan(1e-6);
    expect(arcDiff(hs.midheaven, placidus.mc)).toBeLessThan(1e-6);
    expect(hs.houses[0].cuspDegree).toBe(Math.floor(placidus.ascendant / 30) * 30);
    expect(hs.houses[0].cuspDegree).not.toBe(hs.ascendant);
  });

  it('above the polar circle Placidus and Koch fall back to Porphyry, with a warning in meta', async () => {
    const tromso = { date: '2000-01-15T12:00:00', lat: 69.65, lng: 18.96 };
    for (const houseSystem of ['placidus', 'koch']) {
      const r = await post(srv.url, '/v1/western/houses', { ...tromso, houseSystem }, key);
      expect(r.status).toBe(200);
      expect(r.body.meta.warnings.join(' ')).toMatch(/polar circle.*porphyry/i);
      const porphyry = await post(srv.url, '/v1/western/houses', { ...tromso, houseSystem: 'porphyry' }, key);
      expect(r.body.data.houses.houses.map((h: { cuspDegree: number }) => h.cuspDegree)).toEqual(
        porphyry.body.data.houses.houses.map((h: { cuspDegree: number }) => h.cuspDegree),
      );
    }
    const r = await post(srv.url, '/v1/western/houses', { ...tromso, houseSystem: 'equal' }, key);
    expect(r.body.meta.warnings).toEqual([]);
  });

  it('refuses an unknown system and a typo in the field name', async () => {
    const a = await post(srv.url, '/v1/western/houses', { ...P01, houseSystem: 'gauquelin-ish' }, key);
    expect(a.status).toBe(400);
    expect(a.body.message).toMatch(/houseSystem must be one of/);
    const b = await post(srv.url, '/v1/western/houses', { ...P01, houseSytem: 'koch' }, key);
    expect(b.status).toBe(400);
    expect(b.body.details[0].message).toMatch(/houseSytem/);
  });
});

describe('POST /v1/western/aspects and /v1/western/patterns', () => {
  it('aspects: the grid of the chart, each pair once with planet1 earlier in body order', async () => {
    const r = await post(srv.url, '/v1/western/aspects', P01, key);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data)).toEqual(['aspects']);
    const order = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'SouthNode'];
    const seen = new Set<string>();
    for (const a of r.body.data.aspects) {
      expect(order.indexOf(a.planet1)).toBeLessThan(order.indexOf(a.planet2));
      expect(seen.has(`${a.planet1}-${a.planet2}`)).toBe(false);
      seen.add(`${a.planet1}-${a.planet2}`);
    }
    // the nodes are always exactly opposite
    expect(r.body.data.aspects.find((a: { planet1: string; planet2: string }) => a.planet1 === 'NorthNode' && a.planet2 === 'SouthNode')).toMatchObject({ type: 'Opposition', orb: 0 });
  });

  it('the date and a zone are enough (no place): timezone or utcOffset instead of lat/lng', async () => {
    const withPlace = await post(srv.url, '/v1/western/aspects', P01, key);
    const byZone = await post(srv.url, '/v1/western/aspects', { date: p01.local_datetime, timezone: 'Asia/Kolkata' }, key);
    const byOffset = await post(srv.url, '/v1/western/aspects', { date: p01.local_datetime, utcOffset: '+05:30' }, key);
    expect(byZone.body.data).toEqual(withPlace.body.data);
    expect(byOffset.body.data).toEqual(withPlace.body.data);
    const none = await post(srv.url, '/v1/western/aspects', { date: p01.local_datetime }, key);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/lat and lng|timezone|utcOffset/);
    const half = await post(srv.url, '/v1/western/aspects', { date: p01.local_datetime, lat: 10 }, key);
    expect(half.status).toBe(400);
  });

  it('orbs overrides change the grid (a Conjunction orb of 0 removes every conjunction but the exact ones)', async () => {
    const r = await post(srv.url, '/v1/western/aspects', { ...P01, orbs: { Conjunction: 0 } }, key);
    expect(r.body.data.aspects.filter((a: { type: string }) => a.type === 'Conjunction')).toEqual([]);
    const bad = await post(srv.url, '/v1/western/aspects', { ...P01, orbs: { Conjunct: 3 } }, key);
    expect(bad.status).toBe(400);
  });

  it('patterns: the spec fields, counts in summary equal to the lists', async () => {
    const r = await post(srv.url, '/v1/western/patterns', NYC_BIRTH, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    for (const k of ['grandTrines', 'grandCrosses', 'tSquares', 'yods', 'stelliums', 'allPatterns']) expect(Array.isArray(d[k]), k).toBe(true);
    expect(d.summary).toEqual({
      grandTrineCount: d.grandTrines.length, grandCrossCount: d.grandCrosses.length, tSquareCount: d.tSquares.length,
      yodCount: d.yods.length, stelliumCount: d.stelliums.length, kiteCount: d.kites.length, mysticRectangleCount: d.mysticRectangles.length,
    });
    expect(d.allPatterns).toHaveLength(
      d.grandTrines.length + d.grandCrosses.length + d.tSquares.length + d.yods.length + d.stelliums.length + d.kites.length + d.mysticRectangles.length,
    );
    for (const p of d.allPatterns) expect(p.planets).toEqual([...p.planets].sort());
    // /v1/natal's patterns are the same list
    const n = await post(srv.url, '/v1/natal', NYC_BIRTH, key);
    expect(n.body.data.patterns).toEqual(d.allPatterns);
  });
});

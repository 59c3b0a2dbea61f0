/**
 * Every sidereal mode, every house system and the astrocartography lines against Swiss Ephemeris values
 * computed independently with pyswisseph 2.10.03 (test/fixtures/reference/western-geo.json, an extract of
 * ../shared/reference/western_breadth.json; its `source` field gives the conventions), for the 8 public
 * charts p01–p08 at their `jd_ut`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ayanamsaDeg, houseCusps } from '../../shared/core/ephemeris.js';
import { SIDEREAL_MODES } from '../../shared/core/sidereal-modes.js';
import {
  ACG_BODIES,
  astrocartography,
  horizonLatitudes,
  splitAtAntimeridian,
  type AcgLine,
  type LngLat,
} from '../../shared/core/western/astrocartography.js';
import { GAUQUELIN, HOUSE_SYSTEMS, HOUSE_SYSTEM_NAMES, parseHouseSystem, SWE_HOUSE_NAMES } from '../../shared/core/western/houses.js';

interface AcgRef {
  mc_longitude: number;
  ic_longitude: number;
  asc_longitude: Record<string, number | null>;
  dsc_longitude: Record<string, number | null>;
  right_ascension: number;
  declination: number;
}
interface GeoChart {
  id: string;
  jd_ut: number;
  latitude: number;
  longitude: number;
  ayanamsas: Record<string, { name: string; true: number }>;
  houses: Record<string, { name: string; cusps: number[] }>;
  astrocartography: { gast_deg: number; in_mundo: Record<string, AcgRef>; zodiacal: Record<string, AcgRef> };
}
const REF = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'western-geo.json'), 'utf8')) as {
  charts: GeoChart[];
};

const ARCSEC = 1 / 3600;
/** The shorter way round between two angles, degrees. */
const angDiff = (a: number, b: number) => Math.abs((((a - b) % 360) + 540) % 360 - 180);

describe('every Swiss Ephemeris sidereal mode', () => {
  it('lists the 47 predefined modes once each, with Swiss Ephemeris names, the old 8 ids unchanged', () => {
    expect(SIDEREAL_MODES.map((m) => m.sweMode).sort((a, b) => a - b)).toEqual(Array.from({ length: 47 }, (_, i) => i));
    expect(new Set(SIDEREAL_MODES.map((m) => m.id)).size).toBe(47);
    for (const m of SIDEREAL_MODES) {
      expect(m.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.name).toBe(REF.charts[0].ayanamsas[String(m.sweMode)].name);
    }
    expect(SIDEREAL_MODES.slice(0, 8).map((m) => [m.id, m.sweMode])).toEqual([
      ['lahiri', 1], ['raman', 3], ['krishnamurti', 5], ['true-chitra', 27], ['fagan-bradley', 0], ['yukteshwar', 7],
      ['true-pushya', 29], ['jn-bhasin', 8],
    ]);
  });

  it.each(REF.charts.map((c) => [c.id, c] as const))('%s: every mode\'s true ayanamsa within 1″', (_id, chart) => {
    let worst = 0;
    for (const m of SIDEREAL_MODES) {
      const ref = chart.ayanamsas[String(m.sweMode)].true;
      const d = angDiff(ayanamsaDeg(chart.jd_ut, m.id), ref);
      expect(d, m.id).toBeLessThan(ARCSEC);
      worst = Math.max(worst, d);
    }
    expect(worst).toBeLessThan(ARCSEC);
  });
});

describe('every Swiss Ephemeris house system', () => {
  it('names every letter the reference computes, E as equal and G as Gauquelin', () => {
    const letters = Object.keys(REF.charts[0].houses).sort();
    const ours = [...Object.values(HOUSE_SYSTEMS), 'E', GAUQUELIN.letter].sort();
    expect(ours).toEqual(letters);
    for (const l of letters) expect(SWE_HOUSE_NAMES[l], l).toBe(REF.charts[0].houses[l].name);
    expect(parseHouseSystem('E')).toBe('equal');
    expect(parseHouseSystem('i')).toBe('sunshine-alt');
    expect(parseHouseSystem('I')).toBe('sunshine');
    expect(parseHouseSystem('p')).toBe('placidus');
    expect(parseHouseSystem('G')).toBeNull();
    expect(parseHouseSystem('Z')).toBeNull();
    for (const n of HOUSE_SYSTEM_NAMES) expect(parseHouseSystem(n)).toBe(n);
  });

  it.each(REF.charts.map((c) => [c.id, c] as const))('%s: every system\'s cusps within 3.6″ (Gauquelin 36)', (_id, chart) => {
    for (const [letter, ref] of Object.entries(chart.houses)) {
      const r = houseCusps(chart.jd_ut, chart.latitude, chart.longitude, letter);
      expect(r.fellBackToPorphyry, letter).toBe(false);
      expect(r.cusps.length, letter).toBe(letter === 'G' ? 36 : 12);
      r.cusps.forEach((c, i) => expect(angDiff(c, ref.cusps[i]), `${letter} cusp ${i + 1}`).toBeLessThan(3.6 * ARCSEC));
    }
  });
});

function lineOf(lines: AcgLine[], planet: string, angle: string): AcgLine {
  const l = lines.find((x) => x.planet === planet && x.angle === angle);
  if (!l) throw new Error(`${planet} ${angle} missing`);
  return l;
}
function pointAt(line: AcgLine, lat: number): LngLat {
  const p = line.segments.flat().find((q) => q[1] === lat);
  if (!p) throw new Error(`${line.planet} ${line.angle}: no point at ${lat}`);
  return p;
}

describe('astrocartography lines', () => {
  for (const mode of ['in-mundo', 'zodiacal'] as const) {
    it.each(REF.charts.map((c) => [c.id, c] as const))(`%s ${mode}: MC, IC, ASC, DSC within 0.01° (in fact 1e-6°)`, (_id, chart) => {
      const acg = astrocartography(chart.jd_ut, mode);
      expect(angDiff(acg.gastDeg, chart.astrocartography.gast_deg)).toBeLessThan(1e-6);
      const ref = chart.astrocartography[mode === 'in-mundo' ? 'in_mundo' : 'zodiacal'];
      let n = 0;
      for (const planet of ACG_BODIES) {
        const r = ref[planet];
        const mc = lineOf(acg.lines, planet, 'MC');
        expect(angDiff(mc.rightAscension, r.right_ascension)).toBeLessThan(1e-6);
        expect(Math.abs(mc.declination - r.declination)).toBeLessThan(1e-6);
        expect(mc.segments).toHaveLength(1);
        for (const p of mc.segments[0]) expect(angDiff(p[0], r.mc_longitude), `${planet} MC`).toBeLessThan(1e-6);
        for (const p of lineOf(acg.lines, planet, 'IC').segments[0]) expect(angDiff(p[0], r.ic_longitude)).toBeLessThan(1e-6);
        for (const [angle, table] of [['ASC', r.asc_longitude], ['DSC', r.dsc_longitude]] as const) {
          for (const [lat, lng] of Object.entries(table)) {
            if (lng === null) continue;
            const p = pointAt(lineOf(acg.lines, planet, angle), Number(lat));
            expect(angDiff(p[0], lng), `${planet} ${angle} ${lat}`).toBeLessThan(1e-6);
            expect(p[0]).toBeGreaterThan(-180);
            expect(p[0]).toBeLessThanOrEqual(180);
            n++;
          }
        }
      }
      expect(n).toBe(100);
    });
  }

  it('samples horizon lines every whole degree up to 90° − |δ|, ending where ASC and DSC meet', () => {
    // δ = 23.5°: defined for |φ| ≤ 66.5°: −66.5, −66, …, 66, 66.5 (133 whole degrees + 2 limits).
    const lats = horizonLatitudes(23.5);
    expect(lats[0]).toBe(-66.5);
    expect(lats.at(-1)).toBe(66.5);
    expect(lats).toHaveLength(135);
    // p01's Sun: its two horizon lines start and end at the same points.
    const c = REF.charts[0];
    const acg = astrocartography(c.jd_ut, 'in-mundo', ['Sun']);
    const asc = lineOf(acg.lines, 'Sun', 'ASC').segments.flat();
    const dsc = lineOf(acg.lines, 'Sun', 'DSC').segments.flat();
    expect(angDiff(asc[0][0], dsc[0][0])).toBeLessThan(1e-9);
    expect(angDiff(asc.at(-1)![0], dsc.at(-1)![0])).toBeLessThan(1e-9);
  });

  it('splits a line where it crosses the antimeridian, at the crossing latitude', () => {
    // 170°E at 0° to 170°W at 10°: 20° of longitude eastward, 180° reached halfway, at 5°.
    expect(splitAtAntimeridian([[170, 0], [-170, 10]])).toEqual([[[170, 0], [180, 5]], [[-180, 5], [-170, 10]]]);
    expect(splitAtAntimeridian([[-170, 0], [170, 10]])).toEqual([[[-170, 0], [-180, 5]], [[180, 5], [170, 10]]]);
  });
});

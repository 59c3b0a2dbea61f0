/**
 * Western chart pieces.
 *  - House cusps of the 16 systems for the 8 reference charts against pyswisseph swe_houses_ex
 *    (test/fixtures/reference/swisseph.json), within 1″.
 *  - Aspects, applying/separating and patterns on hand-built configurations (arithmetic in the tests).
 */
import { describe, expect, it } from 'vitest';
import { houseCusps } from '../../shared/core/ephemeris.js';
import { aspectBetween, aspectGrid, DEFAULT_ORBS, type Aspect } from '../../shared/core/western/aspects.js';
import { westernDignity } from '../../shared/core/western/dignity.js';
import { HOUSE_SYSTEMS, houseIndexOf, parseHouseSystem, westernHouses as westernHousesCore, type HouseSystem } from '../../shared/core/western/houses.js';
import { findPatterns as findPatternsCore } from '../../shared/core/western/patterns.js';
import { westernRecord } from '../../shared/core/western/positions.js';
import { arcsecDiff, charts, swiss } from '../helpers/reference.js';
import { rendered } from '../helpers/text.js';

const westernHouses = rendered(westernHousesCore);
const findPatterns = rendered(findPatternsCore);

describe('house cusps: 16 systems × 8 charts against pyswisseph', () => {
  for (const sw of swiss) {
    const c = charts.find((x) => x.id === sw.id);
    if (!c) throw new Error(sw.id);
    it(`${sw.id} (${c.label}, lat ${c.latitude})`, () => {
      for (const [system, ref] of Object.entries(sw.houses_tropical)) {
        const hs = parseHouseSystem(system);
        expect(hs, system).not.toBeNull();
        expect(HOUSE_SYSTEMS[hs as HouseSystem]).toBe(ref.code);
        const r = houseCusps(sw.jd_ut, c.latitude, c.longitude, ref.code);
        r.cusps.forEach((cusp, i) => expect(arcsecDiff(cusp, ref.cusps[i]), `${system} cusp ${i + 1}`).toBeLessThan(1));
        expect(arcsecDiff(r.ascDeg, ref.ascendant)).toBeLessThan(1);
        expect(arcsecDiff(r.mcDeg, ref.mc)).toBeLessThan(1);
      }
    });
  }
});

describe('houses: polar fallback and membership', () => {
  it('Placidus at 70° N falls back to Porphyry with a warning (Swiss Ephemeris doc, swe_houses)', () => {
    const jd = 2451545.0;
    const r = westernHouses(jd, 70, 25, 'placidus', []);
    const porphyry = houseCusps(jd, 70, 25, 'O');
    expect(r.warnings[0]).toMatch(/polar circle/);
    r.cusps.forEach((c, i) => expect(c).toBeCloseTo(porphyry.cusps[i], 9));
  });
  it('a body exactly on a cusp belongs to the house that starts there', () => {
    const cusps = [10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310, 340];
    expect(houseIndexOf(10, cusps)).toBe(0);
    expect(houseIndexOf(9.999, cusps)).toBe(11);
    expect(houseIndexOf(355, cusps)).toBe(11);
    expect(houseIndexOf(5, cusps)).toBe(11);
  });
  it('accepts a Swiss letter for the system', () => {
    expect(parseHouseSystem('K')).toBe('koch');
    expect(parseHouseSystem('k')).toBe('koch');
    expect(parseHouseSystem('Q')).toBe('pullen-sr'); // a Swiss letter since issue 23
    expect(parseHouseSystem('G')).toBeNull(); // Gauquelin's 36 sectors: /v1/western/house-systems only
    expect(parseHouseSystem('placidus ')).toBeNull();
  });
});

describe('aspects', () => {
  const pt = (name: string, lonDeg: number, speedDegPerDay: number) => ({ name, lonDeg, speedDegPerDay });
  it('a faster body behind a slower one in conjunction is applying', () => {
    // Moon 10° at 13°/d, Saturn 15° at 0.1°/d: separation 5° and shrinking by 12.9°/d.
    const a = aspectBetween(pt('Moon', 10, 13), pt('Saturn', 15, 0.1), DEFAULT_ORBS);
    expect(a).toMatchObject({ type: 'Conjunction', angle: 5, orb: 5, applying: true, nature: 'neutral', isMajor: true });
  });
  it('a trine past exact and widening is separating, across 0° Aries', () => {
    // Sun 355° (1°/d), Jupiter 117° (0.2°/d): δ = 117 − 355 = −238 ≡ +122°; dδ/dt = 0.2 − 1 = −0.8°/d,
    // so the angle shrinks toward 120° and the 2° orb closes: applying.
    const a = aspectBetween(pt('Sun', 355, 1), pt('Jupiter', 117, 0.2), DEFAULT_ORBS);
    expect(a?.type).toBe('Trine');
    expect(a?.angle).toBeCloseTo(122, 10);
    expect(a?.applying).toBe(true);
    // Jupiter at 123° moving forward faster than the Sun would widen it: separating.
    const b = aspectBetween(pt('Sun', 355, 0.1), pt('Jupiter', 123, 0.3), DEFAULT_ORBS);
    expect(b?.applying).toBe(false);
  });
  it('an opposition 178° apart closing toward 180° is applying (orb = 180 − angle)', () => {
    const a = aspectBetween(pt('Mars', 0, 0.5), pt('Venus', 178, 1.2), DEFAULT_ORBS);
    expect(a).toMatchObject({ type: 'Opposition', orb: 2, applying: true, nature: 'tense' });
  });
  it('orb limits: a square 7.0° off counts, 7.1° does not; a quincunx is minor', () => {
    expect(aspectBetween(pt('A', 0, 0), pt('B', 97, 0), DEFAULT_ORBS)?.type).toBe('Square');
    expect(aspectBetween(pt('A', 0, 0), pt('B', 97.1, 0), DEFAULT_ORBS)).toBeNull();
    expect(aspectBetween(pt('A', 0, 0), pt('B', 151, 0), DEFAULT_ORBS)).toMatchObject({ type: 'Quincunx', isMajor: false, nature: 'tense' });
  });
  it('the grid holds each pair once with planet1 earlier in body order', () => {
    const grid = aspectGrid([pt('Sun', 0, 1), pt('Moon', 120, 13), pt('Mars', 240, 0.5)], DEFAULT_ORBS);
    expect(grid.map((a) => `${a.planet1}-${a.planet2}:${a.type}`)).toEqual(['Sun-Moon:Trine', 'Sun-Mars:Trine', 'Moon-Mars:Trine']);
  });
});

describe('patterns', () => {
  function chart(lons: Record<string, number>) {
    const pts = Object.entries(lons).map(([name, lonDeg]) => ({ name, lonDeg, speedDegPerDay: 0 }));
    const aspects: Aspect[] = aspectGrid(pts, DEFAULT_ORBS);
    return findPatterns(aspects, pts.map((p) => ({ planet: p.name, sign: Math.floor(p.lonDeg / 30) })));
  }
  it('finds a Grand Trine with its planets sorted alphabetically', () => {
    const p = chart({ Sun: 5, Moon: 125, Mars: 245, Jupiter: 60 });
    expect(p.grandTrines.map((x) => x.planets)).toEqual([['Mars', 'Moon', 'Sun']]);
  });
  it('a Grand Cross is reported once and its four T-squares are not repeated', () => {
    const p = chart({ Sun: 10, Moon: 100, Mars: 190, Saturn: 280 });
    expect(p.grandCrosses).toHaveLength(1);
    expect(p.grandCrosses[0].planets).toEqual(['Mars', 'Moon', 'Saturn', 'Sun']);
    expect(p.tSquares).toEqual([]);
  });
  it('a T-square and a Yod are found with their apex', () => {
    const t = chart({ Sun: 10, Moon: 190, Mars: 100 });
    expect(t.tSquares.map((x) => x.planets)).toEqual([['Mars', 'Moon', 'Sun']]);
    expect(t.tSquares[0].description).toMatch(/Mars \(apex\)/);
    const y = chart({ Sun: 0, Venus: 60, Pluto: 210 }); // sextile 60°, both 150° from 210°
    expect(y.yods.map((x) => x.planets)).toEqual([['Pluto', 'Sun', 'Venus']]);
  });
  it('a Kite: the Grand Trine 5/125/245 plus Venus at 65°, opposite Mars (hand-placed)', () => {
    // Trine corners Sun 5, Moon 125, Mars 245. Venus at 65: 65−245 = −180 → opposite Mars;
    // 65−5 = 60 → sextile Sun; 125−65 = 60 → sextile Moon. So a Kite with Mars at the far corner.
    const p = chart({ Sun: 5, Moon: 125, Mars: 245, Venus: 65 });
    expect(p.kites.map((x) => x.planets)).toEqual([['Mars', 'Moon', 'Sun', 'Venus']]);
    expect(p.kites[0].description).toMatch(/Venus opposite Mars/);
    expect(p.grandTrines).toHaveLength(1);
    expect(p.allPatterns.map((x) => x.type)).toEqual(['Grand Trine', 'Kite']);
  });
  it('a Mystic Rectangle: oppositions 10–190 and 70–250 joined by sextiles and trines', () => {
    // Sun 10 / Saturn 190 and Moon 70 / Mars 250: Sun–Moon 60 (sextile), Saturn–Mars 60 (sextile),
    // Sun–Mars 240 → 120 (trine), Moon–Saturn 120 (trine).
    const p = chart({ Sun: 10, Moon: 70, Saturn: 190, Mars: 250 });
    expect(p.mysticRectangles.map((x) => x.planets)).toEqual([['Mars', 'Moon', 'Saturn', 'Sun']]);
    // a rectangle of squares is a Grand Cross, not a Mystic Rectangle
    expect(chart({ Sun: 10, Moon: 100, Mars: 190, Saturn: 280 }).mysticRectangles).toEqual([]);
  });
  it('three planets in one sign are a Stellium; the nodes do not count', () => {
    const p = chart({ Sun: 91, Mercury: 95, Venus: 110, NorthNode: 100 });
    expect(p.stelliums.map((x) => x.planets)).toEqual([['Mercury', 'Sun', 'Venus']]);
    expect(chart({ Sun: 91, Mercury: 95, NorthNode: 100 }).stelliums).toEqual([]);
  });
});

describe('western records at sign boundaries', () => {
  it('every body at 0° and 29.9999° of every sign: sign, element, modality and dignity (Tetrabiblos I.17–19 table)', () => {
    // Written out by sign name from the tradition (domicile; exaltation; detriment and fall are the opposite signs).
    const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    const domicile: Record<string, string[]> = {
      Sun: ['Leo'], Moon: ['Cancer'], Mercury: ['Gemini', 'Virgo'], Venus: ['Taurus', 'Libra'], Mars: ['Aries', 'Scorpio'],
      Jupiter: ['Sagittarius', 'Pisces'], Saturn: ['Capricorn', 'Aquarius'], Uranus: ['Aquarius'], Neptune: ['Pisces'], Pluto: ['Scorpio'],
    };
    const exaltation: Record<string, string> = { Sun: 'Aries', Moon: 'Taurus', Mercury: 'Virgo', Venus: 'Pisces', Mars: 'Capricorn', Jupiter: 'Cancer', Saturn: 'Libra' };
    const opposite = (sign: string) => SIGNS[(SIGNS.indexOf(sign) + 6) % 12];
    const element = ['Fire', 'Earth', 'Air', 'Water'];
    const modality = ['Cardinal', 'Fixed', 'Mutable'];
    const bodies = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'SouthNode'] as const;
    for (const body of bodies) {
      SIGNS.forEach((name, i) => {
        const expected = domicile[body]?.includes(name)
          ? 'Domicile'
          : exaltation[body] === name
            ? 'Exaltation'
            : domicile[body]?.map(opposite).includes(name)
              ? 'Detriment'
              : exaltation[body] && opposite(exaltation[body]) === name
                ? 'Fall'
                : 'Peregrine';
        for (const lon of [i * 30, i * 30 + 29.9999]) {
          const r = westernRecord(body, lon, 0, 1);
          expect(r.signName, `${body} ${lon}`).toBe(name);
          expect(r.sign).toBe(i);
          expect(r.element).toBe(element[i % 4]);
          expect(r.modality).toBe(modality[i % 3]);
          expect(r.dignity, `${body} in ${name}`).toBe(expected);
          expect(r.degreeInSign).toBeCloseTo(lon - i * 30, 9);
        }
      });
    }
  });

  it('29.9999° is Aries, 30° is Taurus, 359.99999° is Pisces and 360° wraps to 0°', () => {
    expect(westernRecord('Sun', 29.9999, 0, 1)).toMatchObject({ sign: 0, signName: 'Aries', element: 'Fire', modality: 'Cardinal', dignity: 'Exaltation' });
    expect(westernRecord('Sun', 30, 0, 1)).toMatchObject({ sign: 1, degreeInSign: 0, element: 'Earth', modality: 'Fixed' });
    expect(westernRecord('Moon', 359.99999, 0, 13)).toMatchObject({ sign: 11, signName: 'Pisces' });
    expect(westernRecord('Moon', 360, 0, 13)).toMatchObject({ sign: 0, tropicalLongitude: 0 });
    expect(westernRecord('Mars', 10, 0, -0.1).isRetrograde).toBe(true);
  });
  it('dignities: domicile, exaltation, detriment, fall, peregrine (Tetrabiblos I.17, I.19)', () => {
    expect(westernDignity('Sun', 4)).toBe('Domicile');
    expect(westernDignity('Sun', 10)).toBe('Detriment');
    expect(westernDignity('Sun', 6)).toBe('Fall');
    expect(westernDignity('Saturn', 6)).toBe('Exaltation');
    expect(westernDignity('Pluto', 7)).toBe('Domicile');
    expect(westernDignity('Chiron', 7)).toBe('Peregrine');
  });
});

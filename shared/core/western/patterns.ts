/**
 * Chart patterns from an aspect grid. Definitions (e.g. Tompkins, "Aspects in Astrology", ch. 7):
 *  - Grand Trine: three bodies each in trine to the other two.
 *  - T-Square: two bodies in opposition, both in square to a third. Not listed when it is part of a
 *    Grand Cross found in the same chart (the cross contains four of them).
 *  - Grand Cross: four bodies forming two oppositions and four squares.
 *  - Yod: two bodies in sextile, both quincunx a third.
 *  - Stellium: three or more of the ten planets (Sun … Pluto) in one sign.
 * Patterns use the ten planets and Chiron; the lunar nodes are left out (their opposition is structural).
 * Planet lists are sorted alphabetically (spec).
 */
import { SIGN_NAMES } from '../zodiac.js';
import type { Aspect, AspectType } from './aspects.js';

export interface Pattern {
  type: 'Grand Trine' | 'T-Square' | 'Yod' | 'Stellium' | 'Grand Cross';
  description: string;
  planets: string[];
}

export interface PatternSet {
  grandTrines: Pattern[];
  grandCrosses: Pattern[];
  tSquares: Pattern[];
  yods: Pattern[];
  stelliums: Pattern[];
  allPatterns: Pattern[];
}

const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const PATTERN_BODIES = new Set([...PLANETS, 'Chiron']);

function sorted(names: string[]): string[] {
  return [...names].sort();
}

export function findPatterns(aspects: Aspect[], bodies: { planet: string; sign: number }[]): PatternSet {
  const rel = new Map<string, AspectType>();
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const a of aspects) {
    if (PATTERN_BODIES.has(a.planet1) && PATTERN_BODIES.has(a.planet2)) rel.set(key(a.planet1, a.planet2), a.type);
  }
  const is = (a: string, b: string, t: AspectType) => rel.get(key(a, b)) === t;
  const names = bodies.map((b) => b.planet).filter((p) => PATTERN_BODIES.has(p));
  const n = names.length;

  const grandTrines: Pattern[] = [];
  const tSquares: Pattern[] = [];
  const yods: Pattern[] = [];
  const grandCrosses: Pattern[] = [];

  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        const [a, b, c] = [names[i], names[j], names[k]];
        if (is(a, b, 'Trine') && is(b, c, 'Trine') && is(a, c, 'Trine')) {
          const planets = sorted([a, b, c]);
          grandTrines.push({ type: 'Grand Trine', planets, description: `Grand Trine: ${planets.join(', ')} in mutual trine` });
        }
      }
    }
  }
  // T-squares and yods: the apex is the third body.
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [a, b] = [names[i], names[j]];
      const opp = is(a, b, 'Opposition');
      const sext = is(a, b, 'Sextile');
      if (!opp && !sext) continue;
      for (const apex of names) {
        if (apex === a || apex === b) continue;
        if (opp && is(a, apex, 'Square') && is(b, apex, 'Square')) {
          tSquares.push({
            type: 'T-Square',
            planets: sorted([a, b, apex]),
            description: `T-Square: ${a} opposite ${b}, both square ${apex} (apex)`,
          });
        }
        if (sext && is(a, apex, 'Quincunx') && is(b, apex, 'Quincunx')) {
          yods.push({
            type: 'Yod',
            planets: sorted([a, b, apex]),
            description: `Yod: ${a} sextile ${b}, both quincunx ${apex} (apex)`,
          });
        }
      }
    }
  }
  // Grand crosses: two T-squares sharing the opposition-free pair of apexes.
  const seen = new Set<string>();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!is(names[i], names[j], 'Opposition')) continue;
      for (let k = 0; k < n; k++) {
        for (let l = k + 1; l < n; l++) {
          const [a, b, c, d] = [names[i], names[j], names[k], names[l]];
          if (new Set([a, b, c, d]).size < 4 || !is(c, d, 'Opposition')) continue;
          if (is(a, c, 'Square') && is(a, d, 'Square') && is(b, c, 'Square') && is(b, d, 'Square')) {
            const planets = sorted([a, b, c, d]);
            const id = planets.join('|');
            if (seen.has(id)) continue;
            seen.add(id);
            grandCrosses.push({
              type: 'Grand Cross',
              planets,
              description: `Grand Cross: ${a} opposite ${b} and ${c} opposite ${d}, all four in square`,
            });
          }
        }
      }
    }
  }
  const inCross = (p: Pattern) => grandCrosses.some((g) => p.planets.every((x) => g.planets.includes(x)));
  const tSquaresOutsideCrosses = tSquares.filter((t) => !inCross(t));

  const stelliums: Pattern[] = [];
  for (let s = 0; s < 12; s++) {
    const inSign = bodies.filter((b) => PLANETS.includes(b.planet) && b.sign === s).map((b) => b.planet);
    if (inSign.length >= 3) {
      const planets = sorted(inSign);
      stelliums.push({
        type: 'Stellium',
        planets,
        description: `Stellium in ${SIGN_NAMES[s]}: ${inSign.length} planets (${planets.join(', ')})`,
      });
    }
  }
  return {
    grandTrines,
    grandCrosses,
    tSquares: tSquaresOutsideCrosses,
    yods,
    stelliums,
    allPatterns: [...grandTrines, ...grandCrosses, ...tSquaresOutsideCrosses, ...yods, ...stelliums],
  };
}

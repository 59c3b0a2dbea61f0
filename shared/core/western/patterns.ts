/**
 * Chart patterns from an aspect grid. Definitions (e.g. Tompkins, "Aspects in Astrology", ch. 7):
 *  - Grand Trine: three bodies each in trine to the other two.
 *  - T-Square: two bodies in opposition, both in square to a third. Not listed when it is part of a
 *    Grand Cross found in the same chart (the cross contains four of them).
 *  - Grand Cross: four bodies forming two oppositions and four squares.
 *  - Yod: two bodies in sextile, both quincunx a third.
 *  - Stellium: three or more of the ten planets (Sun … Pluto) in one sign.
 *  Extras (same source):
 *  - Kite: a Grand Trine plus a fourth body opposite one of its corners and so sextile the other two.
 *  - Mystic Rectangle: two oppositions whose ends are joined by two trines and two sextiles.
 * Patterns use the ten planets and Chiron; the lunar nodes are left out (their opposition is structural).
 * Planet lists are sorted alphabetically (spec).
 */
import { bodyTerm, list, signTerm, text, type Text, type TextList } from '../text.js';
import { SIGN_NAMES } from '../zodiac.js';

/** The planets of a pattern as a list of names. */
const bodyList = (names: readonly string[]): TextList => list(names.map(bodyTerm));
import type { Aspect, AspectType } from './aspects.js';

export const PATTERN_TYPES = ['Grand Trine', 'T-Square', 'Yod', 'Stellium', 'Grand Cross', 'Kite', 'Mystic Rectangle'] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];

export interface Pattern {
  type: PatternType;
  /** The pattern's display name: the identifier here, put in `lang` by localize (shared/i18n/localize.ts). */
  typeName: string;
  description: Text;
  planets: string[];
}

export interface PatternSet {
  grandTrines: Pattern[];
  grandCrosses: Pattern[];
  tSquares: Pattern[];
  yods: Pattern[];
  stelliums: Pattern[];
  kites: Pattern[];
  mysticRectangles: Pattern[];
  allPatterns: Pattern[];
}

const PLANETS = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
const PATTERN_BODIES = new Set([...PLANETS, 'Chiron']);

function sorted(names: string[]): string[] {
  return [...names].sort();
}

export function findPatterns(aspects: Aspect[], bodies: { planet: string; sign: number }[]): PatternSet {
  const names = bodies.map((b) => b.planet).filter((p) => PATTERN_BODIES.has(p));
  const n = names.length;
  const index = new Map(names.map((name, i) => [name, i]));
  // rel[i * n + j]: the aspect between bodies i and j (symmetric), or undefined.
  const rel = new Array<AspectType | undefined>(n * n);
  for (const a of aspects) {
    const i = index.get(a.planet1);
    const j = index.get(a.planet2);
    if (i === undefined || j === undefined) continue;
    rel[i * n + j] = a.type;
    rel[j * n + i] = a.type;
  }
  const is = (i: number, j: number, t: AspectType) => rel[i * n + j] === t;

  const grandTrines: Pattern[] = [];
  const kites: Pattern[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!is(i, j, 'Trine')) continue;
      for (let k = j + 1; k < n; k++) {
        if (is(j, k, 'Trine') && is(i, k, 'Trine')) {
          const planets = sorted([names[i], names[j], names[k]]);
          grandTrines.push({ type: 'Grand Trine', typeName: 'Grand Trine', planets, description: text('western.pattern.grandTrine', { planets: bodyList(planets) }) });
          for (const [apex, x, y] of [[i, j, k], [j, i, k], [k, i, j]]) {
            for (let m = 0; m < n; m++) {
              if (m !== i && m !== j && m !== k && is(m, apex, 'Opposition') && is(m, x, 'Sextile') && is(m, y, 'Sextile')) {
                kites.push({
                  type: 'Kite', typeName: 'Kite',
                  planets: sorted([...planets, names[m]]),
                  description: text('western.pattern.kite', { planets: bodyList(planets), tail: bodyTerm(names[m]), apex: bodyTerm(names[apex]) }),
                });
              }
            }
          }
        }
      }
    }
  }
  // T-squares and yods: the apex is the third body.
  const tSquares: Pattern[] = [];
  const yods: Pattern[] = [];
  const oppositions: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const opp = is(i, j, 'Opposition');
      const sext = is(i, j, 'Sextile');
      if (opp) oppositions.push([i, j]);
      if (!opp && !sext) continue;
      const [a, b] = [names[i], names[j]];
      for (let k = 0; k < n; k++) {
        if (k === i || k === j) continue;
        const apex = names[k];
        if (opp && is(i, k, 'Square') && is(j, k, 'Square')) {
          tSquares.push({ type: 'T-Square', typeName: 'T-Square', planets: sorted([a, b, apex]), description: text('western.pattern.tSquare', { a: bodyTerm(a), b: bodyTerm(b), apex: bodyTerm(apex) }) });
        }
        if (sext && is(i, k, 'Quincunx') && is(j, k, 'Quincunx')) {
          yods.push({ type: 'Yod', typeName: 'Yod', planets: sorted([a, b, apex]), description: text('western.pattern.yod', { a: bodyTerm(a), b: bodyTerm(b), apex: bodyTerm(apex) }) });
        }
      }
    }
  }
  // Grand crosses: two disjoint oppositions whose four cross pairs are squares.
  const grandCrosses: Pattern[] = [];
  for (let p = 0; p < oppositions.length; p++) {
    for (let q = p + 1; q < oppositions.length; q++) {
      const [a, b] = oppositions[p];
      const [c, d] = oppositions[q];
      if (a === c || a === d || b === c || b === d) continue;
      if (is(a, c, 'Square') && is(a, d, 'Square') && is(b, c, 'Square') && is(b, d, 'Square')) {
        grandCrosses.push({
          type: 'Grand Cross', typeName: 'Grand Cross',
          planets: sorted([names[a], names[b], names[c], names[d]]),
          description: text('western.pattern.grandCross', { a: bodyTerm(names[a]), b: bodyTerm(names[b]), c: bodyTerm(names[c]), d: bodyTerm(names[d]) }),
        });
      }
    }
  }
  // Mystic rectangles: two disjoint oppositions a–b, c–d with a–c, b–d sextile and a–d, b–c trine (or the mirror).
  const mysticRectangles: Pattern[] = [];
  for (let p = 0; p < oppositions.length; p++) {
    for (let q = p + 1; q < oppositions.length; q++) {
      const [a, b] = oppositions[p];
      const [c, d] = oppositions[q];
      if (a === c || a === d || b === c || b === d) continue;
      const straight = is(a, c, 'Sextile') && is(b, d, 'Sextile') && is(a, d, 'Trine') && is(b, c, 'Trine');
      const crossed = is(a, d, 'Sextile') && is(b, c, 'Sextile') && is(a, c, 'Trine') && is(b, d, 'Trine');
      if (straight || crossed) {
        const planets = sorted([names[a], names[b], names[c], names[d]]);
        mysticRectangles.push({
          type: 'Mystic Rectangle', typeName: 'Mystic Rectangle',
          planets,
          description: text('western.pattern.mysticRectangle', { a: bodyTerm(names[a]), b: bodyTerm(names[b]), c: bodyTerm(names[c]), d: bodyTerm(names[d]) }),
        });
      }
    }
  }
  const inCross = (t: Pattern) => grandCrosses.some((g) => t.planets.every((x) => g.planets.includes(x)));
  const tSquaresOutsideCrosses = grandCrosses.length ? tSquares.filter((t) => !inCross(t)) : tSquares;

  const stelliums: Pattern[] = [];
  const bySign: string[][] = Array.from({ length: 12 }, () => []);
  for (const b of bodies) if (PLANETS.has(b.planet)) bySign[b.sign].push(b.planet);
  bySign.forEach((inSign, s) => {
    if (inSign.length < 3) return;
    const planets = sorted(inSign);
    stelliums.push({ type: 'Stellium', typeName: 'Stellium', planets, description: text('western.pattern.stellium', { sign: signTerm(SIGN_NAMES[s]), n: inSign.length, planets: bodyList(planets) }) });
  });
  return {
    grandTrines,
    grandCrosses,
    tSquares: tSquaresOutsideCrosses,
    yods,
    stelliums,
    kites,
    mysticRectangles,
    allPatterns: [...grandTrines, ...grandCrosses, ...tSquaresOutsideCrosses, ...yods, ...stelliums, ...kites, ...mysticRectangles],
  };
}

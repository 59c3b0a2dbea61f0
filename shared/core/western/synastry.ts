/**
 * Synastry: the aspects between two natal charts, each person's bodies in the other's houses, and a
 * documented compatibility score.
 *
 * Aspects: every body of person 1 (planet1) against every body of person 2 (planet2), so 13 × 13 = 169
 * pairs are considered (same body names on both sides are distinct points: "Sun"–"Sun" is person 1's Sun
 * and person 2's Sun). Orbs and the applying test are those of ./aspects.ts, with both persons' speeds
 * (the convention of chart-comparison software; the two charts are fixed moments, so "applying" reads as
 * "would close if both charts moved on").
 *
 * House overlays: each body of one person placed in the other's houses (./houses.ts houseIndexOf; a body
 * exactly on a cusp belongs to the house beginning there).
 *
 * Compatibility score (our rule; synastry has no canonical numeric score):
 *   weight w = typeWeight(type) × bodyWeight(planet1) × bodyWeight(planet2) × tightness
 *     typeWeight: Conjunction, Opposition, Square, Trine 1; Sextile 0.8; Quincunx 0.5; the other minor
 *                 aspects 0.3.
 *     bodyWeight: Sun, Moon, Venus 2; Mars 1.5; Mercury, Jupiter, Saturn 1; Uranus, Neptune, Pluto, Chiron,
 *                 NorthNode 0.5; SouthNode 0 (it is always exactly opposite the North Node, so counting it
 *                 would count every nodal contact twice; its aspects are still listed and counted).
 *                 The luminaries and Venus weigh most and Mars next: the bodies traditionally read for
 *                 marriage and attraction (Ptolemy, Tetrabiblos IV.5 "Of Marriage": the Moon in men's
 *                 charts, the Sun in women's, Venus with Mars for love affairs).
 *                 The Ascendant is not among the 13 bodies and does not enter the score.
 *     tightness:  1 − orb / maxOrb(type) (1 when the type's orb limit is 0), so an exact aspect counts
 *                 fully and one at the edge of its orb counts nothing.
 *   Harmonious (trine, sextile, quintile, bi-quintile, semi-sextile) weights add to P; challenging (square,
 *   opposition, semi-square, sesquiquadrate, quincunx) weights add to Q; conjunctions are neutral and add
 *   half their weight to P (a conjunction binds the two people; it is not read as friction by itself).
 *   score = round(100 × (P + 1) / (P + Q + 2)), an integer 0–100: 50 with no contacts, above 50 when the
 *   supportive weight exceeds the challenging one, approaching 100 (or 0) only as weight accumulates. The
 *   "+1 / +2" keeps one tight trine from reading as a perfect 100.
 */
import { bodyTerm, text, type Text } from '../text.js';
import { aspectBetween, DEFAULT_ORBS, type Aspect, type AspectType, type Orbs } from './aspects.js';
import { houseIndexOf } from './houses.js';
import type { WesternPosition } from './positions.js';

export interface HouseOverlay {
  planet: string;
  longitude: number;
  house: number;
}

export type CompatibilityGroup = 'luminaries' | 'venusMars' | 'other';

export interface GroupTally {
  count: number;
  positive: number;
  negative: number;
}

export interface CompatibilityBreakdown {
  /** Σ weights of harmonious aspects. */
  harmoniousWeight: number;
  /** Σ weights of challenging aspects (= negative). */
  challengingWeight: number;
  /** Σ weights of conjunctions (half of it is added to `positive`). */
  neutralWeight: number;
  /** P of the formula. */
  positive: number;
  /** Q of the formula. */
  negative: number;
  /** Aspects involving the Sun or Moon; else Venus or Mars; else the rest. */
  byGroup: Record<CompatibilityGroup, GroupTally>;
}

export interface Compatibility {
  score: number;
  harmonious: number;
  challenging: number;
  neutral: number;
  breakdown: CompatibilityBreakdown;
  summary: Text;
}

export interface SynastryResult {
  aspects: Aspect[];
  houseOverlays: {
    person1InPerson2Houses: HouseOverlay[];
    person2InPerson1Houses: HouseOverlay[];
  };
  compatibility: Compatibility;
}

export const SYNASTRY_TYPE_WEIGHT: Record<AspectType, number> = {
  Conjunction: 1, Opposition: 1, Square: 1, Trine: 1, Sextile: 0.8, Quincunx: 0.5,
  Quintile: 0.3, BiQuintile: 0.3, SemiSquare: 0.3, SemiSextile: 0.3, Sesquiquadrate: 0.3,
};

export const SYNASTRY_BODY_WEIGHT: Record<string, number> = {
  Sun: 2, Moon: 2, Venus: 2, Mars: 1.5, Mercury: 1, Jupiter: 1, Saturn: 1,
  Uranus: 0.5, Neptune: 0.5, Pluto: 0.5, Chiron: 0.5, NorthNode: 0.5, SouthNode: 0,
};

const round3 = (x: number) => Math.round(x * 1000) / 1000;

function groupOf(a: Aspect): CompatibilityGroup {
  const has = (...names: string[]) => names.includes(a.planet1) || names.includes(a.planet2);
  if (has('Sun', 'Moon')) return 'luminaries';
  if (has('Venus', 'Mars')) return 'venusMars';
  return 'other';
}

/** The weight of one synastry aspect under the rule in the header. */
export function synastryWeight(a: Aspect, orbs: Orbs = DEFAULT_ORBS): number {
  const limit = orbs[a.type];
  const tightness = limit > 0 ? Math.max(0, 1 - a.orb / limit) : 1;
  const body = (name: string) => SYNASTRY_BODY_WEIGHT[name] ?? 0.5;
  return SYNASTRY_TYPE_WEIGHT[a.type] * body(a.planet1) * body(a.planet2) * tightness;
}

/** Compatibility from a list of synastry aspects (planet1 = person 1, planet2 = person 2). */
export function compatibility(aspects: Aspect[], orbs: Orbs = DEFAULT_ORBS): Compatibility {
  let harmoniousWeight = 0;
  let challengingWeight = 0;
  let neutralWeight = 0;
  const counts = { harmonic: 0, tense: 0, neutral: 0 };
  const byGroup: Record<CompatibilityGroup, GroupTally> = {
    luminaries: { count: 0, positive: 0, negative: 0 },
    venusMars: { count: 0, positive: 0, negative: 0 },
    other: { count: 0, positive: 0, negative: 0 },
  };
  let strongest: { a: Aspect; w: number } | null = null;
  for (const a of aspects) {
    const w = synastryWeight(a, orbs);
    counts[a.nature]++;
    const g = byGroup[groupOf(a)];
    g.count++;
    if (a.nature === 'harmonic') {
      harmoniousWeight += w;
      g.positive += w;
    } else if (a.nature === 'tense') {
      challengingWeight += w;
      g.negative += w;
    } else {
      neutralWeight += w;
      g.positive += w / 2;
    }
    if (w > 0 && (!strongest || w > strongest.w)) strongest = { a, w };
  }
  const positive = harmoniousWeight + neutralWeight / 2;
  const negative = challengingWeight;
  const score = Math.round((100 * (positive + 1)) / (positive + negative + 2));
  for (const g of Object.values(byGroup)) {
    g.positive = round3(g.positive);
    g.negative = round3(g.negative);
  }
  const n = aspects.length;
  const counted = { score, n, harmonious: counts.harmonic, challenging: counts.tense, conjunctions: counts.neutral };
  let summary: Text;
  if (n === 0) summary = text('western.synastry.noAspects');
  else if (strongest) {
    const s = strongest.a;
    summary = text('western.synastry.summaryStrongest', {
      ...counted, planet1: bodyTerm(s.planet1), aspect: text(`western.aspectVerb.${s.type}`), planet2: bodyTerm(s.planet2), orb: s.orb.toFixed(1),
    });
  } else summary = text('western.synastry.summary', counted);
  return {
    score,
    harmonious: counts.harmonic,
    challenging: counts.tense,
    neutral: counts.neutral,
    breakdown: {
      harmoniousWeight: round3(harmoniousWeight),
      challengingWeight: round3(challengingWeight),
      neutralWeight: round3(neutralWeight),
      positive: round3(positive),
      negative: round3(negative),
      byGroup,
    },
    summary,
  };
}

function overlays(bodies: WesternPosition[], cusps: number[]): HouseOverlay[] {
  return bodies.map((p) => ({
    planet: p.planet,
    longitude: p.tropicalLongitude,
    house: houseIndexOf(p.tropicalLongitude, cusps) + 1,
  }));
}

export function synastry(
  a: WesternPosition[],
  aCusps: number[],
  b: WesternPosition[],
  bCusps: number[],
  orbs: Orbs = DEFAULT_ORBS,
): SynastryResult {
  if (aCusps.length !== 12 || bCusps.length !== 12) throw new RangeError('synastry: 12 cusps needed for each person');
  const aspects: Aspect[] = [];
  for (const p1 of a) {
    for (const p2 of b) {
      const asp = aspectBetween(
        { name: p1.planet, lonDeg: p1.tropicalLongitude, speedDegPerDay: p1.speed },
        { name: p2.planet, lonDeg: p2.tropicalLongitude, speedDegPerDay: p2.speed },
        orbs,
      );
      if (asp) aspects.push(asp);
    }
  }
  return {
    aspects,
    houseOverlays: {
      person1InPerson2Houses: overlays(a, bCusps),
      person2InPerson1Houses: overlays(b, aCusps),
    },
    compatibility: compatibility(aspects, orbs),
  };
}

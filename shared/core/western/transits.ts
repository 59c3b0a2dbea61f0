/**
 * Transits to a natal chart: each transiting body's aspects to the natal points, a ranked list of the
 * most significant contacts, and short template interpretations.
 *
 * Aspects: planet1 is the transiting body, planet2 the natal point (possibly the same body name); natal
 * points are fixed, so their speed is 0 in the applying test of ./aspects.ts and only the transiting
 * body's motion (retrograde included) decides applying/separating.
 *
 * Ranking rule for `mostSignificant` (our rule, stated so clients can reproduce it):
 *   score = transitWeight(planet1) × natalWeight(planet2) × aspectWeight(type) × tightness × applyingBonus
 *     transitWeight: Pluto, Neptune, Uranus 10; Saturn 8; Jupiter 6; Chiron 5; NorthNode 4; Mars 3;
 *                    Sun 2.5; Venus 2; Mercury 1.5; Moon 1 — slow bodies first, since their contacts last
 *                    months and the Moon's a few hours.
 *     natalWeight:   Sun, Moon, Ascendant, Midheaven 3; Mercury, Venus, Mars 2; every other point 1.
 *     aspectWeight:  major aspects (conjunction, opposition, square, trine, sextile) 1; minor 0.5.
 *     tightness:     1 − orb / maxOrb(type) (1 when the type's orb limit is 0).
 *     applyingBonus: 1.2 when applying, else 1.
 *   The SouthNode takes no part in the ranking, as transiting body or natal point: it is always exactly
 *   opposite the North Node, so each of its contacts repeats a North Node contact (conjunction ↔
 *   opposition, square ↔ square, ...). Its aspects still appear in `transits[].aspectsToNatal`.
 *   Order: score descending (unrounded), then orb ascending, then transiting body order, then natal
 *   order. The top 10 are returned with the score rounded to 2 decimals.
 *
 * Interpretations are one sentence from a small template set: the aspect's nature (conjunction:
 * intensifying; trine/sextile/minor harmonious: supportive; square/opposition/minor tense: testing),
 * the transiting body's theme and the natal point's area of life. They are a summary of the contact,
 * not a reading.
 */
import { bodyTerm, text, type Text } from '../text.js';
import { signOf } from '../angles.js';
import { SIGN_NAMES } from '../zodiac.js';
import { aspectBetween, DEFAULT_ORBS, type Aspect, type AspectType, type Orbs } from './aspects.js';
import { WESTERN_BODIES } from './bodies.js';
import type { WesternPosition } from './positions.js';

export interface NatalPoint {
  name: string;
  lonDeg: number;
}

export interface TransitRecord {
  planet: string;
  transitLongitude: number;
  sign: number;
  signName: string;
  degreeInSign: number;
  isRetrograde: boolean;
  aspectsToNatal: Aspect[];
  interpretation: Text[];
}

export interface Significant {
  transitPlanet: string;
  natalPlanet: string;
  type: AspectType;
  orb: number;
  applying: boolean;
  score: number;
  interpretation: Text;
}

export interface TransitResult {
  transits: TransitRecord[];
  mostSignificant: Significant[];
  interpretation: Text[];
}

export const TRANSIT_WEIGHT: Record<string, number> = {
  Pluto: 10, Neptune: 10, Uranus: 10, Saturn: 8, Jupiter: 6, Chiron: 5, NorthNode: 4,
  Mars: 3, Sun: 2.5, Venus: 2, Mercury: 1.5, Moon: 1,
};

export const NATAL_WEIGHT: Record<string, number> = {
  Sun: 3, Moon: 3, Ascendant: 3, Midheaven: 3, Mercury: 2, Venus: 2, Mars: 2,
};

export const MOST_SIGNIFICANT_LIMIT = 10;
const TOP_LEVEL_LINES = 5;
const APPLYING_BONUS = 1.2;
const MINOR_WEIGHT = 0.5;

/**
 * One sentence for a transit aspect (planet1 transiting, planet2 natal), from the catalogue's
 * western.transit.* keys: the aspect as a verb, the contact's nature, the transiting body's theme and the
 * natal point's area of life.
 */
export function transitInterpretation(a: Aspect): Text {
  const nature = a.nature === 'neutral' ? 'strong' : `${a.nature === 'harmonic' ? 'easy' : 'tense'}${a.isMajor ? '' : 'Minor'}`;
  return text('western.transit.interpretation', {
    transiting: bodyTerm(a.planet1),
    aspect: text(`western.aspectVerb.${a.type}`),
    natal: bodyTerm(a.planet2),
    orb: a.orb.toFixed(1),
    motion: text(a.applying ? 'western.transit.applying' : 'western.transit.separating'),
    nature: text(`western.transit.nature.${nature}`),
    theme: text(THEMES.has(a.planet1) ? `western.transit.theme.${a.planet1}` : 'western.transit.theme.other'),
    area: text(AREAS.has(a.planet2) ? `western.transit.area.${a.planet2}` : 'western.transit.area.other'),
  });
}

/** Bodies with a theme when they transit, and points with an area of life when they are touched. */
const THEMES = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'SouthNode']);
const AREAS = new Set([...THEMES, 'Ascendant', 'Midheaven']);

/** The ranking score of one transit aspect (rule in the header), unrounded; 0 for SouthNode contacts. */
export function transitScore(a: Aspect, orbs: Orbs = DEFAULT_ORBS): number {
  if (a.planet1 === 'SouthNode' || a.planet2 === 'SouthNode') return 0;
  const limit = orbs[a.type];
  const tightness = limit > 0 ? Math.max(0, 1 - a.orb / limit) : 1;
  return (TRANSIT_WEIGHT[a.planet1] ?? 1)
    * (NATAL_WEIGHT[a.planet2] ?? 1)
    * (a.isMajor ? 1 : MINOR_WEIGHT)
    * tightness
    * (a.applying ? APPLYING_BONUS : 1);
}

const bodyIndex = (name: string) => {
  const i = (WESTERN_BODIES as readonly string[]).indexOf(name);
  return i < 0 ? WESTERN_BODIES.length : i;
};

export function transits(natal: NatalPoint[], transiting: WesternPosition[], orbs: Orbs = DEFAULT_ORBS): TransitResult {
  const ordered = [...transiting].sort((x, y) => bodyIndex(x.planet) - bodyIndex(y.planet));
  const records: TransitRecord[] = [];
  const ranked: { s: number; a: Aspect; ti: number; ni: number }[] = [];
  ordered.forEach((t, ti) => {
    const aspectsToNatal: Aspect[] = [];
    natal.forEach((n, ni) => {
      const a = aspectBetween(
        { name: t.planet, lonDeg: t.tropicalLongitude, speedDegPerDay: t.speed },
        { name: n.name, lonDeg: n.lonDeg, speedDegPerDay: 0 },
        orbs,
      );
      if (!a) return;
      aspectsToNatal.push(a);
      if (a.planet1 !== 'SouthNode' && a.planet2 !== 'SouthNode') ranked.push({ s: transitScore(a, orbs), a, ti, ni });
    });
    const { sign, degreeInSign } = signOf(t.tropicalLongitude);
    records.push({
      planet: t.planet,
      transitLongitude: t.tropicalLongitude,
      sign,
      signName: SIGN_NAMES[sign],
      degreeInSign,
      isRetrograde: t.isRetrograde,
      aspectsToNatal,
      interpretation: aspectsToNatal.map(transitInterpretation),
    });
  });
  ranked.sort((x, y) => y.s - x.s || x.a.orb - y.a.orb || x.ti - y.ti || x.ni - y.ni);
  const mostSignificant = ranked.slice(0, MOST_SIGNIFICANT_LIMIT).map(({ s, a }) => ({
    transitPlanet: a.planet1,
    natalPlanet: a.planet2,
    type: a.type,
    orb: a.orb,
    applying: a.applying,
    score: Math.round(s * 100) / 100,
    interpretation: transitInterpretation(a),
  }));
  return {
    transits: records,
    mostSignificant,
    interpretation: mostSignificant.slice(0, TOP_LEVEL_LINES).map((m) => m.interpretation),
  };
}

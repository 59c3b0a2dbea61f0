/**
 * The Jaimini rules the sign-based (rashi) dashas share, written once: sign classes, rasi drishti, the
 * lords of Scorpio and Aquarius (two each), the stronger of two planets and of two signs, the chara
 * karakas, and the Narayana period of a sign.
 *
 * Sources and the order of rules followed:
 * - Sign classes and rasi drishti: Jaimini Upadesa Sutras 1.1.2–1.1.4 (movable signs aspect the fixed
 *   signs but the one next to them, fixed signs the movable ones but the one next to them, dual signs
 *   each other). Odd- and even-footed signs (the "pada" groups Aries–Gemini, Libra–Sagittarius against
 *   Cancer–Virgo, Capricorn–Pisces): P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach"
 *   (VAIA), the chapter on Narayana dasa, the rule of counting the dasa years.
 * - The stronger of two signs: VAIA (Narayana dasa) ("Finding the stronger sign"), in his order: (1) more planets,
 *   (2) more of Jupiter, Mercury and the sign's lord joining or aspecting it (rasi drishti), (3) an exalted
 *   planet in it, (4) its lord in a sign of the other oddity, (5) dual over fixed over movable, (6) its
 *   lord further advanced in its sign. Sanjay Rath ("Jaimini Maharishi's Upadesa Sutras") gives the
 *   same sources of strength; we follow Rao's order, which is also PyJHora's (house.stronger_rasi).
 * - The stronger co-lord of Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu): VAIA (Narayana dasa): if one lord
 *   is in the sign the other gives the years; else (1) the one joined by more planets, (2) more of
 *   Jupiter, Mercury and its dispositor joining or aspecting it, (3) the exalted one, (4) the one in a
 *   dual over fixed over movable sign, (5a, for dashas) the one giving the longer Narayana period,
 *   (5b) the one further advanced in its sign.
 * - Dasa years (VAIA (Narayana dasa); K.N. Rao, "Predicting through Jaimini's Chara Dasha"): count from the
 *   dasa sign to its lord, forward for an odd-footed sign and backward for an even-footed one, minus one;
 *   a lord in the sign itself gives 12; one year more when the lord is exalted, one less when debilitated.
 *
 * The strength rules themselves (stronger planet, co-lord and sign) live in ../sign-strength.ts. These
 * dashas use its `PYJHORA` variant, which departs from the classical rules P.V.R. Narasimha Rao states (its
 * `CLASSICAL`, the default elsewhere) where PyJHora 4.8.5 (the reference the tests check) does: rule 2
 * leaves out the sign's lord sitting in the sign and counts a planet's own presence, the nodes are exalted
 * in two signs each (Rahu Taurus/Gemini, Ketu Scorpio/Sagittarius) and Mercury in none, an exact tie of
 * degrees goes to the second; the checks against its periods are in test/unit/dashas-jaimini.test.ts. Two
 * signs or two planets of the same class (rule 5 of signs, rule 4 of planets) go on to the next rule.
 */
import { VEDIC_PLANETS, type Graha } from '../grahas.js';
import type { VedicChartCore } from '../planets.js';
import {
  isExaltedPyJHora, PYJHORA, signAspects, strongerPlanet as strongerGraha, strongerSign as strongerSignOf, type StrengthChart,
} from '../sign-strength.js';

/**
 * The sentence the dashas using these rules add to their descriptions: where PyJHora's reading, which they
 * follow, departs from the classical rules (../sign-strength.ts).
 */
export const PYJHORA_STRENGTH_NOTE =
  'The stronger sign and planet (Scorpio\'s and Aquarius\'s lord among them) follow P.V.R. Narasimha Rao\'s rules as PyJHora 4.8.5 ' +
  'applies them, which depart from his text in places: a sign\'s lord sitting in it does not count for it, a planet counts for itself, ' +
  'Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.';

/** Planet indices in VEDIC_PLANETS order. */
export const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6, RAHU = 7, KETU = 8;

/** The part of a chart the Jaimini rules read: the ascendant's sign and each planet's sign and degree in it. */
export interface JaiminiChart {
  asc: number;
  ascDegree: number;
  /** Sign of Sun … Ketu (0 = Aries). */
  sign: readonly number[];
  /** Degrees within the sign, Sun … Ketu. */
  degree: readonly number[];
}

export function jaiminiChart(chart: VedicChartCore): JaiminiChart {
  return {
    asc: chart.ascendantSign,
    ascDegree: chart.ascendant - chart.ascendantSign * 30,
    sign: chart.planets.map((p) => p.sign),
    degree: chart.planets.map((p) => p.degreeInSign),
  };
}

export const mod12 = (n: number) => ((n % 12) + 12) % 12;
/** Aries, Gemini, Leo … (odd signs, 1-based). */
export const isOddSign = (s: number) => s % 2 === 0;
export const isMovable = (s: number) => s % 3 === 0;
export const isFixed = (s: number) => s % 3 === 1;
export const isDual = (s: number) => s % 3 === 2;
/** Odd-footed signs: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius (VAIA (Narayana dasa)). */
export const isOddFooted = (s: number) => mod12(s) < 3 || (mod12(s) >= 6 && mod12(s) < 9);
/** Signs counted inclusively from `from` to `to` going forward (1 … 12). */
export const countForward = (from: number, to: number) => mod12(to - from) + 1;
/** Signs counted inclusively from `from` to `to` going backward (1 … 12). */
export const countBackward = (from: number, to: number) => mod12(from - to) + 1;

/** Classical single lords, 0 = Aries (BPHS ch. 4); Scorpio and Aquarius also have Ketu and Rahu (below). */
const SIGN_LORD_INDEX = [MARS, VENUS, MERCURY, MOON, SUN, MERCURY, VENUS, MARS, JUPITER, SATURN, SATURN, JUPITER];
export const classicalLord = (s: number) => SIGN_LORD_INDEX[mod12(s)];

/**
 * Exaltation and debilitation signs as the Jaimini dashas use them: the seven planets by BPHS ch. 3
 * (Mercury's exaltation sign Virgo is also its own sign, and PyJHora ranks "own" first there, so
 * Mercury in Virgo adds no year), Rahu exalted in Taurus and Gemini and debilitated in Scorpio and
 * Sagittarius, Ketu the reverse (the school of VAIA (Narayana dasa), which PyJHora's table follows).
 * The exaltation table is ../sign-strength.ts `isExaltedPyJHora`.
 */
const DEBILITATED: readonly (readonly number[])[] = [[6], [7], [3], [11], [9], [5], [0], [7, 8], [1, 2]];
export const isExalted = (planet: number, sign: number) => isExaltedPyJHora(VEDIC_PLANETS[planet], sign);
export const isDebilitated = (planet: number, sign: number) => DEBILITATED[planet].includes(sign);

/** Rasi drishti (Jaimini Upadesa Sutras 1.1.2–4): does sign `from` aspect sign `to`? */
export const rasiAspects = signAspects;

/** The planets (Sun … Ketu) whose sign aspects sign `s` by rasi drishti. */
export function planetsAspectingSign(c: JaiminiChart, s: number): number[] {
  return c.sign.flatMap((ps, p) => (rasiAspects(ps, s) ? [p] : []));
}

const strength = (c: JaiminiChart): StrengthChart => ({ signs: c.sign, degrees: c.degree });

/**
 * The stronger of two planets (VAIA (Narayana dasa), the rules for the co-lords of Scorpio and Aquarius,
 * which PyJHora applies to any two planets), as PyJHora reads them (../sign-strength.ts, `PYJHORA`): when
 * one of them is a node and the other sits in that node's sign (Aquarius for Rahu, Scorpio for Ketu) while
 * it does not, the node; else (1) the one joined by more planets, (2) more of Jupiter, Mercury and its
 * dispositor joining or aspecting it, (3) the exalted one, (4) the one in a dual over fixed over movable
 * sign, (5a, with `forDasha`) the one whose sign has the longer Narayana period, (5b) the one further
 * advanced in its sign.
 */
export function strongerPlanet(c: JaiminiChart, a: number, b: number, forDasha = false): number {
  const tieBreak = forDasha ? (p: Graha) => narayanaYears(c, c.sign[VEDIC_PLANETS.indexOf(p)]) : undefined;
  return VEDIC_PLANETS.indexOf(strongerGraha(strength(c), VEDIC_PLANETS[a], VEDIC_PLANETS[b], PYJHORA, tieBreak));
}

/** The lord of sign `s`: the classical lord, or for Scorpio and Aquarius the stronger co-lord. */
export function signLord(c: JaiminiChart, s: number, forDasha = false): number {
  const m = mod12(s);
  if (m === 7) return strongerPlanet(c, MARS, KETU, forDasha);
  if (m === 10) return strongerPlanet(c, SATURN, RAHU, forDasha);
  return classicalLord(m);
}

/** The stronger of two signs (VAIA (Narayana dasa), rules 1–6 in Rao's order, as PyJHora reads them: `PYJHORA`). */
export function strongerSign(c: JaiminiChart, signA: number, signB: number): number {
  return strongerSignOf(strength(c), signA, signB, PYJHORA);
}

/**
 * The Narayana (and Chara, K.N. Rao) period of sign `s` in years: the count from the sign to its lord,
 * forward for odd-footed and backward for even-footed signs, minus one; 12 when the lord is in the sign;
 * +1 if the lord is exalted, −1 if debilitated (VAIA (Narayana dasa); K.N. Rao). The exaltation and
 * debilitation corrections apply after the 12-year rule, as PyJHora applies them. Scorpio and Aquarius
 * take the stronger co-lord.
 */
export function narayanaYears(c: JaiminiChart, s: number): number {
  const lord = signLord(c, s);
  const at = c.sign[lord];
  let years = (isOddFooted(s) ? countForward(s, at) : countBackward(s, at)) - 1;
  if (years <= 0) years = 12;
  if (isExalted(lord, at)) years += 1;
  else if (isDebilitated(lord, at)) years -= 1;
  return years;
}

/**
 * The chara karakas, strongest first: the eight grahas Sun … Rahu by degrees within their signs, Rahu
 * counted backward (30° − its degree), Jaimini Upadesa Sutras 1.1 with the eight-karaka scheme of
 * BPHS ch. 32 that PyJHora uses. Ties keep the Sun … Rahu order.
 */
// dedupe with core/vedic/jaimini.ts
export function charaKarakas(c: JaiminiChart): number[] {
  const deg = (p: number) => (p === RAHU ? 30 - c.degree[RAHU] : c.degree[p]);
  return [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU].sort((a, b) => deg(b) - deg(a));
}

/** Twelve signs from `start`, one step at a time, forward (+1) or backward (−1). */
export function zodiacFrom(start: number, direction: 1 | -1): number[] {
  return Array.from({ length: 12 }, (_, i) => mod12(start + direction * i));
}

/** Sthira (fixed) years of a sign: movable 7, fixed 8, dual 9 (Jaimini Upadesa Sutras; VAIA (the other rasi dashas)). */
export const sthiraYears = (s: number) => (isMovable(s) ? 7 : isFixed(s) ? 8 : 9);

/**
 * Signs where each of Sun … Saturn is exalted, in its own sign or in a friend's (PyJHora's table of
 * dignities, const.house_strengths_of_planets ≥ "friend"), for the Brahma rule below.
 */
const FRIENDLY_OR_BETTER: readonly (readonly number[])[] = [
  [0, 4, 7, 8, 11], [1, 2, 3, 4, 5], [0, 4, 7, 8, 9, 11], [1, 2, 4, 5, 6], [0, 3, 4, 5, 7, 8, 11], [1, 2, 6, 8, 9, 10, 11], [1, 2, 5, 6, 9, 10],
];

/**
 * Brahma (Jaimini Upadesa Sutras; VAIA, the other rasi dashas): of the lords of the 6th, 8th and 12th from the
 * stronger of the ascendant and the 7th (Rahu and Ketu excluded), the one with most of: in a friendly,
 * own or exaltation sign; in an odd sign; in the six signs from that stronger sign; the stronger planet
 * between the two best (PyJHora's house.brahma).
 */
export function brahmaGraha(c: JaiminiChart): number {
  const sp = strongerSign(c, c.asc, c.asc + 6);
  const lords = [...new Set([5, 7, 11].map((h) => signLord(c, sp + h)))].filter((p) => p !== RAHU && p !== KETU);
  const score = (p: number) => {
    const s = c.sign[p];
    return (FRIENDLY_OR_BETTER[p].includes(s) ? 1 : 0) + (isOddSign(s) ? 1 : 0) + (mod12(s - sp) < 6 ? 1 : 0);
  };
  const best = [...lords].sort((x, y) => score(y) - score(x)).slice(0, 2);
  return best.length === 1 ? best[0] : strongerPlanet(c, best[0], best[1]);
}

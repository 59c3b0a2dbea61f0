/**
 * The Jaimini strength rules, in one place: the stronger of two planets (the co-lords of Scorpio and
 * Aquarius first of all) and the stronger of two signs. Every Jaimini tool and sign-based dasha reads them
 * from here: core/vedic/jaimini.ts (arudhas), the rashi dashas (dashas/jaimini-rules.ts with `PYJHORA`;
 * narayana-seeded.ts, narayana-years.ts, paryaya.ts, sign-cycles.ts) and Tara dasha (dashas/tara.ts).
 *
 * The default, `CLASSICAL`, is P.V.R. Narasimha Rao's order ("Vedic Astrology: An Integrated Approach",
 * 2000, the Narayana dasa chapter: "Finding the stronger sign", "Stronger co-lord"; the same sources of
 * strength as Sanjay Rath's "Jaimini Maharishi's Upadesa Sutras"):
 *  - of two planets (co-lords): (0) when one sits in the sign the two co-own and the other does not, the
 *    other; (1) the one joined by more planets; (2) the one conjoined with or rashi-aspected by more of
 *    Jupiter, Mercury and its dispositor (a planet does not join itself); (3) the exalted one; (4) the one in
 *    the naturally stronger sign (dual > fixed > movable); (5a, for dashas) the one giving the longer
 *    dasa period; (5b) the one further advanced in its sign.
 *  - of two signs: (1) more planets; (2) conjoined or rashi-aspected by more of Jupiter, Mercury and its own
 *    lord (the lord sitting in its own sign counts); (3) holding an exalted planet; (4) its lord in a sign of
 *    the other oddity (odd/even); (5) dual > fixed > movable; (6) its lord (the stronger co-lord for
 *    Scorpio and Aquarius) further advanced in its sign.
 * Exaltation: BPHS ch. 3 for the seven; the nodes Rahu in Taurus, Ketu in Scorpio (the common Parashari
 * reading). Rashi drishti: Jaimini Upadesa Sutras 1.1.2–4.
 *
 * Named alternatives, for the dashas whose reference (PyJHora 4.8.5, horoscope/chart/house.py) applies the
 * rules its own way and whose tests must meet its periods:
 *  - `PYJHORA`: house.stronger_rasi / stronger_planet: rule 2 leaves out the lord sitting in its own sign
 *    (it compares the lord's planet number with the sign's number) and counts a planet's own presence
 *    (Jupiter in its sign counts for itself); exaltation from its table (Rahu Taurus and Gemini, Ketu
 *    Scorpio and Sagittarius, Mercury none); an exact tie of degrees goes to the second. The Jaimini rashi
 *    dashas of dashas/jaimini-rules.ts use it: their periods depend on it on the reference charts.
 */
import { EXALTATION_SIGN, SIGN_LORD, VEDIC_PLANETS, type Graha } from './grahas.js';

const mod12 = (n: number) => ((n % 12) + 12) % 12;
const idx = (p: Graha) => VEDIC_PLANETS.indexOf(p);

/** The part of a chart the strength rules read: each graha's sign and degree in it, Sun … Ketu (VEDIC_PLANETS order). */
export interface StrengthChart {
  signs: readonly number[];
  degrees: readonly number[];
}

/** 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava). */
export const modality = (sign: number): 0 | 1 | 2 => (mod12(sign) % 3) as 0 | 1 | 2;
/** Aries, Gemini, Leo … (odd signs, 1-based). */
export const isOddSign = (sign: number) => mod12(sign) % 2 === 0;

/**
 * Rashi drishti of sign `from` on sign `to` (Jaimini Upadesa Sutras 1.1.2–3): a movable sign aspects the
 * fixed signs but the one next to it, a fixed sign the movable signs but the one behind it, a dual sign the
 * other duals. A sign does not aspect itself.
 */
export function signAspects(from: number, to: number): boolean {
  const x = mod12(from);
  const y = mod12(to);
  if (x === y) return false;
  const [mx, my] = [modality(x), modality(y)];
  if (mx === 2) return my === 2;
  if (mx === 0) return my === 1 && y !== mod12(x + 1);
  return my === 0 && y !== mod12(x - 1);
}

/** A variant of the rules: the points where a reading departs from the classical one. */
export interface StrengthRules {
  /** Its name, for docs and tests. */
  name: 'classical' | 'pyjhora';
  /** Rule 2 counts the sign's lord sitting in the sign (classical) or only its aspect (PyJHora). */
  lordInSignCounts: boolean;
  /** Rule 2 counts the planet judged when it is Jupiter, Mercury or its own dispositor (PyJHora) or not (classical). */
  selfCounts: boolean;
  /** Exaltation signs (rule 3). */
  exalted: (planet: Graha, sign: number) => boolean;
  /** An exact tie of the last rule (degrees) goes to the first of the two (classical) or to the second (PyJHora). */
  tieToFirst: boolean;
}

const CLASSICAL_NODE_EXALTATION: Partial<Record<Graha, number>> = { Rahu: 1, Ketu: 7 };
/** BPHS ch. 3; Rahu exalted in Taurus, Ketu in Scorpio. */
export const isExaltedClassical = (p: Graha, sign: number) => (EXALTATION_SIGN[p] ?? CLASSICAL_NODE_EXALTATION[p]) === mod12(sign);
/** Sun … Ketu: Mercury none (its exaltation sign Virgo is also its own, and PyJHora ranks "own" first there). */
const PYJHORA_EXALTATION: readonly (readonly number[])[] = [[0], [1], [9], [], [3], [11], [6], [1, 2], [7, 8]];
/** PyJHora's table (const.house_strengths_of_planets): the seven as BPHS but Mercury; Rahu in Taurus and Gemini, Ketu in Scorpio and Sagittarius. */
export const isExaltedPyJHora = (p: Graha, sign: number) => PYJHORA_EXALTATION[idx(p)].includes(mod12(sign));

/** P.V.R. Narasimha Rao's rules (see the module comment): the default. */
export const CLASSICAL: StrengthRules = { name: 'classical', lordInSignCounts: true, selfCounts: false, exalted: isExaltedClassical, tieToFirst: true };
/** The rules as PyJHora 4.8.5 applies them (see the module comment). */
export const PYJHORA: StrengthRules = { name: 'pyjhora', lordInSignCounts: false, selfCounts: true, exalted: isExaltedPyJHora, tieToFirst: false };

export const signOf = (c: StrengthChart, p: Graha) => c.signs[idx(p)];
const degreeOf = (c: StrengthChart, p: Graha) => c.degrees[idx(p)];
const countIn = (c: StrengthChart, sign: number) => c.signs.filter((s) => s === mod12(sign)).length;
/** Dual 2 > fixed 1 > movable 0. */
const nature = (sign: number) => modality(sign);

/** How many of Jupiter, Mercury and `lord` conjoin or rashi-aspect `sign` (rule 2), `self` the planet judged, if any. */
function influence(c: StrengthChart, sign: number, lord: Graha, rules: StrengthRules, self?: Graha): number {
  let n = 0;
  // by entry: Jupiter as the lord of Sagittarius or Pisces counts as Jupiter and again as the lord
  (['Jupiter', 'Mercury', lord] as const).forEach((q, i) => {
    if (q === self && !rules.selfCounts) return;
    const s = signOf(c, q);
    if (s === mod12(sign) && (i < 2 || rules.lordInSignCounts)) n++;
    if (signAspects(s, sign)) n++;
  });
  return n;
}

export interface PlanetTieBreak {
  /** Rule 5a (for dashas): a number per planet, the larger stronger (the dasa years its sign gives). */
  (planet: Graha): number;
}

/**
 * The stronger of two planets: the co-lords of Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu), and, as
 * PyJHora extends the same rules, any two planets (rule 0 then applies when one of them is a node: the
 * node wins when the other sits in the node's sign and it does not). `tieBreak`: rule 5a.
 */
export function strongerPlanet(c: StrengthChart, a: Graha, b: Graha, rules: StrengthRules = CLASSICAL, tieBreak?: PlanetTieBreak): Graha {
  if (a === b) return a;
  const node = a === 'Rahu' || a === 'Ketu' ? a : b === 'Rahu' || b === 'Ketu' ? b : null;
  const sa = signOf(c, a);
  const sb = signOf(c, b);
  if (node) {
    const home = node === 'Rahu' ? 10 : 7;
    if ((sa === home) !== (sb === home)) return sa === home ? b : a;
  }
  const pick = (x: number, y: number): Graha | null => (x > y ? a : y > x ? b : null);
  return (
    pick(countIn(c, sa), countIn(c, sb)) ??
    pick(influence(c, sa, SIGN_LORD[sa], rules, a), influence(c, sb, SIGN_LORD[sb], rules, b)) ??
    pick(Number(rules.exalted(a, sa)), Number(rules.exalted(b, sb))) ??
    pick(nature(sa), nature(sb)) ??
    (tieBreak ? pick(tieBreak(a), tieBreak(b)) : null) ??
    (degreeOf(c, a) > degreeOf(c, b) || (rules.tieToFirst && degreeOf(c, a) === degreeOf(c, b)) ? a : b)
  );
}

/** The stronger lord of Scorpio (7: Mars, Ketu) or Aquarius (10: Saturn, Rahu). */
export function strongerCoLord(c: StrengthChart, sign: 7 | 10, rules: StrengthRules = CLASSICAL, tieBreak?: PlanetTieBreak): Graha {
  return sign === 7 ? strongerPlanet(c, 'Mars', 'Ketu', rules, tieBreak) : strongerPlanet(c, 'Saturn', 'Rahu', rules, tieBreak);
}

/** The lord of a sign: its Parashari lord, for Scorpio and Aquarius the stronger co-lord. */
export function lordOf(c: StrengthChart, sign: number, rules: StrengthRules = CLASSICAL, tieBreak?: PlanetTieBreak): Graha {
  const s = mod12(sign);
  return s === 7 || s === 10 ? strongerCoLord(c, s, rules, tieBreak) : SIGN_LORD[s];
}

/** The stronger of two signs (rules 1–6, see the module comment). */
export function strongerSign(c: StrengthChart, s1: number, s2: number, rules: StrengthRules = CLASSICAL): number {
  const a = mod12(s1);
  const b = mod12(s2);
  if (a === b) return a;
  const pick = (x: number, y: number): number | null => (x > y ? a : y > x ? b : null);
  const exalted = (s: number) => Number(VEDIC_PLANETS.some((p) => signOf(c, p) === s && rules.exalted(p, s)));
  const oddity = (s: number) => Number(isOddSign(s) !== isOddSign(signOf(c, SIGN_LORD[s])));
  const lordDegree = (s: number) => degreeOf(c, lordOf(c, s, rules));
  return (
    pick(countIn(c, a), countIn(c, b)) ??
    pick(influence(c, a, SIGN_LORD[a], rules), influence(c, b, SIGN_LORD[b], rules)) ??
    pick(exalted(a), exalted(b)) ??
    pick(oddity(a), oddity(b)) ??
    pick(nature(a), nature(b)) ??
    (lordDegree(a) > lordDegree(b) || (rules.tieToFirst && lordDegree(a) === lordDegree(b)) ? a : b)
  );
}

/** The strongest of several signs, by pairs in order (the stronger of the first two against the third …). */
export function strongestSign(c: StrengthChart, signs: readonly number[], rules: StrengthRules = CLASSICAL): number {
  return signs.slice(1).reduce((best, s) => strongerSign(c, best, s, rules), signs[0]);
}

/**
 * Strength rules the "other sign-based" dashas need: the lord of a sign (Scorpio and Aquarius have two, the
 * stronger rules), and the stronger of two signs. The rules are Jaimini's as P.V.R. Narasimha Rao sets them
 * out for Narayana dasa ("Vedic Astrology: An Integrated Approach", ch. 16, "Finding the stronger sign" and
 * "Stronger co-lord"; Jaimini Upadesa Sutras 2.3.1–6) and as Jagannatha Hora / PyJHora 4.8.5
 * (horoscope/chart/house.py) apply them. Jaimini rules of other dashas: jaimini-rules.ts (another family).
 *
 * Planets counted are the nine grahas of the D1 chart; aspects are rashi drishti (Jaimini Sutras 1.1.2–4:
 * a movable sign aspects the fixed signs but the one next to it, a fixed sign the movable signs but the one
 * before it, a dual sign the other duals).
 */
import { EXALTATION_SIGN, SIGN_LORD, VEDIC_PLANETS, type Graha } from '../grahas.js';
import { isOddSign, mod12 } from './sign-periods.js';
import type { DashaBirth } from './types.js';

/** The sign each graha occupies, Sun … Ketu (VEDIC_PLANETS order), and the planets' degrees in sign. */
export interface SignChart {
  signs: readonly number[];
  degrees: readonly number[];
}

/** The birth chart (D1) as the strength rules read it. */
export function d1SignChart(birth: DashaBirth): SignChart {
  return { signs: birth.chart.planets.map((p) => p.sign), degrees: birth.chart.planets.map((p) => p.degreeInSign) };
}

const idx = (p: Graha) => VEDIC_PLANETS.indexOf(p);
const signOf = (c: SignChart, p: Graha) => c.signs[idx(p)];

/** 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava): Aries movable, Taurus fixed, Gemini dual … */
export const modality = (sign: number): 0 | 1 | 2 => (mod12(sign) % 3) as 0 | 1 | 2;

/** Rashi drishti of sign `a` on sign `b` (Jaimini Sutras 1.1.2–4). */
export function signAspects(a: number, b: number): boolean {
  const x = mod12(a);
  const y = mod12(b);
  if (x === y) return false;
  const [ma, mb] = [modality(x), modality(y)];
  if (ma === 2) return mb === 2;
  if (ma === 0) return mb === 1 && y !== mod12(x + 1);
  return mb === 0 && y !== mod12(x - 1);
}

const planetsIn = (c: SignChart, sign: number) => VEDIC_PLANETS.filter((p) => signOf(c, p) === mod12(sign));

const isExaltedIn = (p: Graha, sign: number) => EXALTATION_SIGN[p] === mod12(sign);

/** Natural strength of a sign: dual over fixed over movable (PVR ch. 16, rule 4 of co-lords). */
const naturalStrength = (sign: number) => [0, 1, 2][modality(sign)];

/**
 * The stronger of Scorpio's lords (Mars, Ketu) or Aquarius's (Saturn, Rahu), PVR ch. 16 "Stronger co-lord":
 * (0) if one of them occupies the sign and the other does not, the other one; (1) the one joined by more
 * planets; (2) the one conjoined with or aspected by more of Jupiter, Mercury and its dispositor;
 * (3) the exalted one; (4) the one in the naturally stronger sign (dual > fixed > movable); (5) the one
 * further advanced in its sign.
 */
export function strongerCoLord(c: SignChart, sign: 7 | 10): Graha {
  const [a, b]: [Graha, Graha] = sign === 7 ? ['Mars', 'Ketu'] : ['Saturn', 'Rahu'];
  const sa = signOf(c, a);
  const sb = signOf(c, b);
  if (sa === sign && sb !== sign) return b;
  if (sb === sign && sa !== sign) return a;
  const joined = (p: Graha, s: number) => planetsIn(c, s).filter((q) => q !== p).length;
  const pick = (x: number, y: number): Graha | null => (x > y ? a : y > x ? b : null);
  const influence = (s: number) => (['Jupiter', 'Mercury', SIGN_LORD[s]] as Graha[]).filter((q) => signOf(c, q) === s || signAspects(signOf(c, q), s)).length;
  return (
    pick(joined(a, sa), joined(b, sb)) ??
    pick(influence(sa), influence(sb)) ??
    pick(isExaltedIn(a, sa) ? 1 : 0, isExaltedIn(b, sb) ? 1 : 0) ??
    pick(naturalStrength(sa), naturalStrength(sb)) ??
    (c.degrees[idx(a)] >= c.degrees[idx(b)] ? a : b)
  );
}

/** The lord of a sign: its Parashari lord, the stronger co-lord for Scorpio and Aquarius. */
export function lordOf(c: SignChart, sign: number): Graha {
  const s = mod12(sign);
  return s === 7 || s === 10 ? strongerCoLord(c, s) : SIGN_LORD[s];
}

/**
 * The stronger of two signs, PVR ch. 16 "Finding the stronger sign": (1) the one with more planets;
 * (2) the one conjoined with or aspected by more of Jupiter, Mercury and its own lord; (3) the one holding
 * an exalted planet; (4) the one whose lord sits in a sign of the other oddity (odd/even); (5) natural
 * strength (dual > fixed > movable); (6) the one whose lord is further advanced in its sign.
 */
export function strongerSign(c: SignChart, s1: number, s2: number): number {
  const a = mod12(s1);
  const b = mod12(s2);
  if (a === b) return a;
  const pick = (x: number, y: number): number | null => (x > y ? a : y > x ? b : null);
  const influence = (s: number) => (['Jupiter', 'Mercury', SIGN_LORD[s]] as Graha[]).filter((q) => signOf(c, q) === s || signAspects(signOf(c, q), s)).length;
  const exalted = (s: number) => (planetsIn(c, s).some((p) => isExaltedIn(p, s)) ? 1 : 0);
  const oddity = (s: number) => (isOddSign(s) !== isOddSign(signOf(c, lordOf(c, s))) ? 1 : 0);
  return (
    pick(planetsIn(c, a).length, planetsIn(c, b).length) ??
    pick(influence(a), influence(b)) ??
    pick(exalted(a), exalted(b)) ??
    pick(oddity(a), oddity(b)) ??
    pick(naturalStrength(a), naturalStrength(b)) ??
    (c.degrees[idx(lordOf(c, a))] >= c.degrees[idx(lordOf(c, b))] ? a : b)
  );
}

/** The strongest of several signs, by pairs in order (the stronger of the first two against the third …). */
export function strongestSign(c: SignChart, signs: readonly number[]): number {
  return signs.slice(1).reduce((best, s) => strongerSign(c, best, s), signs[0]);
}

/**
 * The alternative varga schemes that schools use beside the Parashari rules of `vargas.ts`, as PyJHora
 * 4.8.5 defines them (`horoscope/chart/charts.py`, the `chart_method` options of each `*_chart` function,
 * and `utils.parivritti_cyclic` / `parivritti_even_reverse` / `parivritti_alternate`).
 *
 * Every function takes the sign s (0 = Aries … 11 = Pisces), the part p = 0 … N−1 of an N-fold division of
 * that sign (as in `vargas.ts`) and N, and returns the varga sign 0 … 11. "Odd" signs are Aries, Gemini …
 * (s even). Pure arithmetic.
 */

/**
 * Parivritti (cyclic): the 12·N parts of the zodiac are given the signs Aries, Taurus … in order, round and
 * round, so part p of sign s falls in (s·N + p) mod 12. Equivalent to floor(longitude / (30°/N)) mod 12.
 * (PyJHora "Parivritti Cyclic"; for D81 its "Traditional Parasara", for D150 its default.)
 */
export function parivrittiCyclic(s: number, p: number, n: number): number {
  return (s * n + p) % 12;
}

/**
 * Parivritti with even-sign reversal (PyJHora "Parivritti Even Reverse"; for D2 its default, which it
 * calls P.V.R. Narasimha Rao's Parashara hora): the same running count, but inside an even sign the parts
 * take their signs from the end of the sign backwards: odd sign (s·N + p), even sign (s·N + N − 1 − p).
 */
export function parivrittiEvenReverse(s: number, p: number, n: number): number {
  return (s % 2 === 0 ? s * n + p : s * n + n - 1 - p) % 12;
}

/**
 * Somanatha (PyJHora "Parivritti Alternate"): the odd signs, taken in order, count forward from Aries and
 * the even signs count backward from Pisces, each series continuing where the previous sign of its kind
 * ended. With k = floor(s / 2): odd sign (k·N + p) mod 12, even sign 11 − (k·N + p) mod 12.
 */
export function somanatha(s: number, p: number, n: number): number {
  const k = Math.floor(s / 2);
  const run = (k * n + p) % 12;
  return s % 2 === 0 ? run : 11 - run;
}

/**
 * Jagannatha drekkana (PyJHora chart_method 4, its table `const.drekkana_jagannatha`): the three drekkanas
 * go to the movable sign of the sign's element and the 5th and 9th from it: fiery Aries, earthy Capricorn,
 * airy Libra, watery Cancer.
 */
const MOVABLE_OF_ELEMENT = [0, 9, 6, 3];
export function jagannathaDrekkana(s: number, p: number): number {
  return (MOVABLE_OF_ELEMENT[s % 4] + 4 * p) % 12;
}

/**
 * Krishna Mishra navamsa (PyJHora chart_method 4, "Rangacharya Krishna Mishra / Sanjay Rath nadi navamsa"):
 * fiery signs from Aries forward, airy from Libra forward, watery from Cancer backward, earthy from
 * Capricorn backward.
 */
const KM_START = [0, 9, 6, 3];
const KM_DIRECTION = [1, -1, 1, -1];
export function krishnaMishraNavamsa(s: number, p: number): number {
  return (((KM_START[s % 4] + KM_DIRECTION[s % 4] * p) % 12) + 12) % 12;
}

/**
 * Kalachakra navamsa (PyJHora chart_method 3, table `const.kalachakra_navamsa`): the sign is that of the
 * nakshatra pada in the Kalachakra order; the table repeats every six nakshatras (savya groups Aries …
 * Pisces, apasavya groups Scorpio, Libra, Virgo, Cancer, Leo, Gemini, Taurus, Aries, Pisces … Sagittarius).
 */
const KALACHAKRA_NAVAMSA = [
  [0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [7, 6, 5, 3], [4, 2, 1, 0], [11, 10, 9, 8],
];
export function kalachakraNavamsa(lon: number): number {
  const pada = Math.min(107, Math.floor(lon / (10 / 3))); // 108 padas of 3°20′
  const nak = Math.floor(pada / 4);
  return KALACHAKRA_NAVAMSA[nak % 6][pada % 4];
}

/** A count of k signs from `start` forward (dirn 1) or backward (dirn −1), mod 12. */
export function countFrom(start: number, k: number, dirn: 1 | -1 = 1): number {
  return (((start + dirn * k) % 12) + 12) % 12;
}

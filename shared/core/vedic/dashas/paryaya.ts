/**
 * Paryaya dasha of the shashtamsa (D6), as Jagannatha Hora and PyJHora 4.8.5 (raasi/paryaaya.py) compute
 * it after P.V.R. Narasimha Rao's notes on the paryaya (chara, sthira and ubhaya) dashas of Jaimini
 * (Upadesa Sutras 2.4). Everything is read in the D6 chart: the seed is the 6th sign from the D6 lagna;
 *  - a dual seed: the strongest of its trines, then the signs in trines (1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12);
 *  - a movable seed: the strongest of its kendras, then the signs in kendras (1, 4, 7, 10, 2, 5, 8, 11, …);
 *  - a fixed seed: the stronger of it and its 7th, then the signs by pairs (1, 7, 2, 8, 3, 9, …);
 * counted forward from an odd-footed sign, backward from an even-footed one. The years of a sign are the
 * signs from it to its lord inclusive (forward from an odd sign, backward from an even one), a lord in the
 * 12th counted so giving 0. Two cycles of the same twelve. Antardashas: twelve equal parts in the same order
 * rebuilt from the dasha sign as seed; levels 3–5 the same rule.
 */
import { norm360 } from '../../angles.js';
import { VEDIC_PLANETS } from '../grahas.js';
import { isEvenFooted } from './narayana-years.js';
import { divideAmong, isOddSign, mod12, signIndex, signSequence } from './sign-periods.js';
import { lordOf, modality, strongerSign, strongestSign, type StrengthChart } from '../sign-strength.js';
import type { DashaBirth, DashaSystem } from './types.js';

/**
 * Shashtamsa (D6) sign and degrees in it: six parts of 5°, from Aries in odd signs and Libra in even ones
 * (BPHS ch. 6 v. 8). Dedupe with core/vedic/vargas.ts (D6 is not among its vargas yet).
 */
export function shashtamsa(lonDeg: number): { sign: number; degrees: number } {
  const lon = norm360(lonDeg);
  const sign = Math.floor(lon / 30);
  const inSign = lon - sign * 30;
  const part = Math.min(5, Math.floor(inSign / 5));
  return { sign: mod12((isOddSign(sign) ? 0 : 6) + part), degrees: (inSign * 6) % 30 };
}

function d6Chart(birth: DashaBirth): { chart: StrengthChart; lagna: number } {
  const at = birth.chart.planets.map((p) => shashtamsa(p.longitude));
  return { chart: { signs: at.map((x) => x.sign), degrees: at.map((x) => x.degrees) }, lagna: shashtamsa(birth.chart.ascendant).sign };
}

const TRINES_FIRST = [1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12];
const KENDRAS_FIRST = [1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12];
const PAIRS_FIRST = [1, 7, 2, 8, 3, 9, 4, 10, 5, 11, 6, 12];

/** The twelve signs of a paryaya from `seed` in the D6 chart. */
export function paryayaOrder(c: StrengthChart, seed: number): number[] {
  const s = mod12(seed);
  const kind = modality(s);
  const start =
    kind === 2 ? strongestSign(c, [s, s + 4, s + 8].map(mod12))
    : kind === 0 ? strongestSign(c, [s, s + 3, s + 6, s + 9].map(mod12))
    : strongerSign(c, s, s + 6);
  const houses = kind === 2 ? TRINES_FIRST : kind === 0 ? KENDRAS_FIRST : PAIRS_FIRST;
  const dir = isEvenFooted(start) ? -1 : 1;
  return houses.map((h) => mod12(start + dir * (h - 1)));
}

/** Years of a sign: the signs from it to its lord inclusive, forward from an odd sign, backward from an even one, mod 12. */
export function paryayaYears(c: StrengthChart, sign: number): number {
  const at = c.signs[VEDIC_PLANETS.indexOf(lordOf(c, sign))];
  return isOddSign(sign) ? mod12(at - sign + 1) : mod12(sign - at + 1);
}

export const paryayaSystem: DashaSystem = {
  id: 'paryaya',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Paryaya dasha (shashtamsa)',
  kind: 'rashi',
  source: 'Jaimini Upadesa Sutras 2.4 after P.V.R. Narasimha Rao, as Jagannatha Hora and PyJHora 4.8.5 raasi/paryaaya.py compute it (D6)',
  description:
    'In the shashtamsa (D6): from the 6th sign from the D6 lagna, by the strongest of its trines (dual), kendras (movable) or of it and ' +
    'its 7th (fixed), through the signs in trines, kendras or pairs, backward from an even-footed sign. Years: the signs from a sign ' +
    'to its lord inclusive (forward from odd, backward from even), mod 12. Two cycles. Antardashas: twelve equal parts in that order ' +
    'rebuilt from the dasha sign; levels 3–5 repeat this rule.',
  options: [],
  mahadashas(birth, opts) {
    const { chart, lagna } = d6Chart(birth);
    const order = paryayaOrder(chart, lagna + 5);
    const cycle = order.map((sign) => ({ sign, years: paryayaYears(chart, sign) }));
    return signSequence(birth.jdUt, opts.yearDays, [...cycle, ...cycle]);
  },
  subPeriods(parent, _level, _path, birth) {
    return divideAmong(parent, paryayaOrder(d6Chart(birth).chart, signIndex(parent.lord)));
  },
};

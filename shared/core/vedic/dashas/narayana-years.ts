/**
 * Narayana-dasa arithmetic that Lagnamsaka, Moola (lagna kendradi) and Sudasa borrow: the years of a sign
 * and the order of the twelve signs from a seed (Jaimini Upadesa Sutras 2.1; P.V.R. Narasimha Rao,
 * "Vedic Astrology: An Integrated Approach", ch. 16 Narayana dasa), as Jagannatha Hora and PyJHora 4.8.5
 * (raasi/narayana.py, const.narayana_dhasa_*_progression) apply them. The Narayana dasa itself belongs
 * to the Jaimini family (another module); this one holds only what the other systems need.
 */
import { EXALTATION_SIGN, VEDIC_PLANETS, type Graha } from '../grahas.js';
import { mod12 } from './sign-periods.js';
import { lordOf, modality, type StrengthChart } from '../sign-strength.js';

/** Even-footed signs (Cancer, Leo, Virgo, Capricorn, Aquarius, Pisces): their years are counted backward. */
export const isEvenFooted = (sign: number): boolean => [3, 4, 5, 9, 10, 11].includes(mod12(sign));

/**
 * Exaltation signs with the nodes: Rahu in Taurus, Ketu in Scorpio (PVR ch. 16 counts the nodes' dignity
 * for Scorpio and Aquarius); the seven planets as BPHS ch. 3. Debilitation is the opposite sign.
 */
const EXALTED: Record<Graha, number> = { ...(EXALTATION_SIGN as Record<Graha, number>), Rahu: 1, Ketu: 7 };

/**
 * Years of a sign (PVR ch. 16): the signs from it to its lord (the stronger co-lord for Scorpio and
 * Aquarius), counted forward from an odd-footed sign and backward from an even-footed one, less one;
 * 12 when the lord is in the sign; one more when the lord is exalted, one less when debilitated.
 */
export function narayanaYears(c: StrengthChart, sign: number): number {
  const s = mod12(sign);
  const lord = lordOf(c, s);
  const at = c.signs[VEDIC_PLANETS.indexOf(lord)];
  let years = isEvenFooted(s) ? mod12(s - at) : mod12(at - s);
  if (years === 0) years = 12;
  if (EXALTED[lord] === at) years += 1;
  else if (mod12(EXALTED[lord] + 6) === at) years -= 1;
  return years;
}

/**
 * The twelve signs of a Narayana-type dasha from `seed` (Jaimini Upadesa Sutras on Narayana dasa, as
 * PyJHora 4.8.5 tabulates them in const.narayana_dhasa_*_progression): a movable seed runs through consecutive signs, a fixed one by sixth signs, a dual one by
 * trines (the trine of the seed, then those of its 10th, 7th and 4th). Aries, Leo, Virgo, Libra, Aquarius
 * and Pisces run forward, the others backward; Ketu in the seed reverses that, and Saturn in the seed makes
 * it forward through consecutive signs whatever the seed.
 */
export function narayanaOrder(c: StrengthChart, seed: number): number[] {
  const s = mod12(seed);
  const saturn = c.signs[6] === s;
  const ketu = c.signs[8] === s;
  if (!ketu && saturn) return Array.from({ length: 12 }, (_, k) => mod12(s + k));
  let dir = [0, 4, 5, 6, 10, 11].includes(s) ? 1 : -1;
  if (ketu) dir = -dir;
  const steps = [
    Array.from({ length: 12 }, (_, k) => k),
    Array.from({ length: 12 }, (_, k) => 5 * k),
    [0, 4, 8, 9, 13, 17, 6, 10, 14, 3, 7, 11],
  ][modality(s)];
  return steps.map((k) => mod12(s + dir * k));
}

/** The first cycle's years and the second cycle's (12 less the first; none where that is not positive). */
export function twoCycles(c: StrengthChart, order: readonly number[]): { sign: number; years: number }[] {
  const first = order.map((sign) => ({ sign, years: narayanaYears(c, sign) }));
  const second = first.map((x) => ({ sign: x.sign, years: 12 - x.years })).filter((x) => x.years > 0);
  return [...first, ...second];
}

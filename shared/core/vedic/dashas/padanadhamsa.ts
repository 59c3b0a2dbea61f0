/**
 * Padanadhamsa dasha, Iranganti Rangacharya's way (PyJHora 4.8.5 raasi/padhanadhamsa.py, method 1, its
 * default): a Narayana-like sign dasha read entirely in the Krishna Mishra (nadi) navamsa, seeded from the
 * lord of the arudha lagna ("pada-natha-amsa": the navamsa of the pada's lord).
 *
 * Seed: the arudha lagna (A1) of the birth chart (BPHS ch. 29, ./../jaimini.ts); its lord (for Scorpio and
 * Aquarius the stronger co-lord, judged in the navamsa); the navamsa sign of that lord; the stronger of it and
 * its 7th (PVR ch. 16 strength rules, ./sign-strength.ts, on the navamsa). Order from the seed, forward from an
 * odd sign and backward from an even one: movable signs one after another, fixed signs every 6th, dual signs
 * by kendras of trines (1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6). Years of a sign (in the navamsa): 12 when
 * its lord is in it, 10 when in its 7th, else the signs counted from it to its lord inclusively, forward from
 * an odd sign, backward from an even one. One cycle of twelve. Sub-periods at every level: twelve equal parts
 * in the order the parent sign would start.
 *
 * The navamsa is Krishna Mishra's (fiery signs from Aries forward, airy from Libra forward, watery from
 * Cancer backward, earthy from Capricorn backward; ../varga-schemes.ts), PyJHora's chart_method 4 for this
 * method.
 */
import { VEDIC_PLANETS, SIGN_LORD, type Graha } from '../grahas.js';
import { bhavaArudhas } from '../jaimini.js';
import { vargaSign } from '../vargas.js';
import { lordOf, strongerCoLord, strongerSign, type StrengthChart as SignChart } from '../sign-strength.js';
import { divideAmong, isOddSign, mod12, signIndex, signSequence } from './sign-periods.js';
import type { DashaBirth, DashaSystem } from './types.js';

/** The Krishna Mishra navamsa chart of the nine grahas (signs and degrees in sign). */
export function kmNavamsaChart(birth: DashaBirth): SignChart {
  return {
    signs: birth.chart.planets.map((p) => vargaSign(p.longitude, 9, 'krishna-mishra')),
    degrees: birth.chart.planets.map((p) => (p.degreeInSign * 9) % 30),
  };
}

const DUAL_FRAME = [0, 3, 6, 9, 4, 7, 10, 1, 8, 11, 2, 5];

/** The twelve signs from `seed`: movable by ones, fixed by sixths, dual by kendras of trines; even signs backward. */
export function padanadhamsaOrder(seed: number): number[] {
  const dir = isOddSign(seed) ? 1 : -1;
  const m = mod12(seed) % 3;
  return Array.from({ length: 12 }, (_, k) => mod12(seed + dir * (m === 0 ? k : m === 1 ? 5 * k : DUAL_FRAME[k])));
}

/** Years of `sign`: 12 with its lord in it, 10 with the lord in its 7th, else the inclusive count to the lord. */
export function padanadhamsaYears(c: SignChart, sign: number): number {
  const lordSign = c.signs[VEDIC_PLANETS.indexOf(lordOf(c, sign))];
  if (lordSign === mod12(sign)) return 12;
  if (lordSign === mod12(sign + 6)) return 10;
  return mod12(isOddSign(sign) ? lordSign - sign : sign - lordSign) + 1;
}

/** The seed: the stronger of the navamsa sign of the arudha lagna's lord and its 7th. */
export function padanadhamsaSeed(birth: DashaBirth, c: SignChart): number {
  const al = bhavaArudhas(birth.chart)[0];
  const lord: Graha = al === 7 || al === 10 ? strongerCoLord(c, al) : SIGN_LORD[al];
  const lordSign = c.signs[VEDIC_PLANETS.indexOf(lord)];
  return strongerSign(c, lordSign, lordSign + 6);
}

export const padanadhamsaSystem: DashaSystem = {
  id: 'padanadhamsa',
  name: 'Padanadhamsa dasha',
  kind: 'rashi',
  source: 'Iranganti Rangacharya\'s Padanadhamsa dasa (Jaimini Sutras), as PyJHora 4.8.5 raasi/padhanadhamsa.py method 1 computes it',
  description:
    'Read in the Krishna Mishra (nadi) navamsa. Seed: the stronger of the navamsa sign of the arudha lagna\'s lord (Scorpio and ' +
    'Aquarius: the stronger co-lord) and its 7th. Twelve signs from the seed, forward from an odd sign, backward from an even ' +
    'one: movable signs in turn, fixed signs every 6th, dual signs 1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6. Years: 12 if the ' +
    'sign\'s lord is in it, 10 if in its 7th, else the count from the sign to its lord (forward from an odd sign, backward from ' +
    'an even one), all in the navamsa; one cycle. Sub-periods at every level: twelve equal parts in the order the parent sign ' +
    'starts.',
  options: [],
  mahadashas(birth, opts) {
    const c = kmNavamsaChart(birth);
    const order = padanadhamsaOrder(padanadhamsaSeed(birth, c));
    return signSequence(birth.jdUt, opts.yearDays, order.map((sign) => ({ sign, years: padanadhamsaYears(c, sign) })));
  },
  subPeriods(parent) {
    return divideAmong(parent, padanadhamsaOrder(signIndex(parent.lord)));
  },
};

/**
 * Brahma dasha, a Jaimini longevity (ayur) dasha: Jaimini Upadesa Sutras as P.V.R. Narasimha Rao ("Vedic
 * Astrology: An Integrated Approach", the other rasi dashas) and Jagannatha Hora give it; PyJHora 4.8.5
 * `raasi/brahma.py` for the conventions.
 *
 * Brahma (jaimini-rules.ts `brahmaGraha`: the strongest of the lords of the 6th, 8th and 12th from the
 * stronger of the lagna and the 7th). From Brahma's sign in zodiacal order when it is odd; when it is even,
 * from the 7th from it backwards. A sign's years: the signs counted from it to the sign holding the lord of
 * its 6th (Scorpio and Aquarius: the stronger co-lord), forward from an odd sign and backward from an even
 * one, both ends included, less one ("naathaantaah samaah": the years are the count to the lord, Jaimini
 * Upadesa Sutras 1.1); one more when that lord is exalted, one less when debilitated; none when the lord
 * is in the sign itself. The count runs 1–12, so the years are 0–12 and never negative: where the lord is
 * in the last sign of the count (the 12th), the sign has 11 years (±1). PyJHora counts that case modulo 12
 * as 0 and gives −1 (−2 when debilitated) years, moving every later period back; Orrery does not.
 * Signs of no years are not listed. Antardashas: twelve equal parts from the dasha sign in zodiacal order;
 * levels 3–5 repeat this rule.
 */
import { brahmaGraha, isDebilitated, isExalted, isOddSign, jaiminiChart, mod12, PYJHORA_STRENGTH_NOTE, signLord, type JaiminiChart } from './jaimini-rules.js';
import { divideAmong, signIndex, signRun, signSequence } from './sign-periods.js';
import type { DashaSystem } from './types.js';

/** The years of sign `s` in Brahma dasha (0–12). */
export function brahmaYears(c: JaiminiChart, s: number): number {
  const lord = signLord(c, s + 5);
  const at = c.sign[lord];
  if (at === mod12(s)) return 0;
  const count = (isOddSign(s) ? mod12(at - s) : mod12(s - at)) + 1; // 2 … 12
  let years = count - 1;
  if (isExalted(lord, at)) years += 1;
  else if (isDebilitated(lord, at)) years -= 1;
  return years;
}

/** The signs of Brahma dasha in order. */
export function brahmaOrder(c: JaiminiChart): number[] {
  const seed = c.sign[brahmaGraha(c)];
  return isOddSign(seed) ? signRun(seed, 1) : signRun(seed + 6, -1);
}

export const brahmaSystem: DashaSystem = {
  id: 'brahma',
  name: 'Brahma dasha',
  kind: 'rashi',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (the other rasi dashas), as Jagannatha Hora',
  description:
    'From the sign of Brahma (the strongest of the lords of the 6th, 8th and 12th from the stronger of the lagna and the 7th) in ' +
    'zodiacal order if it is odd, else from its 7th backwards; one cycle. Years: the signs counted from the dasha sign to its 6th ' +
    'lord (forward from an odd sign, backward from an even one) less one, ±1 when that lord is exalted or debilitated, none when ' +
    'it is in the sign; the count runs 1–12, so where the lord is in the 12th of the count the sign has 11 years (PyJHora gives −1 ' +
    'there and its later periods differ). Signs of no years are not listed. Antardashas: twelve equal parts from the dasha sign ' +
    'in zodiacal order; levels 3–5 repeat this rule. ' +
    PYJHORA_STRENGTH_NOTE,
  options: [],
  mahadashas(birth, opts) {
    const c = jaiminiChart(birth.chart);
    return signSequence(birth.jdUt, opts.yearDays, brahmaOrder(c).map((sign) => ({ sign, years: brahmaYears(c, sign) })).filter((x) => x.years > 0));
  },
  subPeriods(parent) {
    return divideAmong(parent, signRun(signIndex(parent.lord), 1));
  },
};

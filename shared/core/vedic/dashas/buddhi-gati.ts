/**
 * Buddhi Gati dasha (as Jagannatha Hora and PyJHora 4.8.5 `graha/buddhi_gathi.py`), from birth.
 *
 *  - Order: the nine grahas sign by sign from the 4th house (the ascendant's sign + 3) onwards round the
 *    zodiac; within a sign the planet further advanced in longitude first.
 *  - Years of the n-th planet in that order (n = 0, 1, …): the signs from the planet's sign to the sign
 *    n signs after the ascendant's, i.e. (ascendant sign + n − planet sign) mod 12; one more when the planet is
 *    exalted, one less when debilitated (BPHS ch. 3 signs; Rahu exalted in Taurus and Gemini, debilitated in
 *    Scorpio and Sagittarius, Ketu the reverse, as PyJHora's table). Periods of 0 years or less are skipped.
 *  - Two cycles of the order, ending with the period that brings the total to 144 years (12 × 12, the span
 *    PyJHora 4.8.5 gives its Narayana-like dashas) when that comes first.
 *  - Sub-periods: every planet of the order, from the parent's lord round, in equal shares; the same rule
 *    at every level.
 */
import { EXALTATION_SIGN, VEDIC_PLANETS, type Graha } from '../grahas.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaSystem } from './types.js';

const CYCLES = 2;
const SPAN_YEARS = 144;

/** Exaltation signs with the nodes as Jagannatha Hora/PyJHora count them (the planets': BPHS ch. 3). */
function exaltedIn(g: Graha, sign: number): boolean {
  if (g === 'Rahu') return sign === 1 || sign === 2;
  if (g === 'Ketu') return sign === 7 || sign === 8;
  return EXALTATION_SIGN[g] === sign;
}
function debilitatedIn(g: Graha, sign: number): boolean {
  if (g === 'Rahu') return sign === 7 || sign === 8;
  if (g === 'Ketu') return sign === 1 || sign === 2;
  const ex = EXALTATION_SIGN[g];
  return ex !== undefined && (ex + 6) % 12 === sign;
}

/** The planets in Buddhi Gati order with their years. */
export function buddhiGatiProgression(birth: DashaBirth): { lord: Graha; years: number }[] {
  const asc = birth.chart.ascendantSign;
  const out: { lord: Graha; years: number }[] = [];
  for (let h = 0; h < 12; h++) {
    const sign = (asc + 3 + h) % 12;
    const here = birth.chart.planets.filter((p) => p.sign === sign).sort((a, b) => b.degreeInSign - a.degreeInSign);
    for (const p of here) {
      let years = (asc + out.length - p.sign + 24) % 12;
      if (exaltedIn(p.planet, p.sign)) years += 1;
      else if (debilitatedIn(p.planet, p.sign)) years -= 1;
      out.push({ lord: p.planet, years });
    }
  }
  if (out.length !== VEDIC_PLANETS.length) throw new Error('buddhi gati: every graha must be placed once');
  return out;
}

export const buddhiGatiSystem: DashaSystem = {
  id: 'buddhi-gati',
  name: 'Buddhi Gati dasha',
  kind: 'graha',
  source: 'As Jagannatha Hora and PyJHora',
  description:
    'From birth, the nine grahas sign by sign from the 4th house (the more advanced first within a sign); the n-th ' +
    '(from 0) lasts (ascendant sign + n − its sign) mod 12 years, +1 exalted, −1 debilitated (0 or less: skipped); two ' +
    'cycles, ending once 144 years are reached. Sub-periods: all nine from the parent\'s lord in that order, equal shares; the same rule at every level.',
  options: [],
  mahadashas(birth, opts) {
    const prog = buddhiGatiProgression(birth).filter((x) => x.years > 0);
    const items: typeof prog = [];
    let total = 0;
    for (const x of Array.from({ length: CYCLES }, () => prog).flat()) {
      if (total >= SPAN_YEARS) break;
      items.push(x);
      total += x.years;
    }
    return sequence(birth.jdUt, opts.yearDays, items);
  },
  subPeriods(parent, _level, _path, birth) {
    const order = buddhiGatiProgression(birth).map((x) => x.lord);
    const i = order.indexOf(parent.lord as Graha);
    return proportional(parent, [...order.slice(i), ...order.slice(0, i)].map((lord) => ({ lord, weight: 1 })));
  },
};

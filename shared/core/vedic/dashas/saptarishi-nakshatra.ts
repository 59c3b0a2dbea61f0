/**
 * Saptarishi nakshatra dasha: the lords are nakshatras, not planets (Jagannatha Hora's "Saptarishi nakshatra
 * dasa", P.V.R. Narasimha Rao; PyJHora 4.8.5 `graha/saptharishi_nakshathra.py`, its defaults).
 *
 * From birth (no balance), the Moon's nakshatra and the nine before it, counted backwards (Moon in Revati:
 * Revati, Uttara Bhadrapada, … Punarvasu), 10 years each: 100 years, one cycle. Antardashas: the ten
 * nakshatras of the period again, from the period's own nakshatra backwards (the ten of the mahadasha
 * sequence that starts at it), one year each (a tenth); levels 3–5 repeat this rule on the parent.
 */
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG } from '../nakshatra.js';
import { proportional, sequence } from './engine.js';
import type { DashaSystem, NakshatraLord, Period } from './types.js';

const COUNT = 10;
const YEARS = 10;

const mod27 = (n: number) => ((n % 27) + 27) % 27;

/** The ten nakshatras from `first` backwards. */
export function backwardStars(first: number): NakshatraLord[] {
  return Array.from({ length: COUNT }, (_, i) => NAKSHATRAS[mod27(first - i)]);
}

function starIndex(lord: Period['lord']): number {
  const i = (NAKSHATRAS as readonly string[]).indexOf(lord);
  if (i < 0) throw new Error(`saptarishi-nakshatra: ${lord} is not a nakshatra`);
  return i;
}

export const saptarishiNakshatraSystem: DashaSystem = {
  id: 'saptarishi-nakshatra',
  name: 'Saptarishi nakshatra dasha',
  kind: 'graha',
  source: 'P.V.R. Narasimha Rao (Jagannatha Hora), as PyJHora 4.8.5 graha/saptharishi_nakshathra.py computes it',
  description:
    'Its lords are nakshatras (`lord` a nakshatra key, `nakshatra` its name). From birth, the Moon\'s nakshatra and the nine ' +
    'before it, counted backwards, 10 years each (100 years, one cycle). Antardashas: the period\'s nakshatra and the nine ' +
    'before it, a tenth each; levels 3–5 repeat this rule.',
  options: [],
  mahadashas(birth, opts) {
    const moonStar = Math.floor(birth.chart.planets[1].longitude / NAKSHATRA_SPAN_DEG);
    return sequence(birth.jdUt, opts.yearDays, backwardStars(moonStar).map((lord) => ({ lord, years: YEARS })));
  },
  subPeriods(parent) {
    return proportional(parent, backwardStars(starIndex(parent.lord)).map((lord) => ({ lord, weight: 1 })));
  },
};

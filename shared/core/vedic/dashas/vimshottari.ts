/**
 * Vimshottari dasha as a system of the engine (the rules, sources and year lengths: ../dasha.ts, BPHS ch. 46):
 * nine mahadashas from the Moon's nakshatra, the first starting before birth; every sub-period divides its
 * parent among the nine lords from the parent's own lord, in proportion to their years.
 */
import { VIMSHOTTARI_YEARS } from '../grahas.js';
import { lordsFrom, vimshottari as vimshottariCore } from '../dasha.js';
import { proportional } from './engine.js';
import type { DashaSystem } from './types.js';
import type { Graha } from '../grahas.js';

export const vimshottariSystem: DashaSystem = {
  id: 'vimshottari',
  name: 'Vimshottari dasha',
  kind: 'graha',
  source: 'BPHS ch. 46',
  description:
    'From the Moon\'s nakshatra: Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17 years ' +
    '(120); the running dasha\'s balance is the part of the nakshatra still to run. Sub-periods in proportion, from the parent\'s lord.',
  options: [],
  mahadashas(birth, opts) {
    return vimshottariCore(birth.chart.planets[1].longitude, birth.jdUt, { year: opts.yearDays, depth: 1 }).mahadashas.map((m) => ({
      lord: m.lord,
      startJdUt: m.startJdUt,
      endJdUt: m.endJdUt,
      durationYears: m.durationYears,
    }));
  },
  subPeriods(parent) {
    return proportional(parent, lordsFrom(parent.lord as Graha).map((lord) => ({ lord, weight: VIMSHOTTARI_YEARS[lord] })));
  },
};

/**
 * Ashtakavarga dasha, the planet form (PyJHora 4.8.5 `graha/ashtaka_varga.py`, method BAV_PLANET with its
 * defaults: start from the strongest, strength order), from birth.
 *
 * Each of the seven planets Sun…Saturn weighs its bhinnashtakavarga total (its bindus over the twelve signs,
 * BPHS ch. 66: computed by ../ashtakavarga.ts). The planets run in descending order of that weight (a tie goes
 * to the earlier planet in the order Sun…Saturn), and a planet's share of the 120 years is its weight over the
 * sum of the seven weights (337). Every sub-period divides its parent in the same order and proportions (the
 * order does not turn to start from the parent's lord), at every level.
 *
 * The bhinnashtakavarga totals do not depend on the chart (Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56,
 * Venus 52, Saturn 39: each planet's table has a fixed number of benefic places), so these periods are the same
 * for every birth.
 */
import { ashtakavarga, ASHTAKAVARGA_PLANETS, type AshtakavargaSigns } from '../ashtakavarga.js';
import { proportional, sequence, type Share } from './engine.js';
import type { DashaBirth, DashaSystem } from './types.js';

const LIFE_YEARS = 120;

function signsOf(birth: DashaBirth): AshtakavargaSigns {
  const signs = { Lagna: birth.chart.ascendantSign } as AshtakavargaSigns;
  for (const p of ASHTAKAVARGA_PLANETS) signs[p] = birth.chart.planets.find((x) => x.planet === p)?.sign ?? 0;
  return signs;
}

/** The seven planets in dasha order with their weights (bhinnashtakavarga totals). */
export function ashtakavargaShares(birth: DashaBirth): Share<(typeof ASHTAKAVARGA_PLANETS)[number]>[] {
  const table = ashtakavarga(signsOf(birth)).bhinnashtakavarga;
  return ASHTAKAVARGA_PLANETS.map((lord, i) => ({ lord, weight: table[lord].total, i }))
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map(({ lord, weight }) => ({ lord, weight }));
}

export const ashtakavargaDashaSystem: DashaSystem = {
  id: 'ashtakavarga',
  name: 'Ashtakavarga dasha',
  kind: 'graha',
  source: 'BPHS ch. 66 (bindus); as PyJHora (planet form)',
  description:
    'From birth, Sun…Saturn in descending order of their bhinnashtakavarga totals (ties: the earlier planet); each ' +
    'lasts 120 × its total / 337 years. Sub-periods: the same order and proportions at every level.',
  options: [],
  mahadashas(birth, opts) {
    const shares = ashtakavargaShares(birth);
    const total = shares.reduce((t, s) => t + s.weight, 0);
    return sequence(birth.jdUt, opts.yearDays, shares.map((s) => ({ lord: s.lord, years: (LIFE_YEARS * s.weight) / total })));
  },
  subPeriods(parent, _level, _path, birth) {
    return proportional(parent, ashtakavargaShares(birth));
  },
};

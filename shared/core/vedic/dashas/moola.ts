/**
 * Moola dasha (lagna kendradi graha dasha): P.V.R. Narasimha Rao's planet dasha from the kendras of the lagna
 * ("Vedic Astrology: An Integrated Approach", Moola dasa; Jagannatha Hora), as PyJHora 4.8.5
 * `graha/moola.py` computes it with its defaults.
 *
 * Order: the planets (Sun … Ketu) in the kendras from the lagna (1, 4, 7, 10), then in the panapharas
 * (2, 5, 8, 11), then in the apoklimas (3, 6, 9, 12); within each group strongest first (the stronger of two
 * planets: jaimini-rules.ts `strongerPlanet`, applied to the group in order). The dasha starts from the
 * strongest of the planets in the kendras from the lagna, the Moon and the Sun, the order turned to it.
 * Years, first cycle: the planet's Vimshottari years less the signs from its sign to its moolatrikona sign
 * counted forward (Rahu's Aquarius, Ketu's Scorpio), or less 12 in the moolatrikona sign itself; one more
 * exalted, one less debilitated; at least 1. Second cycle: the Vimshottari years less the first (120 in all).
 * Sub-periods: the same order turned to the parent's lord, in proportion to the first-cycle years; levels
 * 3–5 repeat this rule on the parent.
 */
import { VEDIC_PLANETS, VIMSHOTTARI_YEARS, type Graha } from '../grahas.js';
import { proportional, sequence } from './engine.js';
import { isDebilitated, isExalted, jaiminiChart, mod12, PYJHORA_STRENGTH_NOTE, strongerPlanet, type JaiminiChart } from './jaimini-rules.js';
import type { DashaBirth, DashaSystem, Period } from './types.js';

/** Moolatrikona signs, Sun … Ketu (BPHS ch. 3; the nodes' as Jagannatha Hora: Rahu Aquarius, Ketu Scorpio). */
const MOOLATRIKONA = [4, 1, 0, 5, 8, 6, 10, 10, 7];

const ALL = VEDIC_PLANETS.map((_, i) => i);

/** The planets of `list` strongest first: the stronger of the first two against the third … each round. */
function ranked(c: JaiminiChart, list: readonly number[]): number[] {
  const out: number[] = [];
  let rest = [...list];
  while (rest.length) {
    const best = rest.slice(1).reduce((b, p) => strongerPlanet(c, b, p), rest[0]);
    out.push(best);
    rest = rest.filter((p) => p !== best);
  }
  return out;
}

const inHouses = (c: JaiminiChart, from: number, houses: readonly number[]) => ALL.filter((p) => houses.includes(mod12(c.sign[p] - from)));

/** First-cycle years of planet `p`. */
function firstYears(c: JaiminiChart, p: number): number {
  const vim = VIMSHOTTARI_YEARS[VEDIC_PLANETS[p]];
  const s = c.sign[p];
  let years = s === MOOLATRIKONA[p] ? vim - 12 : vim - mod12(MOOLATRIKONA[p] - s);
  if (isExalted(p, s)) years += 1;
  else if (isDebilitated(p, s)) years -= 1;
  return years > 0 ? years : 1;
}

/** The planets in dasha order with their first-cycle years. */
export function moolaProgression(birth: DashaBirth): { lord: Graha; years: number }[] {
  const c = jaiminiChart(birth.chart);
  const kendras = [0, 3, 6, 9];
  const order = [kendras, [1, 4, 7, 10], [2, 5, 8, 11]].flatMap((h) => ranked(c, inHouses(c, c.asc, h)));
  const seeds = [...new Set([c.asc, c.sign[1], c.sign[0]].flatMap((from) => inHouses(c, from, kendras)))];
  const seed = ranked(c, seeds)[0];
  const j = order.indexOf(seed);
  const turned = [...order.slice(j), ...order.slice(0, j)];
  return turned.map((p) => ({ lord: VEDIC_PLANETS[p], years: firstYears(c, p) }));
}

function subLords(birth: DashaBirth, parent: Period) {
  const prog = moolaProgression(birth);
  const j = prog.findIndex((x) => x.lord === parent.lord);
  return [...prog.slice(j), ...prog.slice(0, j)];
}

export const moolaSystem: DashaSystem = {
  id: 'moola',
  name: 'Moola (lagna kendradi graha) dasha',
  kind: 'graha',
  source: 'P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Moola dasa), as Jagannatha Hora and PyJHora 4.8.5 graha/moola.py',
  description:
    'The planets in the kendras from the lagna, then the panapharas, then the apoklimas, strongest first in each group, turned to ' +
    'start from the strongest planet in the kendras from the lagna, the Moon and the Sun. First cycle: Vimshottari years less the ' +
    'signs from the planet to its moolatrikona sign (less 12 in it), one more exalted, one less debilitated, at least 1; second ' +
    'cycle: the rest of its Vimshottari years (120 in all). Sub-periods: the same order from the parent\'s lord, in proportion to ' +
    'the first-cycle years; levels 3–5 repeat this rule. ' +
    PYJHORA_STRENGTH_NOTE,
  options: [],
  mahadashas(birth, opts) {
    const prog = moolaProgression(birth);
    const second = prog.map((x) => ({ lord: x.lord, years: VIMSHOTTARI_YEARS[x.lord] - x.years }));
    return sequence(birth.jdUt, opts.yearDays, [...prog, ...second].filter((x) => x.years > 0));
  },
  subPeriods(parent, _level, _path, birth) {
    return proportional(parent, subLords(birth, parent).map((x) => ({ lord: x.lord, weight: x.years })));
  },
};

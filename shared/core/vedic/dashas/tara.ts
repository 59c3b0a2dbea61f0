/**
 * Tara dasha (Sanjay Rath's order, as Jagannatha Hora and PyJHora 4.8.5 `graha/tara.py`, dhasa_method 1).
 *
 *  - Lords and years: Venus 20, Moon 10, Ketu 7, Saturn 19, Jupiter 16, Mercury 17, Rahu 18, Mars 7, Sun 6 (the
 *    Vimshottari years, 120 in all), in that order.
 *  - The first lord is the strongest of the grahas in the kendras (1, 4, 7, 10) from the ascendant. Tara dasha
 *    applies only when a kendra is occupied; a chart with empty kendras has none (an UNPROCESSABLE error).
 *  - Strength: the Jaimini rules for co-lords (P.V.R. Narasimha Rao; ../sign-strength.ts `strongerPlanet`, the
 *    classical rules), the candidates taken sign by sign, the fuller signs first, as PyJHora 4.8.5 takes them:
 *    more planets conjoined; more of Jupiter, Mercury and the dispositor with or aspecting (rashi drishti) it;
 *    exalted; in the stronger sign (dual over fixed over movable); further advanced in its sign. PyJHora's
 *    `house.stronger_planet_from_planet_positions` departs from these: it counts the ascendant as a planet in
 *    rule 1, counts the dispositor "with" the planet when the dispositor's number equals the sign's, lets
 *    exaltation favour only the challenger, and its dual/fixed/movable branches let a movable sign beat a
 *    dual one. On the 8 reference charts both give PyJHora's first lord (test/unit/dashas-graha.test.ts).
 *  - The first period's balance: the part of the Moon's nakshatra still to run, as Vimshottari, so it starts
 *    before birth; then the nine follow in order.
 *  - Sub-periods: the nine lords from the parent's in the same order, in proportion to their years; the same rule
 *    at every level.
 */
import { CoreError } from '../../errors.js';
import { type Graha } from '../grahas.js';
import { strongerPlanet } from '../sign-strength.js';
import { d1SignChart } from './sign-periods.js';
import { NAKSHATRA_SPAN_DEG } from '../nakshatra.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaSystem } from './types.js';

const ORDER: readonly Graha[] = ['Venus', 'Moon', 'Ketu', 'Saturn', 'Jupiter', 'Mercury', 'Rahu', 'Mars', 'Sun'];
const YEARS: Record<Graha, number> = { Venus: 20, Moon: 10, Ketu: 7, Saturn: 19, Jupiter: 16, Mercury: 17, Rahu: 18, Mars: 7, Sun: 6 };
const TOTAL_YEARS = 120;


/** The strongest graha in the kendras from the ascendant (null: the kendras are empty). */
export function taraFirstLord(birth: DashaBirth): Graha | null {
  const asc = birth.chart.ascendantSign;
  const groups = [0, 3, 6, 9]
    .map((h) => birth.chart.planets.filter((p) => p.sign === (asc + h) % 12).map((p) => p.planet))
    .filter((g) => g.length)
    .sort((a, b) => b.length - a.length);
  const candidates = groups.flat();
  if (!candidates.length) return null;
  const c = d1SignChart(birth);
  return candidates.slice(1).reduce((best, g) => strongerPlanet(c, g, best), candidates[0]);
}

function lordsFrom(first: Graha): Graha[] {
  const i = ORDER.indexOf(first);
  return [...ORDER.slice(i), ...ORDER.slice(0, i)];
}

export const taraSystem: DashaSystem = {
  id: 'tara',
  name: 'Tara dasha',
  kind: 'graha',
  source: 'Sanjay Rath; as Jagannatha Hora and PyJHora',
  description:
    'From the strongest graha in a kendra from the ascendant (the Jaimini strength rules of co-lords, P.V.R. Narasimha Rao\'s order; ' +
    'PyJHora\'s own comparisons differ in places, e.g. it counts the ascendant as a planet): Venus 20, ' +
    'Moon 10, Ketu 7, Saturn 19, Jupiter 16, Mercury 17, Rahu 18, Mars 7, Sun 6 years in that order; the first period\'s ' +
    'balance is the part of the Moon\'s nakshatra still to run (it starts before birth). Not defined when the kendras ' +
    'are empty. Sub-periods: from the parent\'s lord, in proportion to the years; the same rule at every level.',
  options: [],
  mahadashas(birth, opts) {
    const first = taraFirstLord(birth);
    if (!first) throw new CoreError('UNPROCESSABLE', 'Tara dasha starts from a planet in a kendra (1st, 4th, 7th or 10th sign from the ascendant), and this chart has none', 'date');
    const moon = birth.chart.planets[1].longitude;
    const elapsed = (moon % NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
    const start = birth.jdUt - elapsed * YEARS[first] * opts.yearDays;
    return sequence(start, opts.yearDays, lordsFrom(first).map((lord) => ({ lord, years: YEARS[lord] })));
  },
  subPeriods(parent) {
    return proportional(parent, lordsFrom(parent.lord as Graha).map((lord) => ({ lord, weight: YEARS[lord] / TOTAL_YEARS })));
  },
};

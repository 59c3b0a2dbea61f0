/**
 * Tara dasha (Sanjay Rath's order, as Jagannatha Hora and PyJHora 4.8.5 `graha/tara.py`, dhasa_method 1).
 *
 *  - Lords and years: Venus 20, Moon 10, Ketu 7, Saturn 19, Jupiter 16, Mercury 17, Rahu 18, Mars 7, Sun 6 (the
 *    Vimshottari years, 120 in all), in that order.
 *  - The first lord is the strongest of the grahas in the kendras (1, 4, 7, 10) from the ascendant. Tara dasha
 *    applies only when a kendra is occupied; a chart with empty kendras has none (an UNPROCESSABLE error).
 *  - Strength (the Jaimini rules for co-lords as PyJHora 4.8.5 applies them, `house.stronger_planet_from_planet_
 *    positions`, taking the candidates sign by sign, the fuller signs first): more planets conjoined; then more of
 *    Mercury, Jupiter and the sign's lord conjoined with or aspecting (rashi drishti) the planet; then exaltation
 *    of the challenger; then the sign (dual over fixed over movable); then the higher degree in the sign. PyJHora's
 *    literal comparisons are kept (they decide which planet wins, and so every period): e.g. it counts the sign's
 *    lord as conjoined when the lord's index equals the sign's, and the exaltation rule only favours the challenger.
 *  - The first period's balance: the part of the Moon's nakshatra still to run, as Vimshottari, so it starts
 *    before birth; then the nine follow in order.
 *  - Sub-periods: the nine lords from the parent's in the same order, in proportion to their years; the same rule
 *    at every level.
 */
import { CoreError } from '../../errors.js';
import { EXALTATION_SIGN, SIGN_LORD, VEDIC_PLANETS, type Graha } from '../grahas.js';
import { NAKSHATRA_SPAN_DEG } from '../nakshatra.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaSystem } from './types.js';

const ORDER: readonly Graha[] = ['Venus', 'Moon', 'Ketu', 'Saturn', 'Jupiter', 'Mercury', 'Rahu', 'Mars', 'Sun'];
const YEARS: Record<Graha, number> = { Venus: 20, Moon: 10, Ketu: 7, Saturn: 19, Jupiter: 16, Mercury: 17, Rahu: 18, Mars: 7, Sun: 6 };
const TOTAL_YEARS = 120;

const modality = (sign: number) => sign % 3; // 0 movable, 1 fixed, 2 dual

/** Signs a sign aspects by rashi drishti (Jaimini Sutras 1.1.2–4): movable ↔ fixed except the adjacent, dual ↔ dual. */
export function rashiDrishti(sign: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < 12; s++) {
    if (s === sign) continue;
    const m = modality(sign), n = modality(s);
    if (m === 2 && n === 2) out.push(s);
    else if (m === 0 && n === 1 && s !== (sign + 1) % 12) out.push(s);
    else if (m === 1 && n === 0 && s !== (sign + 11) % 12) out.push(s);
  }
  return out;
}

/** PyJHora's dignity code of a graha in a sign: exalted (the nodes as its table: Rahu in Taurus/Gemini, Ketu in Scorpio/Sagittarius). */
function exalted(g: Graha, sign: number): boolean {
  if (g === 'Rahu') return sign === 1 || sign === 2;
  if (g === 'Ketu') return sign === 7 || sign === 8;
  return EXALTATION_SIGN[g] === sign;
}

/** Which of `p1` (the challenger) and `p2` is stronger, PyJHora 4.8.5's rules in its order. */
function stronger(birth: DashaBirth, p1: Graha, p2: Graha): Graha {
  if (p1 === p2) return p1;
  const planets = birth.chart.planets;
  const sign = (g: Graha) => planets[VEDIC_PLANETS.indexOf(g)].sign;
  const s1 = sign(p1), s2 = sign(p2);
  // Rule 1: more planets (the ascendant counted) in the same sign
  const occupants = (s: number) => planets.filter((p) => p.sign === s).length + (birth.chart.ascendantSign === s ? 1 : 0) - 1;
  if (occupants(s1) !== occupants(s2)) return occupants(s1) > occupants(s2) ? p1 : p2;
  // Rule 2: Mercury, Jupiter and the dispositor with or aspecting the planet (PyJHora's comparisons)
  const rule2 = (s: number) => {
    const disp = VEDIC_PLANETS.indexOf(SIGN_LORD[s]);
    const aspecting = VEDIC_PLANETS.map((g, i) => (rashiDrishti(sign(g)).includes(s) ? i : -1)).filter((i) => i >= 0);
    const conj = [sign('Mercury'), sign('Jupiter'), disp].filter((x) => x === s).length;
    return conj + [3, 4, disp].filter((i) => aspecting.includes(i)).length;
  };
  if (rule2(s1) !== rule2(s2)) return rule2(s1) > rule2(s2) ? p1 : p2;
  // Rule 3: the challenger exalted (and the other not)
  if (exalted(p1, s1) && !exalted(p2, s2)) return p1;
  // Rule 4: dual over fixed over movable, as PyJHora's branches read
  const m1 = modality(s1), m2 = modality(s2);
  if (m1 === 2 && m2 !== 2) return p1;
  if (m1 === 1) {
    if (m2 === 2) return p2;
    if (m2 === 0) return p1;
  } else if (m2 !== 0) return p2;
  // Rule 5: further advanced in its sign
  const d = (g: Graha) => planets[VEDIC_PLANETS.indexOf(g)].degreeInSign;
  return d(p1) > d(p2) ? p1 : p2;
}

/** The strongest graha in the kendras from the ascendant (null: the kendras are empty). */
export function taraFirstLord(birth: DashaBirth): Graha | null {
  const asc = birth.chart.ascendantSign;
  const groups = [0, 3, 6, 9]
    .map((h) => birth.chart.planets.filter((p) => p.sign === (asc + h) % 12).map((p) => p.planet))
    .filter((g) => g.length)
    .sort((a, b) => b.length - a.length);
  const candidates = groups.flat();
  if (!candidates.length) return null;
  return candidates.slice(1).reduce((best, g) => stronger(birth, g, best), candidates[0]);
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
    'From the strongest graha in a kendra from the ascendant (Jaimini strength rules as PyJHora applies them): Venus 20, ' +
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

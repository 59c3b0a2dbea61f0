/**
 * Sign dashas that run Narayana-dasa years from another seed: Lagnamsaka (from the navamsa lagna), Moola /
 * lagna kendradi rashi dasha (from the stronger of the lagna and the 7th) and Sudasa (from Sree Lagna), after
 * P.V.R. Narasimha Rao ("Vedic Astrology: An Integrated Approach", ch. 16 and ch. 30 Sudasa, and the
 * Jagannatha Hora notes) as PyJHora 4.8.5 implements them (raasi/lagnamsaka.py, moola.py, sudasa.py). Two cycles: the second gives each sign 12 years
 * less its first; a sign left with none is not listed. Levels 3–5 apply the antardasha rule to the parent.
 */
import { VEDIC_PLANETS } from '../grahas.js';
import { navamsaSignOf } from '../planets.js';
import { d1SignChart, divideAmong, isOddSign, mod12, signIndex, signRun, signSequence } from './sign-periods.js';
import { narayanaOrder, narayanaYears, twoCycles } from './narayana-years.js';
import { lordOf, strongerSign, type StrengthChart } from '../sign-strength.js';
import { sreeLagna } from '../special-lagnas.js';
import type { DashaSystem, Period } from './types.js';

const signOfLord = (c: StrengthChart, sign: number) => c.signs[VEDIC_PLANETS.indexOf(lordOf(c, sign))];

/** Twelve equal parts from `first`: forward from an odd sign or one holding Saturn, else backward; Ketu there reverses. */
function fromSeed(parent: Period, c: StrengthChart, first: number): Period[] {
  let dir: 1 | -1 = c.signs[6] === first || isOddSign(first) ? 1 : -1;
  if (c.signs[8] === first) dir = dir === 1 ? -1 : 1;
  return divideAmong(parent, signRun(first, dir));
}

export const lagnamsakaSystem: DashaSystem = {
  id: 'lagnamsaka',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Lagnamsaka dasha',
  kind: 'rashi',
  source: 'P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" ch. 16 (Narayana dasa, the stronger sign), as Jagannatha Hora and PyJHora 4.8.5 raasi/lagnamsaka.py',
  description:
    'Narayana dasa of the rasi chart seeded from the navamsa (D9) lagna\'s sign: its order (movable seeds consecutive, fixed by ' +
    'sixths, dual by trines; Ketu or Saturn in the seed changes it) and Narayana years (lord\'s distance, exalted +1, debilitated −1), ' +
    'two cycles (the second 12 years less the first). Antardashas: twelve equal parts from the stronger of the signs holding the ' +
    'lords of the dasha sign and of its 7th, forward from an odd sign, backward from an even one; levels 3–5 repeat this rule. ' +
    'The stronger sign is PVR\'s (ch. 16, rule 2): with as many planets in each, the one joined or aspected by more of Jupiter, ' +
    'Mercury and its own lord, a lord in its own sign counting; PyJHora leaves such a lord out, so where that decides (p02 of the ' +
    'reference charts) its antardashas start from the other sign.',
  options: [],
  mahadashas(birth, opts) {
    const c = d1SignChart(birth);
    return signSequence(birth.jdUt, opts.yearDays, twoCycles(c, narayanaOrder(c, navamsaSignOf(birth.chart.ascendant))));
  },
  subPeriods(parent, _level, _path, birth) {
    const c = d1SignChart(birth);
    const s = signIndex(parent.lord);
    const first = strongerSign(c, signOfLord(c, s), signOfLord(c, s + 6));
    return divideAmong(parent, signRun(first, isOddSign(first) ? 1 : -1));
  },
};

/** Kendras, panapharas, apoklimas: houses 1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12 as offsets. */
const KENDRADI = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11];

export const moolaRashiSystem: DashaSystem = {
  id: 'moola-rashi',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Moola (lagna kendradi rashi) dasha',
  kind: 'rashi',
  source: 'P.V.R. Narasimha Rao (Jagannatha Hora) as in PyJHora 4.8.5 raasi/moola.py',
  description:
    'From the stronger of the lagna and the 7th sign, through its kendras, panapharas and apoklimas (1, 4, 7, 10, 2, 5, 8, 11, 3, 6, ' +
    '9, 12), forward from an odd sign and backward from an even one (forward if Saturn is in it, backward if Ketu), with Narayana ' +
    'years, two cycles (the second 12 years less the first). Antardashas: twelve equal parts from the dasha sign, forward from an ' +
    'odd sign or one holding Saturn, else backward, Ketu there reversing it; levels 3–5 repeat this rule.',
  options: [],
  mahadashas(birth, opts) {
    const c = d1SignChart(birth);
    const lagna = birth.chart.ascendantSign;
    const seed = strongerSign(c, lagna, lagna + 6);
    const dir = c.signs[6] === seed ? 1 : c.signs[8] === seed ? -1 : isOddSign(seed) ? 1 : -1;
    return signSequence(birth.jdUt, opts.yearDays, twoCycles(c, KENDRADI.map((k) => mod12(seed + dir * k))));
  },
  subPeriods(parent, _level, _path, birth) {
    return fromSeed(parent, d1SignChart(birth), signIndex(parent.lord));
  },
};

export const sudasaSystem: DashaSystem = {
  id: 'sudasa',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Sudasa',
  kind: 'rashi',
  source: 'P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" ch. 30, as Jagannatha Hora and PyJHora 4.8.5 raasi/sudasa.py compute it',
  description:
    'From Sree Lagna\'s sign through its kendras, panapharas and apoklimas (1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12), forward from ' +
    'an odd sign and backward from an even one (forward if Saturn is in it; Ketu in it reverses), with Narayana years; the first ' +
    'is the balance, the part of its sign Sree Lagna has still to cross. Second cycle: 12 years less the first (less the full ' +
    'years for the first sign). Antardashas: twelve equal parts from the stronger of the dasha sign and its 7th, forward from an ' +
    'even sign and backward from an odd one (Jagannatha Hora\'s practice); levels 3–5 repeat this rule. Sree Lagna moves 27 ' +
    'times as fast as the Moon, so a second of arc in the Moon moves the first period\'s end by about a day.',
  options: [],
  mahadashas(birth, opts) {
    const c = d1SignChart(birth);
    const sl = sreeLagna(birth.chart.ascendant, birth.chart.planets[1].longitude);
    const seed = Math.floor(sl / 30);
    let dir = isOddSign(seed) ? 1 : -1;
    if (c.signs[6] === seed) dir = 1;
    else if (c.signs[8] === seed) dir = -dir;
    const order = KENDRADI.map((k) => mod12(seed + dir * k));
    const full = order.map((s) => narayanaYears(c, s));
    const first = full.map((y, i) => (i === 0 ? (y * (30 - (sl - seed * 30))) / 30 : y));
    const second = order.map((sign, i) => ({ sign, years: 12 - (i === 0 ? full[0] : first[i]) })).filter((x) => x.years > 0);
    return signSequence(birth.jdUt, opts.yearDays, [...order.map((sign, i) => ({ sign, years: first[i] })), ...second]);
  },
  subPeriods(parent, _level, _path, birth) {
    const c = d1SignChart(birth);
    const s = signIndex(parent.lord);
    const seed = strongerSign(c, s, s + 6);
    return divideAmong(parent, signRun(seed, isOddSign(seed) ? -1 : 1));
  },
};

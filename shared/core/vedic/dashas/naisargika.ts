/**
 * Naisargika (natural) dasha: the planets rule the ages of life in a fixed order, whatever the chart
 * (BPHS ch. 46: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50 years = 120), from birth.
 * After Saturn (age 120) Jagannatha Hora and PyJHora 4.8.5 continue with the Ascendant's 12 years; listed too.
 *
 * Antardashas (Sanjay Rath, "Naisargika dasha", srath.com; PyJHora 4.8.5 `graha/naisargika.py`): the planets
 * Sun…Saturn that occupy the kendras (1, 4, 7, 10), then the panapharas (2, 5, 8, 11), then the apoklimas
 * (3, 6, 9, 12) counted from the sign of the period's lord (from the ascendant's sign for its period), the lord
 * itself left out; within a sign in the order Sun…Saturn. Each gets an equal share. Rahu and Ketu take no part.
 */
import type { Graha } from '../grahas.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaLord, DashaSystem } from './types.js';

const NAISARGIKA: readonly { lord: DashaLord; years: number }[] = [
  { lord: 'Moon', years: 1 },
  { lord: 'Mars', years: 2 },
  { lord: 'Mercury', years: 9 },
  { lord: 'Venus', years: 20 },
  { lord: 'Jupiter', years: 18 },
  { lord: 'Sun', years: 20 },
  { lord: 'Saturn', years: 50 },
  { lord: 'Ascendant', years: 12 },
];

const SEVEN: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Houses counted from the lord's sign: kendras, panapharas, apoklimas (0 = the sign itself). */
const HOUSE_ORDER = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11];

function signOfLord(birth: DashaBirth, lord: DashaLord): number {
  if (lord === 'Ascendant') return birth.chart.ascendantSign;
  const p = birth.chart.planets.find((x) => x.planet === lord);
  if (!p) throw new Error(`naisargika: no planet ${lord}`);
  return p.sign;
}

/** The antardasha lords of `lord`'s period, in order. */
export function naisargikaSubLords(birth: DashaBirth, lord: DashaLord): Graha[] {
  const from = signOfLord(birth, lord);
  const out: Graha[] = [];
  for (const h of HOUSE_ORDER) {
    const sign = (from + h) % 12;
    for (const p of SEVEN) if (p !== lord && signOfLord(birth, p) === sign) out.push(p);
  }
  return out;
}

export const naisargikaSystem: DashaSystem = {
  id: 'naisargika',
  name: 'Naisargika dasha',
  kind: 'graha',
  source: 'BPHS ch. 46; antardashas after Sanjay Rath (as Jagannatha Hora, PyJHora)',
  description:
    'From birth: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50 years (120), then the Ascendant 12 ' +
    '(as Jagannatha Hora and PyJHora). Sub-periods: the planets Sun…Saturn in the kendras, panapharas, then apoklimas from ' +
    'the parent lord\'s sign, the lord itself excluded, in equal shares; the same rule at every level.',
  options: [],
  mahadashas(birth, opts) {
    return sequence(birth.jdUt, opts.yearDays, NAISARGIKA);
  },
  subPeriods(parent, _level, _path, birth) {
    return proportional(parent, naisargikaSubLords(birth, parent.lord).map((lord) => ({ lord, weight: 1 })));
  },
};

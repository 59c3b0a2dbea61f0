/**
 * Karaka dasha (Jaimini; as Jagannatha Hora and PyJHora 4.8.5 `graha/karaka.py`): periods of the eight chara
 * karakas in their order, Atmakaraka first, from birth. A karaka's period lasts as many years as the signs
 * from the ascendant's sign to the karaka's sign, counted zodiacally and exclusively (0 when it is in the
 * ascendant's sign: such a period has no time and is not listed).
 *
 * Sub-periods: the karakas from the one after the parent's (wrapping, the parent's own last), in proportion to
 * their mahadasha years; the same rule at every level.
 */
import type { Graha } from '../grahas.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaSystem } from './types.js';

// dedupe with core/vedic/jaimini.ts
/** The eight chara karakas, Atmakaraka … Darakaraka (Jaimini Sutras 1.1.10–19; the 8-karaka scheme with Rahu). */
export const KARAKA_IDS = ['AK', 'AmK', 'BK', 'MK', 'PiK', 'PK', 'GK', 'DK'] as const;

const KARAKA_PLANETS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'];

// dedupe with core/vedic/jaimini.ts
/**
 * Sun…Rahu by degree within their sign, highest first (Rahu, moving backwards, counts 30° − its degree, as
 * Jaimini's commentators and PyJHora's `house.chara_karakas`): the Atmakaraka first, the Darakaraka last.
 */
export function charaKarakaOrder(birth: DashaBirth): Graha[] {
  const degree = (g: Graha) => {
    const p = birth.chart.planets.find((x) => x.planet === g);
    if (!p) throw new Error(`karaka: no planet ${g}`);
    return g === 'Rahu' ? 30 - p.degreeInSign : p.degreeInSign;
  };
  return [...KARAKA_PLANETS].sort((a, b) => degree(b) - degree(a));
}

interface KarakaPeriod { lord: Graha; karaka: string; years: number }

function karakaPeriods(birth: DashaBirth): KarakaPeriod[] {
  const asc = birth.chart.ascendantSign;
  return charaKarakaOrder(birth).map((lord, i) => {
    const sign = birth.chart.planets.find((x) => x.planet === lord)?.sign ?? asc;
    return { lord, karaka: KARAKA_IDS[i], years: (sign - asc + 12) % 12 };
  });
}

export const karakaSystem: DashaSystem = {
  id: 'karaka',
  name: 'Karaka dasha',
  kind: 'graha',
  source: 'Jaimini; as Jagannatha Hora and PyJHora',
  description:
    'From birth, the eight chara karakas AK…DK (Rahu by 30° − its degree) in order; each lasts the signs from the ' +
    'ascendant to its sign (0 in the ascendant\'s sign: not listed). Sub-periods: the karakas from the next one round to ' +
    'the parent\'s own, in proportion to their years; the same rule at every level. `karaka` names each period\'s karaka.',
  options: [],
  mahadashas(birth, opts) {
    return sequence(birth.jdUt, opts.yearDays, karakaPeriods(birth));
  },
  subPeriods(parent, _level, _path, birth) {
    const all = karakaPeriods(birth);
    const i = all.findIndex((k) => k.lord === parent.lord);
    const order = [...all.slice(i + 1), ...all.slice(0, i + 1)];
    return proportional(parent, order.map((k) => ({ lord: k.lord, karaka: k.karaka, weight: k.years })));
  },
};
